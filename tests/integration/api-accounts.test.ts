/**
 * Accounts (spec §7, §5, §8): POST /register, /login, /forgot-password, /reset-password, /email/resend,
 * GET /api/user, GET and POST /api/profile. Success shapes, every validation message in en and one more
 * locale, 401 and 403, and nothing saved by a rejected request.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { User, UserResponse } from '../../src/contract/api/accounts'
import { birthYears } from '../../src/contract/constants'
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'
import { testPayload, visitor, withCsrf, send, db, uniqueEmail } from '../helpers/apiClient'

const memberCount = async () => Number((await (await db()).query('select count(*) from members')).rows[0].count)

function signUp(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Marta', surname: 'Sousa', birth_year: birthYears()[10], country: 'PT', email: uniqueEmail('signup'),
    password: 'vinho-verde-2026', password_confirmation: 'vinho-verde-2026', legal: true, terms: true, keep_me_update: false,
    ...overrides,
  }
}

async function signedIn(email = uniqueEmail('member'), password = 'a-good-password', headers: Record<string, string> = {}) {
  const c = await withCsrf(visitor(headers))
  const res = await send(c, 'POST', '/register', signUp({ email, password, password_confirmation: password }))
  expect(res.status).toBe(201)
  return c
}

beforeAll(async () => {
  await testPayload()
})

const EN = {
  name: 'Please enter your name to continue',
  nameMin: 'Your name must contain at least 2 characters',
  surname: 'Please enter your surname to continue',
  surnameMin: 'Your surname must contain at least 2 characters',
  birthYear: 'Please enter your birth year to continue',
  birthYearInvalid: 'Please choose your birth year from the list',
  country: 'Please select country to continue',
  countryInvalid: 'Please choose a country from the list',
  email: 'Please enter your email to continue',
  emailInvalid: 'Please enter a valid email address',
  taken: 'The email has already been taken.',
  password: 'Please enter your password to continue',
  passwordMin: 'Password must contain at least 8 characters',
  same: 'Confirmation password does not match',
  credentials: 'These credentials do not match our records.',
  fileGreater: 'Your file size is greater than 2MB',
  imageType: 'Please choose a JPG or PNG image',
  resetInvalid: 'This password reset link is invalid or has expired.',
}
const PT = {
  name: 'Introduza o seu nome para continuar',
  nameMin: 'O seu nome deve ter pelo menos 2 caracteres',
  surname: 'Introduza o seu apelido para continuar',
  surnameMin: 'O seu apelido deve ter pelo menos 2 caracteres',
  birthYear: 'Introduza o seu ano de nascimento para continuar',
  birthYearInvalid: 'Escolha o seu ano de nascimento na lista',
  country: 'Selecione um país para continuar',
  countryInvalid: 'Escolha um país da lista',
  email: 'Introduza o seu e-mail para continuar',
  emailInvalid: 'Introduza um endereço de e-mail válido',
  taken: 'Este e-mail já está a ser utilizado.',
  password: 'Introduza a sua palavra-passe para continuar',
  passwordMin: 'A palavra-passe deve ter pelo menos 8 caracteres',
  same: 'A confirmação da palavra-passe não coincide',
  credentials: 'Estas credenciais não correspondem aos nossos registos.',
  fileGreater: 'O seu ficheiro tem mais de 2 MB',
  imageType: 'Escolha uma imagem JPG ou PNG',
  resetInvalid: 'Esta ligação de redefinição da palavra-passe é inválida ou expirou.',
}

describe('POST /register', () => {
  it('creates the member, signs them in and answers 201 { data: user }', async () => {
    const c = await withCsrf(visitor({ 'accept-language': 'es' }))
    const body = signUp({ keep_me_update: 'true', birth_year: String(birthYears()[100]) })
    const res = await send(c, 'POST', '/register', body)
    expect(res.status).toBe(201)
    const { data } = UserResponse.parse(await res.json())
    expect(data).toMatchObject({ name: 'Marta', surname: 'Sousa', email: body.email, country: 'PT', keep_me_update: true, adult: true, locale: 'es', image: null, email_verified_at: null })
    expect(data.birth_year).toBe(birthYears()[100])
    const me = await c.get('/api/user')
    expect(me.status).toBe(200)
    expect((await me.json()).data.id).toBe(data.id)
  })

  for (const [locale, t] of [['en', EN], ['pt', PT]] as const) {
    it(`answers every sign-up rule of spec §5 with its message (${locale}) and saves nothing`, async () => {
      const c = await withCsrf(visitor({ 'accept-language': locale }))
      const before = await memberCount()
      const empty = await send(c, 'POST', '/register', {})
      expect(empty.status).toBe(422)
      const body = await empty.json()
      expect(body.errors).toEqual({
        name: [t.name], surname: [t.surname], birth_year: [t.birthYear], country: [t.country], email: [t.email], password: [t.password],
      })
      expect(body.message).toBe(t.name)

      const short = await (await send(c, 'POST', '/register', signUp({ name: 'M', surname: ' S ', email: 'not-an-email', password: 'short', password_confirmation: 'short' }))).json()
      expect(short.errors).toEqual({ name: [t.nameMin], surname: [t.surnameMin], email: [t.emailInvalid], password: [t.passwordMin] })

      const years = birthYears()
      const wrong = await (await send(c, 'POST', '/register', signUp({ birth_year: years[0] + 1, country: 'XX', password_confirmation: 'something-else' }))).json()
      expect(wrong.errors).toEqual({ birth_year: [t.birthYearInvalid], country: [t.countryInvalid], password_confirmation: [t.same] })
      const tooOld = await (await send(c, 'POST', '/register', signUp({ birth_year: years[years.length - 1] - 1 }))).json()
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
      const res = await c.request('POST', '/register', undefined, { 'content-type': 'application/json', 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! })
      expect(res.status, raw).toBe(422)
    }
    const res = await send(c, 'POST', '/register', { name: ['x'], surname: { a: 1 }, birth_year: 'abc', country: 12, email: 5, password: true })
    expect(res.status).toBe(422)
  })
})

describe('POST /login', () => {
  for (const [locale, t] of [['en', EN], ['pt', PT]] as const) {
    it(`validates (${locale}) and answers bad credentials the same for unknown emails`, async () => {
      const c = await withCsrf(visitor({ 'accept-language': locale }))
      expect((await (await send(c, 'POST', '/login', {})).json()).errors).toEqual({ email: [t.email], password: [t.password] })
      expect((await (await send(c, 'POST', '/login', { email: 'x@', password: 'short' })).json()).errors).toEqual({ email: [t.emailInvalid], password: [t.passwordMin] })
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
    const res = await send(c, 'POST', '/login', { email: ` ${DEMO_MEMBER.email.toUpperCase()} `, password: DEMO_MEMBER.password })
    expect(res.status).toBe(200)
    expect(User.parse((await res.json()).data).email).toBe(DEMO_MEMBER.email)
  })
})

describe('POST /forgot-password and /reset-password (validation)', () => {
  for (const [locale, t] of [['en', EN], ['pt', PT]] as const) {
    it(`validates (${locale})`, async () => {
      const c = await withCsrf(visitor({ 'accept-language': locale }))
      expect((await (await send(c, 'POST', '/forgot-password', {})).json()).errors).toEqual({ email: [t.email] })
      expect((await (await send(c, 'POST', '/forgot-password', { email: 'nope' })).json()).errors).toEqual({ email: [t.emailInvalid] })
      const reset = await send(c, 'POST', '/reset-password', { token: 'abc', email: 'a@example.com', password: '', password_confirmation: '' })
      expect((await reset.json()).errors).toEqual({ password: [t.password] })
      expect((await (await send(c, 'POST', '/reset-password', { token: 'abc', email: 'a@example.com', password: 'short' })).json()).errors).toEqual({ password: [t.passwordMin] })
      expect((await (await send(c, 'POST', '/reset-password', { token: 'abc', email: 'a@example.com', password: 'long-enough', password_confirmation: 'different!' })).json()).errors).toEqual({ password_confirmation: [t.same] })
      const bad = await send(c, 'POST', '/reset-password', { token: 'not-a-real-token', email: DEMO_MEMBER.email, password: 'long-enough', password_confirmation: 'long-enough' })
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
    expect((await again.json()).errors.email[0]).toBe(`You can resend the password reset again in ${retry} seconds.`)
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

async function png(width: number, height: number, withExif = false) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 20, b: 40 } } }).png()
  if (withExif) image = image.withMetadata({ exif: { IFD0: { Copyright: 'secret-location', Artist: 'someone' } } })
  return image.toBuffer()
}
function profileForm(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  if (file) form.append('image', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  return form
}

describe('POST /api/profile', () => {
  it('needs a session (401) and refuses someone else\'s id (403)', async () => {
    const anon = await withCsrf(visitor())
    expect((await send(anon, 'POST', '/api/profile', profileForm({ name: 'Xx' }))).status).toBe(401)
    const c = await signedIn()
    const other = await send(c, 'POST', '/api/profile', profileForm({ id: '00000000-0000-4000-8000-000000000000', name: 'Marta', surname: 'Sousa', country: 'PT', email: uniqueEmail('x') }))
    expect(other.status).toBe(403)
  })

  it('updates the profile and stores the avatar re-encoded without metadata', async () => {
    const email = uniqueEmail('profile')
    const c = await signedIn(email)
    const me = (await (await c.get('/api/user')).json()).data
    const bytes = await png(640, 480, true)
    expect((await sharp(bytes).metadata()).exif).toBeDefined()
    const res = await send(c, 'POST', '/api/profile', profileForm(
      { id: me.id, name: 'Joana', surname: 'Pereira', country: 'ES', email, keep_me_update: 'true' },
      { bytes, name: 'me.txt', type: 'text/plain' },
    ))
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ message: 'Profile updated successfully', email_changed: false })
    expect(body.data).toMatchObject({ name: 'Joana', surname: 'Pereira', country: 'ES', email, keep_me_update: true })
    // Private: served to its owner by the API, stored under a random name outside the public media.
    expect(body.data.image).toMatch(/^\/api\/profile\/avatar\?v=[0-9a-f-]{36}$/)
    const avatar = await (await testPayload()).findByID({ collection: 'avatars', id: new URL(body.data.image, 'http://x').searchParams.get('v')!, overrideAccess: true })
    expect(avatar.filename).toMatch(/^[0-9a-f-]{36}\.(png|jpg)$/)
    const stored = await readFile(path.join(process.env.DATA_DIR!, 'avatars', String(avatar.filename)))
    expect(Buffer.from(await (await c.get(body.data.image)).arrayBuffer()).equals(stored)).toBe(true)
    const meta = await sharp(stored).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.width).toBe(640)
  })

  it('changes the email only with the current password and after the link mailed to the new address', async () => {
    const email = uniqueEmail('changing')
    const c = await signedIn(email, 'a-good-password')
    const me = (await (await c.get('/api/user')).json()).data
    const next = uniqueEmail('changed')
    const form = (extra: Record<string, string> = {}) => profileForm({ id: me.id, name: 'Marta', surname: 'Sousa', country: 'PT', email: next, ...extra })
    const missing = await send(c, 'POST', '/api/profile', form())
    expect(missing.status).toBe(422)
    expect((await missing.json()).errors).toEqual({ current_password: ['Please enter your current password to change your email address'] })
    const wrong = await send(c, 'POST', '/api/profile', form({ current_password: 'not-the-password' }))
    expect((await wrong.json()).errors).toEqual({ current_password: ['The current password is not correct.'] })
    const res = await send(c, 'POST', '/api/profile', form({ current_password: 'a-good-password' }))
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ message: `We sent a link to ${next}. Your email address changes when you follow it.`, email_changed: false, email_pending: next })
    // The other fields are saved; the login is still the old address.
    expect(body.data).toMatchObject({ name: 'Marta', email })
    const { emailChangeLink } = await import('../../cms/api/verification')
    const link = new URL(emailChangeLink(me.id, email, next))
    const forged = new URL(link)
    forged.searchParams.set('to', uniqueEmail('attacker'))
    expect((await c.get(forged.pathname + forged.search)).status).toBe(403)
    const follow = await c.get(link.pathname + link.search)
    expect(follow.status).toBe(302)
    const after = (await (await c.get('/api/user')).json()).data
    expect(after.email).toBe(next)
    expect(after.email_verified_at).not.toBeNull()
    // A second visit changes nothing more (a mail scanner may open it first): still the same answer.
    expect((await c.get(link.pathname + link.search)).status).toBe(302)
    expect((await (await c.get('/api/user')).json()).data.email).toBe(next)
  })

  for (const [locale, t] of [['en', EN], ['pt', PT]] as const) {
    it(`refuses bad fields and pictures with their messages (${locale}) and saves nothing`, async () => {
      const email = uniqueEmail('bad-profile')
      const c = await signedIn(email, 'a-good-password', { 'accept-language': locale })
      const before = (await (await c.get('/api/user')).json()).data
      const media = async () => (await testPayload()).count({ collection: 'media' })
      const mediaBefore = (await media()).totalDocs

      const empty = await send(c, 'POST', '/api/profile', profileForm({}))
      expect(empty.status).toBe(422)
      expect((await empty.json()).errors).toEqual({ name: [t.name], surname: [t.surname], country: [t.country], email: [t.email] })

      const fields = { name: 'J', surname: 'P', country: 'ZZ', email: 'bad' }
      expect((await (await send(c, 'POST', '/api/profile', profileForm(fields))).json()).errors).toEqual({ name: [t.nameMin], surname: [t.surnameMin], country: [t.countryInvalid], email: [t.emailInvalid] })
      const ok = { name: 'Changed', surname: 'Name', country: 'FR', email }
      expect((await (await send(c, 'POST', '/api/profile', profileForm({ ...ok, email: DEMO_MEMBER.email }))).json()).errors).toEqual({ email: [t.taken] })

      const fake = new TextEncoder().encode('<?php echo "not an image"; ?>')
      const notImage = await send(c, 'POST', '/api/profile', profileForm(ok, { bytes: fake, name: 'avatar.png', type: 'image/png' }))
      expect(notImage.status).toBe(422)
      expect((await notImage.json()).errors).toEqual({ image: [t.imageType] })
      const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0])
      expect((await (await send(c, 'POST', '/api/profile', profileForm(ok, { bytes: gif, name: 'a.jpg', type: 'image/jpeg' }))).json()).errors).toEqual({ image: [t.imageType] })
      const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
      expect((await (await send(c, 'POST', '/api/profile', profileForm(ok, { bytes: broken, name: 'a.png', type: 'image/png' }))).json()).errors).toEqual({ image: [t.imageType] })

      for (const size of [2_097_153, 2_400_000]) {
        const big = new Uint8Array(size)
        big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        const res = await send(c, 'POST', '/api/profile', profileForm(ok, { bytes: big, name: 'big.png', type: 'image/png' }))
        expect(res.status, String(size)).toBe(422)
        expect((await res.json()).errors, String(size)).toEqual({ image: [t.fileGreater] })
      }
      const after = (await (await c.get('/api/user')).json()).data
      expect(after).toEqual(before)
      expect((await media()).totalDocs).toBe(mediaBefore)
    })
  }
})
