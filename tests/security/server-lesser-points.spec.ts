/**
 * The security review (docs/decisions.md, Safe to deploy), its lesser points, against the production server
 * (`npm start`'s script, the built bundle): REST access and limits, the tracked address, the snapshot's
 * cache, NUL characters and the sign-up's names and passwords. The main points: server.spec.ts.
 */
import { expect, test } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { Client, newMember, raw } from '../helpers/http'
import { signUp } from '../helpers/accounts'
import { shortenedIp } from '../../cms/api/net'

test.describe('13. lesser points', () => {
  test('the passports REST create refuses another member', async () => {
    const { client } = await newMember()
    // Members have no Payload session: REST create is for staff; a member cannot reach it either way.
    const res = await client.post('/cms-api/passports', {
      member: '00000000-0000-0000-0000-000000000000',
      wine: '00000000-0000-0000-0000-000000000000',
      wine_rating: 5,
    })
    expect([401, 403]).toContain(res.status)
  })

  test('tracking keeps the address the server saw, shortened, not the one sent', async () => {
    const c = await new Client().csrf()
    const res = await c.post('/api/tracking', {
      session: `sess-${'a'.repeat(9)}`,
      ip: '203.0.113.99',
      locale: 'en',
      country: 'US',
    })
    expect(res.status).toBe(201)
    const staff = new Client()
    await staff.post('/cms-api/users/login', DEMO_STAFF)
    const id = (await res.json()).data.id
    const doc = await (await staff.get(`/cms-api/tracking-records/${id}`)).json()
    expect(doc.ip).toBe(shortenedIp(c.ip))
  })

  test('anonymous REST lists are bounded', async () => {
    const res = await new Client().get('/cms-api/wines?limit=100000&depth=10&pagination=false')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.limit).toBeLessThanOrEqual(100)
  })

  test('the snapshot is served from cache until content changes', async () => {
    const a = await raw('GET', '/cms-api/snapshot')
    const b = await raw('GET', '/cms-api/snapshot')
    expect(a.status).toBe(200)
    expect(b.body.equals(a.body)).toBe(true)
    expect(b.ms).toBeLessThan(Math.max(50, a.ms))
  })

  test('a NUL character is a 4xx, not a failed query (found by sqlmap, bench/security.md)', async () => {
    for (const path of [
      '/cms-api/wines?where%5Bslug%5D%5Bequals%5D=%2Fe%00&limit=5',
      '/cms-api/wines?where%5Bslug%5D%5Blike%5D=%00',
      '/cms-api/wines?where%5Bslug%5D%5Bin%5D=a,%00',
    ]) {
      expect((await raw('GET', path)).status, path).toBe(400)
    }
    const c = await new Client().csrf()
    const res = await c.post('/register', signUp({ name: 'Nul\u0000', country: 'US' }))
    expect(res.status).toBe(422)
    expect(Object.keys((await res.json()).errors)).toEqual(['name'])
    expect(
      (
        await raw('POST', '/cms-api/users/login', {
          headers: { 'content-type': 'application/json' },
          body: '{"email":"a\\u0000@b.cd","password":"x"}',
        })
      ).status,
    ).toBe(400)
  })

  test('a one-character family name in a script without case signs up; a one-letter Latin one does not (docs/decisions.md, Every language first-class)', async () => {
    const c = await new Client().csrf()
    const ok = await c.post('/register', signUp({ name: '娜', surname: '王', country: 'US' }))
    expect(ok.status).toBe(201)
    expect((await (await c.get('/api/user')).json()).data).toMatchObject({ name: '娜', surname: '王' })
    const latin = await new Client().csrf()
    const short = await latin.post('/register', signUp({ surname: 'S', country: 'US' }))
    expect(short.status).toBe(422)
    expect((await short.json()).errors).toEqual({ surname: [en.api.validation['surname-min']] })
  })

  test('a common password is refused at sign-up', async () => {
    const c = await new Client().csrf()
    const res = await c.post(
      '/register',
      signUp({ password: 'password123', password_confirmation: 'password123', country: 'US' }),
    )
    expect(res.status).toBe(422)
    expect((await res.json()).errors.password).toEqual([en.api.validation['password-common']])
  })
})
