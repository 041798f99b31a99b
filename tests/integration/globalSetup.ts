/**
 * One real PostgreSQL for the integration run (the project's embedded server on its own port and
 * data folder), a throwaway database per run, migrated and seeded (pictures simplified for speed).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { startEmbeddedPostgres } from '../../server/db/postgres'
import { loadSecrets } from '../../server/ops/secrets'
import { TYPESCRIPT_NODE_ARGS } from '../../server/ops/typescript'

export default async function setup() {
  const root = process.cwd()
  const dataDir = path.resolve(root, process.env.TEST_DATA_DIR ?? '.data/test')
  const secrets = loadSecrets(dataDir)
  const database = `wc_test_${Date.now().toString(36)}`
  const db = await startEmbeddedPostgres({
    dataFolder: path.join(dataDir, 'pg'),
    port: Number(process.env.TEST_PG_PORT ?? 54339),
    password: secrets.pgPassword,
    database,
  })
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET = secrets.payloadSecret
  process.env.DATA_DIR = dataDir
  process.env.WINE_COMPASS_ROOT = root
  const seeded = spawnSync(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/prepare-content.ts'], {
    env: { ...process.env, SEED_ART: 'simple' },
    encoding: 'utf8',
  })
  if (seeded.status !== 0) {
    await db.stop()
    throw new Error(`seeding the test database failed:\n${seeded.stdout}\n${seeded.stderr}`)
  }

  return async () => {
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: db.url.replace(`/${database}`, '/postgres') })
    await admin.connect()
    await admin.query(`drop database if exists "${database}" with (force)`)
    await admin.end()
    await db.stop()
  }
}
