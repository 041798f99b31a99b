/**
 * GET /api/openapi.json against real answers: every documented call is made at least once (a success
 * and, where it has them, error answers), and each answer's status and body must be the ones its
 * declaration (src/contract/api, which the document is generated from) gives for that status.
 */
import { createHash, randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailChangeLink, verificationLink } from '../../cms/api/verification'
import { signUp } from '../helpers/accounts'
import { Client, db, signedIn, staffSignedIn, testPayload, uniqueEmail, visitor, withCsrf } from '../helpers/apiClient'
import { call, callStatus, Raw, uncalled } from '../helpers/documentedCalls'

const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data

let anon: Client
let member: Client
let memberId: string
let memberEmail: string
let staff: Client
const password = 'a-good-password'

beforeAll(async () => {
  anon = await withCsrf(visitor())
  memberEmail = uniqueEmail('openapi')
  member = await signedIn(memberEmail, password)
  memberId = (await data<{ id: string }>(await member.get('/api/user'))).id
  staff = await staffSignedIn(visitor())
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
    const body = signUp({ email, password, password_confirmation: password })
    expect(await callStatus('post /register', fresh, '/register', body)).toBe(201)
    expect(await callStatus('post /login', fresh, '/login', { email, password: 'wrong-password' })).toBe(422)
    expect(await callStatus('post /login', fresh, '/login', { email, password })).toBe(200)
    expect(await callStatus('post /login', fresh, '/login', {}, { 'x-xsrf-token': '' })).toBe(419)
    expect(await callStatus('post /logout', fresh, '/logout')).toBe(204)
    expect(await callStatus('post /forgot-password', anon, '/forgot-password', { email: 'x' })).toBe(422)
    expect(await callStatus('post /forgot-password', anon, '/forgot-password', { email })).toBe(200)
    const resetBody = (token: string) => ({ token, email, password, password_confirmation: password })
    expect(await callStatus('post /reset-password', anon, '/reset-password', resetBody('nope'))).toBe(422)
    const token = randomBytes(32).toString('base64url')
    const hash = createHash('sha256').update(token).digest('hex')
    await (
      await db()
    ).query(
      "update members set reset_password_token = $1, reset_password_expiration = now() + interval '1 hour' where lower(email) = $2",
      [hash, email],
    )
    expect(await callStatus('post /reset-password', anon, '/reset-password', resetBody(token))).toBe(200)
    expect(await callStatus('post /email/resend', anon, '/email/resend')).toBe(401)
    expect(await callStatus('post /email/resend', member, '/email/resend')).toBe(202)
    const verify = new URL(verificationLink(memberId, memberEmail))
    expect(await callStatus('get /api/email/verify/{id}/{hash}', anon, `/api/email/verify/${memberId}/nope`)).toBe(403)
    expect(await callStatus('get /api/email/verify/{id}/{hash}', anon, verify.pathname + verify.search)).toBe(302)
    expect(await callStatus('post /email/resend', member, '/email/resend')).toBe(204)
    for (const [key, url] of [
      ['get /api/user', '/api/user'],
      ['get /api/profile', '/api/profile'],
    ]) {
      expect(await callStatus(key, anon, url)).toBe(401)
      expect(await callStatus(key, member, url)).toBe(200)
    }
  })

  it('your data: the export and deleting the account', async () => {
    expect(await callStatus('get /api/profile/export', anon, '/api/profile/export')).toBe(401)
    expect(await callStatus('get /api/profile/export', member, '/api/profile/export')).toBe(200)
    expect(await callStatus('get /api/profile/export', member, '/api/profile/export?format=csv')).toBe(200)
    expect(await callStatus('get /api/profile/export', member, '/api/profile/export?format=pdf')).toBe(422)
    const doomed = await signedIn(uniqueEmail('openapi-delete'), 'a-good-password')
    expect(await callStatus('post /api/profile/delete', anon, '/api/profile/delete', { current_password: 'x' })).toBe(
      401,
    )
    expect(
      await callStatus('post /api/profile/delete', doomed, '/api/profile/delete', {
        current_password: 'wrong-password',
      }),
    ).toBe(422)
    expect(
      await callStatus('post /api/profile/delete', doomed, '/api/profile/delete', {
        current_password: 'a-good-password',
      }),
    ).toBe(200)
  })

  it('profile', async () => {
    expect(await callStatus('get /api/profile/avatar', anon, '/api/profile/avatar')).toBe(401)
    expect(await callStatus('get /api/profile/avatar', member, '/api/profile/avatar')).toBe(404)
    expect(await callStatus('post /api/profile', member, '/api/profile', {})).toBe(422)
    const form = new FormData()
    for (const [k, v] of Object.entries({ name: 'Ana', surname: 'Lima', country: 'PT', email: memberEmail }))
      form.append(k, v)
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 20, b: 40 } } })
      .png()
      .toBuffer()
    form.append('image', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }))
    expect(await callStatus('post /api/profile', member, '/api/profile', form)).toBe(200)
    expect(await callStatus('get /api/profile/avatar', member, '/api/profile/avatar')).toBe(200)
    expect(await callStatus('get /api/email/change/{id}', anon, `/api/email/change/${memberId}?to=x`)).toBe(403)
    const next = uniqueEmail('openapi-next')
    const change = new URL(emailChangeLink(memberId, memberEmail, next))
    // Followed by the member's own browser, which keeps its session (the others end).
    expect(await callStatus('get /api/email/change/{id}', member, change.pathname + change.search)).toBe(302)
    memberEmail = next
  })

  it('settings and place', async () => {
    await call('get /api/settings', anon, '/api/settings')
    await call('get /api/settings/countries', anon, '/api/settings/countries')
    expect(await callStatus('post /api/settings/set-locale/{locale}', anon, '/api/settings/set-locale/xx-nope')).toBe(
      422,
    )
    expect(await callStatus('post /api/settings/set-locale/{locale}', anon, '/api/settings/set-locale/en')).toBe(200)
    await call('get /api/get-client-ip-address', anon, '/api/get-client-ip-address')
    expect(await callStatus('post /api/geolocation', anon, '/api/geolocation', { latitude: 200 })).toBe(422)
    expect(
      await callStatus('post /api/geolocation', anon, '/api/geolocation', { latitude: 38.7, longitude: -9.1 }),
    ).toBe(200)
    expect(await callStatus('post /api/tracking', anon, '/api/tracking', { session: 'nope' })).toBe(422)
    expect(
      await callStatus('post /api/tracking', anon, '/api/tracking', { session: 'sess-abcdefghi', country: 'PT' }),
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
      await callStatus('get /api/wines/detail/{slug}', anon, `/api/wines/detail/${wines[0].slug}?country=US`),
    ).toBe(200)
    expect(await callStatus('get /api/wines/detail/{slug}', anon, '/api/wines/detail/no-such-wine?country=US')).toBe(
      404,
    )
    const withFood = wines.find((w) => w.foods.length > 0)!
    for (const [key, url] of [
      ['get /api/wines/preview/{id}', `/api/wines/preview/${wines[0].id}`],
      ['get /api/foods/preview/{id}', `/api/foods/preview/${withFood.foods[0].id}`],
    ]) {
      expect(await callStatus(key, anon, url)).toBe(404)
      expect(await callStatus(key, staff, url)).toBe(200)
    }
    for (const collection of ['discovers', 'enjoys', 'shops']) {
      const items = await data<{ id: string }[]>(
        await call(`get /api/${collection}/{country}`, anon, `/api/${collection}/US`),
      )
      expect(
        await callStatus(`get /api/${collection}/preview/{id}`, anon, `/api/${collection}/preview/${items[0].id}`),
      ).toBe(404)
      expect(
        await callStatus(`get /api/${collection}/preview/{id}`, staff, `/api/${collection}/preview/${items[0].id}`),
      ).toBe(200)
    }
    const clubs = await data<{ id: string }[]>(await call('get /api/clubs', anon, '/api/clubs?country=US'))
    expect(await callStatus('get /api/clubs/preview/{id}', anon, `/api/clubs/preview/${clubs[0].id}`)).toBe(404)
    expect(await callStatus('get /api/clubs/preview/{id}', staff, `/api/clubs/preview/${clubs[0].id}`)).toBe(200)
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
    expect(await callStatus('get /api/promotions/preview/{id}', anon, `/api/promotions/preview/${promotionId}`)).toBe(
      404,
    )
    if (promotions[0])
      expect(
        await callStatus('get /api/promotions/preview/{id}', staff, `/api/promotions/preview/${promotionId}`),
      ).toBe(200)
    const sellers = await data<{ id: string }[]>(
      await call('post /api/sellers', anon, '/api/sellers', { country: 'GB' }),
    )
    expect(await callStatus('post /api/sellers', anon, '/api/sellers', { country: 'United States' })).toBe(422)
    expect(await callStatus('post /api/sellers', anon, '/api/sellers', new Raw('{not json'))).toBe(400)
    expect(await callStatus('get /api/sellers/preview/{id}', staff, `/api/sellers/preview/${sellers[0].id}`)).toBe(200)
    expect(await callStatus('get /api/sellers/preview/{id}', anon, `/api/sellers/preview/${sellers[0].id}`)).toBe(404)
    const popup = await data<{ id: string } | null>(await call('get /api/popup', anon, '/api/popup?country=US'))
    await call('get /api/popup', anon, '/api/popup?country=NZ')
    if (popup) {
      expect(await callStatus('get /api/popup/preview/{id}', anon, `/api/popup/preview/${popup.id}`)).toBe(404)
      expect(await callStatus('get /api/popup/preview/{id}', staff, `/api/popup/preview/${popup.id}`)).toBe(200)
    }
    const other = await data<{ id: string } | null>(
      await call('post /api/popup-others', anon, '/api/popup-others', { country: 'PT' }),
    )
    if (other) {
      expect(
        await callStatus('get /api/popup-others/preview/{id}', anon, `/api/popup-others/preview/${other.id}`),
      ).toBe(404)
      expect(
        await callStatus('get /api/popup-others/preview/{id}', staff, `/api/popup-others/preview/${other.id}`),
      ).toBe(200)
    }
    expect(await callStatus('post /api/popup-others', anon, '/api/popup-others', { country: 42 })).toBe(422)
    // Every call of the contract is exercised above: the popups' previews need the demo's popups.
    expect(popup && other).toBeTruthy()
  })

  it('members', async () => {
    const [wine] = await data<{ id: string }[]>(await new Client().get('/api/wines/US'))
    const passport = `/api/wines/${wine.id}/passport`
    expect(await callStatus('post /api/wines/{id}/passport', anon, passport, { wine_rating: 4 })).toBe(401)
    expect(
      await callStatus('post /api/wines/{id}/passport', member, '/api/wines/nope/passport', { wine_rating: 4 }),
    ).toBe(404)
    expect(await callStatus('post /api/wines/{id}/passport', member, passport, { wine_rating: 9 })).toBe(422)
    expect(await callStatus('post /api/wines/{id}/passport', member, passport, new Raw('{not json'))).toBe(400)
    expect(
      await callStatus('post /api/wines/{id}/passport', member, passport, { wine_rating: 4, colour_rating: 3 }),
    ).toBe(201)
    expect(await callStatus('post /api/wines/{id}/passport', member, passport, { comment: 'Fresh.' })).toBe(200)
    for (const [key, url] of [
      ['get /api/passports', '/api/passports'],
      ['get /api/palates', '/api/palates'],
    ]) {
      expect(await callStatus(key, anon, url)).toBe(401)
      expect(await callStatus(key, member, url)).toBe(200)
    }
    expect(
      await callStatus('post /api/palates-temp', anon, '/api/palates-temp', {
        wine_id: wine.id,
        colour: 4,
        aroma: 3,
        flavour: 5,
      }),
    ).toBe(200)
    expect(await callStatus('post /api/palates-temp', anon, '/api/palates-temp', { wine_id: wine.id, colour: 9 })).toBe(
      422,
    )
    expect(
      await callStatus('post /api/palates-temp', anon, '/api/palates-temp', {
        wine_id: '00000000-0000-4000-8000-000000000000',
        colour: 4,
        aroma: 3,
        flavour: 5,
      }),
    ).toBe(404)
  })

  // Without a provider configured here (api-social.test.ts runs a real one): the answers of each call.
  it('social sign-in', async () => {
    expect(await callStatus('get /api/auth/providers', anon, '/api/auth/providers')).toBe(200)
    expect(await callStatus('get /api/auth/{provider}/start', anon, '/api/auth/nobody/start')).toBe(404)
    expect(
      await callStatus('get /api/auth/{provider}/callback', anon, '/api/auth/nobody/callback?code=a&state=b'),
    ).toBe(302)
    expect(
      await callStatus('post /api/auth/{provider}/callback', anon, '/api/auth/nobody/callback', {
        code: 'a',
        state: 'b',
      }),
    ).toBe(302)
    expect(await callStatus('get /api/auth/pending', anon, '/api/auth/pending')).toBe(404)
    expect(await callStatus('post /api/auth/complete', anon, '/api/auth/complete', {})).toBe(404)
  })

  it('left no documented call out', async () => {
    expect(await uncalled()).toEqual([])
  })
})
