import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { loadSecrets } from './secrets'
import { acceptDatabaseUri } from './preflight'
import { checkDatabaseUrl, startEmbeddedPostgres, StartupError, type Database } from './postgres'

export type Runtime = { db: Database; port: number; dataDir: string; root: string }

/** The project root, with its .env settings loaded (the environment wins over the file). */
export function loadDotEnv(): string {
  const root = process.env.WINE_COMPASS_ROOT ?? process.cwd()
  process.env.WINE_COMPASS_ROOT = root
  if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
  acceptDatabaseUri(process.env)
  return root
}

/**
 * Everything a process needs before Payload loads: .env, the generated secrets and a running database.
 * Sets DATABASE_URL and PAYLOAD_SECRET in process.env for payload.config.ts.
 */
export async function prepareRuntime(opts: { database?: string; pgPort?: number } = {}): Promise<Runtime> {
  const root = loadDotEnv()
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data')
  try {
    mkdirSync(dataDir, { recursive: true })
    accessSync(dataDir, constants.W_OK)
  } catch (err) {
    throw new StartupError(
      `The data folder ${dataDir} is not usable (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); set DATA_DIR to a writable folder.`,
    )
  }
  const secrets = loadSecrets(dataDir)
  process.env.PAYLOAD_SECRET ||= secrets.payloadSecret

  let db: Database
  if (process.env.DATABASE_URL) {
    await checkDatabaseUrl(process.env.DATABASE_URL)
    db = { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  } else {
    db = await startEmbeddedPostgres({
      dataFolder: path.join(dataDir, 'pg'),
      port: opts.pgPort ?? Number(process.env.PG_PORT ?? 54329),
      password: secrets.pgPassword,
      database: opts.database ?? 'wine_compass',
    })
    process.env.DATABASE_URL = db.url
  }
  return { db, port: Number(process.env.PORT ?? 3000), dataDir, root }
}
