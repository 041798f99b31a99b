/**
 * The server stopped or killed in the middle of its work loses nothing. A server of its own (it gets
 * killed and stopped), shared by the tests in this file, in turn:
 * 1. Crash: ratings and notes the API acknowledged survive `kill -9` of the server and of PostgreSQL
 *    at random moments during a stream of writes (PostgreSQL recovers from its log at the next start),
 *    and `kill -9` of PostgreSQL alone, which the running server notices (/readyz 503) and starts again.
 * 2. Stop: SIGTERM to the server's process group (Ctrl+C in a terminal, `kill -- -PGID`) while a
 *    snapshot request and a publish are in flight: the request is answered, the publish finishes or is
 *    finished by the next start, the database stops after both, and the stop takes under 10 s.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_SMTP_PORT } from '../../playwright.config'
import { Client } from '../helpers/http'
import { clusterIsRunning } from '../../server/db/postgres'
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { GATE } from '../helpers/cookies'
import { logRecords, postgresPid, ready, startServer, stop, type LogRecord, type Spawned } from './spawnServer'

const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', '..', 'e2e-crash')
const PORT = 3196
const start = () =>
  startServer({
    port: PORT,
    pgPort: 54379,
    dataDir: DATA_DIR,
    // JSON records: the tests below read the log as a collector would.
    env: { SEED_ART: 'simple', SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`, LOG_FORMAT: 'json' },
  })

type Key = string
/** The newest acknowledged write per (member, wine): its sequence number, written into the note. */
const acked = new Map<Key, number>()
let acknowledged = 0
/** One sequence over both streams: per (member, wine) a higher number is always a later write. */
let seq = 0

async function writer(client: Client, memberIndex: number, wines: string[], next: () => number, stopAt: () => boolean) {
  while (!stopAt()) {
    const seq = next()
    const wine = wines[seq % wines.length]
    try {
      const res = await client.post(`/api/wines/${wine}/passport`, {
        wine_rating: (seq % 5) + 1,
        aroma_rating: ((seq + 2) % 5) + 1,
        comment: `seq ${seq}`,
      })
      if (res.status === 200 || res.status === 201) {
        acknowledged++
        const key = `${memberIndex}:${wine}`
        acked.set(key, Math.max(acked.get(key) ?? 0, seq))
      }
    } catch {
      // The server died under this request: not acknowledged, whatever happened to it.
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

async function stream(members: Client[], wines: string[], ms: number, kill: () => void) {
  let stopped = false
  const killAt = 400 + Math.floor(Math.random() * ms)
  const timer = setTimeout(kill, killAt)
  const until = Date.now() + killAt + 1500
  await Promise.all(
    members.map((m, i) =>
      writer(
        m,
        i,
        wines,
        () => ++seq,
        () => stopped || Date.now() > until,
      ),
    ),
  )
  stopped = true
  clearTimeout(timer)
}

// One server for the file, started by the first test; the second needs what the first left running.
test.describe.configure({ mode: 'serial' })
let server: Spawned
test.afterAll(async () => {
  if (!server) return
  await stop(server)
  const pg = postgresPid(DATA_DIR)
  if (pg) {
    try {
      process.kill(pg, 'SIGTERM')
    } catch {
      /* gone */
    }
  }
})

test('acknowledged ratings and notes survive kill -9 of the server and of PostgreSQL', async () => {
  test.setTimeout(480_000)
  rmSync(DATA_DIR, { recursive: true, force: true })
  server = start()
  {
    await ready(server)
    const wines: string[] = ((await (await fetch(`${server.base}/api/wines/US`)).json()).data as { id: string }[]).map(
      (w) => w.id,
    )
    expect(wines.length).toBeGreaterThan(2)
    const members: Client[] = []
    for (let i = 0; i < 6; i++) {
      const c = await new Client(server.base).csrf()
      const email = `crash-${Date.now()}-${i}@example.com`
      const res = await c.post('/register', {
        name: 'Crash',
        surname: 'Test',
        email,
        password: 'cellar-door-2026',
        password_confirmation: 'cellar-door-2026',
        birth_year: 1990,
        country: 'US',
        legal: true,
        terms: true,
      })
      expect(res.status).toBe(201)
      members.push(c)
    }

    // 1. kill -9 of the server and of its PostgreSQL at the same random moment.
    await stream(members, wines, 1500, () => {
      const pg = postgresPid(DATA_DIR)
      process.kill(-server.child.pid!, 'SIGKILL')
      if (pg) process.kill(pg, 'SIGKILL')
    })
    await server.exited
    server = start()
    await ready(server)

    // 2. kill -9 of PostgreSQL alone under the running server: /readyz says so within 2 s, the server
    // starts it again by itself (its log says both), and the writes go on.
    let killedAt = 0
    let notReadyAt = 0
    let watching = true
    const watch = (async () => {
      while (watching && !notReadyAt) {
        const res = await fetch(`${server.base}/readyz`).catch(() => null)
        if (killedAt && res?.status === 503) notReadyAt = Date.now()
        await new Promise((r) => setTimeout(r, 100))
      }
    })()
    await stream(members, wines, 1500, () => {
      const pg = postgresPid(DATA_DIR)
      if (pg) process.kill(pg, 'SIGKILL')
      killedAt = Date.now()
    })
    watching = false
    await watch
    expect(killedAt).toBeGreaterThan(0)
    expect(notReadyAt, '/readyz said 503').toBeGreaterThan(0)
    expect(notReadyAt - killedAt).toBeLessThan(2000)
    await ready(server, 60_000)
    const records = logRecords(server.output())
    const said = (source: string, msg: RegExp, level?: string) =>
      records.find((r) => r.source === source && msg.test(r.msg) && (!level || r.level === level))
    expect(said('db', /^PostgreSQL exited on its own/, 'error')).toBeTruthy()
    expect(said('db', /^PostgreSQL started again in \d+ ms/)).toBeTruthy()
    // Meanwhile the calls were told to try again (503; the API's record names the request), and nothing
    // went uncaught.
    expect(records.filter((r) => r.source === 'http' && r.status === 500)).toEqual([])
    expect(server.output()).not.toMatch(/uncaughtException/)
    const unavailable = said('api', /^the database is unavailable/, 'warn')
    const around = records.filter((r) => r.source === 'api' || r.status === 503 || r.level === 'error')
    expect(unavailable, JSON.stringify(around.slice(0, 12), null, 1)).toBeDefined()
    expect(unavailable?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(records.some((r) => r.source === 'http' && r.id === unavailable?.id && r.status === 503)).toBe(true)
    // Writes after the restart are acknowledged as before.
    const before = acknowledged
    await stream(members, wines, 600, () => {})
    expect(acknowledged).toBeGreaterThan(before)

    // Every acknowledged write is stored (the note holds its sequence number; a later, unacknowledged
    // write may have landed too, never an earlier one).
    let checked = 0
    for (const [i, m] of members.entries()) {
      const entries = (await (await m.get('/api/passports')).json()).data as {
        wine_id?: string
        wine?: { id: string }
        comment: string | null
      }[]
      const stored = new Map(
        entries.map((e) => [String(e.wine_id ?? e.wine?.id), Number(/seq (\d+)/.exec(e.comment ?? '')?.[1] ?? 0)]),
      )
      for (const wine of wines) {
        const want = acked.get(`${i}:${wine}`)
        if (want === undefined) continue
        checked++
        expect(stored.get(wine) ?? 0, `member ${i}, wine ${wine}`).toBeGreaterThanOrEqual(want)
      }
    }
    // One stream: every line a record with a time, a level and a source, from every part of the server.
    await new Client(server.base).post('/cms-api/users/login', {
      email: DEMO_STAFF.email,
      password: 'not-the-password',
    })
    const sources = ['start', 'content', 'db', 'payload', 'http', 'api', 'publish', 'cluster']
    const missing = () => {
      const seen = new Set(logRecords(server.output()).map((r) => r.source))
      return sources.filter((source) => !seen.has(source))
    }
    await expect.poll(missing, { message: 'sources without a record' }).toEqual([])
    for (const r of logRecords(server.output())) {
      expect(r.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).toContain(r.level)
      expect(typeof r.msg).toBe('string')
    }

    const summary = `${acknowledged} writes acknowledged over two crashes; ${checked} (member, wine) entries checked, none lost; /readyz 503 ${notReadyAt - killedAt} ms after PostgreSQL was killed`
    test.info().annotations.push({ type: 'crash', description: summary })
    console.log(`[crash] ${summary}`)
    expect(acknowledged).toBeGreaterThan(20)
    expect(checked).toBeGreaterThan(6)
  }
})

test('a stop with a snapshot request and a publish in flight answers both, then stops the database, in under 10 s', async () => {
  test.setTimeout(180_000)
  // This server's output from here on (the first test's crashes are in what came before).
  const mark = server.output().length
  const staff = new Client(server.base)
  expect((await staff.post('/cms-api/users/login', DEMO_STAFF)).status).toBe(200)
  // A wine the US sees (the page checked at the end is the US visitor's).
  const wine = ((await (await staff.get('/api/wines/US')).json()) as { data: { id: string; slug: string }[] }).data[0]
  const name = `Stopped Mid-Publish ${Date.now()}`
  // A published save: the publisher reads the snapshot and builds (a second or two)…
  const saved = await staff.request('PATCH', `/cms-api/wines/${wine.id}?locale=en`, { name, _status: 'published' })
  expect(saved.status).toBe(200)
  // …while a build machine's snapshot request is on its way too, and then the stop signal comes, to the
  // whole process group as a terminal's Ctrl+C sends it.
  const snapshot = fetch(`${server.base}/cms-api/snapshot`)
  await new Promise((r) => setTimeout(r, 150))
  const t0 = Date.now()
  process.kill(-server.child.pid!, 'SIGTERM')
  const answer = await snapshot
  expect(answer.status).toBe(200)
  expect(JSON.stringify(await answer.json())).toContain(name)
  expect(await server.exited).toBe(0)
  const stoppedMs = Date.now() - t0
  const records = logRecords(server.output().slice(mark))
  const text = (r: LogRecord) => `${r.level} [${r.source}] ${r.msg}`
  expect(records.some((r) => r.source === 'stop' && /^stopped in \d+ ms/.test(r.msg))).toBe(true)
  expect(stoppedMs).toBeLessThan(10_000)
  // No request met a database that was stopping (PostgreSQL's own db records say it stopped, after).
  const ours = records.filter((r) => r.source !== 'db')
  expect(ours.map(text).join('\n')).not.toMatch(/shutting down|terminating connection/)
  expect(ours.filter((r) => r.status === 500)).toEqual([])
  expect(records.some((r) => r.source === 'db' && /database system is shut down/.test(r.msg))).toBe(true)
  // The request log writes asynchronously, and loses no line at a stop: the snapshot's is there.
  expect(records.some((r) => r.source === 'http' && r.path === '/cms-api/snapshot' && r.status === 200)).toBe(true)
  // The database stopped with the server, after it: nothing of it is left running.
  expect(clusterIsRunning(path.join(DATA_DIR, 'pg'))).toBe(false)
  // What the server said from the save on (its request lines included), for a failure to be read.
  const said = records.slice(records.findLastIndex((r) => r.method === 'PATCH')).map(text)
  console.log(`[stop test] signal to exit ${stoppedMs} ms:\n  ${said.slice(0, 40).join('\n  ')}`)

  // Nothing was lost: after a start the change is on the site, and the publish is recorded as done.
  server = start()
  await ready(server)
  const page = async () => (await fetch(`${server.base}/explore/${wine.slug}`, { headers: { cookie: GATE } })).text()
  await expect.poll(page, { timeout: 30_000 }).toContain(name)
  await staff.post('/cms-api/users/login', DEMO_STAFF)
  const latest = async () =>
    ((await (await staff.get(`/cms-api/publishes?doc=wines:${wine.id}`)).json()) as { data: { status: string } | null })
      .data?.status
  await expect.poll(latest, { timeout: 30_000 }).toMatch(/^(live|unchanged)$/)
})
