/**
 * Your data in your hands (docs/decisions.md, Beyond the spec): GET /api/profile/export (everything held about the member, as
 * JSON, or their passport as CSV) and POST /api/profile/delete (after the password; afterwards nothing
 * of the member is left in any table of the database).
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { db, send, signedIn, testPayload, uniqueEmail, visitor, withCsrf } from '../helpers/apiClient'
import en from '../../locales/en.json' with { type: 'json' }

beforeAll(async () => {
  await testPayload()
})

async function member() {
  const email = uniqueEmail('your-data')
  const c = await signedIn(email, 'a-good-password')
  const me = (await (await c.get('/api/user')).json()).data as { id: string }
  const [first, second] = ((await (await c.get('/api/wines/PT')).json()).data as { id: string; name: string }[]).slice(
    0,
    2,
  )
  expect(
    (
      await send(c, 'POST', `/api/wines/${first.id}/passport`, {
        wine_rating: 5,
        colour_rating: 4,
        comment: '=HYPERLINK("http://x.example") smoky, "long" finish',
      })
    ).status,
  ).toBe(201)
  expect((await send(c, 'POST', `/api/wines/${second.id}/passport`, { wine_rating: 2 })).status).toBe(201)
  expect(
    (await send(c, 'POST', '/api/tracking', { session: 'sess-abcDEF123', country: 'PT', locale: 'pt' })).status,
  ).toBe(201)
  const picture = new FormData()
  for (const [k, v] of Object.entries({ id: me.id, name: 'Rita', surname: 'Lobo', country: 'PT', email }))
    picture.append(k, v)
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer()
  picture.append('image', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }))
  expect((await send(c, 'POST', '/api/profile', picture)).status).toBe(200)
  return { c, email, id: me.id, first, second }
}

describe('GET /api/profile/export', () => {
  it('needs a session', async () => {
    expect((await visitor().get('/api/profile/export')).status).toBe(401)
  })

  it('gives everything held about the member as a JSON download', async () => {
    const { c, email, id, first } = await member()
    const res = await c.get('/api/profile/export')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wine-compass-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    const data = await res.json()
    expect(data.profile).toMatchObject({
      id,
      email,
      name: 'Rita',
      surname: 'Lobo',
      country: 'PT',
      has_picture: true,
      legal: true,
      terms: true,
    })
    expect(data.passport).toHaveLength(2)
    expect(data.passport.find((p: { wine: { id: string } }) => p.wine.id === first.id)).toMatchObject({
      wine: { name: first.name },
      wine_rating: 5,
      colour_rating: 4,
    })
    expect(Object.keys(data.palate.user_palate)).toHaveLength(6)
    expect(data.sign_ins).toHaveLength(1)
    expect(data.sign_ins[0]).toMatchObject({
      signed_in_at: expect.stringMatching(/^\d{4}-/),
      expires_at: expect.any(String),
    })
    expect(data.visits).toEqual([expect.objectContaining({ country: 'PT', language: 'pt' })])
  })

  it('gives the passport as CSV a spreadsheet opens safely, and refuses other formats', async () => {
    const { c, first } = await member()
    const res = await c.get('/api/profile/export?format=csv')
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const csv = await res.text()
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('wine,harvest,overall,colour,aroma,flavour,note,rated_at,changed_at')
    expect(lines).toHaveLength(3)
    // Quoted (a comma and quotes inside), quotes doubled, and a formula neutralised with an apostrophe.
    expect(lines.find((l) => l.startsWith(first.name))).toContain(
      `,5,4,,,"'=HYPERLINK(""http://x.example"") smoky, ""long"" finish",`,
    )
    const bad = await c.get('/api/profile/export?format=xml')
    expect(bad.status).toBe(422)
  })
})

describe('POST /api/profile/delete', () => {
  it('needs a session, the CSRF token and the right password, and keeps everything when refused', async () => {
    const anon = await withCsrf(visitor())
    expect((await send(anon, 'POST', '/api/profile/delete', { current_password: 'x' })).status).toBe(401)
    const { c } = await member()
    expect((await c.request('POST', '/api/profile/delete', { current_password: 'a-good-password' })).status).toBe(419)
    const empty = await send(c, 'POST', '/api/profile/delete', {})
    expect(empty.status).toBe(422)
    expect((await empty.json()).errors.current_password).toEqual([en.api.validation['delete-password-required']])
    const wrong = await send(c, 'POST', '/api/profile/delete', { current_password: 'not-my-password' })
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).errors.current_password).toEqual([en.api.validation['current-password-wrong']])
    expect((await c.get('/api/user')).status).toBe(200)
    expect(((await (await c.get('/api/passports')).json()).data as unknown[]).length).toBe(2)
  })

  it('deletes the member and everything tied to them: no table keeps their id or address', async () => {
    const { c, email, id } = await member()
    const pool = await db()
    // A social sign-in linked to the account (api-social.test.ts makes them through a real provider).
    await pool.query("insert into identities (member_id, provider, subject, email) values ($1, 'test', $2, $3)", [
      id,
      `subject-of-${id}`,
      email,
    ])
    const before = await tablesMentioning(pool, id, email)
    expect(before).toEqual(
      expect.arrayContaining(['members', 'passports', 'sessions', 'avatars', 'tracking_records', 'identities']),
    )

    const res = await send(c, 'POST', '/api/profile/delete', { current_password: 'a-good-password' })
    expect(res.status).toBe(200)
    expect((await res.json()).message).toBe('Your account has been deleted.')
    expect(res.headers.get('set-cookie')).toMatch(/wine_compass_session=;/)
    expect((await c.get('/api/user')).status).toBe(401)
    expect(await tablesMentioning(pool, id, email)).toEqual([])
    // The address is free again.
    expect((await signedIn(email, 'another-good-password')).cookies.size).toBeGreaterThan(0)
  })
})

/** Every table of the database with a row whose text contains the member's id or email address. */
async function tablesMentioning(pool: Awaited<ReturnType<typeof db>>, id: string, email: string): Promise<string[]> {
  const { rows: tables } = await pool.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  )
  const found: string[] = []
  for (const { name } of tables) {
    const { rows } = await pool.query(`select 1 from "${name}" t where t::text ilike $1 or t::text ilike $2 limit 1`, [
      `%${id}%`,
      `%${email}%`,
    ])
    if (rows.length) found.push(name)
  }
  return found.sort()
}
