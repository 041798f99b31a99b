/**
 * `npm run backup`: one archive (tar.gz) of everything a Wine Compass keeps that cannot be rebuilt: the
 * database, the uploaded media, members' avatars and the data folder's generated secrets. The built
 * site, the snapshot and the edge bundle are left out: any start rebuilds them from the database.
 *
 * The embedded database is copied with PostgreSQL's own online backup (pg_backup_start/pg_backup_stop,
 * what pg_basebackup does): the data folder as files while the server keeps serving, plus the WAL
 * written meanwhile, which PostgreSQL replays on the first start after a restore to the one consistent
 * moment the backup ends at. A temporary replication slot keeps that WAL from being recycled mid-copy.
 * A database of one's own (DATABASE_URL) is dumped with pg_dump, which must be at least its version.
 * Why not pg_dump for the embedded one: docs/decisions.md "Backups".
 */
import { execFile } from 'node:child_process'
import { constants, existsSync } from 'node:fs'
import { chmod, copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import * as tar from 'tar'
import { StartupError } from '../db/postgres'
import { copyEmbeddedDatabase, copyLiveFolder } from './backupCopy'
import {
  checkArchiveChecksum,
  checkFreeSpace,
  folderChecksums,
  sizeOf,
  verifyEntries,
  writeArchiveChecksum,
} from './backupCheck'

const BACKUP_FORMAT = 'wine-compass-backup'
/** 2: with a checksum per file. Format 1 (before them) is still read. */
const BACKUP_VERSION = 2
const READABLE_VERSIONS: number[] = [1, 2]

/** What an archive holds, in `manifest.json` at its root. */
export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  version: 1 | 2
  createdAt: string
  /** `embedded`: database/pg is a PostgreSQL data folder; `pg_dump`: database/wine_compass.dump (custom format). */
  database: 'embedded' | 'pg_dump'
  postgresVersion: string
  /** The last CMS migration applied: a restore into an older release is refused by the start's migrations. */
  lastMigration: string | null
  /** Files under media/ and avatars/ (none when uploads live in S3-compatible storage: back the bucket up there). */
  files: { media: number; avatars: number }
  uploadsInBucket: boolean
  /** Every other file of the archive by its path there, with its sha256 (format 2). */
  checksums?: Record<string, string>
}

/** The data folder's parts an archive holds, by the names they have in both. */
export const ARCHIVED_FOLDERS = ['media', 'avatars'] as const
export const SECRETS_FILE = 'secrets.json'
export const DUMP_FILE = 'database/wine_compass.dump'

/** The archive's file name for a moment: sortable, and free of characters a shell or Windows would mind. */
export function backupFileName(at: Date): string {
  return `wine-compass-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '')}.tar.gz`
}

const run = promisify(execFile)

/** The major version of a PostgreSQL program on PATH (`pg_dump (PostgreSQL) 17.2` → 17), or null when missing. */
async function clientMajor(program: string): Promise<number | null> {
  try {
    const { stdout } = await run(program, ['--version'])
    return Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? NaN)
  } catch {
    return null
  }
}

/** A DATABASE_URL database dumped with pg_dump (custom format: pg_restore takes it whole or in part). */
async function dumpDatabase(url: string, serverMajor: number, file: string): Promise<void> {
  const major = await clientMajor('pg_dump')
  if (major === null)
    throw new StartupError(
      `pg_dump is not installed: install PostgreSQL's client tools (version ${serverMajor} or newer) to back up DATABASE_URL.`,
    )
  if (major < serverMajor)
    throw new StartupError(
      `pg_dump ${major} cannot dump PostgreSQL ${serverMajor}: install PostgreSQL's client tools, version ${serverMajor} or newer.`,
    )
  await mkdir(path.dirname(file), { recursive: true })
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, url], {
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (err) {
    const said = String((err as { stderr?: string }).stderr ?? (err as Error).message)
      .trim()
      .split('\n')
      .at(-1)
    throw new StartupError(`pg_dump failed: ${said}`)
  }
}

/** Files in a folder, counted through its subfolders (0 when it does not exist). */
export async function countFiles(folder: string): Promise<number> {
  let n = 0
  try {
    for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) if (entry.isFile()) n++
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  return n
}

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest; ms: number }

/**
 * Writes the archive into `outDir` (created, mode 700: it holds members' data and the secrets). The
 * archive is written beside its name and renamed into it once whole: a backup cut short never passes
 * for one. `url` is the running database: the embedded one's URL when `embedded`.
 */
export async function createBackup(o: {
  dataDir: string
  url: string
  embedded: boolean
  outDir: string
  uploadsInBucket: boolean
  at?: Date
}): Promise<BackupResult> {
  const t0 = Date.now()
  const at = o.at ?? new Date()
  await mkdir(o.outDir, { recursive: true, mode: 0o700 })
  const client = new pg.Client({ connectionString: o.url })
  let staging: string | null = null
  try {
    await client.connect()
    const version = await client.query<{ v: string; major: number; size: string }>(
      "select current_setting('server_version') as v, current_setting('server_version_num')::int / 10000 as major, pg_database_size(current_database()) as size",
    )
    // Room for the staged copy and the archive, checked before either is written.
    const database = o.embedded ? await sizeOf(path.join(o.dataDir, 'pg')) : Number(version.rows[0].size)
    let uploads = 0
    if (!o.uploadsInBucket) for (const name of ARCHIVED_FOLDERS) uploads += await sizeOf(path.join(o.dataDir, name))
    await checkFreeSpace(o.outDir, database + uploads)
    staging = await mkdtemp(path.join(o.outDir, '.backup-'))
    const migration = await client
      .query<{ name: string }>('select name from payload_migrations order by id desc limit 1')
      .then((r) => r.rows[0]?.name ?? null)
      .catch(() => null)
    if (o.embedded) await copyEmbeddedDatabase(client, path.join(staging, 'database', 'pg'))
    else await dumpDatabase(o.url, version.rows[0].major, path.join(staging, DUMP_FILE))
    await client.end()

    // Uploads after the database: every file a row names was written before the row (files are never changed in place).
    const files = { media: 0, avatars: 0 }
    if (!o.uploadsInBucket) {
      for (const name of ARCHIVED_FOLDERS)
        files[name] = await copyLiveFolder(path.join(o.dataDir, name), path.join(staging, name), () => false)
    }
    if (existsSync(path.join(o.dataDir, SECRETS_FILE)))
      await copyFile(path.join(o.dataDir, SECRETS_FILE), path.join(staging, SECRETS_FILE), constants.COPYFILE_EXCL)
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: at.toISOString(),
      database: o.embedded ? 'embedded' : 'pg_dump',
      postgresVersion: version.rows[0].v,
      lastMigration: migration,
      files,
      uploadsInBucket: o.uploadsInBucket,
      checksums: await folderChecksums(staging),
    }
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2))

    const file = path.join(o.outDir, backupFileName(at))
    const partial = `${file}.partial`
    // Level 1: the uploads are WebP and JPEG (no gain from more), the database compresses well at any level.
    await tar.create({ gzip: { level: 1 }, file: partial, cwd: staging, portable: true }, await readdir(staging))
    await chmod(partial, 0o600)
    await writeArchiveChecksum(partial, path.basename(file))
    await rename(partial, file)
    return { file, bytes: (await stat(file)).size, manifest, ms: Date.now() - t0 }
  } finally {
    await client.end().catch(() => {})
    if (staging) await rm(staging, { recursive: true, force: true })
  }
}

/** The manifest of an archive, read without unpacking the rest; a clear error for anything else. */
async function readManifest(file: string): Promise<BackupManifest> {
  let text: string | null = null
  try {
    await tar.list({
      file,
      filter: (p) => p === 'manifest.json',
      onReadEntry: (entry) => {
        const chunks: Buffer[] = []
        entry.on('data', (c: Buffer) => chunks.push(c))
        entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')))
      },
    })
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new StartupError(`${file} does not exist.`)
    // The manifest read, then a fault further on: a backup, damaged.
    if (text !== null)
      throw new StartupError(`${file} is damaged: it cannot be read to its end (${(err as Error).message}).`)
    throw new StartupError(`${file} is not a Wine Compass backup (${(err as Error).message}).`)
  }
  const manifest = text ? (JSON.parse(text) as Partial<BackupManifest>) : null
  if (manifest?.format !== BACKUP_FORMAT)
    throw new StartupError(`${file} is not a Wine Compass backup (no manifest.json).`)
  if (!READABLE_VERSIONS.includes(manifest.version as number))
    throw new StartupError(
      `${file} is a backup of format ${String(manifest.version)}; this release reads formats ${READABLE_VERSIONS.join(' and ')}.`,
    )
  return manifest as BackupManifest
}

/**
 * An archive checked whole before it is trusted (`--verify`, and every restore before it changes
 * anything): its checksum beside it, its manifest, its compression, every file's checksum.
 */
export async function verifyBackup(
  file: string,
): Promise<{ manifest: BackupManifest; files: number; bytes: number; archiveChecksum: boolean }> {
  const archiveChecksum = await checkArchiveChecksum(file)
  const manifest = await readManifest(file)
  return { manifest, ...(await verifyEntries(file, manifest.checksums)), archiveChecksum }
}
