/**
 * GET /api/openapi.json against real answers: every documented call is made at least once (a success
 * and, where it has them, error answers), and each answer's status and body must be the ones its
 * declaration (src/contract/api, which the document is generated from) gives for that status.
 */
import { createHash, randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { emailChangeLink, verificationLink } from '../../cms/api/verification'
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { DECLARED_CALLS } from '../../src/contract/api/calls'
import { api, Client, db, signedIn, testPayload, uniqueEmail, visitor, withCsrf, xsrf } from '../helpers/apiClient'

type Answer = { content?: Record<string, { schema: z.ZodType }> }
type Declared = { method: string; path: string; responses: Record<string, Answer> }
const declared = new Map((DECLARED_CALLS as unknown as Declared[]).map((r) => [`${r.method} ${r.path}`, r]))
type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }

let doc: Doc
const called = new Set<string>()

/** A body sent as it is (not as JSON). */
class Raw {
  constructor(readonly text: string) {}
}

function request(client: Client, method: string, url: string, body: unknown, headers: Record<string, string>) {
  if (!(body instanceof Raw)) return client.request(method, url, body, headers)
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  return api.request(url, {
    method,
    body: body.text,
    headers: { cookie, 'content-type': 'application/json', ...headers },
  })
}

/** Makes the call and checks its answer against the declaration of `key` ("get /api/wines/{country}"). */
async function call(
  key: string,
  client: Client,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const [method, path] = key.split(' ')
  const res = await request(
    client,
    method.toUpperCase(),
    url,
    body,
    method === 'get' ? headers : { ...xsrf(client), ...headers },
  )
  called.add(key)
  const label = `${key} (${url}) answered ${res.status}`
  expect(doc.paths[path]?.[method]?.responses[String(res.status)], `${label}: documented`).toBeTruthy()
  const answer = declared.get(key)?.responses[String(res.status)]
  expect(answer, `${label}: declared`).toBeTruthy()
  const json = answer?.content?.['application/json']
  // The media type answered, without its parameters (a download may say "text/csv; charset=utf-8").
  const type = (res.headers.get('content-type') ?? '').split(';')[0].trim()
  if (json && (type === 'application/json' || !answer?.content?.[type])) {
    const parsed = json.schema.safeParse(await res.clone().json())
    expect(parsed.error?.issues ?? [], `${label}: body matches its schema`).toEqual([])
  } else if (answer?.content) {
    expect(Object.keys(answer.content), `${label}: content type`).toContain(type)
  } else {
    expect(await res.clone().text(), `${label}: no body`).toBe('')
  }
  return res
}

const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data

let anon: Client
let member: Client
let memberId: string
let memberEmail: string
let staff: Client
const password = 'a-good-password'

beforeAll(async () => {
  const payload = await testPayload()
  doc = (await (await new Client().get('/api/openapi.json')).json()) as Doc
  anon = await withCsrf(visitor())
  memberEmail = uniqueEmail('openapi')
  member = await signedIn(memberEmail, password)
  memberId = (await data<{ id: string }>(await member.get('/api/user'))).id
  const { token } = await payload.login({
    collection: 'users',
    data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  })
  staff = await withCsrf(visitor())
  staff.cookies.set('payload-token', token!)
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'passports', where: { member: { equals: memberId } }, overrideAccess: true })
})

describe('every documented call answers as its declaration says', () => {
  it('accounts', async () => {
    await call('get /sanctum/csrf-cookie', visitor(), '/sanctum/csrf-cookie')
    const fresh = await withCsrf(visitor())
    await call('post /register', fresh, '/register', {})
    const email = uniqueEmail('openapi-reg')
    const signUp = {
      name: 'Ana',
      surname: 'Lima',
      birth_year: 1990,
      country: 'PT',
      email,
      password,
      password_confirmation: password,
      legal: true,
      terms: true,
    }
    expect((await call('post /register', fresh, '/register', signUp)).status).toBe(201)
    expect((await call('post /login', fresh, '/login', { email, password: 'wrong-password' })).status).toBe(422)
    expect((await call('post /login', fresh, '/login', { email, password })).status).toBe(200)
    expect((await call('post /login', fresh, '/login', {}, { 'x-xsrf-token': '' })).status).toBe(419)
    expect((await call('post /logout', fresh, '/logout')).status).toBe(204)
    expect((await call('post /forgot-password', anon, '/forgot-password', { email: 'x' })).status).toBe(422)
    expect((await call('post /forgot-password', anon, '/forgot-password', { email })).status).toBe(200)
    expect(
      (
        await call('post /reset-password', anon, '/reset-password', {
          token: 'nope',
          email,
          password,
          password_confirmation: password,
        })
      ).status,
    ).toBe(422)
    const token = randomBytes(32).toString('base64url')
    const hash = createHash('sha256').update(token).digest('hex')
    await (
      await db()
    ).query(
      "update members set reset_password_token = $1, reset_password_expiration = now() + interval '1 hour' where lower(email) = $2",
      [hash, email],
    )
    expect(
      (
        await call('post /reset-password', anon, '/reset-password', {
          token,
          email,
          password,
          password_confirmation: password,
        })
      ).status,
    ).toBe(200)
    expect((await call('post /email/resend', anon, '/email/resend')).status).toBe(401)
    expect((await call('post /email/resend', member, '/email/resend')).status).toBe(202)
    const verify = new URL(verificationLink(memberId, memberEmail))
    expect((await call('get /api/email/verify/{id}/{hash}', anon, `/api/email/verify/${memberId}/nope`)).status).toBe(
      403,
    )
    expect((await call('get /api/email/verify/{id}/{hash}', anon, verify.pathname + verify.search)).status).toBe(302)
    expect((await call('post /email/resend', member, '/email/resend')).status).toBe(204)
    for (const [key, url] of [
      ['get /api/user', '/api/user'],
      ['get /api/profile', '/api/profile'],
    ]) {
      expect((await call(key, anon, url)).status).toBe(401)
      expect((await call(key, member, url)).status).toBe(200)
    }
  })

  it('your data: the export and deleting the account', async () => {
    expect((await call('get /api/profile/export', anon, '/api/profile/export')).status).toBe(401)
    expect((await call('get /api/profile/export', member, '/api/profile/export')).status).toBe(200)
    expect((await call('get /api/profile/export', member, '/api/profile/export?format=csv')).status).toBe(200)
    expect((await call('get /api/profile/export', member, '/api/profile/export?format=pdf')).status).toBe(422)
    const doomed = await signedIn(uniqueEmail('openapi-delete'), 'a-good-password')
    expect(
      (await call('post /api/profile/delete', anon, '/api/profile/delete', { current_password: 'x' })).status,
    ).toBe(401)
    expect(
      (await call('post /api/profile/delete', doomed, '/api/profile/delete', { current_password: 'wrong-password' }))
        .status,
    ).toBe(422)
    expect(
      (await call('post /api/profile/delete', doomed, '/api/profile/delete', { current_password: 'a-good-password' }))
        .status,
    ).toBe(200)
  })

  it('profile', async () => {
    expect((await call('get /api/profile/avatar', anon, '/api/profile/avatar')).status).toBe(401)
    expect((await call('get /api/profile/avatar', member, '/api/profile/avatar')).status).toBe(404)
    expect((await call('post /api/profile', member, '/api/profile', {})).status).toBe(422)
    const form = new FormData()
    for (const [k, v] of Object.entries({ name: 'Ana', surname: 'Lima', country: 'PT', email: memberEmail }))
      form.append(k, v)
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 20, b: 40 } } })
      .png()
      .toBuffer()
    form.append('image', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }))
    expect((await call('post /api/profile', member, '/api/profile', form)).status).toBe(200)
    expect((await call('get /api/profile/avatar', member, '/api/profile/avatar')).status).toBe(200)
    expect((await call('get /api/email/change/{id}', anon, `/api/email/change/${memberId}?to=x`)).status).toBe(403)
    const next = uniqueEmail('openapi-next')
    const change = new URL(emailChangeLink(memberId, memberEmail, next))
    // Followed by the member's own browser, which keeps its session (the others end).
    expect((await call('get /api/email/change/{id}', member, change.pathname + change.search)).status).toBe(302)
    memberEmail = next
  })

  it('settings and place', async () => {
    await call('get /api/settings', anon, '/api/settings')
    await call('get /api/settings/countries', anon, '/api/settings/countries')
    expect(
      (await call('post /api/settings/set-locale/{locale}', anon, '/api/settings/set-locale/xx-nope')).status,
    ).toBe(422)
    expect((await call('post /api/settings/set-locale/{locale}', anon, '/api/settings/set-locale/en')).status).toBe(200)
    await call('get /api/get-client-ip-address', anon, '/api/get-client-ip-address')
    expect((await call('post /api/geolocation', anon, '/api/geolocation', { latitude: 200 })).status).toBe(422)
    expect(
      (await call('post /api/geolocation', anon, '/api/geolocation', { latitude: 38.7, longitude: -9.1 })).status,
    ).toBe(200)
    expect((await call('post /api/tracking', anon, '/api/tracking', { session: 'nope' })).status).toBe(422)
    expect(
      (await call('post /api/tracking', anon, '/api/tracking', { session: 'sess-abcdefghi', country: 'PT' })).status,
    ).toBe(201)
  })

  it('content', async () => {
    const wines = await data<{ id: string; slug: string; foods: { id: string }[] }[]>(
      await call('get /api/wines', anon, '/api/wines?country=US'),
    )
    expect(wines.length).toBeGreaterThan(0)
    await call('get /api/wines', member, '/api/wines?country=US')
    await call('get /api/wines/{country}', anon, '/api/wines/US')
    expect(
      (await call('get /api/wines/detail/{slug}', anon, `/api/wines/detail/${wines[0].slug}?country=US`)).status,
    ).toBe(200)
    expect((await call('get /api/wines/detail/{slug}', anon, '/api/wines/detail/no-such-wine?country=US')).status).toBe(
      404,
    )
    const withFood = wines.find((w) => w.foods.length > 0)!
    for (const [key, url] of [
      ['get /api/wines/preview/{id}', `/api/wines/preview/${wines[0].id}`],
      ['get /api/foods/preview/{id}', `/api/foods/preview/${withFood.foods[0].id}`],
    ]) {
      expect((await call(key, anon, url)).status).toBe(404)
      expect((await call(key, staff, url)).status).toBe(200)
    }
    for (const collection of ['discovers', 'enjoys', 'shops']) {
      const items = await data<{ id: string }[]>(
        await call(`get /api/${collection}/{country}`, anon, `/api/${collection}/US`),
      )
      expect(
        (await call(`get /api/${collection}/preview/{id}`, anon, `/api/${collection}/preview/${items[0].id}`)).status,
      ).toBe(404)
      expect(
        (await call(`get /api/${collection}/preview/{id}`, staff, `/api/${collection}/preview/${items[0].id}`)).status,
      ).toBe(200)
    }
    const clubs = await data<{ id: string }[]>(await call('get /api/clubs', anon, '/api/clubs?country=US'))
    expect((await call('get /api/clubs/preview/{id}', anon, `/api/clubs/preview/${clubs[0].id}`)).status).toBe(404)
    expect((await call('get /api/clubs/preview/{id}', staff, `/api/clubs/preview/${clubs[0].id}`)).status).toBe(200)
    // A draft in the preview page's language.
    const inPortuguese = await data<{ description: string }>(
      await call('get /api/wines/preview/{id}', staff, `/api/wines/preview/${wines[0].id}?locale=pt`),
    )
    const inEnglish = await data<{ description: string }>(
      await call('get /api/wines/preview/{id}', staff, `/api/wines/preview/${wines[0].id}?locale=en`),
    )
    expect(inPortuguese.description).not.toBe(inEnglish.description)
    const promotions = await data<{ id: string }[]>(
      await call('get /api/promotions/{country}/{state}', anon, '/api/promotions/US/-'),
    )
    await call('get /api/promotions', anon, '/api/promotions?country=US')
    await call('get /api/promotions', anon, '/api/promotions?country=US&user=true')
    const promotionId = promotions[0]?.id ?? '00000000-0000-4000-8000-000000000000'
    expect(
      (await call('get /api/promotions/preview/{id}', anon, `/api/promotions/preview/${promotionId}`)).status,
    ).toBe(404)
    if (promotions[0])
      expect(
        (await call('get /api/promotions/preview/{id}', staff, `/api/promotions/preview/${promotionId}`)).status,
      ).toBe(200)
    const sellers = await data<{ id: string }[]>(
      await call('post /api/sellers', anon, '/api/sellers', { country: 'GB' }),
    )
    expect((await call('post /api/sellers', anon, '/api/sellers', { country: 'United States' })).status).toBe(422)
    expect((await call('post /api/sellers', anon, '/api/sellers', new Raw('{not json'))).status).toBe(400)
    expect((await call('get /api/sellers/preview/{id}', staff, `/api/sellers/preview/${sellers[0].id}`)).status).toBe(
      200,
    )
    expect((await call('get /api/sellers/preview/{id}', anon, `/api/sellers/preview/${sellers[0].id}`)).status).toBe(
      404,
    )
    const popup = await data<{ id: string } | null>(await call('get /api/popup', anon, '/api/popup?country=US'))
    await call('get /api/popup', anon, '/api/popup?country=NZ')
    if (popup) {
      expect((await call('get /api/popup/preview/{id}', anon, `/api/popup/preview/${popup.id}`)).status).toBe(404)
      expect((await call('get /api/popup/preview/{id}', staff, `/api/popup/preview/${popup.id}`)).status).toBe(200)
    }
    const other = await data<{ id: string } | null>(
      await call('post /api/popup-others', anon, '/api/popup-others', { country: 'PT' }),
    )
    if (other) {
      expect(
        (await call('get /api/popup-others/preview/{id}', anon, `/api/popup-others/preview/${other.id}`)).status,
      ).toBe(404)
      expect(
        (await call('get /api/popup-others/preview/{id}', staff, `/api/popup-others/preview/${other.id}`)).status,
      ).toBe(200)
    }
    expect((await call('post /api/popup-others', anon, '/api/popup-others', { country: 42 })).status).toBe(422)
    // Every call of the contract is exercised above: the popups' previews need the demo's popups.
    expect(popup && other).toBeTruthy()
  })

  it('members', async () => {
    const [wine] = await data<{ id: string }[]>(await new Client().get('/api/wines/US'))
    const passport = `/api/wines/${wine.id}/passport`
    expect((await call('post /api/wines/{id}/passport', anon, passport, { wine_rating: 4 })).status).toBe(401)
    expect(
      (await call('post /api/wines/{id}/passport', member, '/api/wines/nope/passport', { wine_rating: 4 })).status,
    ).toBe(404)
    expect((await call('post /api/wines/{id}/passport', member, passport, { wine_rating: 9 })).status).toBe(422)
    expect((await call('post /api/wines/{id}/passport', member, passport, new Raw('{not json'))).status).toBe(400)
    expect(
      (await call('post /api/wines/{id}/passport', member, passport, { wine_rating: 4, colour_rating: 3 })).status,
    ).toBe(201)
    expect((await call('post /api/wines/{id}/passport', member, passport, { comment: 'Fresh.' })).status).toBe(200)
    for (const [key, url] of [
      ['get /api/passports', '/api/passports'],
      ['get /api/palates', '/api/palates'],
    ]) {
      expect((await call(key, anon, url)).status).toBe(401)
      expect((await call(key, member, url)).status).toBe(200)
    }
    expect(
      (
        await call('post /api/palates-temp', anon, '/api/palates-temp', {
          wine_id: wine.id,
          colour: 4,
          aroma: 3,
          flavour: 5,
        })
      ).status,
    ).toBe(200)
    expect(
      (await call('post /api/palates-temp', anon, '/api/palates-temp', { wine_id: wine.id, colour: 9 })).status,
    ).toBe(422)
    expect(
      (
        await call('post /api/palates-temp', anon, '/api/palates-temp', {
          wine_id: '00000000-0000-4000-8000-000000000000',
          colour: 4,
          aroma: 3,
          flavour: 5,
        })
      ).status,
    ).toBe(404)
  })

  // Without a provider configured here (api-social.test.ts runs a real one): the answers of each call.
  it('social sign-in', async () => {
    expect((await call('get /api/auth/providers', anon, '/api/auth/providers')).status).toBe(200)
    expect((await call('get /api/auth/{provider}/start', anon, '/api/auth/nobody/start')).status).toBe(404)
    expect(
      (await call('get /api/auth/{provider}/callback', anon, '/api/auth/nobody/callback?code=a&state=b')).status,
    ).toBe(302)
    expect(
      (await call('post /api/auth/{provider}/callback', anon, '/api/auth/nobody/callback', { code: 'a', state: 'b' }))
        .status,
    ).toBe(302)
    expect((await call('get /api/auth/pending', anon, '/api/auth/pending')).status).toBe(404)
    expect((await call('post /api/auth/complete', anon, '/api/auth/complete', {})).status).toBe(404)
  })

  it('left no documented call out', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    )
    expect(documented.filter((k) => !called.has(k))).toEqual([])
  })
})
