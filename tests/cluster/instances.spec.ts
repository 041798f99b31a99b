/**
 * Two production CMS instances on one PostgreSQL behave as one: two ports, one database, one shared
 * data folder (the shared volume of a real deployment: media, the built site), and a small balancer
 * in front that alternates between them. Sessions, rate limits and publishing are shared; uploads live
 * in S3-compatible storage (s3rver, a real S3-protocol server); killing an instance loses no
 * acknowledged write. Each instance is `npm start`'s script in production mode.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { E2E_SMTP_PORT } from '../../playwright.config'
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { startCluster, type Cluster } from '../helpers/cluster'
import { cookieHeader, GATE_PASSED } from '../helpers/cookies'
import { Client, freshIp, newMemberAt } from '../helpers/http'
import { until } from '../helpers/until'
import { stop, type Spawned } from '../security/spawnServer'

const PORTS = { balancer: 3290, a: 3291, b: 3292, s3: 4590 }
const PUBLIC = `http://localhost:${PORTS.balancer}`
const GATE = cookieHeader({ ...GATE_PASSED, country: 'US', locale: 'en' })

let cluster: Cluster
let a: Spawned
let b: Spawned

const publishes = () => (a.output() + b.output()).split('\n').filter((l) => l.includes('[publish] live')).length

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', '..', 'e2e-cluster')
  cluster = await startCluster({
    dataDir,
    pgPort: 54389,
    ports: PORTS,
    env: { SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}` },
  })
  ;({ a, b } = cluster)
})

test.afterAll(async () => cluster?.close())

test('exactly one instance publishes', () => {
  const said = (s: Spawned) => s.output().includes('[cluster] this instance publishes')
  expect([said(a), said(b)]).toEqual([true, false])
})

test('a member signed in on one instance is signed in on the other, and signed out on both', async () => {
  const { client, email } = await newMemberAt(`http://localhost:${PORTS.a}`, PUBLIC)
  const onB = new Client(`http://localhost:${PORTS.b}`, PUBLIC)
  for (const [k, v] of client.cookies) onB.cookies.set(k, v)
  const me = await onB.get('/api/user')
  expect(me.status).toBe(200)
  expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email)
  expect((await onB.post('/logout')).status).toBe(204)
  expect((await client.get('/api/user')).status).toBe(401)
})

test('rate limits count across both instances', async () => {
  // Failed sign-ins for one email from one address: 5 allowed in all (LIMITS.loginFailures), then 429 on either.
  const email = `nobody-${Date.now()}@example.com`
  const statuses: number[] = []
  const ip = freshIp()
  for (let i = 0; i < 7; i++) {
    const c = new Client(`http://localhost:${i % 2 ? PORTS.b : PORTS.a}`, PUBLIC, ip)
    await c.csrf()
    statuses.push((await c.post('/login', { email, password: 'not-the-password' })).status)
  }
  expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429])
})

test("a save on one instance is in the other's API within 2 s and on both sites after one build", async () => {
  const staff = new Client(`http://localhost:${PORTS.b}`, PUBLIC)
  const login = await staff.post('/cms-api/users/login', { email: DEMO_STAFF.email, password: DEMO_STAFF.password })
  expect(login.status).toBe(200)
  const wines = (await (await staff.get('/cms-api/wines?limit=1&depth=0&where[countries][contains]=US')).json()) as {
    docs: { id: string; slug: string }[]
  }
  const wine = wines.docs[0]
  const name = `Cluster ${Date.now().toString(36)}`
  const before = publishes()

  // Saved on B, which does not publish: A must hear of it.
  const saved = await staff.request('PATCH', `/cms-api/wines/${wine.id}`, { name })
  expect(saved.status).toBe(200)
  const t0 = Date.now()
  await until("the new name in A's API", async () => {
    const res = await fetch(`http://localhost:${PORTS.a}/api/wines/detail/${wine.slug}?country=US`)
    return res.ok && ((await res.json()) as { data: { name: string } }).data.name === name
  })
  const apiMs = Date.now() - t0
  expect(apiMs).toBeLessThan(2000)

  const page = (port: number) =>
    fetch(`http://localhost:${port}/explore/${wine.slug}`, { headers: { cookie: GATE } }).then((r) => r.text())
  // Polled side by side: the moment each instance serves the new build.
  const seen: Record<number, number> = {}
  await until(
    'the new name on both sites',
    async () => {
      for (const port of [PORTS.a, PORTS.b])
        if (!seen[port] && (await page(port)).includes(name)) seen[port] = Date.now()
      return seen[PORTS.a] && seen[PORTS.b]
    },
    60_000,
  )
  const switchLag = Math.abs(seen[PORTS.a] - seen[PORTS.b])
  console.log(
    `cluster: API on the other instance ${apiMs} ms after the save; site ${seen[PORTS.b] - t0} ms (B) / ${seen[PORTS.a] - t0} ms (A); switch lag ${switchLag} ms`,
  )
  expect(switchLag).toBeLessThan(2000)
  // One build for the save, by the publishing instance only.
  await new Promise((r) => setTimeout(r, 1500))
  expect(publishes() - before).toBe(1)
  expect(b.output()).not.toContain('[publish] live')
})

test('uploads live in the bucket: a picture and an avatar stored through one instance are served by the other, and deleted', async () => {
  const s3 = cluster.s3!
  const bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  const keys = async (prefix: string) =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map(
      (o) => o.Key ?? '',
    )
  // The seed's pictures went to the bucket too, none to the data folder.
  expect((await keys('media/')).length).toBeGreaterThan(5)
  expect(existsSync(path.join(s3.directory, '..', 'media'))).toBe(false)

  const picture = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 109, g: 26, b: 54 } } })
    .png()
    .toBuffer()
  const staff = new Client(`http://localhost:${PORTS.a}`, PUBLIC)
  expect(
    (await staff.post('/cms-api/users/login', { email: DEMO_STAFF.email, password: DEMO_STAFF.password })).status,
  ).toBe(200)
  const form = new FormData()
  form.append('file', new File([new Uint8Array(picture)], 'cellar.png', { type: 'image/png' }))
  form.append('_payload', JSON.stringify({ alt: 'The cellar' }))
  const t0 = Date.now()
  const created = await staff.request('POST', '/cms-api/media', form)
  expect(created.status).toBe(201)
  const doc = ((await created.json()) as { doc: { id: string; filename: string } }).doc
  const onB = await fetch(`http://localhost:${PORTS.b}/media/${doc.filename}`)
  const roundTrip = Date.now() - t0
  expect(onB.status).toBe(200)
  expect(onB.headers.get('content-type')).toBe('image/webp')
  expect(onB.headers.get('content-security-policy')).toContain('sandbox')
  const bytes = Buffer.from(await onB.arrayBuffer())
  expect([bytes.subarray(0, 4).toString(), bytes.subarray(8, 12).toString()]).toEqual(['RIFF', 'WEBP'])
  expect((await keys('media/')).some((k) => k.endsWith(`/${doc.filename}`))).toBe(true)
  console.log(`cluster: S3 round trip (upload on A, the file served by B) ${roundTrip} ms`)

  // An avatar: stored in the bucket, read back through the API by its owner on the other instance.
  const { client, email } = await newMemberAt(`http://localhost:${PORTS.a}`, PUBLIC)
  const profile = new FormData()
  for (const [k, v] of Object.entries({ name: 'Ana', surname: 'Lima', country: 'PT', email })) profile.append(k, v)
  profile.append('image', new File([new Uint8Array(picture)], 'me.png', { type: 'image/png' }))
  const saved = await client.request('POST', '/api/profile', profile)
  expect(saved.status, await saved.clone().text()).toBe(200)
  expect((await keys('avatars/')).length).toBe(1)
  const avatarOnB = new Client(`http://localhost:${PORTS.b}`, PUBLIC)
  for (const [k, v] of client.cookies) avatarOnB.cookies.set(k, v)
  const avatar = await avatarOnB.get('/api/profile/avatar')
  expect(avatar.status).toBe(200)
  expect(avatar.headers.get('content-type')).toMatch(/^image\//)
  // Never public: the bucket's avatars are not media.
  expect(
    (await fetch(`http://localhost:${PORTS.b}/media/${(await keys('avatars/'))[0].split('/').pop()}`)).status,
  ).toBe(404)

  // Deleted in the admin: gone from the bucket and from the site.
  expect((await staff.request('DELETE', `/cms-api/media/${doc.id}`)).status).toBe(200)
  expect((await keys('media/')).some((k) => k.endsWith(`/${doc.filename}`))).toBe(false)
  expect((await fetch(`http://localhost:${PORTS.b}/media/${doc.filename}`)).status).toBe(404)
})

/**
 * Two new members rating the US wines through the balancer until `stop()`: rating n says `${label} n`.
 * `acked[m]`: per wine, member m's last rating acknowledged (200 or 201); `failures`: every other answer.
 */
async function ratingWriters(label: string) {
  const members = await Promise.all([0, 1].map(() => newMemberAt(PUBLIC, PUBLIC)))
  const { data } = (await (await fetch(`${PUBLIC}/api/wines/US`)).json()) as { data: { id: string }[] }
  const wines = data.map((w) => w.id)
  const acked = members.map(() => new Map<string, number>())
  const failures: string[] = []
  const count = { writes: 0, acknowledged: 0 }
  let running = true
  const write = async (client: Client, m: number) => {
    while (running) {
      const n = ++count.writes
      const wine = wines[n % wines.length]
      const res = await client
        .post(`/api/wines/${wine}/passport`, { wine_rating: (n % 5) + 1, comment: `${label} ${n}` })
        .catch((e: Error) => e)
      if (res instanceof Error || (res.status !== 200 && res.status !== 201)) {
        failures.push(`write ${n}: ${res instanceof Error ? res.message : res.status}`)
        continue
      }
      count.acknowledged++
      acked[m].set(wine, n)
      // Read to the end, so that an answer cut off midway counts as a failure too.
      await res.arrayBuffer().catch((e: Error) => failures.push(`write ${n}: ${e.message}`))
    }
  }
  const streams = members.map((m, i) => write(m.client, i))
  const stop = async () => {
    running = false
    await Promise.all(streams)
  }
  /** Each member's stored comments, by wine. */
  const comments = () =>
    Promise.all(
      members.map(async ({ client }) => {
        const list = (await (await client.get('/api/passports')).json()) as {
          data: { wine: { id: string }; comment: string | null }[]
        }
        return new Map(list.data.map((e) => [e.wine.id, e.comment]))
      }),
    )
  return { acked, failures, count, stop, comments }
}

test('a rolling restart drops nothing: A stopped (SIGTERM) and started again under reads and rating writes, 0 failed, every acknowledged write kept', async () => {
  const writers = await ratingWriters('restart')
  const failures: string[] = []
  let reads = 0
  let stopped = false
  const reader = async (path: string) => {
    while (!stopped) {
      const res = await fetch(`${PUBLIC}${path}`, { headers: { cookie: GATE } }).catch((e: Error) => e)
      if (res instanceof Error || res.status !== 200)
        failures.push(`read ${path}: ${res instanceof Error ? res.message : res.status}`)
      else {
        await res.arrayBuffer()
        reads++
      }
    }
  }
  const readers = [reader('/explore'), reader('/api/wines/US'), reader('/api/settings')]
  await new Promise((r) => setTimeout(r, 1000))
  const t0 = Date.now()
  await stop(a)
  expect(await a.exited).toBe(0)
  expect(a.output()).toMatch(/\[stop\] stopped in \d+ ms/)
  const stoppedMs = Date.now() - t0
  a = await cluster.restart('a')
  await new Promise((r) => setTimeout(r, 1000))
  stopped = true
  await Promise.all([writers.stop(), ...readers])
  expect([...writers.failures, ...failures]).toEqual([])
  expect(reads).toBeGreaterThan(50)
  for (const [i, comments] of (await writers.comments()).entries())
    for (const [wine, n] of writers.acked[i])
      expect(comments.get(wine), `member ${i}, wine ${wine}`).toBe(`restart ${n}`)
  // The restarted instance serves again.
  expect((await fetch(`${a.base}/readyz`)).status).toBe(200)
  console.log(
    `rolling restart: A stopped in ${stoppedMs} ms; ${reads} reads and ${writers.count.writes} writes through it, 0 failed`,
  )
})

test('killing an instance loses no acknowledged write, and the other takes over publishing', async () => {
  // Writes cut off by the kill fail: only what was acknowledged must be kept.
  const writers = await ratingWriters('seq')
  await new Promise((r) => setTimeout(r, 1500))
  // The publisher dies mid-stream, with requests in flight.
  process.kill(-a.child.pid!, 'SIGKILL')
  await a.exited
  cluster.serve(b)
  await new Promise((r) => setTimeout(r, 1500))
  await writers.stop()
  expect(writers.count.acknowledged).toBeGreaterThan(20)

  for (const [i, comments] of (await writers.comments()).entries())
    for (const [wine, n] of writers.acked[i]) {
      const comment = comments.get(wine)
      expect(comment, `member ${i}, wine ${wine}`).toBeTruthy()
      expect(
        Number(/seq (\d+)/.exec(comment ?? '')?.[1]),
        `member ${i}, wine ${wine}: the newest acknowledged write`,
      ).toBeGreaterThanOrEqual(n)
    }
  // A's session ended with it: B holds the publisher lock now.
  await until('B publishing', async () => b.output().includes('[cluster] this instance publishes'), 30_000)
  const pairs = writers.acked.reduce((sum, wines) => sum + wines.size, 0)
  console.log(
    `cluster: ${writers.count.acknowledged} writes acknowledged around the kill, ${pairs} (member, wine) pairs checked`,
  )
})
