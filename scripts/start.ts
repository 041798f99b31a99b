/**
 * npm start: the whole product on one port. Starts PostgreSQL (embedded unless DATABASE_URL),
 * applies migrations, seeds an empty database, builds what is out of date (the admin bundle, the
 * site), then serves the site, the API and the admin at http://localhost:3000.
 */
import path from 'node:path'
import { ensureCmsBuild, ensureSiteBuild, prepareContent } from '../server/bootstrap'
import { StartupError } from '../server/postgres'
import { exclusively, joinCluster, type Cluster } from '../server/cluster'
import { installPublisher, Publisher } from '../server/publish'
import { PublishLog } from '../server/publishLog'
import { loadDotEnv, prepareRuntime } from '../server/runtime'
import { SiteStore } from '../server/site'
import { DEMO_MEMBER, DEMO_STAFF } from '../cms/seed/demoAccounts'
import { deployment, deploymentProblems, modeFromEnv } from '../cms/lib/deployment'
import { s3Settings } from '../cms/lib/s3Settings'
import { socialProblems } from '../cms/lib/socialProviders'

const dev = process.argv.includes('--dev')
const t0 = Date.now()
const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`
const log = (l: string) => console.log(l)

async function main() {
  loadDotEnv()
  // Recorded before NODE_ENV is set for Next below: production is the operator's choice, not ours.
  process.env.WINE_COMPASS_MODE = modeFromEnv(process.env)
  const problems = deploymentProblems()
  if (problems.length)
    throw new StartupError(
      `Production mode (NODE_ENV=production or an https PUBLIC_URL) refuses to start:\n  - ${problems.join('\n  - ')}\nREADME.md, Deploy, lists every setting.`,
    )
  for (const p of socialProblems()) console.warn(`[start] sign-in providers: ${p} (left out)`)
  const mode = deployment()
  const rt = await prepareRuntime()
  let cluster: Cluster | null = null
  let closeHistory = async () => {}
  const stop = async () => {
    await cluster?.close()
    await closeHistory()
    await rt.db.stop().catch(() => {})
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  log(`[start] database ready (${rt.db.embedded ? `embedded PostgreSQL in ${path.relative(rt.root, path.join(rt.dataDir, 'pg')) || '.'}` : 'DATABASE_URL'}) at ${since()}`)

  await prepareContent(rt)
  if (!dev) {
    Object.assign(process.env, { NODE_ENV: 'production' })
    await ensureCmsBuild(rt, log)
  }
  const site = new SiteStore(path.join(rt.dataDir, 'site'))
  // Instances starting together on one database and one site folder build it once.
  await exclusively(rt.db.url, () => ensureSiteBuild(site, rt, log))

  const history = new PublishLog(rt.db.url, log)
  closeHistory = () => history.close().catch(() => {})
  const publisher = new Publisher({
    root: rt.root,
    site,
    snapshotUrl: `http://127.0.0.1:${rt.port}/cms-api/snapshot`,
    snapshotFile: path.join(rt.dataDir, 'snapshot.json'),
    deployHookUrl: process.env.DEPLOY_HOOK_URL,
    debounceMs: Number(process.env.PUBLISH_DEBOUNCE_MS ?? 100),
    log,
    onLive: (e) => void cluster?.announceLive(path.basename(e.dir)).catch((err: Error) => log(`[cluster] ${err.message}`)),
    history,
  })
  cluster = await joinCluster({ databaseUrl: rt.db.url, site, publisher, log })
  installPublisher(cluster)

  const { startServer } = await import('../server/node')
  await startServer({ root: rt.root, port: rt.port, host: process.env.HOST, site, mediaDir: path.join(rt.dataDir, 'media'), mediaFromCms: s3Settings() !== null, dev })
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

main().catch((err) => {
  if (err instanceof StartupError) console.error(`✖ ${err.message}`)
  else console.error(err)
  process.exit(1)
})
