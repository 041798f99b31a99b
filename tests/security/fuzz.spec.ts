/**
 * An HTTP fuzz of 10,000 requests (fast-check) against the production server, over every route of the
 * contract (src/contract/api/*), the site's routes and Payload's REST API: random methods, path
 * parameters, queries, headers, cookies (with a valid CSRF pair or a signed-in member half the time)
 * and bodies. Never a 5xx; the server still answers within 100 ms afterwards; no rejected request
 * stored anything (rows counted in PostgreSQL before and after).
 */
import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { DECLARED_CALLS } from '../../src/contract/api/calls'
import { ROUTES } from '../../src/contract/routes'
import { GATE } from '../helpers/cookies'
import { xsrfHeader } from '../helpers/csrf'
import { Client, database, newMember, raw } from '../helpers/http'
import { pathSegment, safeEncode } from '../helpers/fuzz'

const REQUESTS = 10_000
const CONCURRENCY = 8
/** Tables no request of this fuzz may add to or change (tracking records may be written by valid calls). */
const WATCHED = ['members', 'passports', 'users', 'media', 'avatars', 'wines', 'sessions']

const segment = pathSegment({
  maxLength: 30,
  binaryMaxLength: 12,
  odd: [
    'US',
    'us',
    'en',
    'zh-Hant',
    'NZ',
    '',
    '..',
    '%00',
    'a\u0000b',
    'null',
    '-1',
    "' or 1=1 --",
    '<script>',
    'a'.repeat(300),
    'duas-margens',
  ],
})

const templates = [
  ...DECLARED_CALLS.map((r) => r.path),
  ...ROUTES.map((r) => r.pattern),
  '/cms-api/wines',
  '/cms-api/wines/{id}',
  '/cms-api/members',
  '/cms-api/members/login',
  '/cms-api/users/login',
  '/cms-api/users/me',
  '/cms-api/media',
  '/cms-api/passports',
  '/cms-api/snapshot',
  '/cms-api/globals/settings',
  '/admin',
  '/admin/login',
  '/media/{file}',
  '/_astro/{file}',
]
const path = fc
  .tuple(fc.constantFrom(...templates), fc.array(segment, { minLength: 4, maxLength: 4 }))
  .map(([t, values]) => {
    let i = 0
    return t.replace(/\{[^}]+\}/g, () => values[i++] || 'x')
  })
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom(
        'country',
        'locale',
        'wine',
        'limit',
        'depth',
        'where[email][equals]',
        'draft',
        'page',
        'sort',
        'state',
        'x',
      ),
      segment,
      { maxKeys: 3 },
    )
    .map((q) =>
      Object.keys(q).length
        ? `?${Object.entries(q)
            .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
            .join('&')}`
        : '',
    ),
)
const scalar = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.constant('nul\u0000byte'),
  fc.emailAddress(),
)
const fields = fc.constantFrom(
  'email',
  'password',
  'password_confirmation',
  'name',
  'surname',
  'country',
  'birth_year',
  'legal',
  'terms',
  'token',
  'wine_rating',
  'comment',
  'latitude',
  'longitude',
  'session',
  'state',
  'zip_code',
  'wine_id',
  'colour',
  'aroma',
  'flavour',
  'id',
  'current_password',
)
const body = fc.oneof(
  fc.constant(undefined),
  fc
    .dictionary(
      fields,
      fc.oneof(
        scalar,
        fc.array(scalar, { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 2 }),
      ),
      { maxKeys: 6 },
    )
    .map((o) => ({ type: 'application/json', data: JSON.stringify(o) })),
  fc.json({ maxDepth: 3 }).map((j) => ({ type: 'application/json', data: j })),
  fc
    .tuple(
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ),
      fc.string({ unit: 'binary', maxLength: 200 }),
    )
    .map(([type, data]) => ({ type, data })),
)
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
  path,
  query,
  body,
  who: fc.constantFrom('anonymous', 'csrf', 'member'),
  cookie: fc.oneof(
    fc.constant(''),
    fc.constant(GATE),
    fc.string({ maxLength: 60 }).map((s) => `locale=${safeEncode(s)}; country=${safeEncode(s)}`),
  ),
  lang: fc.constantFrom('', 'ja', 'de-DE,de;q=0.9', '*', 'zz;q=abc'),
})

test('10,000 requests over every route: no 5xx, still fast afterwards, nothing stored by a rejected request', async () => {
  test.setTimeout(600_000)
  const db = await database()
  const csrf = await new Client().csrf()
  const { client: member } = await newMember()
  const memberId: string = (await (await member.get('/api/user')).json()).data.id
  // Row counts and the newest change of each table; the fuzz member's own row may change (its locale, a valid call).
  const count = async () =>
    Object.fromEntries(
      await Promise.all(
        WATCHED.map(async (t) => [
          t,
          (
            await db.query(
              `select count(*)::int as n, coalesce(max(updated_at)::text, '') as last from "${t}" where ${t === 'members' ? 'id <> $1' : '$1::text is not null'}`,
              [memberId],
            )
          ).rows[0],
        ]),
      ),
    )
  const before = await count()

  const samples = fc.sample(request, { numRuns: REQUESTS, seed: 9 })
  const failures: string[] = []
  let accepted = 0
  let next = 0
  const t0 = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < samples.length) {
        const r = samples[next++]
        const session = r.who === 'member' ? member : r.who === 'csrf' ? csrf : null
        const headers: Record<string, string> = {}
        const cookie = [session?.cookieHeader() ?? '', r.cookie].filter(Boolean).join('; ')
        if (cookie) headers.cookie = cookie
        if (session?.cookies.has('XSRF-TOKEN')) Object.assign(headers, xsrfHeader(session.cookies.get('XSRF-TOKEN')))
        if (r.lang) headers['accept-language'] = r.lang
        const withBody = r.body && r.method !== 'GET' && r.method !== 'HEAD'
        if (withBody) headers['content-type'] = r.body!.type
        const target = r.path + r.query
        try {
          const res = await raw(r.method, target, {
            headers: { ...headers, ...(withBody ? { 'content-length': Buffer.byteLength(r.body!.data) } : {}) },
            body: withBody ? r.body!.data : undefined,
          })
          if (res.status >= 500)
            failures.push(`${res.status} ${r.method} ${target} ${withBody ? r.body!.data.slice(0, 80) : ''}`)
          if (res.status < 300 && r.method !== 'GET' && r.method !== 'HEAD' && r.method !== 'OPTIONS') accepted++
        } catch (err) {
          failures.push(`${(err as Error).message} ${r.method} ${target}`)
        }
      }
    }),
  )
  const seconds = (Date.now() - t0) / 1000
  const summary = `${REQUESTS} requests in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)}/s), ${accepted} writes accepted, ${failures.length} failures`
  test.info().annotations.push({ type: 'fuzz', description: summary })
  console.log(`[fuzz] ${summary}`)
  expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([])

  // Still answering at once.
  for (const path of ['/api/settings', '/explore']) {
    const res = await raw('GET', path, { headers: { cookie: GATE } })
    expect(res.status).toBe(200)
    expect(res.ms).toBeLessThan(100)
  }
  // Nothing the fuzz sent changed these tables, but the member's own session rows (one sign-in above).
  const after = await count()
  await db.end()
  expect({ ...after, sessions: undefined }).toEqual({ ...before, sessions: undefined })
})
