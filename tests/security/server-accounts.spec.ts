/**
 * The security review (docs/decisions.md, Safe to deploy) on accounts, against the production server: body size limits,
 * uploads, the email change and staff accounts. Each test failed on 832d8a9.
 */
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { DECLARED_CALLS } from '../../src/contract/api/calls'
import en from '../../locales/en.json' with { type: 'json' }
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { linkIn, outboxMail } from '../helpers/mail'
import { Client, newMember, raw } from '../helpers/http'

test.describe('7. body size limits before anything reads the body', () => {
  const MB = Buffer.alloc(1024 * 1024, 'a')
  const json = Buffer.concat([Buffer.from('{"email":"'), MB, Buffer.from('"}')])
  const fill = (path: string) =>
    path.replace(/\{[^}]+\}/g, (k) => (k === '{country}' ? 'US' : k === '{locale}' ? 'en' : 'x'))
  const endpoints = [
    ...DECLARED_CALLS.filter((r) => r.method !== 'get').map((r) => ({
      method: r.method.toUpperCase(),
      path: fill(r.path),
    })),
    ...[
      '/cms-api/users/login',
      '/cms-api/users/forgot-password',
      '/cms-api/users/first-register',
      '/cms-api/members',
      '/cms-api/wines',
      '/cms-api/media',
      '/cms-api/passports',
      '/admin/login',
    ].map((path) => ({ method: 'POST', path })),
    { method: 'PATCH', path: '/cms-api/wines/00000000-0000-0000-0000-000000000000' },
  ]
  test(`a 1 MB JSON body gets 413 on every JSON endpoint (${endpoints.length} endpoints)`, async () => {
    expect(endpoints.length).toBeGreaterThan(20)
    for (const e of endpoints) {
      const res = await raw(e.method, e.path, {
        headers: {
          'content-type': 'application/json',
          'content-length': json.length,
          cookie: 'payload-token=forged.jwt.value',
        },
        body: json,
      })
      expect(res.status, `${e.method} ${e.path}`).toBe(413)
    }
  })

  test('a body without a length is refused (411), a small one passes', async () => {
    const res = await raw('POST', '/cms-api/users/login', {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: '{}',
    })
    expect(res.status).toBe(411)
    const c = await new Client().csrf()
    expect((await c.post('/login', { email: 'a@b.cd', password: 'x'.repeat(9) })).status).toBe(422)
  })
})

test.describe('8 and 9. uploads', () => {
  test('a media document without its file is refused, also for staff, in their language, and nothing is stored', async () => {
    const staff = new Client()
    expect((await staff.post('/cms-api/users/login', DEMO_STAFF)).status).toBe(200)
    const before = (await (await staff.get('/cms-api/media?limit=1&depth=0')).json()).totalDocs
    // A made-up stored file named in the fields: only the seed's shipped pictures may come without one.
    const res = await staff.post('/cms-api/media', {
      alt: 'no file',
      filename: 'norte-probe-0000000000000000.webp',
      mimeType: 'image/webp',
      width: 10,
      height: 10,
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toMatch(/No files were uploaded/)
    expect((await (await staff.get('/cms-api/media?limit=1&depth=0')).json()).totalDocs).toBe(before)
  })

  test('an SVG from /media carries a sandboxing CSP and nosniff', async () => {
    const staff = new Client()
    const login = await staff.post('/cms-api/users/login', DEMO_STAFF)
    expect(login.status).toBe(200)
    const upload = (svg: string) => {
      const form = new FormData()
      form.set('file', new Blob([svg], { type: 'image/svg+xml' }), `probe-${Date.now()}.svg`)
      form.set('_payload', JSON.stringify({ alt: 'probe' }))
      return staff.request('POST', '/cms-api/media', form)
    }
    // Payload refuses an SVG with a script outright; any SVG that is served (one uploaded before that
    // check, or with a trick it misses) still runs nothing: the CSP sandboxes it.
    expect(
      (await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>')).status,
    ).toBe(400)
    const up = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    expect(up.status, await up.clone().text()).toBe(201)
    const doc = (await up.json()).doc
    try {
      const res = await raw('GET', `/media/${doc.filename}`)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toContain('image/svg+xml')
      expect(res.headers['content-security-policy']).toMatch(/\bsandbox\b/)
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    } finally {
      await staff.request('DELETE', `/cms-api/media/${doc.id}`)
    }
  })

  test('avatars are private: not in the media list, not at /media, only their owner reads them', async () => {
    const { client, email } = await newMember()
    const me = (await (await client.get('/api/user')).json()).data
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6d1a36' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('id', me.id)
    form.set('name', 'Sam')
    form.set('surname', 'Okafor')
    form.set('country', 'US')
    form.set('email', email)
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png')
    const saved = await client.post('/api/profile', form)
    expect(saved.status).toBe(200)
    const image: string = (await saved.json()).data.image
    expect(image).toMatch(/^\/api\/profile\/avatar\?v=/)
    const own = await client.get(image)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/png')
    // Anyone else: nothing.
    expect((await new Client().get(image)).status).toBe(401)
    const other = (await newMember()).client
    expect((await other.get(image)).status).toBe(404)
    // The anonymous media list holds no avatar, by id, name or file name.
    const list = await (await new Client().get('/cms-api/media?limit=100&depth=0')).text()
    expect(list).not.toContain(me.id)
    expect(list).not.toContain('Okafor')
    expect(list).not.toContain('avatar-')
    expect((await new Client().get('/cms-api/avatars')).status).toBe(403)
  })
})

test.describe('10. email change', () => {
  test('needs the current password; the new address confirms; the old one is told; other sessions end', async () => {
    const { client, email, password } = await newMember()
    const other = await new Client().signIn(email, password)
    const me = (await (await client.get('/api/user')).json()).data
    const newEmail = email.replace('@', '-new@')
    const change = (extra: Record<string, string>) => {
      const f = new FormData()
      for (const [k, v] of Object.entries({
        id: me.id,
        name: 'Sam',
        surname: 'Okafor',
        country: 'US',
        email: newEmail,
        ...extra,
      }))
        f.set(k, v)
      return client.post('/api/profile', f)
    }
    const missing = await change({})
    expect(missing.status).toBe(422)
    expect((await missing.json()).errors.current_password).toEqual([en.api.validation['current-password-required']])
    const wrong = await change({ current_password: 'not-my-password' })
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).errors.current_password).toEqual([en.api.validation['current-password-wrong']])

    const since = Date.now()
    const ok = await change({ current_password: password })
    expect(ok.status).toBe(200)
    const body = await ok.json()
    expect(body.email_pending).toBe(newEmail)
    expect(body.data.email).toBe(email)
    // Not the login yet.
    expect((await (await client.get('/api/user')).json()).data.email).toBe(email)

    let mail = null
    await expect
      .poll(async () => (mail = await outboxMail(newEmail, since, /email\/change/)) !== null, { timeout: 15_000 })
      .toBe(true)
    const link = new URL(linkIn(mail!, '/api/email/change/')!)
    const follow = await client.get(link.pathname + link.search)
    expect(follow.status).toBe(302)
    expect(follow.headers.get('location')).toBe('/?email-changed=1')
    expect((await (await client.get('/api/user')).json()).data.email).toBe(newEmail)
    // The other browser's session ended; a second visit changes nothing (and revives no session).
    expect((await other.get('/api/user')).status).toBe(401)
    expect((await client.get(link.pathname + link.search)).status).toBe(302)
    expect((await other.get('/api/user')).status).toBe(401)
    await expect
      .poll(async () => (await outboxMail(email, since, new RegExp(newEmail.replace(/[.+]/g, '\\$&')))) !== null, {
        timeout: 15_000,
      })
      .toBe(true)
  })
})

test.describe('11. your data (docs/decisions.md, Beyond the spec)', () => {
  test('the export is one’s own only, the delete needs the CSRF token and the password, and a deleted member cannot sign in', async () => {
    expect((await new Client().get('/api/profile/export')).status).toBe(401)
    const { client, email, password } = await newMember()
    const other = await newMember()
    const mine = await (await client.get('/api/profile/export')).json()
    expect(mine.profile.email).toBe(email)
    // No id to ask for: another member's export is their own, never this one.
    expect((await (await other.client.get(`/api/profile/export?id=${mine.profile.id}`)).json()).profile.email).not.toBe(
      email,
    )
    expect(
      (
        await client.request(
          'POST',
          '/api/profile/delete',
          { current_password: password },
          { 'x-xsrf-token': 'forged' },
        )
      ).status,
    ).toBe(419)
    expect((await client.post('/api/profile/delete', { current_password: 'nope-nope-nope' })).status).toBe(422)
    expect((await client.post('/api/profile/delete', { current_password: password })).status).toBe(200)
    expect((await client.get('/api/user')).status).toBe(401)
    const again = await new Client().csrf()
    expect((await again.post('/login', { email, password })).status).toBe(422)
  })
})

test.describe('12. staff accounts', () => {
  test('Payload REST login is limited per address', async () => {
    const c = new Client()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++)
      statuses.push(
        (await c.post('/cms-api/users/login', { email: `nobody-${i}@example.com`, password: 'wrong-password-x' }))
          .status,
      )
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
  })

  test('short or common staff passwords are refused', async () => {
    const staff = new Client()
    expect((await staff.post('/cms-api/users/login', DEMO_STAFF)).status).toBe(200)
    for (const password of ['abc', 'short-pass', 'password1234', 'qwertyuiop12']) {
      const res = await staff.post('/cms-api/users', { email: `weak-${Date.now()}@example.com`, password })
      expect(res.status, password).toBe(400)
    }
    // In the staff member's admin language (docs/decisions.md, Every language first-class).
    staff.cookies.set('payload-lng', 'de')
    const german = await staff.post('/cms-api/users', {
      email: `weak-${Date.now()}@example.com`,
      password: 'short-pass',
    })
    expect(german.status).toBe(400)
    expect(JSON.stringify(await german.json())).toContain('Verwenden Sie mindestens 12')
  })
})
