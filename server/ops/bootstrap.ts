/**
 * The steps before serving, shared by `npm start` and `npm run build`: content (migrations, seed,
 * snapshot) in a child process, then whatever build is out of date.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { CMS_INPUTS, hashInputs } from '../publish/buildState'
import { childLine, type LineLog } from '../../cms/lib/log'
import { StartupError } from '../db/postgres'
import type { Runtime } from './runtime'
import { buildSite, liveSiteHash, siteHash } from '../publish/siteBuild'
import type { SiteStore } from '../publish/site'
import { TYPESCRIPT_NODE_ARGS } from './typescript'

/**
 * A step in a child process (the content step, `next build`): its lines join the server's log as
 * records of `source` (its own JSON records, Payload's, pass as they are).
 */
function run(args: string[], source: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, LOG_FORMAT: 'json' },
    })
    createInterface({ input: child.stdout! }).on('line', (line) => childLine(line, source))
    createInterface({ input: child.stderr! }).on('line', (line) => childLine(line, source, 'warn'))
    // A build still running when the server stops (it runs while the site is served) stops with it.
    const stopWithUs = () => void child.kill('SIGTERM')
    process.once('exit', stopWithUs)
    child.on('exit', (code) => {
      process.off('exit', stopWithUs)
      if (code === 0) resolve()
      else reject(new StartupError(`${path.basename(args.at(-1) ?? '')} failed (exit ${code}).`))
    })
  })
}

/** The migrations committed in cms/migrations, by the names Payload records them under. */
export function committedMigrations(root: string): string[] {
  return readdirSync(path.join(root, 'cms', 'migrations'))
    .filter((f) => /^\d{8}_\d{6}_[\w-]+\.ts$/.test(f))
    .map((f) => f.slice(0, -3))
}

/**
 * Whether the content step has nothing to do: every committed migration applied, the database seeded
 * (or set up) before, a snapshot written, and the CMS's sources as at the last build. One query instead of booting Payload in a child process
 * (about 8 s of a warm start). A snapshot older than the database (edits while this instance was down)
 * is the publisher's to catch: it compares the live content with the live site once serving.
 */
export async function contentUpToDate(rt: Runtime, cmsCurrent = cmsBuildIsCurrent(rt)): Promise<boolean> {
  // Changed CMS sources may write another snapshot (its code is among them): then the step runs.
  if (!existsSync(path.join(rt.dataDir, 'snapshot.json')) || !cmsCurrent) return false
  const client = new pg.Client({ connectionString: rt.db.url })
  try {
    await client.connect()
    const applied = new Set(
      (await client.query<{ name: string }>('select name from payload_migrations')).rows.map((r) => r.name),
    )
    if (!committedMigrations(rt.root).every((name) => applied.has(name))) return false
    const { rows } = await client.query<{ n: number }>(
      'select (select count(*) from users) + (select count(*) from wines) as n',
    )
    return Number(rows[0].n) > 0
  } catch {
    return false // no tables yet: a new database
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Migrations, the demo content on an empty database, and a fresh .data/snapshot.json. `reuse` (a
 * server's start): nothing when all of that is in place already (`cmsCurrent`: already known, by the caller).
 */
export async function prepareContent(
  rt: Runtime,
  o: { reuse?: boolean; cmsCurrent?: boolean; log?: (l: string) => void } = {},
): Promise<void> {
  if (o.reuse && (await contentUpToDate(rt, o.cmsCurrent)))
    return o.log?.('[content] every migration applied, the snapshot in place')
  return run([...TYPESCRIPT_NODE_ARGS, path.join(rt.root, 'scripts/prepare-content.ts')], 'content')
}

const cmsBuildStamp = (rt: Runtime) =>
  path.join(rt.root, 'cms', process.env.NEXT_DIST_DIR ?? '.next', 'wine-compass-build')

/** Whether the admin/API bundle was built from exactly these sources (which include the snapshot's code). */
export function cmsBuildIsCurrent(rt: Runtime): boolean {
  const stamp = cmsBuildStamp(rt)
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hashInputs(rt.root, CMS_INPUTS)
}

/** `next build cms` unless the admin/API bundle was built from exactly these sources. */
export async function ensureCmsBuild(rt: Runtime, log: LineLog): Promise<boolean> {
  const stamp = cmsBuildStamp(rt)
  if (cmsBuildIsCurrent(rt)) return false
  // CMS_BUILD=reuse: keep an existing build even if sources changed (site-only work beside API work).
  if (existsSync(stamp) && process.env.CMS_BUILD === 'reuse') return false
  log('[build] the admin and API (next build, about a minute)')
  await run([path.join(rt.root, 'node_modules/next/dist/bin/next'), 'build', 'cms'], 'build', {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  })
  // Hashed again after the build, in case the build touched its inputs.
  writeFileSync(stamp, hashInputs(rt.root, CMS_INPUTS))
  return true
}

/** `astro build` unless the live site was built from these sources and this content; a full build, as after a deploy. */
export async function ensureSiteBuild(site: SiteStore, rt: Runtime, log: LineLog): Promise<boolean> {
  const snapshotFile = path.join(rt.dataDir, 'snapshot.json')
  if (liveSiteHash(site) === siteHash(rt.root, snapshotFile)) return false
  log('[build] the site (astro build)')
  const { ms } = await buildSite({ root: rt.root, site, snapshotFile, full: true })
  log(`[build] site built in ${(ms / 1000).toFixed(1)} s`)
  return true
}
