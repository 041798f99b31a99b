/**
 * An in-memory cache of the published content the spec API reads on every visit (wines, discovers,
 * enjoys, ...), per Payload instance.
 *
 * - Filled lazily: the first read of a collection loads its published documents in every locale
 *   (depth 1, media populated), like the snapshot builder.
 * - Invalidated at once by afterChange / afterDelete hooks this module adds to the content
 *   collections of the running Payload (the same moment the publish hook schedules a rebuild).
 * - Revalidated across instances: at most once a second a single cheap query reads a stamp
 *   (row count and newest updated_at of each content table, media and the settings, whose
 *   translation rule decides what is held back); a different stamp drops the cache, without making
 *   any request wait. So several CMS instances behind a load balancer see
 *   a publish within about a second.
 *
 * Only published documents are cached; drafts (previews) and member data are always read live.
 */
import type { DataFromCollectionSlug, Payload } from 'payload'
import { findPublished } from '../lib/published'
import { pool } from './db'
import { CONTENT_SLUGS, type ContentSlug } from '../../src/contract/snapshot'

const STAMP_TABLES = [...CONTENT_SLUGS.map((c) => c.replace(/-/g, '_')), 'media', 'settings']
const stampSql = (tables: string[]) =>
  `select ${tables.map((t) => `(select count(*)::text || '/' || coalesce(max(updated_at)::text, '') from "${t}")`).join(" || ',' || ")} as stamp`
const STAMP_SQL = stampSql(STAMP_TABLES)
/** The snapshot also carries the globals (settings, the countries list). */
const SNAPSHOT_STAMP_SQL = stampSql([...STAMP_TABLES, 'countries'])

/**
 * One cheap query that changes whenever anything in the snapshot may have changed (a save, a
 * publish, a delete, on any instance): the snapshot endpoint rebuilds only when it differs.
 */
export async function snapshotStamp(payload: Payload): Promise<string> {
  const { rows } = await pool(payload).query<{ stamp: string }>(SNAPSHOT_STAMP_SQL)
  return rows[0]?.stamp ?? ''
}
const REVALIDATE_MS = 1000
const MEMO_MAX = 5000

type Store = {
  docs: Map<ContentSlug, Promise<DataFromCollectionSlug<ContentSlug>[]>>
  memo: Map<string, unknown>
  stamp: string | null
  checkedAt: number
  checking: Promise<void> | null
  generation: number
}

const stores = new WeakMap<Payload, Store>()

function store(payload: Payload): Store {
  let s = stores.get(payload)
  if (!s) {
    s = { docs: new Map(), memo: new Map(), stamp: null, checkedAt: 0, checking: null, generation: 0 }
    stores.set(payload, s)
    installHooks(payload, s)
  }
  return s
}

function clear(s: Store) {
  s.docs.clear()
  s.memo.clear()
  s.generation++
}

/** Adds invalidation hooks to the running Payload's content collections (and media). */
function installHooks(payload: Payload, s: Store) {
  const invalidate = ({ doc }: { doc: unknown }) => {
    clear(s)
    return doc
  }
  for (const slug of [...CONTENT_SLUGS, 'media']) {
    const config = payload.collections?.[slug as 'wines']?.config
    if (!config) continue
    config.hooks.afterChange = [...(config.hooks.afterChange ?? []), invalidate]
    config.hooks.afterDelete = [...(config.hooks.afterDelete ?? []), invalidate]
  }
  // The settings' translation rule decides which documents the lists hold back.
  const settings = payload.config.globals?.find((g) => g.slug === 'settings')
  if (settings) settings.hooks.afterChange = [...(settings.hooks.afterChange ?? []), invalidate]
}

/**
 * Reads the stamp (throttled) in the background; a change since the last read drops everything
 * cached. Requests never wait for it: at worst one is answered from the cache a moment before the drop.
 */
function revalidate(payload: Payload, s: Store) {
  if (Date.now() - s.checkedAt < REVALIDATE_MS || s.checking) return
  s.checkedAt = Date.now()
  s.checking = (async () => {
    try {
      // A Payload without a SQL pool (none in some tests) has nothing to compare.
      const db: ReturnType<typeof pool> | undefined = pool(payload)
      if (!db) return
      const { rows } = await db.query<{ stamp: string }>(STAMP_SQL)
      const stamp = rows[0]?.stamp ?? ''
      if (s.stamp !== null && stamp !== s.stamp) clear(s)
      s.stamp = stamp
    } catch {
      // Unknown state: do not trust the cache.
      clear(s)
      s.stamp = null
    } finally {
      s.checkedAt = Date.now()
      s.checking = null
    }
  })()
}

/** Published documents of one collection, every locale, media populated, in their order. */
export async function publishedDocs<S extends ContentSlug>(
  payload: Payload,
  collection: S,
): Promise<DataFromCollectionSlug<S>[]> {
  const s = store(payload)
  revalidate(payload, s)
  let docs = s.docs.get(collection)
  if (!docs) {
    const generation = s.generation
    docs = findPublished(payload, collection)
    const pending = docs
    // A failed load is not kept; a load that raced an invalidation is not kept either.
    pending.catch(() => s.docs.get(collection) === pending && s.docs.delete(collection))
    if (generation === s.generation) s.docs.set(collection, pending)
  }
  // The map holds each collection's own documents (keyed by its slug).
  return docs as Promise<DataFromCollectionSlug<S>[]>
}

/**
 * A value derived from cached content (a shaped, localized list; a serialized response), kept until
 * the content changes. `compute` must only read through publishedDocs.
 */
export async function memo<T>(payload: Payload, key: string, compute: () => Promise<T>): Promise<T> {
  const s = store(payload)
  revalidate(payload, s)
  if (s.memo.has(key)) return s.memo.get(key) as T
  const generation = s.generation
  const value = await compute()
  if (generation === s.generation) {
    // Keys come from request parameters: keep the map bounded whatever clients send.
    if (s.memo.size >= MEMO_MAX) s.memo.clear()
    s.memo.set(key, value)
  }
  return value
}
