/**
 * Starts the product as `npm start` does (scripts/start.ts in its own process group) on its own port,
 * data folder and embedded PostgreSQL, for the tests that need a server of their own: another mode
 * (production.spec.ts) or one to kill (crash.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { TYPESCRIPT_NODE_ARGS } from '../../server/ops/typescript'

export type Spawned = { child: ChildProcess; output: () => string; exited: Promise<number>; base: string }

/** A record of the server's JSON log (LOG_FORMAT=json, cms/lib/log.ts). */
export type LogRecord = { level: string; time: string; source: string; msg: string; [field: string]: unknown }

/** The server's output as records: every line must be one (a line that is not fails the test, naming it). */
export function logRecords(output: string): LogRecord[] {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as LogRecord
      } catch {
        throw new Error(`a line of the log is not JSON: ${line.slice(0, 300)}`)
      }
    })
}

/**
 * The command line that runs `args` with the project's folder read-only: a private mount namespace in
 * which the folder is bound onto itself and remounted read-only (root only, as on the CI machine);
 * nothing outside the process sees it.
 */
function readOnlyProject(args: string[]): [string, string[]] {
  const root = process.cwd()
  const script = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@"'
  return ['unshare', ['--mount', '--propagation', 'private', 'sh', '-c', script, root, ...args]]
}

export function startServer(o: {
  port: number
  pgPort: number
  dataDir: string
  env?: Record<string, string>
  /** The project's folder read-only for the server (the data folder must lie outside it). */
  readOnlyRoot?: boolean
}): Spawned {
  const lines: string[] = []
  // Nothing of the run's own server settings leaks in: each test says what it wants.
  const env: Record<string, string | undefined> = {
    ...process.env,
    CI: '',
    TRUST_PROXY: '1',
    SEED_DEMO: '',
    PUBLIC_URL: '',
    SMTP_URL: '',
    DATABASE_URL: '',
    PAYLOAD_SECRET: '',
    WINE_COMPASS_MODE: '',
    // Readable lines ("[publish] live …") unless a test reads the JSON records.
    LOG_FORMAT: 'pretty',
    DATA_DIR: o.dataDir,
    PORT: String(o.port),
    PG_PORT: String(o.pgPort),
  }
  delete env.NODE_ENV
  const command: [string, string[]] = [process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/start.ts']]
  const [file, args] = o.readOnlyRoot ? readOnlyProject([command[0], ...command[1]]) : command
  const child = spawn(file, args, {
    env: { ...env, ...o.env } as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d) => lines.push(String(d)))
  child.stderr!.on('data', (d) => lines.push(String(d)))
  const exited = new Promise<number>((r) => child.on('exit', (code, signal) => r(code ?? (signal ? 137 : 1))))
  return { child, output: () => lines.join(''), exited, base: `http://localhost:${o.port}` }
}

/** Resolves when the server is ready (/readyz: the database answers, a build is live), or throws with its output. */
export async function ready(s: Spawned, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs
  let done = false
  void s.exited.then(() => (done = true))
  while (Date.now() < until && !done) {
    const res = await fetch(`${s.base}/readyz`).catch(() => null)
    if (res?.status === 200) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the server did not start:\n${s.output().slice(-3000)}`)
}

export async function stop(s: Spawned, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  try {
    process.kill(-s.child.pid!, signal)
  } catch {
    /* gone */
  }
  await Promise.race([s.exited, new Promise((r) => setTimeout(r, 15_000))])
}

/** The embedded PostgreSQL's postmaster pid (it runs apart from the server's process group). */
export function postgresPid(dataDir: string): number | null {
  try {
    return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]) || null
  } catch {
    return null
  }
}
