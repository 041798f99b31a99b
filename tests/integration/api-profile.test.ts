/**
 * POST /api/profile: a session needed (401) and one's own id (403), the avatar re-encoded without its
 * metadata, and an email change that waits for the link mailed to the new address.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'
import { EN, PT } from '../helpers/accounts'
import { send, signedIn, testPayload, uniqueEmail, visitor, withCsrf } from '../helpers/apiClient'

beforeAll(async () => {
  await testPayload()
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
  it("needs a session (401) and refuses someone else's id (403)", async () => {
    const anon = await withCsrf(visitor())
    expect((await send(anon, 'POST', '/api/profile', profileForm({ name: 'Xx' }))).status).toBe(401)
    const c = await signedIn()
    const other = await send(
      c,
      'POST',
      '/api/profile',
      profileForm({
        id: '00000000-0000-4000-8000-000000000000',
        name: 'Marta',
        surname: 'Sousa',
        country: 'PT',
        email: uniqueEmail('x'),
      }),
    )
    expect(other.status).toBe(403)
  })

  it('updates the profile and stores the avatar re-encoded without metadata', async () => {
    const email = uniqueEmail('profile')
    const c = await signedIn(email)
    const me = (await (await c.get('/api/user')).json()).data
    const bytes = await png(640, 480, true)
    expect((await sharp(bytes).metadata()).exif).toBeDefined()
    const res = await send(
      c,
      'POST',
      '/api/profile',
      profileForm(
        { id: me.id, name: 'Joana', surname: 'Pereira', country: 'ES', email, keep_me_update: 'true' },
        { bytes, name: 'me.txt', type: 'text/plain' },
      ),
    )
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ message: 'Profile updated successfully', email_changed: false })
    expect(body.data).toMatchObject({ name: 'Joana', surname: 'Pereira', country: 'ES', email, keep_me_update: true })
    // Private: served to its owner by the API, stored under a random name outside the public media.
    expect(body.data.image).toMatch(/^\/api\/profile\/avatar\?v=[0-9a-f-]{36}$/)
    const avatar = await (
      await testPayload()
    ).findByID({
      collection: 'avatars',
      id: new URL(body.data.image, 'http://x').searchParams.get('v')!,
      overrideAccess: true,
    })
    expect(avatar.filename).toMatch(/^[0-9a-f-]{36}\.(png|jpg)$/)
    const stored = await readFile(path.join(process.env.DATA_DIR!, 'avatars', String(avatar.filename)))
    expect(Buffer.from(await (await c.get(body.data.image)).arrayBuffer()).equals(stored)).toBe(true)
    const meta = await sharp(stored).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.width).toBe(640)
  })

  it('refuses a sixth wrong current password in 15 minutes (429), while the member stays signed in', async () => {
    const c = await signedIn(uniqueEmail('guessing'), 'a-good-password')
    const me = (await (await c.get('/api/user')).json()).data
    const form = profileForm({
      id: me.id,
      name: 'Marta',
      surname: 'Sousa',
      country: 'PT',
      email: uniqueEmail('elsewhere'),
      current_password: 'not-the-password',
    })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await send(c, 'POST', '/api/profile', form)).status)
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
    expect((await c.get('/api/user')).status).toBe(200)
  })

  it('changes the email only with the current password and after the link mailed to the new address', async () => {
    const email = uniqueEmail('changing')
    const c = await signedIn(email, 'a-good-password')
    const me = (await (await c.get('/api/user')).json()).data
    const next = uniqueEmail('changed')
    const form = (extra: Record<string, string> = {}) =>
      profileForm({ id: me.id, name: 'Marta', surname: 'Sousa', country: 'PT', email: next, ...extra })
    const missing = await send(c, 'POST', '/api/profile', form())
    expect(missing.status).toBe(422)
    expect((await missing.json()).errors).toEqual({
      current_password: ['Please enter your current password to change your email address'],
    })
    const wrong = await send(c, 'POST', '/api/profile', form({ current_password: 'not-the-password' }))
    expect((await wrong.json()).errors).toEqual({ current_password: ['The current password is not correct.'] })
    const res = await send(c, 'POST', '/api/profile', form({ current_password: 'a-good-password' }))
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      message: `We sent a link to ${next}. Your email address changes when you follow it.`,
      email_changed: false,
      email_pending: next,
    })
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

  for (const [locale, t] of [
    ['en', EN],
    ['pt', PT],
  ] as const) {
    it(`refuses bad fields and pictures with their messages (${locale}) and saves nothing`, async () => {
      const email = uniqueEmail('bad-profile')
      const c = await signedIn(email, 'a-good-password', { 'accept-language': locale })
      const before = (await (await c.get('/api/user')).json()).data
      const media = async () => (await testPayload()).count({ collection: 'media' })
      const mediaBefore = (await media()).totalDocs

      const empty = await send(c, 'POST', '/api/profile', profileForm({}))
      expect(empty.status).toBe(422)
      expect((await empty.json()).errors).toEqual({
        name: [t.name],
        surname: [t.surname],
        country: [t.country],
        email: [t.email],
      })

      const fields = { name: 'J', surname: 'P', country: 'ZZ', email: 'bad' }
      expect((await (await send(c, 'POST', '/api/profile', profileForm(fields))).json()).errors).toEqual({
        name: [t.nameMin],
        surname: [t.surnameMin],
        country: [t.countryInvalid],
        email: [t.emailInvalid],
      })
      const ok = { name: 'Changed', surname: 'Name', country: 'FR', email }
      expect(
        (await (await send(c, 'POST', '/api/profile', profileForm({ ...ok, email: DEMO_MEMBER.email }))).json()).errors,
      ).toEqual({ email: [t.taken] })

      // Not pictures, whatever their names and types say: a script, a GIF named a JPEG, a PNG cut short.
      const script = new TextEncoder().encode('<?php echo "not an image"; ?>')
      const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0])
      const cutShort = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
      for (const file of [
        { bytes: script, name: 'avatar.png', type: 'image/png' },
        { bytes: gif, name: 'a.jpg', type: 'image/jpeg' },
        { bytes: cutShort, name: 'a.png', type: 'image/png' },
      ]) {
        const res = await send(c, 'POST', '/api/profile', profileForm(ok, file))
        expect(res.status, file.name).toBe(422)
        expect((await res.json()).errors, file.name).toEqual({ image: [t.imageType] })
      }

      for (const size of [2_097_153, 2_400_000]) {
        const big = new Uint8Array(size)
        big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        const res = await send(
          c,
          'POST',
          '/api/profile',
          profileForm(ok, { bytes: big, name: 'big.png', type: 'image/png' }),
        )
        expect(res.status, String(size)).toBe(422)
        expect((await res.json()).errors, String(size)).toEqual({ image: [t.fileGreater] })
      }
      const after = (await (await c.get('/api/user')).json()).data
      expect(after).toEqual(before)
      expect((await media()).totalDocs).toBe(mediaBefore)
    })
  }
})
