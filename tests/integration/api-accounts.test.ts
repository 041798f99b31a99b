/**
 * Accounts: POST /register, /login, /forgot-password, /reset-password, /email/resend,
 * GET /api/user and /api/profile (POST /api/profile: api-profile.test.ts). Success shapes, every validation message in en and one more
 * locale, 401 and 403, and nothing saved by a rejected request.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { User, UserResponse } from '../../src/contract/api/accounts'
import { birthYears } from '../../src/contract/constants'
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'
import { EN, PT, signUp } from '../helpers/accounts'
import { testPayload, visitor, withCsrf, send, db, signedIn, uniqueEmail, xsrf } from '../helpers/apiClient'

const memberCount = async () => Number((await (await db()).query('select count(*) from members')).rows[0].count)

beforeAll(async () => {
  await testPayload()
})

describe('POST /register', () => {
  it('creates the member, signs them in and answers 201 { data: user }', async () => {
    const c = await withCsrf(visitor({ 'accept-language': 'es' }))
    const body = signUp({ keep_me_update: 'true', birth_year: String(birthYears()[100]) })
    const res = await send(c, 'POST', '/register', body)
    expect(res.status).toBe(201)
    const { data } = UserResponse.parse(await res.json())
    expect(data).toMatchObject({
      name: 'Marta',
      surname: 'Sousa',
      email: body.email,
      country: 'PT',
      keep_me_update: true,
      adult: true,
      locale: 'es',
      image: null,
      email_verified_at: null,
    })
    expect(data.birth_year).toBe(birthYears()[100])
    const me = await c.get('/api/user')
    expect(me.status).toBe(200)
    expect((await me.json()).data.id).toBe(data.id)
  })

  for (const [locale, t] of [
    ['en', EN],
    ['pt', PT],
  ] as const) {
    it(`answers every sign-up rule of spec §5 with its message (${locale}) and saves nothing`, async () => {
      const c = await withCsrf(visitor({ 'accept-language': locale }))
      const before = await memberCount()
      const empty = await send(c, 'POST', '/register', {})
      expect(empty.status).toBe(422)
      const body = await empty.json()
      expect(body.errors).toEqual({
        name: [t.name],
        surname: [t.surname],
        birth_year: [t.birthYear],
        country: [t.country],
        email: [t.email],
        password: [t.password],
      })
      expect(body.message).toBe(t.name)

      const short = await (
        await send(
          c,
          'POST',
          '/register',
          signUp({
            name: 'M',
            surname: ' S ',
            email: 'not-an-email',
            password: 'short',
            password_confirmation: 'short',
          }),
        )
      ).json()
      expect(short.errors).toEqual({
        name: [t.nameMin],
        surname: [t.surnameMin],
        email: [t.emailInvalid],
        password: [t.passwordMin],
      })

      const years = birthYears()
      const wrong = await (
        await send(
          c,
          'POST',
          '/register',
          signUp({ birth_year: years[0] + 1, country: 'XX', password_confirmation: 'something-else' }),
        )
      ).json()
      expect(wrong.errors).toEqual({
        birth_year: [t.birthYearInvalid],
        country: [t.countryInvalid],
        password_confirmation: [t.same],
      })
      const tooOld = await (
        await send(c, 'POST', '/register', signUp({ birth_year: years[years.length - 1] - 1 }))
      ).json()
      expect(tooOld.errors).toEqual({ birth_year: [t.birthYearInvalid] })

      const taken = await send(c, 'POST', '/register', signUp({ email: DEMO_MEMBER.email.toUpperCase() }))
      expect(taken.status).toBe(422)
      expect((await taken.json()).errors).toEqual({ email: [t.taken] })
      expect(await memberCount()).toBe(before)
      expect(c.cookies.has('wine_compass_session')).toBe(false)
    })
  }

  it('treats a malformed body as an empty one (422, never 500)', async () => {
    const c = await withCsrf(visitor())
    for (const raw of ['{not json', '[]', 'null', '"text"']) {
      const res = await c.request('POST', '/register', undefined, { 'content-type': 'application/json', ...xsrf(c) })
      expect(res.status, raw).toBe(422)
    }
    const res = await send(c, 'POST', '/register', {
      name: ['x'],
      surname: { a: 1 },
      birth_year: 'abc',
      country: 12,
      email: 5,
      password: true,
    })
    expect(res.status).toBe(422)
  })
})

describe('POST /login', () => {
  for (const [locale, t] of [
    ['en', EN],
    ['pt', PT],
  ] as const) {
    it(`validates (${locale}) and answers bad credentials the same for unknown emails`, async () => {
      const c = await withCsrf(visitor({ 'accept-language': locale }))
      expect((await (await send(c, 'POST', '/login', {})).json()).errors).toEqual({
        email: [t.email],
        password: [t.password],
      })
      expect((await (await send(c, 'POST', '/login', { email: 'x@', password: 'short' })).json()).errors).toEqual({
        email: [t.emailInvalid],
        password: [t.passwordMin],
      })
      const wrong = await send(c, 'POST', '/login', { email: DEMO_MEMBER.email, password: 'not-the-password' })
      const unknown = await send(c, 'POST', '/login', { email: uniqueEmail('nobody'), password: 'not-the-password' })
      expect(wrong.status).toBe(422)
      expect(unknown.status).toBe(422)
      const body = await wrong.json()
      expect(body).toEqual({ message: t.credentials, errors: { email: [t.credentials] } })
      expect(await unknown.json()).toEqual(body)
      expect(c.cookies.has('wine_compass_session')).toBe(false)
    })
  }

  it('accepts the email in any case and answers { data: user }', async () => {
    const c = await withCsrf(visitor())
    const res = await send(c, 'POST', '/login', {
      email: ` ${DEMO_MEMBER.email.toUpperCase()} `,
      password: DEMO_MEMBER.password,
    })
    expect(res.status).toBe(200)
    expect(User.parse((await res.json()).data).email).toBe(DEMO_MEMBER.email)
  })
})

describe('POST /forgot-password and /reset-password (validation)', () => {
  for (const [locale, t] of [
    ['en', EN],
    ['pt', PT],
  ] as const) {
    it(`validates (${locale})`, async () => {
      const c = await withCsrf(visitor({ 'accept-language': locale }))
      expect((await (await send(c, 'POST', '/forgot-password', {})).json()).errors).toEqual({ email: [t.email] })
      expect((await (await send(c, 'POST', '/forgot-password', { email: 'nope' })).json()).errors).toEqual({
        email: [t.emailInvalid],
      })
      const reset = await send(c, 'POST', '/reset-password', {
        token: 'abc',
        email: 'a@example.com',
        password: '',
        password_confirmation: '',
      })
      expect((await reset.json()).errors).toEqual({ password: [t.password] })
      expect(
        (
          await (
            await send(c, 'POST', '/reset-password', { token: 'abc', email: 'a@example.com', password: 'short' })
          ).json()
        ).errors,
      ).toEqual({ password: [t.passwordMin] })
      expect(
        (
          await (
            await send(c, 'POST', '/reset-password', {
              token: 'abc',
              email: 'a@example.com',
              password: 'long-enough',
              password_confirmation: 'different!',
            })
          ).json()
        ).errors,
      ).toEqual({ password_confirmation: [t.same] })
      const bad = await send(c, 'POST', '/reset-password', {
        token: 'not-a-real-token',
        email: DEMO_MEMBER.email,
        password: 'long-enough',
        password_confirmation: 'long-enough',
      })
      expect(bad.status).toBe(422)
      expect((await bad.json()).errors).toEqual({ email: [t.resetInvalid] })
    })
  }

  it('answers the same for known and unknown emails, then asks to wait 60 s (429)', async () => {
    const c = await withCsrf(visitor())
    const known = await send(c, 'POST', '/forgot-password', { email: DEMO_MEMBER.email })
    const unknown = await send(c, 'POST', '/forgot-password', { email: uniqueEmail('nobody') })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.json()).toEqual({ message: 'Reset password email sent.' })
    expect(await unknown.json()).toEqual({ message: 'Reset password email sent.' })
    const again = await send(c, 'POST', '/forgot-password', { email: DEMO_MEMBER.email })
    expect(again.status).toBe(429)
    const retry = Number(again.headers.get('retry-after'))
    expect(retry).toBeGreaterThan(0)
    expect(retry).toBeLessThanOrEqual(60)
    expect((await again.json()).errors.email[0]).toBe(
      `You can resend the password reset again in ${retry} ${retry === 1 ? 'second' : 'seconds'}.`,
    )
  })
})

describe('POST /email/resend', () => {
  it('needs a session (401), sends once (202), then asks to wait (429)', async () => {
    const anon = await withCsrf(visitor())
    expect((await send(anon, 'POST', '/email/resend')).status).toBe(401)
    const c = await signedIn()
    // The sign-up itself sent the first mail without counting against the resend limit.
    const first = await send(c, 'POST', '/email/resend')
    expect(first.status).toBe(202)
    expect(await first.json()).toEqual({ message: 'A fresh verification link has been sent to your email address.' })
    const second = await send(c, 'POST', '/email/resend')
    expect(second.status).toBe(429)
    expect(second.headers.get('retry-after')).toBeTruthy()
  })
})

describe('GET /api/user and /api/profile', () => {
  it('answer 401 without a session and { data: user } with one', async () => {
    for (const p of ['/api/user', '/api/profile']) expect((await visitor().get(p)).status).toBe(401)
    const c = await signedIn()
    for (const p of ['/api/user', '/api/profile']) {
      const res = await c.get(p)
      expect(res.status).toBe(200)
      User.parse((await res.json()).data)
    }
  })
})
