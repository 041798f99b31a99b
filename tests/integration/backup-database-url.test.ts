/**
 * `npm run backup` and `npm run restore` with a database of one's own (DATABASE_URL): pg_dump and
 * pg_restore, the machine's PostgreSQL client tools, against a server of their version (Debian's
 * PostgreSQL, which .ci/run installs: the embedded one, 18, is newer than Debian's pg_dump, which
 * refuses it). Every row of every table and every upload equal after the restore; a second restore
 * into the now full database refused (also with --force), and while a client is connected; with
 * --replace-database and nobody connected, its tables replaced by the backup's.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type Database } from '../../server/db/postgres'
import { fileDigests, runScript, tableDigests } from '../helpers/backups'
import { withClient } from '../helpers/postgres'

const PORT = 54371
/** Debian's PostgreSQL server, the newest installed: the client tools on PATH are of its version. */
const debian = (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql', { withFileTypes: true }) : [])
  .filter((d) => existsSync(path.join('/usr/lib/postgresql', d.name, 'bin/postgres')))
  .map((d) => d.name)
  .sort((a, b) => Number(b) - Number(a))[0]

describe.runIf(debian)(`backup and restore of a DATABASE_URL (PostgreSQL ${debian})`, () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'wc-backup-url-'))
  chmodSync(work, 0o755) // the postgres user (when we are root) keeps its data in here
  let server: Database | null = null

  afterAll(async () => {
    await server?.stop()
    rmSync(work, { recursive: true, force: true })
  })

  it('restores every row and every upload into an empty database, and refuses a full one', async () => {
    server = await startEmbeddedPostgres({
      dataFolder: path.join(work, 'pg'),
      port: PORT,
      password: 'backup-by-url',
      database: 'wc_source',
      quiet: true,
      packaged: { native: `/usr/lib/postgresql/${debian}`, version: `debian-${debian}` },
    })
    const source = server.url
    const restored = source.replace(/\/wc_source$/, '/wc_restored')
    await withClient(source, (c) => c.query('create database wc_restored'))
    const settings = (db: string, dir: string) => ({
      DATABASE_URL: db,
      DATA_DIR: path.join(work, dir),
      WINE_COMPASS_MODE: 'local',
      LOG_LEVEL: 'warn',
      NODE_ENV: '',
      PUBLIC_URL: '',
    })

    // A source as the product leaves it: migrated and seeded (its pictures simplified), with uploads.
    const seeded = await runScript('scripts/prepare-content.ts', [], {
      ...settings(source, 'source'),
      SEED_ART: 'simple',
    })
    expect(seeded.out).toContain('[content] snapshot')
    const backup = await runScript('scripts/backup.ts', [path.join(work, 'archives')], settings(source, 'source'))
    expect(backup.out).toContain('✔ Backup written')
    const archive = path.join(work, 'archives', readdirSync(path.join(work, 'archives'))[0])
    // The database as pg_dump's archive (pg_restore takes it whole or in part), not as files.
    expect(execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' })).toContain('database/wine_compass.dump')

    const restore = await runScript('scripts/restore.ts', [archive], settings(restored, 'restored'))
    expect(restore.out).toMatch(/✔ Restored the backup of .* into DATABASE_URL: \d+ tables, \d+ rows/)
    const [before, after] = await Promise.all([withClient(source, tableDigests), withClient(restored, tableDigests)])
    expect(Object.keys(after).length).toBeGreaterThan(50)
    expect(after).toEqual(before)
    for (const folder of ['media', 'avatars'])
      expect(fileDigests(path.join(work, 'restored', folder))).toEqual(fileDigests(path.join(work, 'source', folder)))
    expect(Object.keys(fileDigests(path.join(work, 'restored', 'media'))).length).toBeGreaterThan(5)

    // A full database: refused, also with --force (which moves files aside, never drops a table)…
    for (const flags of [[], ['--force']]) {
      const again = await runScript('scripts/restore.ts', [archive, ...flags], settings(restored, 'restored-again'))
      expect(again.code).toBe(1)
      expect(again.out).toContain('The database in DATABASE_URL already holds tables')
      expect(again.out).toContain('--replace-database')
    }
    // …and while anything is connected to it (a running instance), even with --replace-database.
    const marker = "insert into payload_kv (key, data) values ('restore-marker', '{}')"
    await withClient(restored, async (c) => {
      await c.query(marker)
      const busy = await runScript(
        'scripts/restore.ts',
        [archive, '--replace-database'],
        settings(restored, 'restored-busy'),
      )
      expect(busy.code).toBe(1)
      expect(busy.out).toContain('1 other connection is open to the database in DATABASE_URL')
    })
    // Nobody connected, --replace-database: the tables are the backup's again (the marker row is gone).
    const replaced = await runScript(
      'scripts/restore.ts',
      [archive, '--replace-database'],
      settings(restored, 'restored-replaced'),
    )
    expect(replaced.out).toMatch(/✔ Restored the backup of .* into DATABASE_URL/)
    expect(await withClient(restored, tableDigests)).toEqual(before)
  }, 240_000)
})
