/**
 * `npm run restore FILE`: an archive from `npm run backup` brought back into an empty data folder (and,
 * for a pg_dump archive, an empty DATABASE_URL database). A folder or database holding data is left
 * alone unless `--force`; then what was there is moved aside, never deleted. The embedded database is
 * started once at the end: PostgreSQL replays the backup's WAL and the restore reports what it holds.
 */
import { execFile } from 'node:child_process'
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { chmod, chown, cp, mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import * as tar from 'tar'
import { ARCHIVED_FOLDERS, countFiles, DUMP_FILE, SECRETS_FILE, verifyBackup, type BackupManifest } from './backup'
import { clusterIsRunning, resolveDataFolder, startEmbeddedPostgres, StartupError, type Database } from '../db/postgres'
import { platformPackage, postgresUser, type RunAs } from '../db/postgresProcess'
import { loadSecrets } from './secrets'

const run = promisify(execFile)

export type RestoreTarget = {
  dataDir: string
  /** Set: the archive's database goes into this database (a pg_dump archive only). */
  databaseUrl?: string
  pgPort: number
  /** What is in the data folder (and the embedded database) is moved aside first: nothing is deleted. */
  force: boolean
  /**
   * DATABASE_URL only: its tables are dropped and replaced (pg_restore --clean). The one mode that
   * deletes, hence a flag of its own (`--replace-database`); `force` alone never drops a table.
   */
  replaceDatabase?: boolean
  log?: (line: string) => void
}

export type RestoreResult = {
  manifest: BackupManifest
  tables: number
  rows: number
  files: { media: number; avatars: number }
  movedAside: string[]
  ms: number
}

/** What in the target already holds data (each a phrase for the refusal). */
async function whatIsThere(t: RestoreTarget, manifest: BackupManifest): Promise<string[]> {
  const held: string[] = []
  if (!t.databaseUrl && existsSync(path.join(t.dataDir, 'pg', 'PG_VERSION')))
    held.push(`a database (${path.join(t.dataDir, 'pg')})`)
  if (t.databaseUrl && (await publicTables(t.databaseUrl)) > 0) held.push('tables in DATABASE_URL')
  if (!manifest.uploadsInBucket) {
    for (const name of ARCHIVED_FOLDERS)
      if ((await countFiles(path.join(t.dataDir, name))) > 0) held.push(`${name} files`)
  }
  return held
}

/** A count from the target database (one short connection). */
async function countIn(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const { rows } = await client.query<{ n: number }>(sql)
    return rows[0].n
  } finally {
    await client.end().catch(() => {})
  }
}

/** Other sessions on the target database (a running instance, a tool): a restore under them is refused. */
const otherConnections = (url: string) =>
  countIn(
    url,
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
  )

const publicTables = (url: string) =>
  countIn(url, "select count(*)::int as n from information_schema.tables where table_schema = 'public'")

/** Moves a file or folder aside (renamed beside itself, or copied where a rename cannot cross disks). */
async function moveAside(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true })
  try {
    await rename(from, to)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
    await cp(from, to, { recursive: true, preserveTimestamps: true })
    await rm(from, { recursive: true, force: true })
  }
}

/** Gives a restored data folder to the user PostgreSQL runs as, private as PostgreSQL requires. */
async function handOver(folder: string, runAs: RunAs): Promise<void> {
  const all = [folder, ...readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((f) => path.join(folder, f))]
  for (const f of all) {
    const dir = lstatSync(f).isDirectory()
    await chmod(f, dir ? 0o700 : 0o600)
    if (runAs) await chown(f, runAs.uid, runAs.gid)
  }
}

/** Tables and rows in a database: what the restore reports (and the round-trip test compares in full). */
async function tally(url: string): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const { rows } = await client.query<{ name: string }>(
      "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    )
    let total = 0
    for (const { name } of rows)
      total += (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0].n
    return { tables: rows.length, rows: total }
  } finally {
    await client.end().catch(() => {})
  }
}

async function pgRestore(file: string, url: string, clean: boolean): Promise<void> {
  try {
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        ...(clean ? ['--clean', '--if-exists'] : []),
        `--dbname=${url}`,
        file,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    )
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new StartupError(
        "pg_restore is not installed: install PostgreSQL's client tools to restore a pg_dump backup.",
      )
    const said = String((err as { stderr?: string }).stderr ?? (err as Error).message)
      .trim()
      .split('\n')
      .at(-1)
    throw new StartupError(`pg_restore failed: ${said}`)
  }
}

export async function restoreBackup(file: string, t: RestoreTarget): Promise<RestoreResult> {
  const t0 = Date.now()
  const log = t.log ?? (() => {})
  // Every byte read and checked before anything is changed: a damaged archive is refused, naming what.
  const { manifest } = await verifyBackup(file)
  if (t.databaseUrl && manifest.database === 'embedded') {
    throw new StartupError(
      'This backup holds the embedded database as files, which only the embedded PostgreSQL can start from: restore it without DATABASE_URL, then copy it to your server with pg_dump and pg_restore.',
    )
  }
  const pgFolder = path.join(t.dataDir, 'pg')
  const realPg = existsSync(pgFolder) ? realpathSync(pgFolder) : pgFolder
  if (!t.databaseUrl && existsSync(realPg) && clusterIsRunning(realPg)) {
    throw new StartupError(
      `Wine Compass's database is running on ${t.dataDir}: stop the server before restoring into it.`,
    )
  }
  if (t.databaseUrl) {
    const open = await otherConnections(t.databaseUrl)
    if (open > 0)
      throw new StartupError(
        `${open} other connection${open === 1 ? ' is' : 's are'} open to the database in DATABASE_URL (a running Wine Compass, or a tool): stop every instance before restoring into it.`,
      )
  }
  const held = await whatIsThere(t, manifest)
  const TABLES = 'tables in DATABASE_URL'
  if (held.includes(TABLES) && !t.replaceDatabase) {
    throw new StartupError(
      `The database in DATABASE_URL already holds tables: restoring would drop and replace them (pg_restore --clean). Restore into an empty database, or add --replace-database to replace them (make a backup of them first: npm run backup).`,
    )
  }
  // Files and the embedded database are moved aside (--force), never deleted.
  const movable = held.filter((h) => h !== TABLES)
  if (movable.length && !t.force) {
    throw new StartupError(
      `${t.dataDir} already holds ${movable.join(', ')}. Restore into an empty data folder (DATA_DIR), or add --force to move what is there aside first.`,
    )
  }

  const movedAside: string[] = []
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '')
  if (movable.length) {
    const aside = path.join(t.dataDir, `replaced-${stamp}`)
    if (!t.databaseUrl && existsSync(path.join(realPg, 'PG_VERSION'))) {
      // The data itself, wherever the link points; the link (if any) stays and a new folder is made behind it.
      const to = realPg === pgFolder ? path.join(aside, 'pg') : `${realPg}.replaced-${stamp}`
      await moveAside(realPg, to)
      movedAside.push(to)
    }
    for (const name of [...ARCHIVED_FOLDERS, SECRETS_FILE]) {
      if (!existsSync(path.join(t.dataDir, name))) continue
      await moveAside(path.join(t.dataDir, name), path.join(aside, name))
      movedAside.push(path.join(aside, name))
    }
    log(`[restore] moved what was there to ${movedAside.join(', ')}`)
  }

  await mkdir(t.dataDir, { recursive: true })
  const staging = await mkdtemp(path.join(t.dataDir, '.restore-'))
  try {
    await tar.extract({ file, cwd: staging })
    log(`[restore] unpacked ${path.basename(file)} at ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    const files = { media: 0, avatars: 0 }
    for (const name of ARCHIVED_FOLDERS) {
      const from = path.join(staging, name)
      if (!existsSync(from)) continue
      const to = path.join(t.dataDir, name)
      if (existsSync(to)) await rmdir(to).catch(() => rm(to, { recursive: true })) // empty (checked above) or forced aside
      await rename(from, to)
      files[name] = await countFiles(to)
    }
    // The snapshot of what was there before: the next start writes it again from the restored database.
    await rm(path.join(t.dataDir, 'snapshot.json'), { force: true })
    // The archive's secrets: the embedded database's password is the one in them.
    if (existsSync(path.join(staging, SECRETS_FILE)))
      await moveAside(path.join(staging, SECRETS_FILE), path.join(t.dataDir, SECRETS_FILE))
    const secrets = loadSecrets(t.dataDir)

    // The embedded PostgreSQL: on the archive's own files, or empty to load the dump into when no DATABASE_URL is set.
    const startEmbedded = () =>
      startEmbeddedPostgres({
        dataFolder: pgFolder,
        port: t.pgPort,
        password: secrets.pgPassword,
        database: 'wine_compass',
        quiet: true,
      })
    let db: Database | null = null
    try {
      if (manifest.database === 'embedded') {
        const archived = readFileSync(path.join(staging, 'database', 'pg', 'PG_VERSION'), 'utf8').trim()
        const packaged = platformPackage()
        if (archived !== packaged.version.split('.')[0]) {
          throw new StartupError(
            `This backup is of PostgreSQL ${archived}; this release runs PostgreSQL ${packaged.version.split('.')[0]}. Restore it with the release that made it.`,
          )
        }
        const runAs = postgresUser()
        const folder = resolveDataFolder(pgFolder, runAs, log)
        for (const entry of await readdir(path.join(staging, 'database', 'pg')))
          await moveAside(path.join(staging, 'database', 'pg', entry), path.join(folder, entry))
        await handOver(folder, runAs)
        log(`[restore] database files in place; PostgreSQL replays the backup's WAL…`)
        db = await startEmbedded()
      } else {
        const url = t.databaseUrl
        if (!url) db = await startEmbedded()
        await pgRestore(path.join(staging, DUMP_FILE), url ?? db!.url, Boolean(url && t.replaceDatabase))
      }
      const counted = await tally(t.databaseUrl ?? db!.url)
      return { manifest, ...counted, files, movedAside, ms: Date.now() - t0 }
    } finally {
      await db?.stop()
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
