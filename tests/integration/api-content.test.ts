/**
 * The content calls of spec §7 against the seeded demo content: shapes (validated by the zod
 * contract), country / state / zip filters, the visitor's language, and previews of drafts that only
 * a staff session sees.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiDiscover, ApiEnjoy, ApiOtherPopup, ApiPopup, ApiPromotion, ApiVendor } from '../../src/contract/api/content'
import { ApiFoodPreview, ApiWine } from '../../src/contract/api/wine'
import { answer, Client, post, staffSignedIn, testPayload, withCsrf } from '../helpers/apiClient'

let payload: Payload
let staff: Client
const created: { collection: string; id: string }[] = []
const ctx = { skipRebuild: true }

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })
async function image() {
  return String((await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0].id)
}

/** A wine saved as a draft only (deleted after the file). */
async function draftWine(name: string, slug: string, country: string) {
  const wine = await payload.create({
    collection: 'wines',
    draft: true,
    data: { name, slug, image: await image(), countries: [country], _status: 'draft', taste_profile: {} } as never,
    context: ctx,
  })
  created.push({ collection: 'wines', id: String(wine.id) })
  return wine
}

beforeAll(async () => {
  payload = await testPayload()
  staff = await staffSignedIn()
})
afterAll(async () => {
  for (const d of created.reverse())
    await payload.delete({ collection: d.collection as 'wines', id: d.id, context: ctx }).catch(() => {})
})

describe('wines', () => {
  it('lists the wines sold in a country, in their order, with the contract shape', async () => {
    const res = await new Client().get('/api/wines/US')
    expect(res.status).toBe(200)
    const body = list(ApiWine).parse(await res.json())
    expect(body.data.length).toBeGreaterThanOrEqual(3)
    for (const w of body.data) {
      expect(w.countries).toContain('US')
      expect(w.rating).toEqual({ wine: 0, colour: 0, aroma: 0, flavour: 0 })
      expect(w.passport).toEqual([])
      expect(w.image.url).toMatch(/^\/media\//)
      expect(w.stories.length).toBeGreaterThan(0)
    }
  })

  it('has nothing for a country without content, and for nonsense', async () => {
    for (const path of ['/api/wines/NZ', '/api/wines/nz', '/api/wines/xyz', '/api/wines/%20']) {
      const res = await new Client().get(path)
      expect(res.status, path).toBe(200)
      expect((await answer(res)).data, path).toEqual([])
    }
  })

  it('GET /api/wines uses ?country=, else the country cookie, else nothing', async () => {
    const us = (await answer(await new Client().get('/api/wines/US'))).data as { id: string }[]
    expect(((await answer(await new Client().get('/api/wines?country=us'))).data as unknown[]).length).toBe(us.length)
    const cookie = new Client()
    cookie.cookies.set('country', 'US')
    expect(((await answer(await cookie.get('/api/wines'))).data as unknown[]).length).toBe(us.length)
    expect((await answer(await new Client().get('/api/wines'))).data).toEqual([])
  })

  it("resolves texts in the visitor's language (cookie, else Accept-Language)", async () => {
    const de = (await answer(await new Client({ cookie: 'locale=de' }).get('/api/wines/DE'))).data as z.infer<
      typeof ApiWine
    >[]
    const en = (await answer(await new Client().get('/api/wines/DE'))).data as z.infer<typeof ApiWine>[]
    expect(de[0].description).toBeTruthy()
    expect(de[0].description).not.toBe(en[0].description)
    const ja = (await answer(await new Client({ 'accept-language': 'ja' }).get('/api/wines/DE'))).data as z.infer<
      typeof ApiWine
    >[]
    // The demo content is written in every locale (docs/decisions.md, Every language first-class); the fallback to English is pick()'s (tests/unit/localize.test.ts).
    expect(ja[0].description).toBeTruthy()
    expect(ja[0].description).not.toBe(en[0].description)
    expect(ja[0].description).not.toBe(de[0].description)
  })

  it('gives a wine by slug only where it is sold', async () => {
    const [first] = (await answer(await new Client().get('/api/wines/US'))).data as z.infer<typeof ApiWine>[]
    const ok = await new Client().get(`/api/wines/detail/${first.slug}?country=US`)
    expect(ok.status).toBe(200)
    expect(z.object({ data: ApiWine }).parse(await ok.json()).data.slug).toBe(first.slug)
    expect((await new Client().get(`/api/wines/detail/${first.slug}?country=NZ`)).status).toBe(404)
    expect((await new Client().get(`/api/wines/detail/${first.slug}`)).status).toBe(404)
    expect((await new Client().get('/api/wines/detail/no-such-wine?country=US')).status).toBe(404)
  })

  it('sees a publish at once (the cache is invalidated) and never shows drafts', async () => {
    const before = ((await answer(await new Client().get('/api/wines/NZ'))).data as unknown[]).length
    const draft = await draftWine('Kiwi Draft', 'kiwi-draft', 'NZ')
    expect(((await answer(await new Client().get('/api/wines/NZ'))).data as unknown[]).length).toBe(before)
    await payload.update({ collection: 'wines', id: draft.id, data: { _status: 'published' } as never, context: ctx })
    const after = (await answer(await new Client().get('/api/wines/NZ'))).data as { slug: string }[]
    expect(after.map((w) => w.slug)).toContain('kiwi-draft')
    await payload.update({
      collection: 'wines',
      id: draft.id,
      data: { name: 'Kiwi Draft Edit' },
      draft: true,
      context: ctx,
    })
    const still = (await answer(await new Client().get('/api/wines/NZ'))).data as { name: string }[]
    expect(still.map((w) => w.name)).toContain('Kiwi Draft')
    expect(still.map((w) => w.name)).not.toContain('Kiwi Draft Edit')
    // Staff preview the newer draft of the published wine.
    const preview = (await answer(await staff.get(`/api/wines/preview/${draft.id}`))).data as { name: string }
    expect(preview.name).toBe('Kiwi Draft Edit')
  })
})

describe('previews', () => {
  it('give the latest draft to staff only; anyone else and unknown ids get 404', async () => {
    const [first] = (await answer(await new Client().get('/api/wines/US'))).data as z.infer<typeof ApiWine>[]
    const wine = await draftWine('Preview Cuvée', 'preview-cuvee', 'US')
    const res = await staff.get(`/api/wines/preview/${wine.id}`)
    expect(res.status).toBe(200)
    expect(z.object({ data: ApiWine }).parse(await res.json()).data.name).toBe('Preview Cuvée')
    expect((await new Client().get(`/api/wines/preview/${wine.id}`)).status).toBe(404)
    expect((await new Client().get(`/api/wines/preview/${first.id}`)).status).toBe(404)
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '1']) {
      expect((await staff.get(`/api/wines/preview/${id}`)).status, id).toBe(404)
    }
  })

  it('give a food of a wine draft, with its wine', async () => {
    const [first] = (await answer(await new Client().get('/api/wines/US'))).data as z.infer<typeof ApiWine>[]
    const food = first.foods[0]
    const res = await staff.get(`/api/foods/preview/${food.id}`)
    expect(res.status).toBe(200)
    const body = z.object({ data: ApiFoodPreview }).parse(await res.json())
    expect(body.data.wine.slug).toBe(first.slug)
    expect((await new Client().get(`/api/foods/preview/${food.id}`)).status).toBe(404)
    expect((await staff.get('/api/foods/preview/unknown-food')).status).toBe(404)
  })

  it('exist for discovers, enjoys, promotions and sellers', async () => {
    const checks: [string, string, z.ZodType][] = [
      ['discovers', '/api/discovers/preview/', ApiDiscover],
      ['enjoys', '/api/enjoys/preview/', ApiEnjoy],
      ['promotions', '/api/promotions/preview/', ApiPromotion],
      ['local-promotions', '/api/promotions/preview/', ApiPromotion],
      ['vendors', '/api/sellers/preview/', ApiVendor],
    ]
    for (const [collection, path, schema] of checks) {
      const [doc] = (await payload.find({ collection: collection as 'wines', limit: 1, depth: 0 })).docs
      const res = await staff.get(path + doc.id)
      expect(res.status, collection).toBe(200)
      z.object({ data: schema }).parse(await res.json())
      expect((await new Client().get(path + doc.id)).status, collection).toBe(404)
    }
  })
})

describe('popups', () => {
  it("GET /api/popup gives the country's promotion popup or null", async () => {
    const res = await new Client().get('/api/popup?country=US')
    expect(res.status).toBe(200)
    expect(z.object({ data: ApiPopup.nullable() }).parse(await res.json()).data).not.toBeNull()
    expect((await answer(await new Client().get('/api/popup?country=NZ'))).data).toBeNull()
  })

  it('POST /api/popup-others gives another popup for the place, or null', async () => {
    const c = await withCsrf(new Client())
    const a = await payload.create({
      collection: 'other-popups',
      data: {
        title: 'Wine week A',
        image: await image(),
        link: 'https://example.com/a',
        countries: ['US'],
        states: ['NY'],
        order: 1,
        _status: 'published',
      } as never,
      context: ctx,
    })
    const b = await payload.create({
      collection: 'other-popups',
      data: {
        title: 'Wine week B',
        iframe: 'https://example.com/frame',
        countries: ['US'],
        order: 2,
        _status: 'published',
      } as never,
      context: ctx,
    })
    created.push({ collection: 'other-popups', id: String(a.id) }, { collection: 'other-popups', id: String(b.id) })
    const first = z
      .object({ data: ApiOtherPopup.nullable() })
      .parse(
        await (await post(c, '/api/popup-others', { country: 'US', current: null, zipCode: null, state: 'NY' })).json(),
      ).data
    expect(first?.id).toBe(String(a.id))
    const second = (
      await answer(
        await post(c, '/api/popup-others', { country: 'US', current: String(a.id), zipCode: '10001', state: 'NY' }),
      )
    ).data as { id: string; iframe: string }
    expect(second.id).toBe(String(b.id))
    expect(second.iframe).toBe('https://example.com/frame')
    const elsewhere = (
      await answer(await post(c, '/api/popup-others', { country: 'US', current: String(b.id), state: 'CA' }))
    ).data
    expect(elsewhere).toBeNull()
    expect((await answer(await post(c, '/api/popup-others', { country: 'NZ' }))).data).toBeNull()
    expect((await post(c, '/api/popup-others', { country: 42 })).status).toBe(422)
    // The demo content's own: the harvest festival, for Portugal, with its picture and link.
    const demo = z
      .object({ data: ApiOtherPopup.nullable() })
      .parse(
        await (await post(c, '/api/popup-others', { country: 'PT', current: null, zipCode: null, state: null })).json(),
      ).data
    expect(demo?.title).toMatch(/^Harvest festival/)
    expect(demo?.image?.url).toMatch(/^\/media\//)
    expect(demo?.link).toBe('https://norte-wines.example/visit/harvest-festival')
  })
})

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every content and member call', async () => {
    const res = await new Client().get('/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as {
      openapi: string
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    for (const path of [
      '/api/wines/{country}',
      '/api/sellers',
      '/api/passports',
      '/api/wines/{id}/passport',
      '/api/palates-temp',
    ])
      expect(doc.paths[path], path).toBeTruthy()
    expect(doc.paths['/api/sellers'].post.responses['422']).toBeTruthy()
  })
})
