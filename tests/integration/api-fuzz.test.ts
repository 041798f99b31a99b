/**
 * Property-based fuzzing (fast-check) of every endpoint: random and malformed bodies, headers,
 * cookies and path parameters. Whatever a client sends: never a 5xx, always JSON (or an empty
 * body), and a rejected request saves nothing.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, Client, testPayload, withCsrf, xsrf } from '../helpers/apiClient'
import { signUp } from '../helpers/accounts'
import { anyBody, keyed, pathSegment, rawBody, requestHeaders } from '../helpers/fuzz'

let payload: Payload
let memberId: string
let member: Client
let anon: Client
let wineId: string
let slug: string
const cleanup: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  payload = await testPayload()
  const wine = (
    await payload.find({
      collection: 'wines',
      where: { _status: { equals: 'published' } },
      depth: 0,
      limit: 1,
      sort: 'order',
    })
  ).docs[0]
  wineId = String(wine.id)
  slug = String(wine.slug)
  const email = `fuzz-${randomUUID()}@example.com`
  const m = await payload.create({
    collection: 'members',
    data: { email, password: 'fuzz-member-1', name: 'Fuzz', surname: 'Member', country: 'US' } as never,
  })
  memberId = String(m.id)
  cleanup.push(() => payload.delete({ collection: 'members', id: m.id }))
  cleanup.push(() => payload.delete({ collection: 'passports', where: { member: { equals: m.id } } }))
  member = await withCsrf(new Client())
  const res = await member.post(
    '/login',
    { email, password: 'fuzz-member-1' },
    { ...xsrf(member), 'x-forwarded-for': '192.0.2.77' },
  )
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`)
  anon = await withCsrf(new Client())
})
afterAll(async () => {
  for (const f of cleanup.reverse()) await f().catch(() => {})
})

/* ---------- generators ---------- */

const segment = pathSegment({
  maxLength: 40,
  binaryMaxLength: 20,
  odd: [
    'US',
    'us',
    'NZ',
    '',
    ' ',
    '..',
    '%00',
    'null',
    'undefined',
    '-1',
    '0',
    "' or 1=1 --",
    '<script>',
    'a'.repeat(300),
  ],
})

type Endpoint = { method: 'GET' | 'POST'; path: fc.Arbitrary<string>; body?: fc.Arbitrary<unknown>; writes?: boolean }
/** Built after beforeAll (it needs the wine). */
const endpoints = (): Endpoint[] => [
  { method: 'GET', path: segment.map((s) => `/api/wines/${s}`) },
  { method: 'GET', path: fc.tuple(segment, segment).map(([a, b]) => `/api/wines?country=${a}&x=${b}`) },
  { method: 'GET', path: fc.tuple(segment, segment).map(([s, c]) => `/api/wines/detail/${s}?country=${c}`) },
  { method: 'GET', path: fc.constant(`/api/wines/detail/${slug}?country=US`) },
  { method: 'GET', path: segment.map((s) => `/api/wines/preview/${s}`) },
  { method: 'GET', path: segment.map((s) => `/api/foods/preview/${s}`) },
  ...['discovers', 'enjoys'].flatMap((x): Endpoint[] => [
    { method: 'GET', path: segment.map((s) => `/api/${x}/${s}`) },
    { method: 'GET', path: segment.map((s) => `/api/${x}/preview/${s}`) },
  ]),
  { method: 'GET', path: segment.map((s) => `/api/shops/${s}`) },
  { method: 'GET', path: segment.map((s) => `/api/clubs?country=${s}`) },
  { method: 'GET', path: fc.tuple(segment, segment).map(([a, b]) => `/api/promotions/${a}/${b}`) },
  { method: 'GET', path: segment.map((s) => `/api/promotions?user=${s}`) },
  { method: 'GET', path: segment.map((s) => `/api/promotions/preview/${s}`) },
  { method: 'GET', path: segment.map((s) => `/api/sellers/preview/${s}`) },
  { method: 'GET', path: segment.map((s) => `/api/popup?country=${s}`) },
  {
    method: 'POST',
    path: fc.constant('/api/sellers'),
    body: fc.oneof(keyed(['country', 'state', 'zip_code']), anyBody),
  },
  {
    method: 'POST',
    path: fc.constant('/api/popup-others'),
    body: fc.oneof(keyed(['country', 'current', 'zipCode', 'state']), anyBody),
  },
  {
    method: 'POST',
    path: fc.constant('/api/palates-temp'),
    body: fc.oneof(keyed(['wine_id', 'colour', 'aroma', 'flavour']), anyBody),
  },
  { method: 'GET', path: fc.constant('/api/passports') },
  { method: 'GET', path: fc.constant('/api/palates') },
  { method: 'GET', path: fc.constant('/api/openapi.json') },
  {
    method: 'POST',
    path: fc.oneof(
      fc.constant(`/api/wines/${wineId}/passport`),
      segment.map((s) => `/api/wines/${s}/passport`),
    ),
    body: fc.oneof(keyed(['id', 'wine_rating', 'colour_rating', 'aroma_rating', 'flavour_rating', 'comment']), anyBody),
    writes: true,
  },
  // The accounts and place calls of the same API.
  { method: 'GET', path: fc.constant('/api/user') },
  { method: 'GET', path: fc.constant('/api/profile') },
  { method: 'GET', path: fc.constant('/api/settings') },
  { method: 'GET', path: fc.constant('/api/settings/countries') },
  { method: 'GET', path: fc.constant('/api/get-client-ip-address') },
  { method: 'POST', path: segment.map((s) => `/api/settings/set-locale/${s}`), body: anyBody },
  { method: 'POST', path: fc.constant('/api/geolocation'), body: fc.oneof(keyed(['latitude', 'longitude']), anyBody) },
  { method: 'POST', path: fc.constant('/login'), body: fc.oneof(keyed(['email', 'password']), anyBody) },
  {
    method: 'POST',
    path: fc.constant('/reset-password'),
    body: fc.oneof(keyed(['token', 'email', 'password', 'password_confirmation']), anyBody),
  },
  { method: 'GET', path: fc.tuple(segment, segment).map(([a, b]) => `/api/email/verify/${a}/${b}`) },
  {
    method: 'POST',
    path: fc.constant('/register'),
    body: fc.oneof(keyed(Object.keys(signUp())), anyBody),
  },
  { method: 'POST', path: fc.constant('/forgot-password'), body: fc.oneof(keyed(['email']), anyBody) },
  { method: 'POST', path: fc.constant('/email/resend'), body: anyBody },
  {
    method: 'POST',
    path: fc.constant('/api/tracking'),
    body: fc.oneof(
      keyed(['session', 'ip', 'latitude', 'longitude', 'locale', 'state', 'zip_code', 'country', 'locales']),
      anyBody,
    ),
  },
  {
    method: 'POST',
    path: fc.constant('/api/profile'),
    body: fc.oneof(keyed(['id', 'name', 'surname', 'email', 'country', 'keep_me_update']), anyBody),
  },
]

/** The member's passport rows, to prove a rejected request saved nothing. */
async function rows(): Promise<string> {
  const res = await payload.find({
    collection: 'passports',
    where: { member: { equals: memberId } },
    depth: 0,
    limit: 100,
    sort: 'id',
  })
  return JSON.stringify(
    res.docs.map((d) => [
      d.id,
      d.wine_rating,
      d.colour_rating,
      d.aroma_rating,
      d.flavour_rating,
      d.comment,
      d.updatedAt,
    ]),
  )
}

async function check(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500)
  const text = await res.text()
  if (text !== '' && res.headers.get('content-type')?.includes('json'))
    expect(() => JSON.parse(text), label).not.toThrow()
}

describe('fuzzing every endpoint', () => {
  it('never answers 5xx, whatever the path, body and headers (anonymous and signed in)', async () => {
    const started = Date.now()
    for (const ep of endpoints()) {
      const runs = ep.writes ? 400 : ep.method === 'POST' ? 150 : 80
      await fc.assert(
        fc.asyncProperty(
          ep.path,
          ep.body ?? fc.constant(undefined),
          requestHeaders,
          fc.boolean(),
          fc.boolean(),
          async (path, body, headers, signedIn, withToken) => {
            const client = signedIn ? member : anon
            const h = { ...headers }
            if (signedIn) delete h.cookie
            const res = await client.request(ep.method, path, ep.method === 'GET' ? undefined : body, {
              ...h,
              ...(withToken ? xsrf(client) : {}),
            })
            await check(res, `${ep.method} ${path}`)
          },
        ),
        { numRuns: runs },
      )
    }
    expect(Date.now() - started).toBeLessThan(90_000)
  }, 120_000)

  it('answers raw, non-JSON bodies without 5xx', async () => {
    const posts = ['/api/sellers', '/api/popup-others', '/api/palates-temp', `/api/wines/${wineId}/passport`]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), rawBody, requestHeaders, async (path, raw, headers) => {
        const h = { ...headers }
        delete h.cookie
        // The body as raw text (Client only sends JSON).
        const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
        const direct = await api.request(path, {
          method: 'POST',
          body: raw,
          headers: { cookie, 'content-type': h['content-type'] || 'application/json', ...xsrf(member) },
        })
        await check(direct, `raw ${path}: ${raw.slice(0, 40)}`)
      }),
      { numRuns: 300 },
    )
  }, 120_000)

  it('saves nothing when a passport write is rejected', async () => {
    const body = fc.oneof(
      keyed(['id', 'wine_rating', 'colour_rating', 'aroma_rating', 'flavour_rating', 'comment']),
      anyBody,
    )
    let rejected = 0
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (b, withToken) => {
        const before = await rows()
        const res = await member.request('POST', `/api/wines/${wineId}/passport`, b, withToken ? xsrf(member) : {})
        expect(res.status).toBeLessThan(500)
        if (res.status >= 400) {
          rejected++
          expect(await rows()).toBe(before)
        }
      }),
      { numRuns: 500 },
    )
    expect(rejected).toBeGreaterThan(100)
  }, 120_000)
})
