/**
 * Sign-in limits (cms/api/rateLimit.ts): an address refused after 5 failures for one email, answered
 * alike whether or not the account exists and never locking the member out, and the per-IP limit
 * (429 + Retry-After). Sessions and CSRF: api-session.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '../../cms/api/rateLimit'
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'
import { Client, send, testPayload, uniqueEmail, withCsrf } from '../helpers/apiClient'

async function createMember(email: string, password = 'a-good-password') {
  const payload = await testPayload()
  return payload.create({
    collection: 'members',
    overrideAccess: true,
    data: { email, password, name: 'Test', surname: 'Member', country: 'PT' },
  })
}

/** An address no other test uses (rate-limit rows live in the database for the whole run), a /64 of its own. */
const randomAddress = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`

beforeAll(async () => {
  await testPayload()
})

describe('sign-in limits', () => {
  it('refuses an address after 5 failures for one email, alike whether or not the account exists, and no other address', async () => {
    const real = uniqueEmail('lock')
    await createMember(real)
    const ghost = uniqueEmail('ghost')
    const stranger = randomAddress()
    const answers: Record<string, { status: number; body: unknown; retry: string | null }[]> = {
      [real]: [],
      [ghost]: [],
    }
    for (const email of [real, ghost]) {
      const c = await withCsrf(new Client({ 'x-forwarded-for': stranger }))
      for (let i = 0; i < 6; i++) {
        const res = await send(c, 'POST', '/login', { email, password: 'wrong-password' })
        answers[email].push({ status: res.status, body: await res.json(), retry: res.headers.get('retry-after') })
      }
    }
    const shape = (a: { status: number; body: unknown; retry: string | null }) => ({
      status: a.status,
      body: JSON.stringify(a.body).replace(/\d+/g, 'N'),
      hasRetry: a.retry !== null,
    })
    expect(answers[real].map(shape)).toEqual(answers[ghost].map(shape))
    expect(answers[real].slice(0, 5).every((a) => a.status === 422)).toBe(true)
    expect(answers[real][0].body).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    })
    expect(answers[real][5].status).toBe(429)
    expect(Number(answers[real][5].retry)).toBeGreaterThan(0)
    expect((answers[real][5].body as { message: string }).message).toMatch(
      /^Too many attempts\. Please try again in (1 second|\d+ seconds)\.$/,
    )
    // The stranger's address stays refused, even with the right password…
    const fromStranger = await withCsrf(new Client({ 'x-forwarded-for': stranger }))
    expect((await send(fromStranger, 'POST', '/login', { email: real, password: 'a-good-password' })).status).toBe(429)
    // …while the member, from their own address, signs in as ever: no stranger can lock them out.
    const fromMember = await withCsrf(new Client({ 'x-forwarded-for': randomAddress() }))
    expect((await send(fromMember, 'POST', '/login', { email: real, password: 'a-good-password' })).status).toBe(200)
  })

  it('limits attempts per IP address', async () => {
    const saved = { ...LIMITS.loginPerIp }
    LIMITS.loginPerIp.max = 3
    try {
      // An address no other test uses: rate-limit rows live in the database for the whole run.
      const ip = randomAddress()
      const c = await withCsrf(new Client({ 'x-forwarded-for': ip }))
      const statuses: number[] = []
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await send(c, 'POST', '/login', { email: uniqueEmail('ip'), password: 'whatever-password' })).status,
        )
      expect(statuses).toEqual([422, 422, 422, 429])
      const res = await send(c, 'POST', '/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await res.json()).errors.email[0]).toMatch(/Too many attempts/)
    } finally {
      Object.assign(LIMITS.loginPerIp, saved)
    }
  })
})
