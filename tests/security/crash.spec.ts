/**
 * Crash test: ratings and notes the API acknowledged survive `kill -9` of the server and of
 * PostgreSQL at random moments during a stream of writes. A server of its own (it gets killed):
 * members write ratings and notes, each acknowledged write is recorded, the processes are killed,
 * the server starts again (PostgreSQL recovers from its log), and every acknowledged write is there.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_SMTP_PORT } from '../../playwright.config'
import { Client } from '../helpers/http'
import { postgresPid, ready, startServer, stop, type Spawned } from './spawnServer'

const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', '..', 'e2e-crash')
const PORT = 3196
const start = () =>
  startServer({
    port: PORT,
    pgPort: 54379,
    dataDir: DATA_DIR,
    env: { SEED_ART: 'simple', SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}` },
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

test('acknowledged ratings and notes survive kill -9 of the server and of PostgreSQL', async () => {
  test.setTimeout(480_000)
  rmSync(DATA_DIR, { recursive: true, force: true })
  let server: Spawned = start()
  try {
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

    // 2. kill -9 of PostgreSQL alone under the running server; then the server, which lost its database.
    await stream(members, wines, 1500, () => {
      const pg = postgresPid(DATA_DIR)
      if (pg) process.kill(pg, 'SIGKILL')
    })
    process.kill(-server.child.pid!, 'SIGKILL')
    await server.exited
    server = start()
    await ready(server)

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
    const summary = `${acknowledged} writes acknowledged over two crashes; ${checked} (member, wine) entries checked, none lost`
    test.info().annotations.push({ type: 'crash', description: summary })
    console.log(`[crash] ${summary}`)
    expect(acknowledged).toBeGreaterThan(20)
    expect(checked).toBeGreaterThan(6)
  } finally {
    await stop(server)
    const pg = postgresPid(DATA_DIR)
    if (pg) {
      try {
        process.kill(pg, 'SIGTERM')
      } catch {
        /* gone */
      }
    }
  }
})
