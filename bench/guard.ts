/**
 * npm run bench:guard: notices when the product gets slower or heavier (issue 42). Against the e2e
 * server (started here on the e2e data folder, the request log on as by default, unless BENCH_URL
 * answers), in about a minute, it measures what a busy machine cannot skew much, each against a
 * reference in the same run or as a size:
 *   - serving: /explore's requests per second against a bare Node server sending the same bytes
 *   - the API: GET /api/wines/US against Payload's REST call for the same wines
 *   - publishing: a quick publish's build against a full `astro build` of the same site
 *   - page weight: each page type's HTML, CSS and JavaScript (gzip bytes)
 *   - memory: the server's peak RSS over the run (only when it started the server)
 * and fails when one of them is 1.5x worse than bench/guard-baseline.json. `-- --write` writes the
 * figures of this run as the new baseline (after an intended change, with its reason in the commit).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEMO_STAFF } from '../cms/seed/demoAccounts'
import { buildSite } from '../server/publish/siteBuild'
import { SiteStore } from '../server/publish/site'
import { TYPESCRIPT_NODE_ARGS } from '../server/ops/typescript'
import { GATE } from '../tests/helpers/cookies'
import { pageWeight } from '../scripts/lib/pageWeight'
import { SLIDE, slides, type Figures } from './guardSlides'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.E2E_PORT ?? 3100)
const BASE = (process.env.BENCH_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '')
const DATA_DIR = path.resolve(ROOT, process.env.E2E_DATA_DIR ?? '.data/e2e')
const BASELINE = path.join(ROOT, 'bench', 'guard-baseline.json')
const SECONDS = Number(process.env.GUARD_SECONDS ?? 3)
const COOKIE = `${GATE}; popupShow=false; popupLocationShow=false; popShow=false; geolocation=true`

const log = (line: string) => console.log(`[guard] ${line}`)

/**
 * Requests per second of `url` with wrk (C, so that the client is not the bottleneck: autocannon, one
 * JavaScript thread, topped out near 8,000 req/s and made every server look alike): 1 s of warming up,
 * then SECONDS, failing on any error answer.
 */
function rps(url: string, headers: Record<string, string>, connections: number): number {
  const args = (seconds: number) => [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  spawnSync('wrk', args(1), { encoding: 'utf8' })
  const run = spawnSync('wrk', args(SECONDS), { encoding: 'utf8' })
  if (run.error) throw new Error(`wrk: ${run.error.message} (apt-get install wrk; .ci/run installs it)`)
  const failed = /Non-2xx or 3xx responses: (\d+)|Socket errors: .*/.exec(run.stdout)
  if (failed) throw new Error(`${url}: ${failed[0]}`)
  const perSecond = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout)
  if (!perSecond) throw new Error(`wrk said nothing useful about ${url}:\n${run.stdout}${run.stderr}`)
  return Number(perSecond[1])
}

async function answers(url: string): Promise<boolean> {
  return (await fetch(url).catch(() => null))?.ok ?? false
}

async function until(what: string, check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The e2e server as `npm start` runs it, in its own process group (stopped as an operator stops it). */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR, PG_PORT: String(process.env.E2E_PG_PORT ?? 54349) },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await until('the e2e server is ready', () => answers(`${BASE}/readyz`), 300_000)
  return child
}

/** The pids of a process's children and theirs (Linux). */
function descendants(pid: number): number[] {
  let children: number[] = []
  try {
    for (const task of readdirSync(`/proc/${pid}/task`))
      children.push(
        ...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
      )
  } catch {
    children = []
  }
  return children.flatMap((child) => [child, ...descendants(child)])
}

/** The pid of the server's quick publisher (server/publish/quickPublishWorker.ts), which stays loaded. */
function quickPublisherPid(serverPid: number): number | undefined {
  return descendants(serverPid).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('quickPublishWorker')
    } catch {
      return false
    }
  })
}

/** Peak resident memory of a process (Linux), MB. */
function peakRssMb(pid: number): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Math.round(Number(kb) / 1024) : undefined
  } catch {
    return undefined
  }
}

async function serving(site: string): Promise<number> {
  const bare = spawn(process.execPath, [path.join(ROOT, 'bench', 'bareNode.mjs'), site, String(PORT + 281)], {
    stdio: 'ignore',
  })
  try {
    await until(
      'the bare server answers',
      () => answers(`http://localhost:${PORT + 281}/en/us/explore/index.html`),
      10_000,
    )
    const br = { 'accept-encoding': 'br' }
    // Ten connections: serving is about throughput, and the request log's cost shows under load. Each
    // side twice, in turn, the better run of each: one run alone moved between 0.27x and 0.44x.
    const measure = () => [
      rps(`${BASE}/explore`, { ...br, cookie: COOKIE }, 10),
      rps(`http://localhost:${PORT + 281}/en/us/explore/index.html`, br, 10),
    ]
    const [a, b] = [measure(), measure()]
    const ours = Math.max(a[0], b[0])
    const theirs = Math.max(a[1], b[1])
    log(`serving /explore: ${Math.round(ours)} req/s, a bare Node server on the same bytes ${Math.round(theirs)}`)
    return ours / theirs
  } finally {
    bare.kill()
  }
}

async function api(): Promise<number> {
  // One connection: the work of one request, which concurrency would hide (a 10 ms sleep did not show
  // with ten connections: the others' requests filled the wait).
  const ours = rps(`${BASE}/api/wines/US`, { cookie: 'locale=en' }, 1)
  const theirs = rps(`${BASE}/cms-api/wines?where[countries][contains]=US&locale=en&depth=1`, {}, 1)
  log(
    `GET /api/wines/US: ${Math.round(ours)} req/s, Payload REST for the same wines ${Math.round(theirs)} (one connection)`,
  )
  return ours / theirs
}

/** A staff save of a published wine, and how long its publish built (the publish log's build time). */
async function quickPublishMs(): Promise<number> {
  const headers = { origin: BASE, 'content-type': 'application/json', 'x-forwarded-for': '198.18.200.1' }
  const login = await fetch(`${BASE}/cms-api/users/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(DEMO_STAFF),
  })
  if (!login.ok) throw new Error(`staff login: ${login.status}`)
  const auth = { ...headers, authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const wine = ((await (await fetch(`${BASE}/api/wines/US`)).json()) as { data: { id: string; name: string }[] })
    .data[0]
  const latest = async () =>
    (
      (await (await fetch(`${BASE}/cms-api/publishes?doc=wines:${wine.id}`, { headers: auth })).json()) as {
        data: { id: number; status: string; buildMs: number | null } | null
      }
    ).data
  // A publish and its row in the publish log, once it is no longer building.
  const publish = async (name: string) => {
    const before = (await latest())?.id ?? 0
    const saved = await fetch(`${BASE}/cms-api/wines/${wine.id}?locale=en`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ name, _status: 'published' }),
    })
    if (!saved.ok) throw new Error(`the save for the publish answered ${saved.status}`)
    let row: Awaited<ReturnType<typeof latest>> = null
    const done = async () => {
      row = await latest()
      return !!row && row.id > before && row.status !== 'building'
    }
    await until('the publish is live', done, 120_000)
    const ended = row as unknown as { status: string; buildMs: number | null }
    if (ended.status !== 'live' || !ended.buildMs) throw new Error(`the publish ended ${ended.status}`)
    return ended.buildMs
  }
  // The first publish after a start may find the builder cold: the second, which puts the name back,
  // is the one measured (a builder that starts cold is a figure of its own, issue 42).
  const first = await publish(`${wine.name} (guard)`)
  const second = await publish(wine.name)
  log(`publishing: the first publish after the start built in ${first} ms, the next in ${second} ms`)
  return second
}

/** A full `astro build` of the same snapshot into a folder of its own (no cache, nothing linked). */
async function fullBuildMs(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'guard-site-'))
  try {
    const built = await buildSite({
      root: ROOT,
      site: new SiteStore(dir),
      snapshotFile: path.join(DATA_DIR, 'snapshot.json'),
      full: true,
    })
    return built.ms
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** One page of each type, as the live build has it (en, US). */
function pages(site: string): Record<string, number> {
  const manifest = JSON.parse(readFileSync(path.join(site, 'site-manifest.json'), 'utf8')) as {
    wines?: Record<string, string[]>
  }
  const slug = manifest.wines?.us?.[0] ?? 'norte-grande-reserva'
  const types: Record<string, string> = {
    gate: 'en/gate/index.html',
    home: 'en/index.html',
    explore: 'en/us/explore/index.html',
    hub: `en/wine/${slug}/index.html`,
    stories: `en/wine/${slug}/stories/index.html`,
    discover: 'en/us/discover/index.html',
    vendors: 'en/us/vendors/index.html',
    signUp: 'en/signUp/index.html',
    palate: 'en/palate/index.html',
  }
  return Object.fromEntries(Object.entries(types).map(([type, file]) => [type, pageWeight(site, file).total]))
}

async function main() {
  const t0 = Date.now()
  const server = (await answers(`${BASE}/readyz`)) ? null : await startServer()
  try {
    const site = realpathSync(path.join(DATA_DIR, 'site', 'current'))
    const figures: Figures = {
      serving: await serving(site),
      api: await api(),
      publish: 0,
      pages: pages(site),
    }
    const quick = await quickPublishMs()
    const full = await fullBuildMs()
    log(`publishing: a full build of the same site in ${full} ms`)
    figures.publish = quick / full
    if (server?.pid) {
      figures.peakRssMb = peakRssMb(server.pid)
      const publisher = quickPublisherPid(server.pid)
      if (publisher) figures.publisherRssMb = peakRssMb(publisher)
    }
    log(`figures: ${JSON.stringify(figures)}`)
    if (process.argv.includes('--write')) {
      writeFileSync(BASELINE, `${JSON.stringify(figures, null, 2)}\n`)
      return log(`baseline written to ${path.relative(ROOT, BASELINE)}`)
    }
    const problems = slides(figures, JSON.parse(readFileSync(BASELINE, 'utf8')) as Figures)
    log(`done in ${((Date.now() - t0) / 1000).toFixed(0)} s`)
    if (problems.length) {
      console.error(`✖ The product slid (bench:guard, more than ${SLIDE}x worse):\n  - ${problems.join('\n  - ')}`)
      process.exitCode = 1
    } else log(`✔ nothing slid more than ${SLIDE}x against bench/guard-baseline.json`)
  } finally {
    if (server?.pid) {
      process.kill(-server.pid, 'SIGTERM')
      await new Promise((r) => server.once('exit', r))
    }
  }
}

await main()
