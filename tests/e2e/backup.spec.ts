/**
 * `npm run backup` taken from the running e2e server (which keeps answering meanwhile), then
 * `npm run restore` into an empty data folder: every row of every table and every upload equal.
 */
import { expect, test } from '@playwright/test'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../server/postgres'
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
