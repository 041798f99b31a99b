/**
 * The translation state of every document worked out anew (the migration that brings the state in
 * runs it on content that existed before): each translation there is counts as made from today's
 * source, since nothing says otherwise, so existing content starts current where it is translated and
 * missing where it is not. The documents' own status fields are written straight to the database (no
 * new version in anyone's history), on the live row and the latest version.
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { pool } from '../api/db'
import { DEFAULT_LOCALE } from '../../src/contract/locales'
import { unitsOf } from './fields'
import { slotsFor, TARGET_LOCALES } from './hooks'
import { writeState } from './state'
import { currentSources, localeStatus } from './status'

export async function rebuildTranslationState(payload: Payload): Promise<{ documents: number }> {
  const db = pool(payload)
  let documents = 0
  const stateOf = (doc: Record<string, unknown>, slots: ReturnType<typeof slotsFor>) => {
    const units = unitsOf(slots, doc)
    return TARGET_LOCALES.map((locale) => {
      const sources = currentSources(units, DEFAULT_LOCALE, locale)
      return { locale, sources, ...localeStatus(units, DEFAULT_LOCALE, locale, sources) }
    })
  }
  for (const c of payload.config.collections) {
    const slots = slotsFor(c)
    if (slots.length === 0) continue
    const collection = c.slug as CollectionSlug
    const drafts = Boolean(c.versions?.drafts)
    const docs = await payload.find({
      collection,
      locale: 'all',
      draft: drafts,
      trash: true,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs.docs as unknown as Record<string, unknown>[]) {
      const rows = stateOf(doc, slots)
      await writeState(db, `${c.slug}:${String(doc.id)}`, rows)
      const fields = {
        missing_in: rows.filter((r) => r.missing.length).map((r) => r.locale),
        out_of_date_in: rows.filter((r) => r.outdated.length).map((r) => r.locale),
      }
      if (fields.missing_in.length || fields.out_of_date_in.length) {
        await payload.db.updateOne({ collection, id: String(doc.id), data: fields })
        if (drafts) {
          const latest = await payload.db.findVersions({
            collection,
            where: { and: [{ parent: { equals: doc.id } }, { latest: { equals: true } }] },
            limit: 1,
          })
          const version = latest.docs[0]
          if (version)
            await payload.db.updateVersion({
              collection,
              id: String(version.id),
              versionData: { ...version, version: { ...(version.version as object), ...fields } } as never,
            })
        }
      }
      documents++
    }
  }
  for (const g of payload.config.globals) {
    const slots = slotsFor(g)
    if (slots.length === 0) continue
    const doc = (await payload.findGlobal({
      slug: g.slug as GlobalSlug,
      locale: 'all',
      draft: Boolean(g.versions?.drafts),
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    await writeState(db, `global:${g.slug}`, stateOf(doc, slots))
    documents++
  }
  return { documents }
}

/**
 * At a start, after the migrations: content made before translation status existed has no state yet;
 * it is worked out once (a database with any state, or no content, is left as it is).
 */
export async function rebuildIfNew(payload: Payload): Promise<number> {
  const { rows } = await pool(payload).query<{ has: boolean }>('select exists (select 1 from translation_state) as has')
  if (rows[0]?.has) return 0
  const wines = await payload.count({ collection: 'wines' })
  if (wines.totalDocs === 0) return 0
  return (await rebuildTranslationState(payload)).documents
}
