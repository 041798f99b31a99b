/**
 * Quick publish: a content change rendered with the page code of the last build, in a light process.
 *
 * A publish that changes content and no code needs neither Vite's bundles nor Astro's start-up (a
 * second and more of every `astro build`, and 900 MB of memory): the pages read the snapshot when they
 * render (src/lib/snapshotSource.ts), so the page code of the last build renders the new content.
 *
 * - In the build (the astro builder, server/publish/astroBuildWorker.mjs), this integration wraps Astro's own
 *   prerenderer (`setPrerenderer`, the adapters' API) and saves its bundle (the `.prerender` folder,
 *   which Astro removes after the build) with what its render needs from the build (each page's styles,
 *   the page scripts, the origin) in `SITE_RENDERER_DIR`, one folder per site code (`SITE_CODE_HASH`);
 *   and it writes each page's cacheKey beside the build (PAGE_KEYS_FILE).
 * - A quick publish (src/integrations/quickPublisher.ts, in server/publish/quickPublishWorker.ts: a process
 *   without Astro's build or Vite) loads that renderer, asks it for the pages again, renders those
 *   whose cacheKey changed or that are new, links every other file from the live build, and runs the
 *   same last steps as a build. `tests/integration/incremental-build.test.ts` checks the result
 *   against a full build, byte for byte, and that the quick path is the one taken.
 *
 * What it takes from Astro beyond the interface: the prerender bundle's entry (`prerender-entry.*.mjs`,
 * its `app`), the build internals the app's `setInternals` receives (read as it receives them), the
 * app's options (origin, scripts) and its route cache, cleared so getStaticPaths runs again. Where any
 * is missing (another Astro version), no renderer is saved, the build's log says why, and the
 * publisher runs `astro build` as before.
 */
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AstroIntegration, AstroPrerenderer, RouteData } from 'astro'
import { writeFresh } from './afterBuild'

/**
 * Node's own import(), set by the astro builder (server/publish/astroBuildWorker.mjs): this module runs in
 * Vite's module runner during a build, whose import() would load a second copy of the prerender
 * entry, not the one Astro renders with.
 */
const NATIVE_IMPORT = Symbol.for('wine-compass.native-import')
type Import = (url: string) => Promise<unknown>

/** Each page's cacheKey (by output file) and the site code that rendered them, beside a build. */
export const PAGE_KEYS_FILE = '.page-keys.json'
/** What a saved renderer holds beside the bundle's modules. */
export const RENDERER_FILE = 'renderer.json'

export type Page = { pathname: string; route: RouteData; cacheKey?: string }
type PageKeys = { code: string; pages: Record<string, string | null> }
type Script = { stage: string; content: string }
/** The part of Astro's build internals a render reads (core/build/environment.js: headElements). */
type Internals = {
  prerenderEntryFileName?: string
  pagesByKeys: Map<string, { styles?: unknown[] }>
  entrySpecifierToBundleMap: Map<string, string>
}
export type SavedRenderer = {
  code: string
  entry: string
  origin: string
  styles: [string, unknown[]][]
  bundles: [string, string][]
  scripts: Script[]
}
/** The prerender bundle's app (core/build/app.js) as far as a quick publish uses it. */
export type BuildApp = {
  setInternals(internals: Internals): void
  setOptions(options: unknown): void
  getOptions?(): { origin?: string; settings?: { scripts?: Script[] } }
  render(request: Request, options: { routeData: RouteData }): Promise<Response>
  routeCache?: { clearAll(): void }
}

/** Where Astro writes a page or an endpoint of a static build in the `directory` format, relative to the build. */
export function outputFile(pathname: string, route: Pick<RouteData, 'type'>): string | null {
  const rel = pathname.replace(/^\/+|\/+$/g, '')
  if (route.type === 'endpoint') return rel
  if (route.type !== 'page') return null
  if (rel === '404' || rel === '500') return `${rel}.html`
  return rel ? `${rel}/index.html` : 'index.html'
}

/**
 * The prerender bundle's entry module in `dir`: the one of this build (its name carries the build id,
 * astro.config.mjs), if there is exactly one.
 */
function entryFile(dir: string): string | null {
  if (!existsSync(dir)) return null
  const prefix = `prerender-entry.${(process.env.SITE_BUILD_ID ?? '').replace(/[^\w-]/g, '')}`
  const entries = readdirSync(dir).filter((f) => f.startsWith(prefix) && f.endsWith('.mjs'))
  return entries.length === 1 ? entries[0] : null
}

export function writePageKeys(dir: string, code: string, pages: Page[]): void {
  const keys: PageKeys = { code, pages: {} }
  for (const p of pages) {
    const file = outputFile(p.pathname, p.route)
    if (file !== null && !(file in keys.pages)) keys.pages[file] = p.cacheKey ?? null
  }
  writeFresh(path.join(dir, PAGE_KEYS_FILE), JSON.stringify(keys))
}

export function readPageKeys(dir: string): PageKeys | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, PAGE_KEYS_FILE), 'utf8')) as PageKeys
  } catch {
    return null
  }
}

/** Whether a quick publish can start from the build in `liveDir` with the renderer saved in `rendererDir`. */
export function canQuickPublish(rendererDir: string, liveDir: string, code: string): boolean {
  return existsSync(path.join(rendererDir, RENDERER_FILE)) && readPageKeys(liveDir)?.code === code
}

/**
 * Saves the prerender bundle and `saved` as the renderer of this site code, unless one is saved
 * already (the same code makes the same bundle, and a quick publisher may have it loaded: its pages
 * are imported when first rendered). The renderers of other code are removed.
 */
function saveRenderer(bundleDir: string, rendererDir: string, saved: SavedRenderer) {
  if (!existsSync(path.join(rendererDir, RENDERER_FILE))) {
    const temp = `${rendererDir}.${process.pid}.tmp`
    rmSync(temp, { recursive: true, force: true })
    cpSync(bundleDir, temp, { recursive: true })
    // The bundle imports packages by name: found from wherever the data folder is.
    symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(temp, 'node_modules'), 'dir')
    writeFresh(path.join(temp, RENDERER_FILE), JSON.stringify(saved))
    rmSync(rendererDir, { recursive: true, force: true })
    renameSync(temp, rendererDir)
  }
  const parent = path.dirname(rendererDir)
  for (const name of readdirSync(parent))
    if (path.join(parent, name) !== rendererDir) rmSync(path.join(parent, name), { recursive: true, force: true })
}

/** Says in the build's log why the next publish cannot be quick. */
const noRenderer = (missing: string) => console.log(`[quick-publish] no renderer saved: ${missing} not found`)

/** Astro's prerenderer, watched: its internals and pages are saved with its bundle after the build. */
function saver(
  base: AstroPrerenderer,
  bundleDir: string,
  load: Import,
  rendererDir: string,
  code: string,
  done: (pages: Page[]) => void,
): AstroPrerenderer {
  let internals: Internals | undefined
  let pages: Page[] = []
  return {
    ...base,
    name: 'wine-compass:quick-publish',
    async setup() {
      // The entry Astro's setup imports: loaded first, to read the internals its app receives.
      const entry = entryFile(bundleDir)
      if (entry) {
        const { app } = (await load(pathToFileURL(path.join(bundleDir, entry)).href)) as { app?: BuildApp }
        const set = app?.setInternals
        if (app && set)
          app.setInternals = (value: Internals) => {
            internals = value
            set.call(app, value)
          }
      }
      await base.setup?.()
    },
    async getStaticPaths() {
      pages = await base.getStaticPaths()
      return pages
    },
    async teardown() {
      await base.teardown?.()
      const app = (base as { app?: BuildApp }).app
      const entry = internals?.prerenderEntryFileName
      // The origin Astro renders pages with (config.site, or localhost).
      const origin = app?.getOptions?.().origin
      if (!internals) return noRenderer("the build's internals")
      if (!app?.routeCache) return noRenderer("the app's route cache")
      if (!entry || !existsSync(path.join(bundleDir, entry))) return noRenderer('the prerender entry')
      if (!origin) return noRenderer("the build's origin")
      saveRenderer(bundleDir, rendererDir, {
        code,
        entry,
        origin,
        styles: [...internals.pagesByKeys].map(([key, page]) => [key, page.styles ?? []]),
        bundles: [...internals.entrySpecifierToBundleMap],
        scripts: (app.getOptions?.().settings?.scripts ?? []).filter(
          (s) => s.stage === 'page' || s.stage === 'head-inline',
        ),
      })
      done(pages)
    },
  }
}

export function quickPublish(): AstroIntegration {
  let outDir = ''
  let saved: { code: string; pages: Page[] } | null = null
  return {
    name: 'wine-compass:quick-publish',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:start': ({ setPrerenderer }) => {
        saved = null
        const load = (globalThis as Record<symbol, Import | undefined>)[NATIVE_IMPORT]
        const rendererDir = process.env.SITE_RENDERER_DIR
        const code = process.env.SITE_CODE_HASH
        if (!load || !rendererDir || !code) return
        // Astro's server bundle folder: in the output, or in the project's .astro when the output is outside it.
        const serverDir = outDir.startsWith(process.cwd()) ? outDir : path.join(process.cwd(), '.astro')
        // What a failed build left there would be saved with this one's bundle.
        rmSync(path.join(serverDir, '.prerender'), { recursive: true, force: true })
        setPrerenderer((base) =>
          saver(base, path.join(serverDir, '.prerender'), load, path.resolve(rendererDir), code, (pages) => {
            saved = { code, pages }
          }),
        )
      },
      'astro:build:done': ({ dir }) => {
        if (saved) writePageKeys(fileURLToPath(dir), saved.code, saved.pages)
      },
    },
  }
}
