/**
 * Sessions and CSRF (cms/api/session.ts, csrf.ts): Sanctum-style XSRF cookie and header, 419 without
 * it, an opaque HttpOnly session cookie stored only as a hash, renewed at sign-in and ended at sign-out,
 * staff recognised by the admin cookie. Login lockout and per-IP limits: api-sign-in-limits.test.ts.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../cms/api/app'
import { isStaff } from '../../cms/api/session'
import { DEMO_MEMBER, DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { ACCOUNT_WRITES } from '../helpers/accounts'
import { Client, db, send, testPayload, visitor, withCsrf, xsrf } from '../helpers/apiClient'

beforeAll(async () => {
  await testPayload()
})

describe('GET /sanctum/csrf-cookie', () => {
  it('sets a readable XSRF-TOKEN cookie (not HttpOnly, SameSite=Lax) and answers 204', async () => {
    const res = await new Client().get('/sanctum/csrf-cookie')
    expect(res.status).toBe(204)
    const line = res.headers.getSetCookie().find((l) => l.startsWith('XSRF-TOKEN='))!
    expect(line).toBeTruthy()
    expect(line).toMatch(/SameSite=Lax/i)
    expect(line).not.toMatch(/HttpOnly/i)
    expect(line).not.toMatch(/Secure/i)
  })

  it('marks the cookies Secure when the configured origin is https, whatever a client claims', async () => {
    // A header a client can send decides nothing.
    const claimed = await new Client({ 'x-forwarded-proto': 'https' }).get('/sanctum/csrf-cookie')
    expect(claimed.headers.getSetCookie().find((l) => l.startsWith('XSRF-TOKEN='))).not.toMatch(/Secure/)
    const before = process.env.PUBLIC_URL
    process.env.PUBLIC_URL = 'https://wines.example.test'
    try {
      const res = await new Client().get('/sanctum/csrf-cookie')
      expect(res.headers.getSetCookie().find((l) => l.startsWith('XSRF-TOKEN='))).toMatch(/Secure/)
    } finally {
      if (before === undefined) delete process.env.PUBLIC_URL
      else process.env.PUBLIC_URL = before
    }
  })
})

describe('CSRF', () => {
  it("answers 419 JSON to a POST without the token, in the visitor's language", async () => {
    const res = await visitor().post('/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(res.status).toBe(419)
    expect(await res.json()).toEqual({ message: 'Your session has expired. Please reload the page and try again.' })
    const de = await visitor({ 'accept-language': 'de' }).post('/api/tracking', { session: 'sess-abcdefghi' })
    expect(de.status).toBe(419)
    expect((await de.json()).message).toBe(
      'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    )
  })

  it('refuses a header that differs from the cookie, and a token the server did not sign', async () => {
    const c = await withCsrf(visitor())
    const token = c.cookies.get('XSRF-TOKEN')!
    expect((await c.post('/logout', undefined, { 'x-xsrf-token': `${token}x` })).status).toBe(419)
    const forged = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
    c.cookies.set('XSRF-TOKEN', forged)
    expect((await c.post('/logout', undefined, { 'x-xsrf-token': forged })).status).toBe(419)
    expect((await c.post('/logout', undefined, { 'x-xsrf-token': 'é' })).status).toBe(419)
  })

  it('lets GETs through without a token', async () => {
    expect((await visitor().get('/api/settings')).status).toBe(200)
  })
})

describe('the member session', () => {
  it('signs in: an opaque HttpOnly, SameSite=Lax cookie whose hash alone is stored', async () => {
    const c = await withCsrf(visitor())
    const res = await send(c, 'POST', '/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(res.status).toBe(200)
    expect((await res.json()).data).toMatchObject({
      email: DEMO_MEMBER.email,
      name: DEMO_MEMBER.name,
      country: DEMO_MEMBER.country,
    })
    const line = res.headers.getSetCookie().find((l) => l.startsWith('wine_compass_session='))!
    expect(line).toMatch(/HttpOnly/)
    expect(line).toMatch(/SameSite=Lax/i)
    const token = c.cookies.get('wine_compass_session')!
    expect(token.length).toBeGreaterThanOrEqual(40)
    const pool = await db()
    const hash = createHash('sha256').update(token).digest('hex')
    expect((await pool.query('select 1 from sessions where token_hash = $1', [hash])).rowCount).toBe(1)
    expect((await pool.query('select 1 from sessions where token_hash = $1', [token])).rowCount).toBe(0)
    const me = await c.get('/api/user')
    expect(me.status).toBe(200)
    expect((await me.json()).data.email).toBe(DEMO_MEMBER.email)
    // Beside it, the hint the site's scripts read (no credential): ask /api/user only when it is there.
    const hint = res.headers.getSetCookie().find((l) => l.startsWith('signed_in='))!
    expect(hint).toMatch(/^signed_in=1;/)
    expect(hint).not.toMatch(/HttpOnly/)
  })

  it('gives a new token at every sign-in; the old one stops working', async () => {
    const c = await withCsrf(visitor())
    await send(c, 'POST', '/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    const first = c.cookies.get('wine_compass_session')!
    await send(c, 'POST', '/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    const second = c.cookies.get('wine_compass_session')!
    expect(second).not.toBe(first)
    const replay = new Client({ cookie: `wine_compass_session=${first}` })
    expect((await replay.get('/api/user')).status).toBe(401)
    expect((await c.get('/api/user')).status).toBe(200)
  })

  it('signs out on the server: the cookie is cleared and the token no longer works', async () => {
    const c = await withCsrf(visitor())
    await send(c, 'POST', '/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    const token = c.cookies.get('wine_compass_session')!
    const res = await send(c, 'POST', '/logout')
    expect(res.status).toBe(204)
    expect(c.cookies.has('wine_compass_session')).toBe(false)
    expect(c.cookies.has('signed_in')).toBe(false)
    expect((await new Client({ cookie: `wine_compass_session=${token}` }).get('/api/user')).status).toBe(401)
    const hash = createHash('sha256').update(token).digest('hex')
    expect((await (await db()).query('select 1 from sessions where token_hash = $1', [hash])).rowCount).toBe(0)
  })

  it('answers 401 JSON without a session, and ignores garbage cookies', async () => {
    const res = await new Client({ 'accept-language': 'fr' }).get('/api/user')
    expect(res.status).toBe(401)
    expect((await res.json()).message).toBeTruthy()
    expect((await new Client({ cookie: 'wine_compass_session=%%%; payload-token=nope' }).get('/api/user')).status).toBe(
      401,
    )
    expect((await new Client({ cookie: `wine_compass_session=${'x'.repeat(43)}` }).get('/api/profile')).status).toBe(
      401,
    )
  })
})

describe('the member and isStaff', () => {
  it('see the member session and the staff admin session apart', async () => {
    const app = createApi(testPayload)
    app.get('/api/__whoami', (c) => c.json({ staff: isStaff(c), member: c.get('member')?.email ?? null }))
    const payload = await testPayload()
    const { token } = await payload.login({
      collection: 'users',
      data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    })
    const staff = await app.request('/api/__whoami', {
      headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' },
    })
    expect(await staff.json()).toEqual({ staff: true, member: null })
    const anon = await app.request('/api/__whoami')
    expect(await anon.json()).toEqual({ staff: false, member: null })
    // A member's Payload token (from Payload's own REST login) is not a staff session.
    const member = await payload.login({
      collection: 'members',
      data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    })
    const notStaff = await app.request('/api/__whoami', {
      headers: { cookie: `payload-token=${member.token}`, 'sec-fetch-site': 'same-origin' },
    })
    expect(await notStaff.json()).toEqual({ staff: false, member: null })
  })
})

afterAll(async () => {
  /* the shared Payload is closed with the worker */
})

describe('odd requests', () => {
  it('never answer 5xx (random bodies, content types and headers to every endpoint of this part)', async () => {
    const fc = await import('fast-check')
    const endpoints = [...ACCOUNT_WRITES, '/api/geolocation', '/api/tracking', '/api/settings/set-locale/x']
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    )
    const keys = [
      'name',
      'surname',
      'birth_year',
      'country',
      'email',
      'password',
      'password_confirmation',
      'token',
      'latitude',
      'longitude',
      'session',
      'locale',
      'locales',
      'id',
      'image',
      'keep_me_update',
      '__proto__',
      'constructor',
    ]
    const c = await withCsrf(visitor())
    await send(c, 'POST', '/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.oneof(
          fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }),
          fc.string(),
          fc.constant('{"a":'),
          fc.constant('[1,2]'),
        ),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          '',
        ),
        async (endpoint, body, type) => {
          const res = await c.request('POST', endpoint, typeof body === 'string' ? undefined : body, {
            ...xsrf(c),
            ...(type ? { 'content-type': type } : {}),
          })
          expect(res.status, `${endpoint} ${JSON.stringify(body)} ${type}`).toBeLessThan(500)
        },
      ),
      { numRuns: 150 },
    )
  })
})
