/**
 * npm run backup [-- FOLDER] [--keep[=7d,4w,12m]]: one archive of the database, the uploads and the
 * data folder's secrets, taken while Wine Compass keeps serving (or with the server stopped), into
 * FOLDER (default backups/), with its checksum beside it; --keep then removes the archives the
 * keeping schedule lets go. npm run backup -- --verify FILE reads an archive whole and checks it.
 * What it holds and how: server/ops/backup.ts; how often and where to keep it: docs/deploy.md "Backups".
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createBackup, verifyBackup } from '../server/ops/backup'
import { keepSchedule, pruneBackups } from '../server/ops/backupCheck'
import { StartupError } from '../server/db/postgres'
import { embeddedDatabase, loadDotEnv } from '../server/ops/runtime'
import { s3Settings } from '../cms/lib/s3Settings'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const args = process.argv.slice(2)
const positional = args.filter((a) => !a.startsWith('--'))

/** `--verify FILE`: reads the whole archive and checks every file against the manifest's checksums. */
async function verify(file: string) {
  const r = await verifyBackup(file)
  const checked = r.manifest.checksums
    ? `${r.files} files match their checksums`
    : `${r.files} files read (a format-1 archive: no checksums in it)`
  console.log(
    `✔ ${path.basename(file)} is whole: ${checked}, ${megabytes(r.bytes)}${r.archiveChecksum ? ', and the archive matches its .sha256' : ''}.`,
  )
}

async function backup() {
  const root = loadDotEnv()
  const keep = keepSchedule(args)
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data')
  const outDir = path.resolve(positional[0] ?? path.join(root, 'backups'))
  const embedded = !process.env.DATABASE_URL
  if (embedded && !existsSync(path.join(dataDir, 'pg', 'PG_VERSION')))
    throw new StartupError(`No database in ${path.join(dataDir, 'pg')}: nothing to back up (is DATA_DIR right?).`)
  const db = embedded
    ? await embeddedDatabase(dataDir, Number(process.env.PG_PORT ?? 54329))
    : { url: process.env.DATABASE_URL!, stop: async () => {} }
  try {
    const uploadsInBucket = s3Settings() !== null
    const r = await createBackup({ dataDir, url: db.url, embedded, outDir, uploadsInBucket })
    const uploads = uploadsInBucket
      ? 'uploads are in the S3 bucket (back it up there)'
      : `${r.manifest.files.media} media files, ${r.manifest.files.avatars} avatars`
    console.log(
      `✔ Backup written: ${path.relative(process.cwd(), r.file) || r.file} (${megabytes(r.bytes)}: the database, ${uploads}) in ${(r.ms / 1000).toFixed(1)} s`,
    )
    if (keep) {
      const gone = await pruneBackups(outDir, keep)
      console.log(
        `✔ Kept the newest of the last ${keep.daily} days, ${keep.weekly} weeks and ${keep.monthly} months: ${gone.length ? `removed ${gone.join(', ')}` : 'nothing to remove'}`,
      )
    }
  } finally {
    await db.stop()
  }
}

try {
  if (args.includes('--verify')) {
    if (!positional[0]) throw new StartupError('usage: npm run backup -- --verify FILE')
    await verify(path.resolve(positional[0]))
  } else await backup()
} catch (err) {
  if (!(err instanceof StartupError)) throw err
  console.error(`✖ ${err.message}`)
  process.exit(1)
}
