/**
 * Member data (spec §7): the passport (GET /api/passports, POST /api/wines/{id}/passport), signed in
 * through the real POST /login. The palate: api-palate.test.ts.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'
import { ApiWine } from '../../src/contract/api/wine'
import { PassportEntry } from '../../src/contract/api/members'
import { Client, post, testPayload, withCsrf, xsrf } from '../helpers/apiClient'
import { writePassportEntry } from '../../cms/api/passports'
import type { SignedInMember } from '../../cms/api/env'

let payload: Payload
let wines: z.infer<typeof ApiWine>[]
const createdMembers: string[] = []

let ipCounter = 1
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`

async function signIn(email: string, password: string): Promise<Client> {
  const client = await withCsrf(new Client())
  const res = await client.post('/login', { email, password }, { ...xsrf(client), 'x-forwarded-for': freshIp() })
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`)
  return client
}

/** A new member (own data, so tests do not disturb each other), signed in. */
async function newMember(): Promise<{ client: Client; id: string }> {
  const email = `m-${randomUUID()}@example.com`
  const password = 'passport-test-1'
  const m = await payload.create({
    collection: 'members',
    data: { email, password, name: 'Test', surname: 'Member', country: 'US' } as never,
  })
  createdMembers.push(String(m.id))
  return { client: await signIn(email, password), id: String(m.id) }
}

async function entriesOf(memberId: string) {
  return (
    await payload.find({ collection: 'passports', where: { member: { equals: memberId } }, depth: 0, limit: 100 })
  ).docs
}

beforeAll(async () => {
  payload = await testPayload()
  wines = z.object({ data: z.array(ApiWine) }).parse(await (await new Client().get('/api/wines/US')).json()).data
})
afterAll(async () => {
  for (const id of createdMembers) {
    await payload.delete({ collection: 'passports', where: { member: { equals: id } } })
    await payload.delete({ collection: 'members', id }).catch(() => {})
  }
})

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
    const c = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password)
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

    const rows = await entriesOf(id)
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

  it('keeps one entry when first ratings arrive at the same time', async () => {
    const { client, id } = await newMember()
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => post(client, `/api/wines/${wines[2].id}/passport`, { wine_rating: n })),
    )
    for (const r of results) expect([200, 201]).toContain(r.status)
    expect(await entriesOf(id)).toHaveLength(1)
  })

  it('takes a retried write once (Idempotency-Key), and keeps an edit made later over an older one sent late', async () => {
    const { client, id } = await newMember()
    const path = `/api/wines/${wines[3].id}/passport`
    const keyed = (key: string, body: unknown) => client.post(path, body, { ...xsrf(client), 'idempotency-key': key })
    const first = await keyed('offline-write-0001', { comment: 'First, in the cellar', edited_ms_ago: 60_000 })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ data: { comment: 'First, in the cellar' }, superseded: [] })
    // A newer edit from another device, then the first write retried and an older one arriving late.
    expect((await post(client, path, { comment: 'Later, at home' })).status).toBe(200)
    const retry = await keyed('offline-write-0001', { comment: 'First, in the cellar', edited_ms_ago: 60_000 })
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await retry.json()).toMatchObject({ data: { comment: 'Later, at home' }, superseded: [] })
    const late = await keyed('offline-write-0002', { comment: 'Older', wine_rating: 4, edited_ms_ago: 30_000 })
    expect(late.status).toBe(200)
    expect(await late.json()).toMatchObject({
      data: { comment: 'Later, at home', wine_rating: 4 },
      superseded: ['comment'],
    })
    const rows = await entriesOf(id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      comment: 'Later, at home',
      wine_rating: 4,
      write_keys: ['offline-write-0001', 'offline-write-0002'],
    })
    // A malformed key or age is refused, saving nothing.
    const bad = await keyed('short', { comment: 'x' })
    expect(bad.status).toBe(422)
    expect(Object.keys((await bad.json()).errors)).toEqual(['idempotency-key'])
    const badAge = await post(client, path, { comment: 'x', edited_ms_ago: -1 })
    expect(badAge.status).toBe(422)
    expect((await entriesOf(id))[0].comment).toBe('Later, at home')
  })

  it('takes ten writes of one entry at once without a failure or a lost key', async () => {
    const { client, id } = await newMember()
    const path = `/api/wines/${wines[4].id}/passport`
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post(
          path,
          { wine_rating: (i % 5) + 1, comment: `tap ${i}` },
          { ...xsrf(client), 'idempotency-key': `burst-key-${i}-000` },
        ),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    const rows = await entriesOf(id)
    expect(rows).toHaveLength(1)
    expect([...(rows[0].write_keys as string[])].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `burst-key-${i}-000`).sort(),
    )
  })

  it("keeps every write of one entry made on two instances at once (the row lock, not this instance's queue)", async () => {
    // writePassportEntry without the instance's queue, as two instances' writes would meet in PostgreSQL.
    const { id } = await newMember()
    const member = { id } as SignedInMember
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        writePassportEntry(
          payload,
          member,
          wines[5].id,
          { wine_rating: (i % 5) + 1 },
          new Date(),
          `other-instance-${i}`,
        ),
      ),
    )
    expect(results.map((r) => r?.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    const rows = await entriesOf(id)
    expect(rows).toHaveLength(1)
    expect([...(rows[0].write_keys as string[])].sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `other-instance-${i}`).sort(),
    )
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
    expect(await entriesOf(id)).toHaveLength(0)
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
    const image = (await payload.find({ collection: 'media', limit: 1 })).docs[0].id
    const draft = await payload.create({
      collection: 'wines',
      draft: true,
      data: {
        name: 'Unpublished',
        slug: `unpublished-${Date.now()}`,
        image,
        _status: 'draft',
        countries: ['US'],
        taste_profile: {},
      } as never,
      context: { skipRebuild: true },
    })
    expect((await post(client, `/api/wines/${draft.id}/passport`, { wine_rating: 3 })).status).toBe(404)
    await payload.delete({ collection: 'wines', id: draft.id, context: { skipRebuild: true } })
    expect(await entriesOf(id)).toHaveLength(0)
  })
})
