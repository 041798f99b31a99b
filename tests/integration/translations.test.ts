/**
 * The translation state on real PostgreSQL, kept by the hooks as staff save (cms/translations): the
 * seeded demo starts current; an English edit puts the languages out of date (on the document, for
 * the lists, and beside it); a translation saved makes that language current; a new array row is
 * missing; an XLIFF export and import round trip saves a draft by the importer, and a bad file
 * changes nothing; the rule that holds a language back serves its last current texts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getMigratedPayload } from '../../cms/lib/payload'
import { pool } from '../../cms/api/db'
import { applyImport, checkImport, exportTranslations } from '../../cms/translations/exchange'
import { buildSnapshot } from '../../cms/snapshot/buildSnapshot'
import { placeList } from '../../cms/api/content/lists'
import { rebuildTranslationState } from '../../cms/translations/rebuild'
import js2xliff from 'xliff/js2xliff'
import xliff2js from 'xliff/xliff2js'
import { allCounts, docState } from '../../cms/translations/state'

let payload: Payload
let staff: Awaited<ReturnType<Payload['find']>>['docs'][number]

beforeAll(async () => {
  payload = await getMigratedPayload()
  staff = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]
})
afterAll(async () => {
  await payload?.db?.destroy?.()
})

const user = () => ({ ...staff, collection: 'users' as const })
const ctx = { skipRebuild: true }

/** A published copy of the first demo promotion, every language, saved as staff would. */
async function copyOfPromotion(): Promise<string> {
  const source = (await payload.find({ collection: 'promotions', limit: 1, locale: 'all', depth: 0 }))
    .docs[0] as unknown as Record<string, unknown>
  const { id: _i, createdAt: _c, updatedAt: _u, missing_in: _m, out_of_date_in: _o, ...data } = source
  const doc = await payload.create({
    collection: 'promotions',
    locale: 'all' as never,
    data: { ...data, _status: 'published' } as never,
    user: user(),
    overrideAccess: false,
    context: ctx,
  })
  return doc.id
}

/** A save of the promotion in one locale, as staff would (published unless a draft). */
const save = (id: string, locale: 'en' | 'de' | 'pt', data: Record<string, unknown>, o: { draft?: boolean } = {}) =>
  payload.update({
    collection: 'promotions',
    id,
    locale,
    data,
    draft: o.draft,
    user: user(),
    overrideAccess: false,
    context: ctx,
  })

const state = async (id: string) =>
  Object.fromEntries((await docState(pool(payload), `promotions:${id}`)).map((r) => [r.locale, r]))
const fields = async (id: string) =>
  (await payload.findByID({ collection: 'promotions', id, draft: true, depth: 0 })) as unknown as {
    missing_in: string[]
    out_of_date_in: string[]
  }

describe('the translation state', () => {
  it('of the seeded demo: every document current in every language, the pictures’ alt texts too', async () => {
    expect(await allCounts(pool(payload))).toEqual([])
  })

  it('follows the saves: English edited → out of date everywhere; German saved → German current', async () => {
    const id = await copyOfPromotion()
    expect(Object.values(await state(id)).every((r) => r.missing.length === 0 && r.outdated.length === 0)).toBe(true)

    await save(id, 'en', { description: 'A new English text.' })
    const after = await state(id)
    expect(after.de.outdated).toEqual(['description'])
    expect(after.ja.outdated).toEqual(['description'])
    expect((await fields(id)).out_of_date_in).toHaveLength(10)

    await save(id, 'de', { description: 'Ein neuer Text.' })
    expect((await state(id)).de.outdated).toEqual([])
    expect((await fields(id)).out_of_date_in).not.toContain('de')
    expect((await fields(id)).out_of_date_in).toContain('fr')
    // The list filter staff use: "Out of date in: French" finds it, "German" does not.
    const found = async (locale: string) =>
      (
        await payload.find({
          collection: 'promotions',
          draft: true,
          where: { and: [{ id: { equals: id } }, { out_of_date_in: { in: [locale] } }] },
        })
      ).totalDocs
    expect([await found('fr'), await found('de')]).toEqual([1, 0])
    await payload.delete({ collection: 'promotions', id, context: ctx })
    expect(await state(id)).toEqual({})
  })

  it('a text the English has and a language lacks is missing there; a draft save counts too', async () => {
    const id = await copyOfPromotion()
    await save(id, 'pt', { description: '' }, { draft: true })
    expect((await state(id)).pt.missing).toEqual(['description'])
    expect((await fields(id)).missing_in).toEqual(['pt'])
    await payload.delete({ collection: 'promotions', id, context: ctx })
  })

  it('round trip: export German, import it translated as a draft saved by the importer; German current', async () => {
    const id = await copyOfPromotion()
    await save(id, 'en', { description: 'Fresh English.' })
    const out = await exportTranslations(payload, { locale: 'de', refs: [`promotions:${id}`] })
    expect(out.units).toBe(1)
    const xml = out.xml
      .replace('<segment state="initial">', '<segment state="translated">')
      .replace(
        /<target xml:space="preserve">[\s\S]*?<\/target>/,
        '<target xml:space="preserve">Frisches Deutsch.</target>',
      )
    const check = await checkImport(payload, xml, 'de')
    expect(check.errors).toEqual([])
    expect(check.changes).toMatchObject([
      { ref: `promotions:${id}`, unit: 'description', after: 'Frisches Deutsch.', sourceChanged: false },
    ])
    await applyImport(payload, check, { publish: false, user: user() as never })
    const draft = await payload.findByID({ collection: 'promotions', id, locale: 'de', draft: true, depth: 0 })
    expect(draft.description).toBe('Frisches Deutsch.')
    expect(draft._status).toBe('draft')
    expect(draft.edited_by).toBe(staff.id)
    // The live version is untouched until staff publish.
    const live = await payload.findByID({ collection: 'promotions', id, locale: 'de', draft: false, depth: 0 })
    expect(live.description).not.toBe('Frisches Deutsch.')
    expect((await state(id)).de.outdated).toEqual([])

    // Opened and saved again by another XLIFF library (the `xliff` package, as a CAT tool would): the
    // same change comes back in.
    const js = (await xliff2js(out.xml)) as { resources: Record<string, Record<string, { target?: string }>> }
    js.resources[`promotions.${id}`].description.target = 'Frisches Deutsch.'
    const resaved = await checkImport(payload, await js2xliff(js), 'de')
    expect(resaved.errors).toEqual([])
    expect(resaved.changes).toEqual([])
    expect(resaved.unchanged).toBe(1)

    // A file for a text that is not there changes nothing, and says which.
    const bad = await checkImport(payload, xml.replace('unit id="description"', 'unit id="nothing.here"'), 'de')
    expect(bad.errors).toMatchObject([{ unit: 'nothing.here' }])
    await payload.delete({ collection: 'promotions', id, context: ctx })
  })

  it('held back: a promotion whose German lags is left out of the German pages and lists until it is current', async () => {
    const id = await copyOfPromotion()
    await save(id, 'en', { description: 'Changed English.' })
    await save(id, 'de', { description: 'Geändertes Deutsch.' })
    const item = async () => (await buildSnapshot(payload)).promotions.find((p) => p.id === id)!
    // Published at once (the default): nothing is held back.
    expect((await item()).held).toBeUndefined()
    await payload.updateGlobal({ slug: 'settings', data: { translation_rule: 'hold' }, context: ctx })
    try {
      const held = (await item()).held!
      expect(held).toHaveLength(9)
      expect(held).not.toContain('de')
      // The API's lists (the islands') follow the same rule.
      const country = (await item()).countries[0]
      const listed = async (locale: 'de' | 'fr') =>
        ((await placeList(payload, 'promotions', { country }, locale)) as { id: string }[]).some((p) => p.id === id)
      expect([await listed('de'), await listed('fr')]).toEqual([true, false])
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { translation_rule: 'fallback' }, context: ctx })
    }
    await payload.delete({ collection: 'promotions', id, context: ctx })
  })

  it('worked out anew for content that existed before (the migration): current where translated', async () => {
    const { documents } = await rebuildTranslationState(payload)
    expect(documents).toBeGreaterThan(20)
    expect(await allCounts(pool(payload))).toEqual([])
  })
})
