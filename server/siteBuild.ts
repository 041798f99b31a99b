import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { hashInputs, SITE_INPUTS, snapshotHash } from './buildState'
import type { SiteStore } from './site'

/** The hash a site build from this source and this snapshot would carry. */
export function siteHash(root: string, snapshotFile: string): string {
  return hashInputs(root, SITE_INPUTS, snapshotHash(readFileSync(snapshotFile, 'utf8')))
}

export function liveSiteHash(site: SiteStore): string | null {
  const live = site.current()
  if (!live) return null
  try {
    return readFileSync(path.join(live.dir, '.build-hash'), 'utf8').trim()
  } catch {
    return null
  }
}

/**
 * Runs `astro build` into a fresh folder and makes it live. Throws with the build's output on failure.
 *
 * Incremental by default: Astro renders only the pages whose content (their cacheKey,
 * src/lib/buildCache.ts) or code changed since the last build and copies the others from its cache
 * (`<site>/astro-cache`); the precompressed copies of unchanged files are linked from the live build.
 * `full` ignores both (start-up builds: a deploy starts from a clean slate).
 */
export async function buildSite(o: { root: string; site: SiteStore; snapshotFile: string; full?: boolean }): Promise<{ dir: string; ms: number; hash: string; rendered: number }> {
  const t0 = Date.now()
  const hash = siteHash(o.root, o.snapshotFile)
  const dir = o.site.newBuildDir(`${new Date().toISOString().replace(/[:.]/g, '-')}-${hash.slice(0, 8)}`)
  const astro = path.join(o.root, 'node_modules', 'astro', 'bin', 'astro.mjs')
  const previous = o.full ? undefined : o.site.current()?.dir
  const output: string[] = []
  const code = await new Promise<number>((resolve) => {
    // Astro lists each page it writes on stdout (without --silent); the count of rendered ones is the publish's size.
    const child = spawn(process.execPath, [astro, 'build', ...(o.full ? ['--force'] : [])], {
      cwd: o.root,
      env: {
        ...process.env,
        SITE_OUT_DIR: dir,
        SNAPSHOT_FILE: o.snapshotFile,
        ASTRO_CACHE_DIR: path.join(o.site.siteDir, 'astro-cache'),
        SITE_PREVIOUS_DIR: previous ?? '',
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (d) => output.push(String(d)))
    child.stderr.on('data', (d) => output.push(String(d)))
    child.on('exit', (c) => resolve(c ?? 1))
  })
  if (code !== 0 || !existsSync(path.join(dir, 'site-manifest.json'))) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`The site build failed:\n${output.join('').split('\n').slice(-40).join('\n')}`)
  }
  writeFileSync(path.join(dir, '.build-hash'), hash)
  o.site.activate(dir)
  return { dir, ms: Date.now() - t0, hash, rendered: renderedPages(output.join('')) }
}

/** How many pages a build's log shows as rendered (the others are marked "(restored)" or "(cached)"). */
export function renderedPages(log: string): number {
  const pages = log.split('\n').filter((l) => l.includes('├─'))
  return pages.filter((l) => !/\((restored|cached)\)/.test(l)).length
}
