/**
 * npm start: the whole product on one port. Starts PostgreSQL (embedded unless DATABASE_URL),
 * applies migrations, seeds an empty database, builds what is out of date (the admin bundle, the
 * site), then serves the site, the API and the admin at http://localhost:3000.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CMS_INPUTS, hashInputs } from '../server/buildState'
import { StartupError } from '../server/postgres'
import { prepareRuntime } from '../server/runtime'
import { buildSite, liveSiteHash, siteHash } from '../server/siteBuild'
import { SiteStore } from '../server/site'
import { installPublisher, Publisher } from '../server/publish'
import { DEMO_MEMBER, DEMO_STAFF } from '../cms/seed/demoAccounts'

const dev = process.argv.includes('--dev')
const t0 = Date.now()
const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new StartupError(`${path.basename(args[1] ?? cmd)} ${args.slice(2).join(' ')} failed (exit ${code}).`))))
  })
}

async function main() {
  const rt = await prepareRuntime()
  const stop = async () => {
    await rt.db.stop().catch(() => {})
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  console.log(`[start] database ready (${rt.db.embedded ? 'embedded PostgreSQL in .data/pg' : 'DATABASE_URL'}) at ${since()}`)

  await run(process.execPath, ['--import', 'tsx', path.join(rt.root, 'scripts/prepare-content.ts')])

  if (!dev) {
    Object.assign(process.env, { NODE_ENV: 'production' })
    const stamp = path.join(rt.root, 'cms', '.next', 'wine-compass-build')
    const hash = hashInputs(rt.root, CMS_INPUTS)
    const built = existsSync(stamp) && readFileSync(stamp, 'utf8') === hash
    if (!built) {
      console.log('[start] building the admin and API (next build, about a minute)')
      await run(process.execPath, [path.join(rt.root, 'node_modules/next/dist/bin/next'), 'build', 'cms'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' })
      writeFileSync(stamp, hash)
    }
  }

  const site = new SiteStore(path.join(rt.dataDir, 'site'))
  const snapshotFile = path.join(rt.dataDir, 'snapshot.json')
  if (liveSiteHash(site) !== siteHash(rt.root, snapshotFile)) {
    console.log('[start] building the site (astro build)')
    const { ms } = await buildSite({ root: rt.root, site, snapshotFile })
    console.log(`[start] site built in ${(ms / 1000).toFixed(1)} s`)
  }

  const publisher = new Publisher({
    root: rt.root,
    site,
    snapshotUrl: `http://127.0.0.1:${rt.port}/cms-api/snapshot`,
    snapshotFile,
    deployHookUrl: process.env.DEPLOY_HOOK_URL,
    debounceMs: Number(process.env.PUBLISH_DEBOUNCE_MS ?? 800),
    log: (l) => console.log(l),
  })
  installPublisher(publisher)

  const { startServer } = await import('../server/node')
  await startServer({ root: rt.root, port: rt.port, host: process.env.HOST, siteDir: site.siteDir, mediaDir: path.join(rt.dataDir, 'media'), dev })
  const url = `http://localhost:${rt.port}`
  console.log(`
  Wine Compass is running at ${url}   (ready in ${since()})
    site     ${url}/
    admin    ${url}/admin     staff  ${DEMO_STAFF.email} / ${DEMO_STAFF.password}
    member   sign in on the site   ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}
  Ctrl+C stops the server and the database.
`)
}

main().catch((err) => {
  if (err instanceof StartupError) console.error(`✖ ${err.message}`)
  else console.error(err)
  process.exit(1)
})
