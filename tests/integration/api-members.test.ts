/**
 * Member data (spec §7): the passport (GET /api/passports, POST /api/wines/{id}/passport), signed in
 * through the real POST /login. Concurrent and retried writes: api-passport-concurrency.test.ts; the palate:
 * api-palate.test.ts.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'
import { ApiWine } from '../../src/contract/api/wine'
import { PassportEntry } from '../../src/contract/api/members'
import {
  Client,
  createDraftWine,
  deleteNewMembers,
  newMember,
  passportOf,
  post,
  testPayload,
  usWines,
  visitor,
  withCsrf,
  xsrf,
} from '../helpers/apiClient'

let payload: Payload
let wines: z.infer<typeof ApiWine>[]

beforeAll(async () => {
  payload = await testPayload()
  wines = await usWines()
})
afterAll(deleteNewMembers)

describe('anonymous visitors', () => {
  it('get 401 for the passport and the palate', async () => {
    const c = await withCsrf(new Client())
    expect((await c.get('/api/passports')).status).toBe(401)
    expect((await c.get('/api/palates')).status).toBe(401)
    const res = await post(c, `/api/wines/${wines[0].id}/passport`, { wine_rating: 4 })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { message: string }).message).toBeTruthy()
  })
})

describe('GET /api/passports', () => {
  it("lists the demo member's rated wines with name, harvest, grape variety in their language and image", async () => {
    const c = await withCsrf(visitor())
    expect((await post(c, '/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })).status).toBe(200)
    c.cookies.set('locale', 'de')
    const res = await c.get('/api/passports')
    expect(res.status).toBe(200)
    const body = z.object({ data: z.array(PassportEntry) }).parse(await res.json())
    expect(body.data).toHaveLength(3)
    const withNote = body.data.find((e) => e.comment)
    expect(withNote?.wine_rating).toBeGreaterThanOrEqual(1)
    const en = (await payload.findByID({ collection: 'wines', id: body.data[0].wine.id, locale: 'en', depth: 0 })) as {
      grape_variety?: string
    }
    const de = (await payload.findByID({ collection: 'wines', id: body.data[0].wine.id, locale: 'de', depth: 0 })) as {
      grape_variety?: string
    }
    expect(body.data[0].wine.grape_variety).toBe(de.grape_variety ?? en.grape_variety)
    expect(body.data[0].wine.image?.url).toMatch(/^\/media\//)
  })

  it('shows each member only their own entries', async () => {
    const b = await newMember()
    expect(
      z.object({ data: z.array(PassportEntry) }).parse(await (await b.client.get('/api/passports')).json()).data,
    ).toEqual([])
  })
})

describe('POST /api/wines/{id}/passport', () => {
  it('creates the one entry per member and wine, then updates it field by field', async () => {
    const { client, id } = await newMember()
    const wine = wines[1]
    const first = await post(client, `/api/wines/${wine.id}/passport`, { wine_rating: 4 })
    expect(first.status).toBe(201)
    const entry = z.object({ data: PassportEntry }).parse(await first.json()).data
    expect(entry.wine.id).toBe(wine.id)
    expect(entry.wine_rating).toBe(4)

    for (const [field, value] of [
      ['colour_rating', 3],
      ['aroma_rating', 5],
      ['flavour_rating', 2],
      ['wine_rating', 5],
    ] as const) {
      const res = await post(client, `/api/wines/${wine.id}/passport`, { [field]: value })
      expect(res.status, field).toBe(200)
    }
    const noted = await post(client, `/api/wines/${wine.id}/passport`, { comment: 'Ripe plums, long finish.' })
    expect(noted.status).toBe(200)
    const whole = await post(client, `/api/wines/${wine.id}/passport`, {
      id: entry.id,
      wine_rating: 3,
      comment: 'Better the next day.',
    })
    expect(whole.status).toBe(200)
    const saved = z.object({ data: PassportEntry }).parse(await whole.json()).data
    expect(saved).toMatchObject({
      id: entry.id,
      wine_rating: 3,
      colour_rating: 3,
      aroma_rating: 5,
      flavour_rating: 2,
      comment: 'Better the next day.',
    })

    const rows = await passportOf(id)
    expect(rows).toHaveLength(1)

    // The wine list and detail now carry the member's rating and passport.
    const list = z.object({ data: z.array(ApiWine) }).parse(await (await client.get('/api/wines/US')).json()).data
    const rated = list.find((w) => w.id === wine.id)!
    expect(rated.rating).toEqual({ wine: 3, colour: 3, aroma: 5, flavour: 2 })
    expect(rated.passport[0]).toMatchObject({ id: entry.id, comment: 'Better the next day.', wine_rating: 3 })
    expect(list.find((w) => w.id !== wine.id)!.rating.wine).toBe(0)
    // Every other wine exactly as a visitor gets it, in the same order (the member's answer reuses the visitors' bytes).
    const raw = async (c: Client) => ((await (await c.get('/api/wines/US')).json()) as { data: { id: string }[] }).data
    const [mine, visitors] = await Promise.all([raw(client), raw(new Client())])
    expect(mine.map((w) => w.id)).toEqual(visitors.map((w) => w.id))
    expect(mine.filter((w) => w.id !== wine.id)).toEqual(visitors.filter((w) => w.id !== wine.id))
    // Without a country cookie, a member's wines are those of their own country.
    expect(
      z
        .object({ data: z.array(ApiWine) })
        .parse(await (await client.get('/api/wines')).json())
        .data.map((w) => w.id),
    ).toEqual(list.map((w) => w.id))
    const detail = z
      .object({ data: ApiWine })
      .parse(await (await client.get(`/api/wines/detail/${wine.slug}?country=US`)).json()).data
    expect(detail.rating.wine).toBe(3)
    // Anonymous visitors still get the shared, unrated list.
    const anon = z.object({ data: z.array(ApiWine) }).parse(await (await new Client().get('/api/wines/US')).json()).data
    expect(anon.find((w) => w.id === wine.id)!.rating.wine).toBe(0)
  })

  it('refuses bad values with 422 and localized messages, saving nothing', async () => {
    const { client, id } = await newMember()
    client.cookies.set('locale', 'pt')
    const path = `/api/wines/${wines[0].id}/passport`
    const bad: unknown[] = [
      { wine_rating: 0 },
      { wine_rating: 6 },
      { colour_rating: 3.5 },
      { aroma_rating: '4' },
      { flavour_rating: -1 },
      { wine_rating: true },
      { comment: 42 },
      { comment: 'x'.repeat(5001) },
      { wine_rating: 4, flavour_rating: 9 },
      {},
      { id: null },
      [],
      'text',
      null,
    ]
    for (const body of bad) {
      const res = await post(client, path, body)
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422)
      const json = (await res.json()) as { message: string; errors: Record<string, string[]> }
      expect(Object.keys(json.errors).length).toBeGreaterThan(0)
    }
    const res = await post(client, path, { wine_rating: 7 })
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.wine_rating).toEqual([
      'A avaliação é um número inteiro de 1 a 5.',
    ])
    const mismatch = await post(client, path, { id: randomUUID(), wine_rating: 4 })
    expect(mismatch.status).toBe(422)
    expect(await passportOf(id)).toHaveLength(0)
  })

  it('answers 400 for a body that is not JSON, 404 for unknown, malformed and unpublished wines', async () => {
    const { client, id } = await newMember()
    const raw = await client.request('POST', `/api/wines/${wines[0].id}/passport`, undefined, {
      ...xsrf(client),
      'content-type': 'application/json',
    })
    expect([400, 422]).toContain(raw.status)
    const garbage = await client.request('POST', `/api/wines/${wines[0].id}/passport`, undefined, { ...xsrf(client) })
    expect(garbage.status).toBeLessThan(500)
    for (const wineId of [randomUUID(), 'not-a-uuid', '1', "1' or '1'='1"]) {
      expect(
        (await post(client, `/api/wines/${encodeURIComponent(wineId)}/passport`, { wine_rating: 3 })).status,
        wineId,
      ).toBe(404)
    }
    const draft = await createDraftWine(payload, {
      name: 'Unpublished',
      slug: `unpublished-${Date.now()}`,
      countries: ['US'],
    })
    expect((await post(client, `/api/wines/${draft.id}/passport`, { wine_rating: 3 })).status).toBe(404)
    await payload.delete({ collection: 'wines', id: draft.id, context: { skipRebuild: true } })
    expect(await passportOf(id)).toHaveLength(0)
  })
})
