/**
 * npm run restore -- FILE [--force] [--replace-database]: an archive from `npm run backup` into an empty
 * data folder (DATA_DIR) or, for a pg_dump archive, an empty DATABASE_URL. With --force, what is in the
 * data folder is moved aside first (nothing is deleted); --replace-database drops and replaces the
 * tables of a DATABASE_URL that has some (the one mode that deletes). Then `npm start` serves the
 * restored content (the site is rebuilt from it).
 */
import path from 'node:path'
import { restoreBackup } from '../server/restore'
import { StartupError } from '../server/postgres'
import { loadDotEnv } from '../server/runtime'

const args = process.argv.slice(2)
const force = args.includes('--force')
const replaceDatabase = args.includes('--replace-database')
const file = args.find((a) => !a.startsWith('--'))
if (!file) {
  console.error('usage: npm run restore -- FILE [--force] [--replace-database]')
  process.exit(2)
}
try {
  const root = loadDotEnv()
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data')
  const r = await restoreBackup(path.resolve(file), {
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgPort: Number(process.env.PG_PORT ?? 54329),
    force,
    replaceDatabase,
    log: (line) => console.log(line),
  })
  const uploads = r.manifest.uploadsInBucket
    ? 'uploads stay in the S3 bucket'
    : `${r.files.media} media files, ${r.files.avatars} avatars`
  console.log(
    `✔ Restored the backup of ${r.manifest.createdAt} into ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir}: ${r.tables} tables, ${r.rows} rows, ${uploads} (${(r.ms / 1000).toFixed(1)} s). npm start serves it.`,
  )
} catch (err) {
  if (!(err instanceof StartupError)) throw err
  console.error(`✖ ${err.message}`)
  process.exit(1)
}
