/**
 * The access matrix: {anonymous, member A, member B, staff} x every endpoint, with own and other's
 * ids, and the expected status of each cell. Sessions are real (POST /login, Payload admin login).
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, createDraftWine, staffSignedIn, testPayload, withCsrf, xsrf } from '../helpers/apiClient'

type Actor = 'anonymous' | 'memberA' | 'memberB' | 'staff'
const ACTORS: Actor[] = ['anonymous', 'memberA', 'memberB', 'staff']

let payload: Payload
const clients = {} as Record<Actor, Client>
const ids = {} as Record<string, string>
const cleanup: (() => Promise<unknown>)[] = []
const ctx = { skipRebuild: true }

let ip = 1
async function member(label: string): Promise<{ client: Client; id: string; email: string }> {
  const email = `access-${label}-${randomUUID()}@example.com`
  const password = 'access-matrix-1'
  const m = await payload.create({
    collection: 'members',
    data: { email, password, name: label, surname: 'Access', country: 'US' } as never,
  })
  cleanup.push(() => payload.delete({ collection: 'members', id: m.id }))
  const client = await withCsrf(new Client())
  const res = await client.post(
    '/login',
    { email, password },
    { ...xsrf(client), 'x-forwarded-for': `203.0.113.${ip++}` },
  )
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`)
  return { client, id: String(m.id), email }
}

beforeAll(async () => {
  payload = await testPayload()
  const wines = (
    await payload.find({
      collection: 'wines',
      where: { and: [{ _status: { equals: 'published' } }, { countries: { contains: 'US' } }] },
      depth: 0,
      limit: 2,
      sort: 'order',
    })
  ).docs
  ids.wine0 = String(wines[0].id)
  ids.wine1 = String(wines[1].id)
  ids.slug = String(wines[0].slug)
  ids.food = String((wines[0] as { foods?: { id: string }[] }).foods![0].id)
  const draft = await createDraftWine(payload, {
    name: 'Access Draft',
    slug: `access-draft-${Date.now()}`,
    countries: ['US'],
  })
  ids.draftWine = String(draft.id)
  cleanup.push(() => payload.delete({ collection: 'wines', id: draft.id, context: ctx }))
  for (const c of ['discovers', 'enjoys', 'promotions', 'vendors'] as const)
    ids[c] = String((await payload.find({ collection: c, limit: 1, depth: 0 })).docs[0].id)

  const a = await member('a')
  const b = await member('b')
  ids.memberA = a.id
  ids.emailA = a.email
  clients.anonymous = await withCsrf(new Client())
  clients.memberA = a.client
  clients.memberB = b.client
  clients.staff = await staffSignedIn()
  // Each member has an entry of wine0.
  for (const [who, m] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const p = await payload.create({
      collection: 'passports',
      data: { member: m.id, wine: ids.wine0, wine_rating: 3, comment: `note of ${who}` } as never,
    })
    ids[`passport${who}`] = String(p.id)
    cleanup.push(() => payload.delete({ collection: 'passports', id: p.id }))
  }
})
afterAll(async () => {
  for (const f of cleanup.reverse()) await f().catch(() => {})
})

type Row = { method: 'GET' | 'POST'; path: () => string; body?: () => unknown; expect: Record<Actor, number> }
const all = (s: number): Record<Actor, number> => ({ anonymous: s, memberA: s, memberB: s, staff: s })
const staffOnly: Record<Actor, number> = { anonymous: 404, memberA: 404, memberB: 404, staff: 200 }
const membersOnly: Record<Actor, number> = { anonymous: 401, memberA: 200, memberB: 200, staff: 401 }

const ROWS: Row[] = [
  // Content: public.
  { method: 'GET', path: () => '/api/wines/US', expect: all(200) },
  { method: 'GET', path: () => '/api/wines?country=US', expect: all(200) },
  { method: 'GET', path: () => `/api/wines/detail/${ids.slug}?country=US`, expect: all(200) },
  { method: 'GET', path: () => '/api/discovers/US', expect: all(200) },
  { method: 'GET', path: () => '/api/enjoys/US', expect: all(200) },
  { method: 'GET', path: () => '/api/shops/US', expect: all(200) },
  { method: 'GET', path: () => '/api/clubs?country=US', expect: all(200) },
  { method: 'GET', path: () => '/api/promotions/US/CA', expect: all(200) },
  { method: 'GET', path: () => '/api/promotions?user=true', expect: all(200) },
  { method: 'GET', path: () => '/api/popup?country=US', expect: all(200) },
  {
    method: 'POST',
    path: () => '/api/sellers',
    body: () => ({ country: 'US', state: 'CA', zip_code: '94105' }),
    expect: all(200),
  },
  {
    method: 'POST',
    path: () => '/api/popup-others',
    body: () => ({ country: 'US', current: null, zipCode: null, state: null }),
    expect: all(200),
  },
  {
    method: 'POST',
    path: () => '/api/palates-temp',
    body: () => ({ wine_id: ids.wine0, colour: 4, aroma: 4, flavour: 4 }),
    expect: all(200),
  },
  { method: 'GET', path: () => '/api/openapi.json', expect: all(200) },
  { method: 'GET', path: () => '/api/settings', expect: all(200) },
  // Previews: staff only, published or draft; unknown ids 404 for everyone.
  { method: 'GET', path: () => `/api/wines/preview/${ids.wine0}`, expect: staffOnly },
  { method: 'GET', path: () => `/api/wines/preview/${ids.draftWine}`, expect: staffOnly },
  { method: 'GET', path: () => `/api/wines/preview/${randomUUID()}`, expect: all(404) },
  { method: 'GET', path: () => `/api/foods/preview/${ids.food}`, expect: staffOnly },
  { method: 'GET', path: () => `/api/discovers/preview/${ids.discovers}`, expect: staffOnly },
  { method: 'GET', path: () => `/api/enjoys/preview/${ids.enjoys}`, expect: staffOnly },
  { method: 'GET', path: () => `/api/promotions/preview/${ids.promotions}`, expect: staffOnly },
  { method: 'GET', path: () => `/api/sellers/preview/${ids.vendors}`, expect: staffOnly },
  { method: 'GET', path: () => `/api/sellers/preview/${randomUUID()}`, expect: all(404) },
  // Member data: own only.
  { method: 'GET', path: () => '/api/passports', expect: membersOnly },
  { method: 'GET', path: () => '/api/palates', expect: membersOnly },
  {
    method: 'POST',
    path: () => `/api/wines/${ids.wine0}/passport`,
    body: () => ({ wine_rating: 4 }),
    expect: membersOnly,
  },
  {
    method: 'POST',
    path: () => `/api/wines/${ids.draftWine}/passport`,
    body: () => ({ wine_rating: 4 }),
    expect: { anonymous: 401, memberA: 404, memberB: 404, staff: 401 },
  },
  // The whole entry with member A's entry id: only A may; B is refused without touching A's entry.
  {
    method: 'POST',
    path: () => `/api/wines/${ids.wine0}/passport`,
    body: () => ({ id: ids.passportA, wine_rating: 5, comment: 'changed' }),
    expect: { anonymous: 401, memberA: 200, memberB: 422, staff: 401 },
  },
  {
    method: 'POST',
    path: () => `/api/wines/${ids.wine0}/passport`,
    body: () => ({ id: ids.passportB, comment: 'B again' }),
    expect: { anonymous: 401, memberA: 422, memberB: 200, staff: 401 },
  },
  // Accounts (the session's own member).
  { method: 'GET', path: () => '/api/user', expect: membersOnly },
  { method: 'GET', path: () => '/api/profile', expect: membersOnly },
  { method: 'GET', path: () => '/api/settings/countries', expect: all(200) },
  // The profile names its member by id: only that member may update it.
  {
    method: 'POST',
    path: () => '/api/profile',
    body: () => profileForm(ids.memberA, ids.emailA),
    expect: { anonymous: 401, memberA: 200, memberB: 403, staff: 401 },
  },
]

function profileForm(id: string, email: string) {
  const form = new FormData()
  for (const [k, v] of Object.entries({
    id,
    name: 'Ana',
    surname: 'Access',
    email,
    country: 'US',
    keep_me_update: '0',
  }))
    form.append(k, v)
  return form
}

describe('access matrix', () => {
  for (const row of ROWS) {
    it(`${row.method} ${row.path().replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`, async () => {
      const got = {} as Record<Actor, number>
      for (const actor of ACTORS) {
        const c = clients[actor]
        const res = row.method === 'GET' ? await c.get(row.path()) : await c.post(row.path(), row.body?.(), xsrf(c))
        got[actor] = res.status
      }
      expect(got).toEqual(row.expect)
    })
  }

  it("never lets a member see or change another member's entry", async () => {
    const a = (await (await clients.memberA.get('/api/passports')).json()) as {
      data: { id: string; comment: string }[]
    }
    const b = (await (await clients.memberB.get('/api/passports')).json()) as {
      data: { id: string; comment: string }[]
    }
    expect(a.data.map((e) => e.id)).toEqual([ids.passportA])
    expect(b.data.map((e) => e.id)).toEqual([ids.passportB])
    const rowA = await payload.findByID({ collection: 'passports', id: ids.passportA, depth: 0 })
    const rowB = await payload.findByID({ collection: 'passports', id: ids.passportB, depth: 0 })
    expect(rowA.comment).toBe('changed')
    expect(rowB.comment).toBe('B again')
    expect(String(typeof rowA.member === 'object' ? rowA.member.id : rowA.member)).not.toBe(
      String(typeof rowB.member === 'object' ? rowB.member.id : rowB.member),
    )
  })

  it('refuses every unsafe call without the CSRF token (419), for every actor', async () => {
    for (const row of ROWS.filter((r) => r.method === 'POST')) {
      for (const actor of ACTORS) {
        const res = await clients[actor].post(row.path(), row.body?.())
        expect(res.status, `${actor} ${row.path()}`).toBe(419)
      }
    }
  })
})
