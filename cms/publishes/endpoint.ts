/**
 * GET /cms-api/publishes: the site's publish log (server/publish/publishLog.ts) for staff, newest first.
 * `?doc=wines:ID`: that document's status, its latest publish (or null) and its schedule, which its
 * edit view shows (cms/components/PublishStatus.tsx); without it, the last publishes with the titles of what they
 * published, for the dashboard (cms/components/RecentPublishes.tsx).
 */
import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { staffAnswer, staffGetEndpoint } from '../access/isStaff'
import { pool } from '../api/db'
import { CONTENT_SLUGS } from '../../src/contract/snapshot'
import { notBlankDraft } from '../lib/blankDrafts'
import { actionsOf, docState, type DocAction, type DocFacts, type DocState, type ScheduledEvent } from './docState'

export type PublishRow = {
  id: number
  status: 'building' | 'live' | 'unchanged' | 'failed' | 'sent'
  /**
   * `label`: the collection's name (or the global's), in the staff member's language; `title`: null when the
   * document is gone; `action`: whether the publish put it on the site or took it off.
   */
  docs: { ref: string; label: string; title: string | null; action: DocAction }[]
  people: string[]
  requestedAt: string
  finishedAt: string | null
  /** From the save to live, and the build alone. */
  totalMs: number | null
  buildMs: number | null
  error: string | null
}

type Row = {
  id: string
  reason: string
  status: PublishRow['status']
  docs: string[]
  people: string[]
  requested_at: Date
  finished_at: Date | null
  build_ms: number | null
  error: string | null
}

const DOC_REF = /^[a-z-]{1,40}:[A-Za-z0-9-]{1,64}$/
const RECENT = 15

/** The titles of the documents named `collection:id`, where the collection and the document still exist. */
async function titles(payload: Payload, refs: string[]): Promise<Map<string, string>> {
  const byCollection = new Map<string, string[]>()
  for (const ref of refs) {
    const [collection, id] = ref.split(':')
    if (payload.collections[collection as CollectionSlug])
      byCollection.set(collection, [...(byCollection.get(collection) ?? []), id])
  }
  const found = new Map<string, string>()
  await Promise.all(
    [...byCollection].map(async ([collection, ids]) => {
      const titleField = payload.collections[collection as CollectionSlug].config.admin.useAsTitle ?? 'id'
      const docs = await payload.find({
        collection: collection as CollectionSlug,
        where: { id: { in: ids } },
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: true,
      })
      for (const d of docs.docs as unknown as Record<string, unknown>[])
        found.set(
          `${collection}:${String(d.id)}`,
          typeof d[titleField] === 'string' ? (d[titleField] as string) : String(d.id),
        )
    }),
  )
  return found
}

/** The singular name of a document's collection, or the global's name ("global:settings"). */
function labelOf({ payload, i18n }: PayloadRequest, ref: string): string {
  const [collection, id] = ref.split(':')
  const label =
    collection === 'global'
      ? payload.globals.config.find((g) => g.slug === id)?.label
      : payload.collections[collection as CollectionSlug]?.config.labels.singular
  return label ? getTranslation(label, i18n) : (id ?? collection)
}

function shape(r: Row, named: Map<string, string>, req: PayloadRequest): PublishRow {
  const actions = actionsOf(r.reason)
  return {
    id: Number(r.id),
    status: r.status,
    docs: r.docs.map((ref) => ({
      ref,
      label: labelOf(req, ref),
      title: named.get(ref) ?? null,
      action: actions.get(ref) ?? 'published',
    })),
    people: r.people,
    requestedAt: r.requested_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    totalMs: r.finished_at ? r.finished_at.getTime() - r.requested_at.getTime() : null,
    buildMs: r.build_ms,
    error: r.error,
  }
}

/**
 * A document's status (cms/publishes/docState.ts), worked out here against the server's clock (a
 * browser's may be off), with its last publish and its pending schedule: the edit view only shows it.
 */
export type DocAnswer = {
  data: PublishRow | null
  state: DocState
  schedule: ScheduledEvent[]
  /** A scheduled publish or unpublish is due within a second: the view asks again soon. */
  due: boolean
}

/** How soon a scheduled event counts as due. */
const DUE_MS = 1_000

/** Whether the document's published version is on the site and when that last changed; its pending schedule. */
async function docFacts(payload: Payload, ref: string): Promise<Omit<DocFacts, 'publish'>> {
  const [collection, id] = ref.split(':') as [CollectionSlug, string]
  const config = payload.collections[collection]?.config
  if (!config) return { onSite: null, changedAt: null, byStaff: false, trashedAt: null, schedule: [] }
  const [doc, jobs] = await Promise.all([
    // An id that is none of the collection's (a uuid mistyped) finds nothing, not a 500.
    payload
      .findByID({ collection, id, draft: false, depth: 0, overrideAccess: true, disableErrors: true, trash: true })
      .catch(() => null),
    payload.find({
      collection: 'payload-jobs',
      where: {
        taskSlug: { equals: 'schedulePublish' },
        completedAt: { exists: false },
        hasError: { not_equals: true },
        'input.doc.relationTo': { equals: collection },
        'input.doc.value': { equals: id },
      },
      sort: 'waitUntil',
      limit: 10,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const main = doc as {
    _status?: string | null
    updatedAt?: string
    edited_by?: unknown
    deletedAt?: string | null
  } | null
  return {
    onSite: !main ? false : config.versions?.drafts ? main._status === 'published' : null,
    changedAt: main?.updatedAt ?? null,
    byStaff: Boolean(main?.edited_by),
    trashedAt: main?.deletedAt ?? null,
    schedule: jobs.docs.flatMap((j): ScheduledEvent[] => {
      const job = j as { input?: { type?: string }; waitUntil?: string | null }
      return job.waitUntil
        ? [{ action: job.input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil }]
        : []
    }),
  }
}

export const publishesEndpoint = staffGetEndpoint('/publishes', async (req) => {
  const doc = new URL(req.url ?? '', 'http://x').searchParams.get('doc')
  const columns = 'id, reason, status, docs, people, requested_at, finished_at, build_ms, error'
  if (doc !== null) {
    if (!DOC_REF.test(doc)) return staffAnswer({ message: 'doc is collection:id.' }, 400)
    const [res, facts] = await Promise.all([
      pool(req.payload).query<Row>(
        `select ${columns} from site_publishes where docs @> array[$1] order by started_at desc limit 1`,
        [doc],
      ),
      docFacts(req.payload, doc),
    ])
    const data = res.rows[0] ? shape(res.rows[0], new Map(), req) : null
    const now = Date.now()
    const answer: DocAnswer = {
      data,
      state: docState(
        { ...facts, publish: data && { ...data, action: data.docs.find((d) => d.ref === doc)?.action } },
        now,
      ),
      schedule: facts.schedule,
      due: facts.schedule.some((e) => Date.parse(e.at) < now + DUE_MS),
    }
    return staffAnswer(answer)
  }
  const res = await pool(req.payload).query<Row>(
    `select ${columns} from site_publishes order by started_at desc limit ${RECENT}`,
  )
  const named = await titles(req.payload, [...new Set(res.rows.flatMap((r) => r.docs))])
  return staffAnswer({ data: res.rows.map((r) => shape(r, named, req)) })
})

/** The collections staff edit, whose recent changes the dashboard lists: the content of the snapshot. */
const EDITED: CollectionSlug[] = CONTENT_SLUGS

export type ChangeRow = {
  collection: string
  /** The collection's name, in the staff member's language. */
  label: string
  id: string
  title: string
  status: 'draft' | 'published' | null
  updatedAt: string
  by: string | null
}

/**
 * GET /cms-api/recent-changes: the documents staff changed last, drafts included, newest first, with
 * who saved them (cms/collections/publishing.ts, edited_by), for the dashboard (cms/components/RecentChanges.tsx).
 */
export const recentChangesEndpoint = staffGetEndpoint('/recent-changes', async (req) => {
  const payload = req.payload
  const lists = await Promise.all(
    EDITED.filter((c) => payload.collections[c]).map(async (collection) => {
      const config = payload.collections[collection].config
      const titleField = config.admin.useAsTitle ?? 'id'
      const found = await payload.find({
        collection,
        draft: true,
        sort: '-updatedAt',
        limit: RECENT,
        // Not the blank drafts "Create New" made and nobody typed into (cms/lib/blankDrafts.ts).
        ...(config.admin.useAsTitle ? { where: notBlankDraft(config.admin.useAsTitle) } : {}),
        depth: 1,
        overrideAccess: true,
        locale: req.locale ?? 'en',
      })
      return (found.docs as unknown as Record<string, unknown>[]).map((d): ChangeRow => ({
        collection,
        label: getTranslation(config.labels.singular, req.i18n),
        id: String(d.id),
        title: typeof d[titleField] === 'string' && d[titleField] ? (d[titleField] as string) : String(d.id),
        status: d._status === 'draft' || d._status === 'published' ? d._status : null,
        updatedAt: String(d.updatedAt),
        by: (d.edited_by as { email?: string } | null)?.email ?? null,
      }))
    }),
  )
  const rows = lists
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, RECENT)
  return staffAnswer({ data: rows })
})
