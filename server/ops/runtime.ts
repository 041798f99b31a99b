import { accessSync, constants, existsSync, mkdirSync, realpathSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { loadSecrets } from './secrets'
import { acceptDatabaseUri } from './preflight'
import { checkDatabaseUrl, embeddedUrl, startEmbeddedPostgres, StartupError, type Database } from '../db/postgres'

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
export async function prepareRuntime(
  opts: { database?: string; pgPort?: number; joinRunning?: boolean } = {},
): Promise<Runtime> {
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
    if (process.env.DATABASE_DIRECT_URL?.trim())
      await checkDatabaseUrl(process.env.DATABASE_DIRECT_URL.trim(), 'DATABASE_DIRECT_URL')
    db = { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  } else {
    const port = opts.pgPort ?? Number(process.env.PG_PORT ?? 54329)
    db = opts.joinRunning
      ? await embeddedDatabase(dataDir, port, opts.database)
      : await startEmbeddedPostgres({
          dataFolder: path.join(dataDir, 'pg'),
          port,
          password: secrets.pgPassword,
          database: opts.database ?? 'wine_compass',
        })
    process.env.DATABASE_URL = db.url
  }
  return { db, port: Number(process.env.PORT ?? 3000), dataDir, root }
}

/**
 * The embedded database of this data folder for a tool (a backup, migrate:create): the running one
 * when Wine Compass is up (checked to be this folder's, and left running), else started for the tool
 * and stopped after.
 */
export async function embeddedDatabase(dataDir: string, port: number, database = 'wine_compass'): Promise<Database> {
  const folder = path.join(dataDir, 'pg')
  const password = loadSecrets(dataDir).pgPassword
  const url = embeddedUrl(password, port, database)
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    const { rows } = await client.query<{ dir: string }>("select current_setting('data_directory') as dir")
    if (!existsSync(folder) || realpathSync(rows[0].dir) !== realpathSync(folder))
      throw new StartupError(
        `The PostgreSQL on port ${port} keeps its data in ${rows[0].dir}, not ${folder}: set PG_PORT to this data folder's.`,
      )
    return { url, embedded: true, stop: async () => {} }
  } catch (err) {
    if (err instanceof StartupError) throw err
    if ((err as NodeJS.ErrnoException).code !== 'ECONNREFUSED')
      throw new StartupError(`PostgreSQL on port ${port}: ${(err as Error).message}`)
    return startEmbeddedPostgres({ dataFolder: folder, port, password, database, quiet: true })
  } finally {
    await client.end().catch(() => {})
  }
}
