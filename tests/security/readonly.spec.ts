/**
 * A deploy as an image or a read-only release folder (issue 43): `npm run build` makes everything a
 * start needs, then the server starts with the project's folder read-only and DATA_DIR the one
 * writable place. It builds nothing, serves the site, the API and the admin, and a staff save is
 * published (the publisher writes only under DATA_DIR).
 */
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { GATE } from '../helpers/cookies'
import { Client } from '../helpers/http'
import { runScript } from '../helpers/backups'
import { postgresPid, ready, startServer, stop, type Spawned } from './spawnServer'

const PORT = 3198
const PG_PORT = 54389
// Outside the project's folder, which is read-only for the server.
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'wine-compass-readonly-'))
let server: Spawned | null = null

test.afterAll(async () => {
  if (server) await stop(server)
  const pg = postgresPid(DATA_DIR)
  if (pg) process.kill(pg, 'SIGTERM')
  // The database's folder may lie elsewhere, behind a link (server/db/postgres.ts resolveDataFolder).
  if (existsSync(path.join(DATA_DIR, 'pg')))
    rmSync(realpathSync(path.join(DATA_DIR, 'pg')), { recursive: true, force: true })
  rmSync(DATA_DIR, { recursive: true, force: true })
})

test('after npm run build, a start builds nothing and serves and publishes from a read-only project folder', async () => {
  test.setTimeout(480_000)
  const settings = { DATA_DIR, PG_PORT: String(PG_PORT), SEED_ART: 'simple', NODE_ENV: '', PUBLIC_URL: '' }
  const built = await runScript('scripts/build.ts', [], settings)
  expect(built.code, built.out.slice(-3000)).toBe(0)

  server = startServer({
    port: PORT,
    pgPort: PG_PORT,
    dataDir: DATA_DIR,
    env: { SEED_ART: 'simple' },
    readOnlyRoot: true,
  })
  await ready(server)
  const output = () => server!.output()
  // Everything was there: no migration, seed or build ran, and nothing tried to write the code.
  expect(output()).toMatch(/\[content\] every migration applied, the snapshot in place/)
  expect(output()).not.toMatch(/\[build\]/)
  expect(output()).not.toMatch(/EROFS|read-only file system/i)

  const base = server.base
  expect((await fetch(`${base}/`, { headers: { cookie: GATE } })).status).toBe(200)
  expect((await fetch(`${base}/api/wines/US`)).status).toBe(200)
  const staff = new Client(base)
  expect((await staff.post('/cms-api/users/login', DEMO_STAFF)).status).toBe(200)
  expect((await staff.get('/admin')).status).toBe(200)

  // A published save goes live: the quick publisher renders into DATA_DIR.
  const wine = ((await (await staff.get('/api/wines/US')).json()) as { data: { id: string; slug: string }[] }).data[0]
  const name = `Read-only Reserva ${Date.now()}`
  const saved = await staff.request('PATCH', `/cms-api/wines/${wine.id}?locale=en`, { name, _status: 'published' })
  expect(saved.status).toBe(200)
  const page = async () => (await fetch(`${base}/explore/${wine.slug}`, { headers: { cookie: GATE } })).text()
  await expect.poll(page, { timeout: 60_000 }).toContain(name)
  expect(output()).toMatch(/\[publish\] live \d+ ms after the save/)
  expect(output()).not.toMatch(/EROFS|read-only file system/i)
})
