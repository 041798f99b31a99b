/**
 * npm start: the whole product on one port. Starts PostgreSQL (embedded unless DATABASE_URL),
 * applies migrations, seeds an empty database, builds what is out of date (the admin bundle, the
 * site), then serves the site, the API and the admin at http://localhost:3000.
 */
import os from 'node:os'
import path from 'node:path'
import { cmsBuildIsCurrent, ensureCmsBuild, ensureSiteBuild, prepareContent } from '../server/ops/bootstrap'
import { StartupError } from '../server/db/postgres'
import { exclusively, joinCluster, type Cluster } from '../server/publish/cluster'
import { installPublisher, Publisher } from '../server/publish/publish'
import { PublishLog } from '../server/publish/publishLog'
import { ScanCounter } from '../server/serve/scans'
import { loadDotEnv, prepareRuntime } from '../server/ops/runtime'
import { SiteStore } from '../server/publish/site'
import { DEMO_MEMBER, DEMO_STAFF } from '../cms/seed/demoAccounts'
import { deployment, deploymentProblems, modeFromEnv } from '../cms/lib/deployment'
import { s3Settings } from '../cms/lib/s3Settings'
import { socialProblems } from '../cms/lib/socialProviders'
import { closeHookPool } from '../cms/api/db'
import type { Payload } from 'payload'
import { healthChecks } from '../server/ops/health'
import { checkPortFree, nodeProblem } from '../server/ops/preflight'
import { sessionProblem } from '../server/db/pooler'
import { requestLogger } from '../server/serve/requestLog'
import {
  configureLog,
  flushLog,
  log as logOf,
  logLine,
  logSettingsProblems,
  routeConsole,
  type LineLog,
} from '../cms/lib/log'
import { createMetrics, type PoolFigures } from '../server/ops/metrics'
import pkg from '../package.json' with { type: 'json' }

const dev = process.argv.includes('--dev')
const t0 = Date.now()
const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`
/** The start's own lines, and those of the parts given it ("[publish] …"), in the one log stream. */
const log: LineLog = (l, level) => logLine(l, level, 'start')

/**
 * How long a stop takes at most after its drain delay: the publish in flight, the requests in flight,
 * then closing the connections and the database. Well within an orchestrator's patience (Kubernetes
 * waits 30 s before it kills). Of it, the closing is given the last CLOSING_MS, and the requests at
 * least REQUESTS_MS after the publish: a publish still running then is cut short (the next start or
 * publisher finishes it, server/publish/publish.ts).
 */
const STOP_BUDGET_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)
const CLOSING_MS = 2000
const REQUESTS_MS = 2000
/**
 * How long a stopping instance keeps answering (not ready, each answer closing its connection) before
 * it stops taking connections: time for balancers' health checks to see it go. None locally.
 */
const drainDelayMs = (production: boolean) => Number(process.env.SHUTDOWN_DELAY_MS ?? (production ? 2000 : 0))

/**
 * Payload's scheduled jobs stopped and its pool of connections closed before the database stops (else
 * each connection logs the database's "terminating connection" as an error). Payload keeps its
 * instances in `global._payload` (payload/dist/index.js); `destroy()` stops the jobs' crons but leaves
 * the pool open (@payloadcms/drizzle). At most 1 s: a connection still checked out is cut off.
 */
type CachedPayload = {
  payload: { destroy(): Promise<void>; db?: { pool?: PoolFigures & { end(): Promise<void> } } } | null
}
const cachedPayloads = () => [...((globalThis as { _payload?: Map<string, CachedPayload> })._payload?.values() ?? [])]

/** The pool of Payload's database connections (the API's and the admin's), once Payload is up: for the metrics. */
const payloadPool = (): PoolFigures | undefined => cachedPayloads().find((e) => e.payload?.db?.pool)?.payload?.db?.pool

async function closePayload() {
  const close = async (p: NonNullable<CachedPayload['payload']>) => {
    await closeHookPool(p as unknown as Payload)
    await p.destroy().catch(() => {})
    await p.db?.pool?.end().catch(() => {})
  }
  const all = cachedPayloads().flatMap((entry) => (entry.payload ? [close(entry.payload)] : []))
  await Promise.race([Promise.all(all), new Promise((r) => setTimeout(r, 1000).unref())])
}

async function main() {
  const old = nodeProblem(pkg.engines.node)
  if (old) throw new StartupError(old)
  loadDotEnv()
  const port = Number(process.env.PORT ?? 3000)
  const instance = process.env.INSTANCE_NAME ?? `${os.hostname()}:${port}`
  const logProblems = logSettingsProblems()
  if (logProblems.length) throw new StartupError(logProblems.join(' '))
  // Every line from here on, a dependency's console output too, is a record of the one log stream.
  configureLog({ instance })
  routeConsole()
  await checkPortFree(port, process.env.HOST)
  // Recorded before NODE_ENV is set for Next below: production is the operator's choice, not ours.
  process.env.WINE_COMPASS_MODE = modeFromEnv(process.env)
  const problems = deploymentProblems()
  if (problems.length)
    throw new StartupError(
      `Production mode (NODE_ENV=production or an https PUBLIC_URL) refuses to start:\n  - ${problems.join('\n  - ')}\nREADME.md, Deploy, lists every setting.`,
    )
  for (const p of socialProblems()) log(`[start] sign-in providers: ${p} (left out)`, 'warn')
  const mode = deployment()
  const rt = await prepareRuntime()
  // The publishing lock, the start lock and LISTEN need one session that stays: not a transaction pooler.
  const sessionUrl = process.env.DATABASE_DIRECT_URL?.trim() || rt.db.url
  if (!rt.db.embedded) {
    const pooled = await sessionProblem(process.env)
    if (pooled) throw new StartupError(pooled)
  }
  let cluster: Cluster | null = null
  let publisher: Publisher | null = null
  let server: import('../server/serve/node').RunningServer | null = null
  let closeHistory = async () => {}
  let stopDevSite = async () => {}
  const site = new SiteStore(path.join(rt.dataDir, 'site'))
  const metrics = createMetrics({ buildAge: () => health.buildAge(), pool: () => payloadPool() })
  const health = healthChecks({
    databaseUrl: rt.db.url,
    site,
    instance,
    // Ready once the CMS answers and the instance has joined the others (the publisher with it).
    adminReady: () => cluster !== null,
    databaseState: rt.db.state,
    publishFailures: () => metrics.failuresInARow(),
    siteProblem: () => cluster?.siteProblem() ?? null,
  })
  /**
   * A stop that drops nothing: /readyz says so at once and answers close their connections (balancers
   * stop sending), a running publish finishes (a waiting one is left to the next publisher), then the
   * server stops taking connections, requests in flight finish, and the rest closes. A second signal
   * stops at once.
   */
  const stop = async (signal: string, exitCode = 0) => {
    process.once('SIGINT', () => process.exit(130))
    process.once('SIGTERM', () => process.exit(143))
    log(`[stop] ${signal}: finishing the requests and the publish in flight`)
    const t = Date.now()
    const delay = drainDelayMs(mode.production)
    const closeAt = t + delay + Math.max(STOP_BUDGET_MS - CLOSING_MS, REQUESTS_MS)
    const left = (until: number) => Math.max(0, until - Date.now())
    health.drain()
    server?.drain()
    // The publish needs the server (it reads the snapshot from it): it finishes before the server closes.
    // Requests keep being answered meanwhile; the database stops only after both.
    await Promise.all([publisher?.stop(left(closeAt - REQUESTS_MS)), new Promise((r) => setTimeout(r, delay))])
    await server?.shutdown(Math.max(left(closeAt), 500))
    await stopDevSite().catch(() => {})
    await cluster?.close()
    await closeHistory()
    await health.close()
    await closePayload()
    await rt.db.stop().catch(() => {})
    log(`[stop] stopped in ${Date.now() - t} ms`)
    // The log writes asynchronously: its last lines go out before the process does.
    await flushLog()
    process.exit(exitCode)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
  // The embedded PostgreSQL's lines join the log; if it exits, it is started again (a few times).
  rt.db.supervise?.({
    log,
    down: (reason) => {
      log(
        `[db] ${reason}: the server stops (look at the db records above; restart it when the database is mended)`,
        'fatal',
      )
      void stop('the database is down', 1)
    },
  })
  log(
    `[start] database ready (${rt.db.embedded ? `embedded PostgreSQL in ${path.relative(rt.root, path.join(rt.dataDir, 'pg')) || '.'}` : 'DATABASE_URL'}) at ${since()}`,
  )

  // Hashing the CMS's sources takes a moment: once per start.
  const cmsCurrent = cmsBuildIsCurrent(rt)
  // Instances starting together on one database and one site folder migrate, seed and build it once:
  // the first holds the start lock, the others then find it done. In dev, any build will do: it only
  // gives the router its countries and wines (Astro's dev server renders the pages).
  await exclusively(sessionUrl, async () => {
    await prepareContent(rt, { reuse: true, cmsCurrent, log })
    log(`[start] content ready at ${since()}`)
    if (!dev) Object.assign(process.env, { NODE_ENV: 'production' })
    if (!dev || !site.current()) await ensureSiteBuild(site, rt, log)
  })
  log(`[start] site built at ${since()}`)
  // The admin and API bundle, when out of date, builds while the site is already served (its paths say
  // "being prepared" meanwhile): one build at a time, as two side by side are slower on two cores.
  const cmsBuild =
    !dev && !cmsCurrent
      ? ensureCmsBuild(rt, log).then(() => log(`[start] admin and API built at ${since()}`))
      : undefined
  let devSite: import('../server/serve/devSite').DevSite | null = null
  if (dev) {
    // The pages read the snapshot the server keeps, again after each publish (a new SITE_BUILD_ID).
    process.env.SNAPSHOT_FILE = path.join(rt.dataDir, 'snapshot.json')
    process.env.SITE_BUILD_ID = `dev-${Date.now()}`
    const { startDevSite } = await import('../server/serve/devSite')
    devSite = await startDevSite(rt.root, rt.port + 1)
    stopDevSite = () => devSite!.stop()
    log(`[start] the site from Astro's dev server (hot reload of src/ and locales/) at ${since()}`)
  }

  const history = new PublishLog(rt.db.url, log)
  const scans = new ScanCounter(rt.db.url, log)
  closeHistory = () =>
    Promise.all([history.close(), scans.close()]).then(
      () => undefined,
      () => undefined,
    )
  publisher = new Publisher({
    root: rt.root,
    site,
    snapshotUrl: `http://127.0.0.1:${rt.port}/cms-api/snapshot`,
    snapshotFile: path.join(rt.dataDir, 'snapshot.json'),
    deployHookUrl: process.env.DEPLOY_HOOK_URL,
    debounceMs: Number(process.env.PUBLISH_DEBOUNCE_MS ?? 100),
    log,
    onLive: (e) => {
      if (dev) process.env.SITE_BUILD_ID = path.basename(e.dir)
      void cluster?.announceLive(path.basename(e.dir)).catch((err: Error) => log(`[cluster] ${err.message}`, 'warn'))
    },
    history,
    onFinished: (outcome, ms) => metrics.publish(outcome, ms),
  })
  const { startServer } = await import('../server/serve/node')
  server = await startServer({
    root: rt.root,
    port: rt.port,
    host: process.env.HOST,
    site,
    mediaDir: path.join(rt.dataDir, 'media'),
    mediaFromCms: s3Settings() !== null,
    dev,
    devSite: devSite ?? undefined,
    cmsBuild,
    health,
    scans,
    log: requestLogger(),
    metrics,
    metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
    // Only the instance that publishes keeps a quick publisher (server/publish/cluster.ts).
    onStaffAtWork: () => cluster?.isPublisher() && publisher?.keepReady(),
  })
  log(`[start] serving the site at ${since()}${cmsBuild ? ' (the admin and API follow once built)' : ''}`)
  await server.cmsReady
  // The publisher reads the snapshot from the CMS: it joins once the CMS answers (a first start builds it).
  cluster = await joinCluster({ databaseUrl: sessionUrl, site, publisher, log })
  installPublisher(cluster)
  const url = `http://localhost:${rt.port}`
  // Demo passwords are printed only where the demo accounts exist: never in production unless SEED_DEMO=1.
  const accounts = mode.seedDemo
    ? `    admin    ${url}/admin     staff  ${DEMO_STAFF.email} / ${DEMO_STAFF.password}
    member   sign in on the site   ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`
    : `    admin    ${url}/admin     (staff accounts only: a new database asks for the first one there)`
  log(`
  Wine Compass is running at ${url}   (${mode.production ? `production mode, public at ${mode.origin}` : 'local demo'}, ready in ${since()})
    site     ${url}/
${accounts}
  Ctrl+C stops the server and the database.
`)
}

main().catch(async (err: Error) => {
  if (err instanceof StartupError) logOf('start').fatal(`✖ ${err.message}`)
  else logOf('start').fatal({ err }, `✖ ${err.message}`)
  await flushLog()
  process.exit(1)
})
