/** .env.example lists every setting the product reads, and nothing it does not (issue: no traps for a deploy). */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

/** Names the code reads that are not settings: passed by our own processes to each other, or tools' own. */
const INTERNAL: Record<string, string> = {
  WINE_COMPASS_ROOT: 'the project folder, passed to the builders',
  WINE_COMPASS_MODE: 'the deployment mode, recorded at start for the child processes',
  SITE_OUT_DIR: "a build's output folder, set by the publisher",
  SITE_PREVIOUS_DIR: 'the live build, set by the publisher for a quick publish',
  SITE_RENDERER_DIR: 'the renderer the last build of this site code saved, set by the publisher under DATA_DIR',
  SITE_CODE_HASH: "the site code's hash, set by the publisher: a quick publish renders with that code only",
  SITE_BUILD_ID: "a build's id, set by the warm builder",
  SNAPSHOT_FILE: 'the snapshot the build reads, set by the publisher (DATA_DIR/snapshot.json)',
  NEXT_DIST_DIR: "Next's output folder, set by tests that build apart",
  ASTRO_CACHE_DIR: "Astro's cache folder, set by the publisher under DATA_DIR",
  ART_CACHE_DIR: "the demo pictures' cache, set by tests",
  ASSETS: "the Cloudflare worker's binding, not an environment variable",
  CMS_ORIGIN: "the Cloudflare worker's variable (docs/deploy.md), not the server's",
  NODE_ENV: 'listed in .env.example as a comment of production mode',
  DEV: "Vite's own flag (import.meta.env.DEV: the dev server)",
  CI: "the CI's own flag (the test runners retry once, never reuse a server)",
}

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', '.next', 'migrations', 'payload-types.ts'].includes(name)) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) sources(full, out)
    else if (/\.(ts|tsx|mjs|astro)$/.test(name)) out.push(full)
  }
  return out
}

// The product, and the test runs' own settings (ports of the suites' servers, the browser).
const files = [
  ...['cms', 'server', 'src', 'tests/helpers'].flatMap((d) => sources(path.join(root, d))),
  ...[
    'payload.config.ts',
    'astro.config.mjs',
    'playwright.config.ts',
    'vitest.config.ts',
    'tests/integration/globalSetup.ts',
    'scripts/start.ts',
    'scripts/build.ts',
    'scripts/seed.ts',
    'scripts/prepare-content.ts',
    'scripts/lib/chromium.ts',
  ].map((f) => path.join(root, f)),
]
const read = new Set<string>()
// process.env.X, import.meta.env.X, and env.X where a function takes the environment as a parameter.
for (const f of files) for (const m of readFileSync(f, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) read.add(m[1])
const listed = new Set(
  [...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]),
)

describe('.env.example', () => {
  it('lists every setting the code reads', () => {
    expect([...read].filter((n) => !listed.has(n) && !(n in INTERNAL)).sort()).toEqual([])
  })

  it('lists nothing the code does not read', () => {
    expect([...listed].filter((n) => !read.has(n) && n !== 'NODE_ENV').sort()).toEqual([])
  })
})
