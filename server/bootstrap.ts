/**
 * The steps before serving, shared by `npm start` and `npm run build`: content (migrations, seed,
 * snapshot) in a child process, then whatever build is out of date.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CMS_INPUTS, hashInputs } from './buildState'
import { StartupError } from './postgres'
import type { Runtime } from './runtime'
import { buildSite, liveSiteHash, siteHash } from './siteBuild'
import type { SiteStore } from './site'

function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new StartupError(`${path.basename(args.at(-1) ?? '')} failed (exit ${code}).`))))
  })
}

/** Migrations, the demo content on an empty database, and a fresh .data/snapshot.json. */
export function prepareContent(rt: Runtime): Promise<void> {
  return run(['--import', 'tsx', path.join(rt.root, 'scripts/prepare-content.ts')])
}

/** `next build cms` unless the admin/API bundle was built from exactly these sources. */
export async function ensureCmsBuild(rt: Runtime, log: (l: string) => void): Promise<boolean> {
  const stamp = path.join(rt.root, 'cms', process.env.NEXT_DIST_DIR ?? '.next', 'wine-compass-build')
  const hash = hashInputs(rt.root, CMS_INPUTS)
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false
  // CMS_BUILD=reuse: keep an existing build even if sources changed (site-only work beside API work).
  if (existsSync(stamp) && process.env.CMS_BUILD === 'reuse') return false
  log('[build] the admin and API (next build, about a minute)')
  await run([path.join(rt.root, 'node_modules/next/dist/bin/next'), 'build', 'cms'], { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
  // Hashed again after the build, in case the build touched its inputs.
  writeFileSync(stamp, hashInputs(rt.root, CMS_INPUTS))
  return true
}

/** `astro build` unless the live site was built from these sources and this content; a full build, as after a deploy. */
export async function ensureSiteBuild(site: SiteStore, rt: Runtime, log: (l: string) => void): Promise<boolean> {
  const snapshotFile = path.join(rt.dataDir, 'snapshot.json')
  if (liveSiteHash(site) === siteHash(rt.root, snapshotFile)) return false
  log('[build] the site (astro build)')
  const { ms } = await buildSite({ root: rt.root, site, snapshotFile, full: true })
  log(`[build] site built in ${(ms / 1000).toFixed(1)} s`)
  return true
}
