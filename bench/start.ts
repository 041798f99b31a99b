/**
 * How long `npm start` makes a newcomer wait: a fresh clone of this commit (node_modules linked in, as
 * after `npm install`, without build caches), started as the README says; the time to the first page,
 * to the admin, the start's own timed steps, then a second start on the same data (warm).
 *   npx tsx bench/start.ts [--json]
 * Needs the machine to itself (2 cores: no other server or build running) and ports 3190, 54390.
 */
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { TYPESCRIPT_NODE_ARGS } from '../server/ops/typescript'

const PORT = 3190
const PG_PORT = 54390
const base = `http://localhost:${PORT}`
const root = path.resolve(import.meta.dirname, '..')
const json = process.argv.includes('--json')

const work = mkdtempSync(path.join(os.tmpdir(), 'wine-compass-start-'))
chmodSync(work, 0o755) // the postgres user (when we are root) keeps its data in the clone
const clone = path.join(work, 'repo')
execFileSync('git', ['clone', '-q', root, clone])
// `npm install` done: the same packages, hard-linked (instant), without the caches a build leaves there.
execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(clone, 'node_modules')])
for (const cache of ['.astro', '.vite', '.cache'])
  rmSync(path.join(clone, 'node_modules', cache), { recursive: true, force: true })

type Run = { firstPageS: number; adminS: number | null; steps: { at: number; line: string }[] }

const get = (p: string) =>
  fetch(`${base}${p}`, { redirect: 'manual', signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    () => 0,
  )

/** Starts the clone's server and waits for the first page (and, with `admin`, the admin's sign-in page). */
async function start(admin: boolean): Promise<{ run: Run; stop: () => Promise<void> }> {
  const t0 = Date.now()
  const at = () => (Date.now() - t0) / 1000
  const steps: Run['steps'] = []
  const output: string[] = []
  const env: NodeJS.ProcessEnv = {
    // Readable lines ("[…] INFO [start] …"): the steps are read from them.
    LOG_FORMAT: 'pretty',
    ...process.env,
    CI: '',
    PORT: String(PORT),
    PG_PORT: String(PG_PORT),
    // The steps are info records; the request lines stay in memory only.
    LOG_LEVEL: 'info',
  }
  for (const name of ['DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'PUBLIC_URL', 'ART_CACHE_DIR']) delete env[name]
  const child = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/start.ts'], {
    cwd: clone,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const hear = (chunk: Buffer) => {
    output.push(String(chunk))
    for (const line of String(chunk).split('\n'))
      if (/\[(start|seed|content|build|db)\] |ready in/.test(line)) steps.push({ at: at(), line: line.trim() })
  }
  child.stdout!.on('data', hear)
  child.stderr!.on('data', hear)
  let firstPageS = 0
  let adminS: number | null = null
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output.join('').slice(-3000)}`)
    if (!firstPageS && (await get('/')) === 200) firstPageS = at()
    if (admin && adminS === null && (await get('/admin/login')) === 200) adminS = at()
    if (firstPageS && (!admin || adminS !== null)) break
    if (at() > 900) throw new Error('no page after 15 minutes')
    await new Promise((r) => setTimeout(r, 250))
  }
  const stop = async () => {
    process.kill(-child.pid!, 'SIGTERM')
    await exited
  }
  return { run: { firstPageS, adminS, steps }, stop }
}

try {
  const load = os.loadavg().map((n) => n.toFixed(2))
  const fresh = await start(true)
  await fresh.stop()
  const warm = await start(true)
  await warm.stop()
  const result = {
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim(),
    cores: os.cpus().length,
    loadBefore: load,
    fresh: fresh.run,
    warm: warm.run,
  }
  if (json) console.log(JSON.stringify(result, null, 2))
  else {
    console.log(
      `npm start on a fresh clone of ${result.commit}, ${result.cores} cores, load average ${load.join(' ')} before`,
    )
    console.log(
      `  first start: first page ${fresh.run.firstPageS.toFixed(1)} s, admin ${fresh.run.adminS?.toFixed(1)} s`,
    )
    for (const s of fresh.run.steps) console.log(`    ${s.at.toFixed(1).padStart(6)} s  ${s.line}`)
    console.log(
      `  second start (same data): first page ${warm.run.firstPageS.toFixed(1)} s, admin ${warm.run.adminS?.toFixed(1)} s`,
    )
  }
} finally {
  // The database may live outside the clone (a link under /var/lib/wine-compass when the clone is private).
  try {
    const pg = realpathSync(path.join(clone, '.data', 'pg'))
    if (!pg.startsWith(work)) rmSync(pg, { recursive: true, force: true })
  } catch {
    /* no database was made */
  }
  rmSync(work, { recursive: true, force: true })
}
