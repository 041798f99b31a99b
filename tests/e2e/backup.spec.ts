/**
 * `npm run backup` taken from the running e2e server (which keeps answering meanwhile), then
 * `npm run restore` into an empty data folder: every row of every table and every upload equal.
 */
import { expect, test } from '@playwright/test'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../server/db/postgres'
import { BASE_URL } from '../../playwright.config'
import { database } from '../helpers/http'
import { e2eDataDir } from '../helpers/mail'
import { until } from '../helpers/until'
import { fileDigests, runScript, tableDigests } from '../helpers/backups'

const scratch = path.resolve('.data/e2e-backup')
const RESTORED_PG_PORT = 54369

test.afterAll(() => rmSync(scratch, { recursive: true, force: true }))

test('a backup taken while serving restores every row and every upload', async () => {
  test.setTimeout(120_000)
  rmSync(scratch, { recursive: true, force: true })
  const live = { DATA_DIR: e2eDataDir(), PG_PORT: process.env.E2E_PG_PORT ?? '54349' }

  // A publish an earlier test set off would finish during the backup (its row in site_publishes
  // changes after): wait until none has been building for a second.
  const liveDb = await database()
  let quietSince = Date.now()
  await until(
    'no publish building',
    async () => {
      const { rows } = await liveDb.query<{ n: number }>(
        "select count(*)::int as n from site_publishes where status = 'building'",
      )
      if (rows[0].n > 0) quietSince = Date.now()
      return Date.now() - quietSince > 1000
    },
    60_000,
    100,
  )

  // Visitors keep reading while the backup runs: not one answer may fail.
  let serving = true
  const answers: number[] = []
  const reader = async () => {
    for (let i = 0; serving; i++) {
      const url = `${BASE_URL}${['/api/wines/US', '/readyz', '/'][i % 3]}`
      answers.push(
        await fetch(url, { headers: { cookie: 'legal_drinking_age=true; country=US; language=en' } }).then(
          (r) => r.status,
          () => 0,
        ),
      )
    }
  }
  const readers = [reader(), reader()]
  const backup = await runScript('scripts/backup.ts', [path.join(scratch, 'archives')], live)
  serving = false
  await Promise.all(readers)
  expect(backup.out).toContain('✔ Backup written')
  expect(backup.code).toBe(0)
  expect(answers.length).toBeGreaterThan(10)
  expect(answers.filter((s) => s !== 200)).toEqual([])

  const archive = path.join(
    scratch,
    'archives',
    readdirSync(path.join(scratch, 'archives')).find((f) => f.endsWith('.tar.gz'))!,
  )
  const target = { DATA_DIR: path.join(scratch, 'restored'), PG_PORT: String(RESTORED_PG_PORT) }
  const restore = await runScript('scripts/restore.ts', [archive], target)
  expect(restore.out).toMatch(/✔ Restored the backup of .* \d+ tables, \d+ rows/)

  // Row for row and file for file what the server holds (nothing wrote since: the readers only read).
  const restoredDb = await startEmbeddedPostgres({
    dataFolder: path.join(target.DATA_DIR, 'pg'),
    port: RESTORED_PG_PORT,
    password: (JSON.parse(readFileSync(path.join(target.DATA_DIR, 'secrets.json'), 'utf8')) as { pgPassword: string })
      .pgPassword,
    database: 'wine_compass',
    quiet: true,
  })
  const restoredClient = new pg.Client({ connectionString: restoredDb.url })
  try {
    await restoredClient.connect()
    const [before, after] = [await tableDigests(liveDb), await tableDigests(restoredClient)]
    expect(Object.keys(after).length).toBeGreaterThan(50)
    expect(after).toEqual(before)
  } finally {
    await restoredClient.end()
    await liveDb.end()
    await restoredDb.stop()
  }
  for (const folder of ['media', 'avatars']) {
    const files = fileDigests(path.join(target.DATA_DIR, folder))
    expect(files).toEqual(fileDigests(path.join(live.DATA_DIR, folder)))
  }
  expect(Object.keys(fileDigests(path.join(target.DATA_DIR, 'media'))).length).toBeGreaterThan(100)

  // A second restore into the now full folder is refused, and names the way out.
  const again = await runScript('scripts/restore.ts', [archive], target)
  expect(again.code).toBe(1)
  expect(again.out).toContain('already holds a database')
  expect(again.out).toContain('--force')
})

test('a backup verifies whole and passes the drill; a damaged one is refused by both, naming the damage', async () => {
  test.setTimeout(120_000)
  const folder = path.join(scratch, 'archives')
  const name = readdirSync(folder).find((f) => f.endsWith('.tar.gz'))!
  const archive = path.join(folder, name)
  // The archive's own checksum beside it, as sha256sum -c reads it.
  expect(readFileSync(`${archive}.sha256`, 'utf8')).toMatch(
    new RegExp(`^[0-9a-f]{64}  ${name.replace(/\./g, '\\.')}\n$`),
  )
  const verified = await runScript('scripts/backup.ts', ['--verify', archive], {})
  expect(verified.out).toMatch(
    /✔ .* is whole: \d+ files match their checksums, [\d.]+ MB, and the archive matches its \.sha256\./,
  )
  expect(verified.code).toBe(0)

  // The drill: restored beside the running server into a folder and a PostgreSQL of its own, then removed.
  const drill = await runScript('scripts/restore.ts', [archive, '--drill'], {})
  expect(drill.out).toMatch(/✔ Drill: the backup of .* restores whole: \d+ tables, \d+ rows, \d+ media files/)
  expect(drill.code).toBe(0)

  // One byte changed in the middle: refused by --verify and by restore, which changes nothing.
  const damaged = path.join(scratch, name)
  const bytes = readFileSync(archive)
  bytes[Math.floor(bytes.length / 2)] ^= 0xff
  writeFileSync(damaged, bytes)
  writeFileSync(`${damaged}.sha256`, readFileSync(`${archive}.sha256`))
  const refused = await runScript('scripts/backup.ts', ['--verify', damaged], {})
  expect(refused.code).toBe(1)
  expect(refused.out).toContain(`✖ ${damaged} is damaged: its checksum is not the one written beside it`)
  // Without the checksum file, the damage is found inside: the compression or a file's own checksum.
  rmSync(`${damaged}.sha256`)
  const inside = await runScript('scripts/backup.ts', ['--verify', damaged], {})
  expect(inside.code).toBe(1)
  expect(inside.out).toMatch(/✖ .* is damaged: (it cannot be read to its end|\S+ does not match its checksum)/)
  const target = path.join(scratch, 'from-damaged')
  const restore = await runScript('scripts/restore.ts', [damaged], {
    DATA_DIR: target,
    PG_PORT: String(RESTORED_PG_PORT),
  })
  expect(restore.code).toBe(1)
  expect(restore.out).toContain('is damaged')
  expect(existsSync(target)).toBe(false)
})

test('restore refuses what is not a backup, in one sentence', async () => {
  const notAnArchive = path.join(scratch, 'notes.tar.gz')
  rmSync(scratch, { recursive: true, force: true })
  mkdirSync(scratch, { recursive: true })
  writeFileSync(notAnArchive, 'not a backup')
  const r = await runScript('scripts/restore.ts', [notAnArchive], {
    DATA_DIR: path.join(scratch, 'empty'),
    PG_PORT: String(RESTORED_PG_PORT),
  })
  expect(r.code).toBe(1)
  expect(r.out).toMatch(/✖ .*notes\.tar\.gz is not a Wine Compass backup/)
  expect(r.out).not.toContain('    at ')
})
