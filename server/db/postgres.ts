import { createHash } from 'node:crypto'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { logLine, type LineLog, type LogLevel } from '../../cms/lib/log'
import {
  initdb,
  mkdirFor,
  mkdirOpen,
  postgresUser,
  reachableBinaries,
  reachableByOthers,
  SHARED_ROOT,
  startPostgres,
  type PackagedBinaries,
  type RunAs,
  type RunningPostgres,
} from './postgresProcess'

/** A one-line, human error: printed without a stack trace by the scripts. */
export class StartupError extends Error {}

export type Database = {
  url: string
  stop: () => Promise<void>
  embedded: boolean
  /**
   * The embedded PostgreSQL under a running server (scripts/start.ts): its log lines go to `log` (with a
   * `[db]` source), and when it exits without being asked it is started again, at most
   * PG_RESTARTS times in PG_RESTART_WINDOW_MS; past that `down` is called with the reason.
   */
  supervise?: (o: { log: LineLog; down: (reason: string) => void }) => void
  /** 'up', or 'restarting' while it is started again after it exited, or 'down' when that failed. */
  state?: () => 'up' | 'restarting' | 'down'
}

/** How often the embedded PostgreSQL is started again after it exited on its own, and in what time. */
const PG_RESTARTS = 3
const PG_RESTART_WINDOW_MS = 10 * 60_000

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer()
    srv.once('error', () => resolve(false))
    srv.once('listening', () => srv.close(() => resolve(true)))
    srv.listen(port, '127.0.0.1')
  })
}

/**
 * The folder PostgreSQL keeps its data in, created and owned by the user it runs as: normally `wanted`
 * (.data/pg) itself. When we are root and the postgres user cannot reach `wanted` (the project in a
 * 700 home, a `mktemp -d` folder), the data lives under SHARED_ROOT and `wanted` links to it; a
 * later start follows the link to the same data (also an older link into /var/tmp). Deleting the
 * link deletes the data, as deleting the folder would.
 */
export function resolveDataFolder(wanted: string, runAs: RunAs, log: LineLog = logLine): string {
  wanted = path.resolve(wanted)
  let link: string | null = null
  try {
    if (lstatSync(wanted).isSymbolicLink()) link = path.resolve(path.dirname(wanted), readlinkSync(wanted))
  } catch {
    /* not there yet */
  }
  if (link) {
    if (!existsSync(link)) {
      mkdirOpen(path.dirname(link))
      mkdirFor(link, runAs)
    }
    return link
  }
  if (!runAs || reachableByOthers(wanted)) {
    if (!existsSync(wanted)) mkdirFor(wanted, runAs)
    return wanted
  }
  const hash = createHash('sha1').update(wanted).digest('hex').slice(0, 12)
  const real = path.join(SHARED_ROOT, hash, 'pg')
  if (existsSync(wanted)) {
    // An empty folder left by a start that failed before PostgreSQL wrote anything: the link takes its place.
    if (readdirSync(wanted).length)
      throw new StartupError(
        `The postgres user cannot reach ${wanted} (a folder above it is private to root). Move the project, or set DATA_DIR to a folder others may enter.`,
      )
    rmdirSync(wanted)
  }
  // Data there without the link to it belonged to a `.data/pg` since deleted: gone with it, as the
  // folder itself would have been (a restart after `rm -rf .data` must not find the old database).
  if (existsSync(real)) {
    rmSync(real, { recursive: true, force: true })
    log(`[db] removed ${real}: the data of an earlier ${wanted}, whose link was deleted`)
  }
  mkdirOpen(path.dirname(real))
  mkdirFor(real, runAs)
  mkdirSync(path.dirname(wanted), { recursive: true })
  symlinkSync(real, wanted)
  log(
    `[db] ${path.dirname(wanted)} is private to root; the postgres user keeps the data in ${real} (linked from ${wanted})`,
  )
  return real
}

async function ensureDatabase(client: pg.Client, name: string) {
  const res = await client.query('select 1 from pg_database where datname = $1', [name])
  if (res.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`)
}

/** Checks a DATABASE_URL (or the setting `name`) by connecting once; turns the usual failures into one clear line. */
export async function checkDatabaseUrl(url: string, name = 'DATABASE_URL'): Promise<void> {
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
        return name
      }
    })()
    if (e.code === '28P01' || e.code === '28000')
      throw new StartupError(`Database ${where}: wrong user name or password (check ${name}).`)
    if (e.code === '3D000') throw new StartupError(`Database ${where} does not exist (create it, or fix ${name}).`)
    if (e.code === 'ECONNREFUSED')
      throw new StartupError(`Database ${where}: nothing is listening there (is PostgreSQL running?).`)
    if (e.code === 'ENOTFOUND') throw new StartupError(`Database ${where}: unknown host.`)
    throw new StartupError(`Database ${where}: ${e.message ?? String(err)}`)
  } finally {
    await client.end().catch(() => {})
  }
}

/** How the project's own PostgreSQL is reached: its superuser, on this machine only. */
export const embeddedUrl = (password: string, port: number, database: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`

type EmbeddedOptions = {
  dataFolder: string
  port: number
  password: string
  database: string
  quiet?: boolean
  /** PostgreSQL's binaries (default: the platform package in node_modules; tests place a copy elsewhere). */
  packaged?: PackagedBinaries
}

/** A PostgreSQL log line's severity as the product's level: a query's ERROR is a warning of ours, FATAL and PANIC errors. */
export function postgresLevel(line: string): LogLevel {
  const m = /\b(DEBUG\d?|LOG|INFO|NOTICE|WARNING|ERROR|FATAL|PANIC):/.exec(line)
  if (!m) return 'info'
  return m[1] === 'FATAL' || m[1] === 'PANIC' ? 'error' : m[1] === 'ERROR' || m[1] === 'WARNING' ? 'warn' : 'info'
}

/** How many of PostgreSQL's last log lines are kept to explain a failure. */
const LOG_LINES = 200

/** Starts the project's own PostgreSQL from its data folder (creating it on first use). */
export async function startEmbeddedPostgres(o: EmbeddedOptions): Promise<Database> {
  if (!(await portIsFree(o.port))) {
    throw new StartupError(
      `Port ${o.port} for the embedded PostgreSQL is taken (another Wine Compass running? set PG_PORT, or DATABASE_URL for your own server).`,
    )
  }
  const logs: string[] = []
  // Under a running server (supervise), PostgreSQL's lines also go to the product's log.
  let forward: LineLog | null = null
  const onLog = (chunk: string) => {
    const lines = chunk.split('\n').filter(Boolean)
    logs.push(...lines)
    logs.splice(0, logs.length - LOG_LINES)
    if (forward) for (const line of lines) forward(`[db] ${line.trim()}`, postgresLevel(line))
  }
  let runAs: RunAs
  let binaries: string
  let dataFolder: string
  try {
    runAs = postgresUser()
    binaries = reachableBinaries(runAs, o.packaged)
    dataFolder = resolveDataFolder(o.dataFolder, runAs, o.quiet ? () => {} : logLine)
  } catch (err) {
    if (err instanceof StartupError) throw err
    throw new StartupError(
      `Cannot prepare the database folder ${path.resolve(o.dataFolder)}: ${(err as Error).message}`,
    )
  }
  if (!existsSync(path.join(dataFolder, 'PG_VERSION'))) {
    try {
      mkdirFor(dataFolder, runAs)
      await initdb({ binaries, folder: dataFolder, password: o.password, runAs, onLog })
    } catch (err) {
      throw new StartupError(
        `Cannot create the database folder ${dataFolder}: ${lastLine(logs) ?? (err as Error).message}`,
      )
    }
  }
  await clearStaleLocks(dataFolder, o.port)
  const run = () =>
    startPostgres({
      binaries,
      folder: dataFolder,
      port: o.port,
      runAs,
      onLog,
      flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=100'],
    })
  let server: RunningPostgres
  try {
    server = await run()
  } catch (err) {
    throw new StartupError(`PostgreSQL did not start from ${dataFolder}: ${lastLine(logs) ?? (err as Error).message}`)
  }
  const admin = new pg.Client({
    host: '127.0.0.1',
    port: o.port,
    user: 'postgres',
    password: o.password,
    database: 'postgres',
  })
  try {
    await admin.connect()
    await ensureDatabase(admin, o.database)
  } catch (err) {
    await server.stop().catch(() => {})
    const e = err as { code?: string; message?: string }
    if (e.code === '28P01') {
      throw new StartupError(
        `The database in ${dataFolder} was made with another password (.data/secrets.json changed?). Remove ${dataFolder} to start afresh.`,
      )
    }
    throw new StartupError(`PostgreSQL at ${dataFolder}: ${e.message}`)
  } finally {
    await admin.end().catch(() => {})
  }
  let stopping = false
  let state: 'up' | 'restarting' | 'down' = 'up'
  const restarts: number[] = []
  /** Starts PostgreSQL again each time it exits on its own, within the bounds; past them, `down`. */
  const watch = (running: RunningPostgres, log: LineLog, down: (reason: string) => void) => {
    void running.exited.then(async (code) => {
      if (stopping) return
      state = 'restarting'
      log(
        `[db] PostgreSQL exited on its own (${code ?? 'killed'}): ${lastLine(logs) ?? 'nothing in its log says why'}`,
        'error',
      )
      for (;;) {
        const now = Date.now()
        restarts.push(now)
        while (restarts.length && now - restarts[0] > PG_RESTART_WINDOW_MS) restarts.shift()
        if (restarts.length > PG_RESTARTS) {
          state = 'down'
          return down(
            `PostgreSQL exited or failed to start ${restarts.length} times in ${PG_RESTART_WINDOW_MS / 60_000} minutes`,
          )
        }
        try {
          await clearStaleLocks(dataFolder, o.port)
          const next = await run()
          if (stopping) return void (await next.stop())
          server = next
          state = 'up'
          log(`[db] PostgreSQL started again in ${Date.now() - now} ms`)
          return watch(next, log, down)
        } catch (err) {
          log(`[db] PostgreSQL did not start again: ${lastLine(logs) ?? (err as Error).message}`, 'error')
          await new Promise((r) => setTimeout(r, 1000))
        }
      }
    })
  }
  return {
    url: embeddedUrl(o.password, o.port, o.database),
    embedded: true,
    stop: async () => {
      stopping = true
      await server.stop()
    },
    supervise: ({ log, down }) => {
      forward = log
      watch(server, log, down)
    },
    state: () => state,
  }
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

/** Whether a PostgreSQL server runs on this data folder (Linux; elsewhere whether it left its postmaster.pid). */
export function clusterIsRunning(dataFolder: string): boolean {
  if (!existsSync('/proc')) return existsSync(path.join(dataFolder, 'postmaster.pid'))
  return clusterProcesses(dataFolder).length > 0
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
