/**
 * Social sign-in (docs/decisions.md, Beyond the spec) in-process, against a real OpenID provider (oidc-provider, started
 * here) and real PostgreSQL: a first sign-in creates the member after the short step, a later one
 * signs in, an existing email links after the password, and a wrong state, a replayed code or an
 * expired start create nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import en from '../../locales/en.json' with { type: 'json' }
import { publicOrigin } from '../../cms/api/net'
import { resetProviders } from '../../cms/api/social'
import { Client, db, send, signedIn, testPayload, uniqueEmail, visitor, withCsrf } from '../helpers/apiClient'
import { OIDC_TEST, oidcProvidersEnv, signInAtProvider, startOidcProvider } from '../helpers/oidcProvider'

const PORT = 3191
let provider: Awaited<ReturnType<typeof startOidcProvider>>
const before = process.env.OIDC_PROVIDERS

beforeAll(async () => {
  await testPayload()
  provider = await startOidcProvider([publicOrigin()], PORT)
  process.env.OIDC_PROVIDERS = oidcProvidersEnv(PORT)
  resetProviders()
})
afterAll(async () => {
  process.env.OIDC_PROVIDERS = before
  resetProviders()
  await provider?.close()
})

const login = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const path = (res: Response) => {
  const u = new URL(res.headers.get('location') ?? '', 'http://app.invalid')
  return `${u.pathname}${u.search}${u.hash}`
}
const callbackPath = (u: URL) => `${u.pathname}${u.search}`

/** Starts a sign-in as `client` and signs in at the provider as `who`: the callback URL, not yet followed. */
async function toCallback(client: Client, who: string, purpose = ''): Promise<URL> {
  const start = await client.get(`/api/auth/${OIDC_TEST.id}/start${purpose}`)
  expect(start.status).toBe(302)
  const authorization = new URL(start.headers.get('location')!)
  expect(authorization.origin).toBe(provider.issuer)
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorization.searchParams.get('state')).toBeTruthy()
  expect(authorization.searchParams.get('nonce')).toBeTruthy()
  return signInAtProvider(authorization.href, who)
}

const identities = async (subject: string) =>
  (await (await db()).query('select member_id, provider, email from identities where subject = $1', [subject])).rows
const membersWith = async (email: string) =>
  (await (await db()).query('select id, email_verified_at, adult, birth_year from members where email = $1', [email]))
    .rows

const complete = {
  name: 'Ana',
  surname: 'Sousa',
  birth_year: 1990,
  country: 'PT',
  legal: true,
  terms: true,
  keep_me_update: false,
}

/** A member made by a first sign-in as `who` and its short step, signed in on the returned client. */
async function socialMember(who: string): Promise<Client> {
  const c = await withCsrf(visitor())
  expect(path(await c.get(callbackPath(await toCallback(c, who))))).toBe('/signUp?social=complete')
  expect((await send(c, 'POST', '/api/auth/complete', complete)).status).toBe(201)
  return c
}

describe('social sign-in', () => {
  it('lists the configured providers; an unknown one is a 404', async () => {
    expect(await (await visitor().get('/api/auth/providers')).json()).toEqual({
      data: [{ id: OIDC_TEST.id, name: OIDC_TEST.name }],
    })
    expect((await visitor().get('/api/auth/nobody/start')).status).toBe(404)
  })

  it('a first sign-in asks the short step once and creates the member; a later one signs in', async () => {
    const who = login('first')
    const email = `${who}@oidc.test`
    const c = await withCsrf(visitor())
    const back = await c.get(callbackPath(await toCallback(c, who)))
    expect(path(back)).toBe('/signUp?social=complete')
    expect(await membersWith(email)).toEqual([])

    const pending = await c.get('/api/auth/pending')
    expect((await pending.json()).data).toEqual({
      kind: 'new',
      provider: { id: OIDC_TEST.id, name: OIDC_TEST.name },
      email,
      name: OIDC_TEST.given,
      surname: OIDC_TEST.family,
    })
    const noAge = await send(c, 'POST', '/api/auth/complete', { ...complete, legal: false })
    expect(noAge.status).toBe(422)
    expect((await noAge.json()).errors).toEqual({ legal: [en.api.validation['legal-required']] })
    const tooYoung = await send(c, 'POST', '/api/auth/complete', {
      ...complete,
      birth_year: new Date().getFullYear() - 10,
    })
    expect(tooYoung.status).toBe(422)
    expect(await membersWith(email)).toEqual([])

    const created = await send(c, 'POST', '/api/auth/complete', complete)
    expect(created.status).toBe(201)
    expect((await created.json()).data).toMatchObject({
      email,
      name: 'Ana',
      surname: 'Sousa',
      country: 'PT',
      adult: true,
      birth_year: 1990,
    })
    const [member] = await membersWith(email)
    expect(member.email_verified_at).not.toBeNull()
    expect(await identities(who)).toEqual([{ member_id: member.id, provider: OIDC_TEST.id, email }])
    expect((await c.get('/api/user')).status).toBe(200)
    // The step is over: its cookie is gone.
    expect((await c.get('/api/auth/pending')).status).toBe(404)
    expect((await send(c, 'POST', '/api/auth/complete', complete)).status).toBe(404)

    const later = await withCsrf(visitor())
    const again = await later.get(callbackPath(await toCallback(later, who)))
    expect(path(again)).toBe('/')
    expect((await (await later.get('/api/user')).json()).data).toMatchObject({ id: member.id, email })
    expect(await membersWith(email)).toHaveLength(1)
  })

  it('an existing email links only after its password, then signs in with the provider', async () => {
    const email = uniqueEmail('social-link')
    await signedIn(email, 'the-right-password')
    const c = await withCsrf(visitor())
    expect(path(await c.get(callbackPath(await toCallback(c, email))))).toBe('/signIn?social=link')
    expect((await (await c.get('/api/auth/pending')).json()).data).toMatchObject({ kind: 'link', email })
    expect((await send(c, 'POST', '/api/auth/complete', complete)).status).toBe(404)
    expect((await send(c, 'POST', '/login', { email, password: 'a-wrong-password' })).status).toBe(422)
    expect(await identities(email)).toEqual([])

    expect((await send(c, 'POST', '/login', { email, password: 'the-right-password' })).status).toBe(200)
    const [member] = await membersWith(email)
    expect(await identities(email)).toEqual([{ member_id: member.id, provider: OIDC_TEST.id, email }])

    const other = await withCsrf(visitor())
    expect(path(await other.get(callbackPath(await toCallback(other, email))))).toBe('/')
    expect((await (await other.get('/api/user')).json()).data.id).toBe(member.id)
  })

  it('a wrong state is refused and creates nothing', async () => {
    const who = login('state')
    const c = await withCsrf(visitor())
    const url = await toCallback(c, who)
    url.searchParams.set('state', 'not-the-state-we-sent')
    expect(path(await c.get(callbackPath(url)))).toBe('/signIn?social=failed')
    expect((await c.get('/api/auth/pending')).status).toBe(404)
    expect((await c.get('/api/user')).status).toBe(401)
    expect(await identities(who)).toEqual([])
  })

  it('a replayed answer is refused: the start is forgotten, and the provider refuses a used code', async () => {
    const who = login('replay')
    const c = await withCsrf(visitor())
    const url = await toCallback(c, who)
    const started = c.cookies.get('wc_oidc')!
    expect(path(await c.get(callbackPath(url)))).toBe('/signUp?social=complete')
    // The same answer again in the same browser: the start cookie is gone.
    expect(path(await c.get(callbackPath(url)))).toBe('/signIn?social=expired')
    // Replayed with a copy of the start cookie (a stolen one): the code was used, the provider says no.
    const thief = await withCsrf(visitor())
    thief.cookies.set('wc_oidc', started)
    expect(path(await thief.get(callbackPath(url)))).toBe('/signIn?social=failed')
    expect((await thief.get('/api/auth/pending')).status).toBe(404)
    expect(await membersWith(`${who}@oidc.test`)).toEqual([])
  })

  it('an answer without a start, a forged start cookie, or no email: nothing happens', async () => {
    const c = await withCsrf(visitor())
    expect(path(await c.get(`/api/auth/${OIDC_TEST.id}/callback?code=abc&state=def`))).toBe('/signIn?social=expired')
    c.cookies.set('wc_oidc', 'eyJwIjoidGVzdCJ9.0000')
    expect(path(await c.get(`/api/auth/${OIDC_TEST.id}/callback?code=abc&state=def`))).toBe('/signIn?social=expired')
    const who = login('noemail')
    expect(path(await c.get(callbackPath(await toCallback(c, who))))).toBe('/signIn?social=no-email')
    expect(await identities(who)).toEqual([])
  })

  it("takes the provider's answer as a form post, without the CSRF token (Apple's way)", async () => {
    const c = await visitor()
    const url = await toCallback(c, login('formpost'))
    const res = await c.request('POST', url.pathname, new URLSearchParams(url.search))
    expect(res.status).toBe(302)
    expect(path(res)).toBe('/signUp?social=complete')
  })

  it('an unverified provider email is left for our own verification; the export lists the linked sign-in', async () => {
    const who = login('unverified')
    const email = `${who}@oidc.test`
    const c = await socialMember(who)
    const [member] = await membersWith(email)
    expect(member.email_verified_at).toBeNull()
    const data = await (await c.get('/api/profile/export')).json()
    expect(data.linked_sign_ins).toEqual([
      { provider: OIDC_TEST.id, email, linked_at: expect.stringMatching(/^\d{4}-/) },
    ])
    expect(await identities(who)).toHaveLength(1)
  })

  it("a member without a password deletes the account after a fresh sign-in with their provider, not with anyone else's", async () => {
    const who = login('delete')
    const email = `${who}@oidc.test`
    const c = await socialMember(who)
    const [member] = await membersWith(email)
    expect((await (await c.get('/api/auth/providers')).json()).data).toEqual([
      { id: OIDC_TEST.id, name: OIDC_TEST.name, linked: true },
    ])
    const noPassword = await send(c, 'POST', '/api/profile/delete', {})
    expect(noPassword.status).toBe(422)
    expect((await noPassword.json()).errors.current_password).toEqual([en.api.validation['delete-password-required']])

    // Someone else's provider account does not confirm this one.
    const stranger = login('stranger')
    const s = await socialMember(stranger)
    expect(path(await c.get(callbackPath(await toCallback(c, stranger, '?for=delete'))))).toBe(
      '/profile?confirmed=no#your-data',
    )
    expect((await send(c, 'POST', '/api/profile/delete', {})).status).toBe(422)

    // Nor does a confirmation kept by another member's browser.
    expect(path(await s.get(callbackPath(await toCallback(s, stranger, '?for=delete'))))).toBe(
      `/profile?confirmed=${OIDC_TEST.id}#your-data`,
    )
    c.cookies.set('wc_fresh', s.cookies.get('wc_fresh')!)
    expect((await send(c, 'POST', '/api/profile/delete', {})).status).toBe(422)
    expect(await membersWith(email)).toHaveLength(1)

    expect(path(await c.get(callbackPath(await toCallback(c, who, '?for=delete'))))).toBe(
      `/profile?confirmed=${OIDC_TEST.id}#your-data`,
    )
    const deleted = await send(c, 'POST', '/api/profile/delete', {})
    expect(deleted.status).toBe(200)
    expect(await membersWith(email)).toEqual([])
    expect(await identities(who)).toEqual([])
    expect((await (await db()).query('select 1 from sessions where member_id = $1', [member.id])).rows).toEqual([])
  })
})
