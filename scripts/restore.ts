/**
 * npm run restore -- FILE [--force] [--replace-database]: an archive from `npm run backup` into an empty
 * data folder (DATA_DIR) or, for a pg_dump archive, an empty DATABASE_URL. With --force, what is in the
 * data folder is moved aside first (nothing is deleted); --replace-database drops and replaces the
 * tables of a DATABASE_URL that has some (the one mode that deletes). Then `npm start` serves the
 * restored content (the site is rebuilt from it).
 *
 * npm run restore -- FILE --drill: the restore drill, runnable on a production install (it needs only
 * the product's own dependencies): the archive checked, restored into a folder and a PostgreSQL of its
 * own, started, counted against its manifest, then removed.
 */
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { restoreBackup } from '../server/ops/restore'
import { StartupError } from '../server/db/postgres'
import { loadDotEnv } from '../server/ops/runtime'

const args = process.argv.slice(2)
const force = args.includes('--force')
const replaceDatabase = args.includes('--replace-database')
const drill = args.includes('--drill')
const file = args.find((a) => !a.startsWith('--'))
if (!file) {
  console.error('usage: npm run restore -- FILE [--force] [--replace-database] | FILE --drill')
  process.exit(2)
}

/** A port nothing listens on, for the drill's own PostgreSQL. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** The drill's folder gone, and its database's data wherever the folder's link pointed. */
function removeDrill(dataDir: string) {
  const pg = path.join(dataDir, 'pg')
  if (existsSync(pg)) rmSync(realpathSync(pg), { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}

// A drill restores into a folder and a PostgreSQL of its own, beside whatever is running, then removes both.
const drillDir = drill ? mkdtempSync(path.join(os.tmpdir(), 'wine-compass-drill-')) : null
try {
  const root = loadDotEnv()
  const dataDir = drillDir ?? path.resolve(root, process.env.DATA_DIR ?? '.data')
  const r = await restoreBackup(path.resolve(file), {
    dataDir,
    databaseUrl: drill ? undefined : process.env.DATABASE_URL || undefined,
    pgPort: drill ? await freePort() : Number(process.env.PG_PORT ?? 54329),
    force,
    replaceDatabase,
    log: (line) => console.log(line),
  })
  const uploads = r.manifest.uploadsInBucket
    ? 'uploads stay in the S3 bucket'
    : `${r.files.media} media files, ${r.files.avatars} avatars`
  if (drill) {
    const { media, avatars } = r.manifest.files
    if (r.files.media !== media || r.files.avatars !== avatars)
      throw new StartupError(
        `The drill restored ${uploads}; the backup's manifest says ${media} media files, ${avatars} avatars.`,
      )
    console.log(
      `✔ Drill: the backup of ${r.manifest.createdAt} restores whole: ${r.tables} tables, ${r.rows} rows, ${uploads}, PostgreSQL started on it (${(r.ms / 1000).toFixed(1)} s). Nothing of the drill is left.`,
    )
  } else
    console.log(
      `✔ Restored the backup of ${r.manifest.createdAt} into ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir}: ${r.tables} tables, ${r.rows} rows, ${uploads} (${(r.ms / 1000).toFixed(1)} s). npm start serves it.`,
    )
} catch (err) {
  if (!(err instanceof StartupError)) throw err
  console.error(`✖ ${err.message}`)
  process.exitCode = 1
} finally {
  if (drillDir) removeDrill(drillDir)
}
