/**
 * Quick publish: a content change rendered with the code the warm builder already has loaded.
 *
 * A publish that changes content and no code needs neither Vite's bundles nor Astro's start-up (a
 * second and more of every `astro build`): the pages read the snapshot when they render
 * (src/lib/snapshotSource.ts), so the page code of the last build renders the new content. In the
 * warm builder (server/astroBuildWorker.mjs), this integration wraps Astro's own prerenderer
 * (`setPrerenderer`, the adapters' API) to keep it, its pages and their cacheKeys after each build.
 * A quick publish then asks it for the pages again, renders those whose cacheKey changed or that are
 * new, links every other file from the live build, and runs the same last steps as a build (CSP
 * hashes, service worker, compression). `tests/integration/incremental-build.test.ts` checks the
 * result against a full build, byte for byte, and that the quick path is the one taken.
 *
 * Two things it takes from Astro's default prerenderer beyond the interface: its `app`'s route cache,
 * cleared so getStaticPaths runs again, and the bundle's folder (`.prerender` in the output), whose
 * modules are all loaded before Astro removes it, so pages restored from cache can still render
 * later. Where either is missing (another Astro version), no quick publish is offered: the builder
 * runs `astro build` as before.
 */
import { existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AstroIntegration, AstroPrerenderer, RouteData } from 'astro'
import { filesUnder, writeFresh } from './afterBuild'
import { scriptHashesLine, writeScriptHashes } from './inlineScriptHashes'
import { writeServiceWorker } from './serviceWorker'
import { precompressBuild } from './precompress'

const STATE = Symbol.for('wine-compass.quick-publish')
/**
 * Node's own import(), set by the warm builder (server/astroBuildWorker.mjs): only a process that
 * stays loaded keeps a build's renderer, and this module runs in Vite's module runner, whose import()
 * is closed when the build ends.
 */
const NATIVE_IMPORT = Symbol.for('wine-compass.native-import')
type Import = (url: string) => Promise<unknown>

type Page = { pathname: string; route: RouteData; cacheKey?: string }
type RouteCacheHolder = { app?: { routeCache?: { clearAll(): void } } }

type QuickPublishResult = { rendered: string[]; linked: number; log: string[] }
/** What the warm builder finds on globalThis after a build this integration watched. */
export type QuickPublisher = {
  /** The build the kept renderer and cacheKeys describe: a quick publish starts from it only. */
  dir: string
  /** Writes the site for the current snapshot into `outDir`; null when a page needs Astro's full treatment. */
  publish(outDir: string): Promise<QuickPublishResult | null>
}

function setQuickPublisher(q: QuickPublisher | undefined) {
  ;(globalThis as Record<symbol, QuickPublisher | undefined>)[STATE] = q
}

/** Where Astro writes a page or an endpoint of a static build in the `directory` format, relative to the build. */
export function outputFile(pathname: string, route: Pick<RouteData, 'type'>): string | null {
  const rel = pathname.replace(/^\/+|\/+$/g, '')
  if (route.type === 'endpoint') return rel
  if (route.type !== 'page') return null
  if (rel === '404' || rel === '500') return `${rel}.html`
  return rel ? `${rel}/index.html` : 'index.html'
}

/** The URL Astro renders a path with (the `directory` format: pages end with a slash). */
function requestUrl(origin: string, pathname: string, route: RouteData): string {
  const p = pathname.startsWith('/') ? pathname : `/${pathname}`
  return `${origin}${route.type === 'page' && !p.endsWith('/') ? `${p}/` : p}`
}

/** Files the last steps write again in every build: never linked from the live one. */
const WRITTEN_AGAIN = new Set(['sw.js', '.assetsignore', '.build-hash'])
const isCompressedCopy = (rel: string) => rel.endsWith('.br') || rel.endsWith('.gz')

/** Hard links `from` at `to`; `made`: the folders already made in this build. */
function link(from: string, to: string, made: Set<string>) {
  const dir = path.dirname(to)
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true })
    made.add(dir)
  }
  linkSync(from, to)
}

/** Imports every module of the prerender bundle, so the process keeps them after Astro deletes the folder. */
async function loadBundle(dir: string, load: Import): Promise<boolean> {
  if (!existsSync(dir)) return false
  for (const file of filesUnder(dir, (name) => name.endsWith('.mjs'))) await load(pathToFileURL(file).href)
  return true
}

function keeper(
  base: AstroPrerenderer,
  prerenderDir: string,
  load: Import,
  done: (pages: Page[], origin: string) => void,
): AstroPrerenderer {
  let pages: Page[] = []
  let origin = ''
  return {
    ...base,
    name: 'wine-compass:quick-publish',
    async getStaticPaths() {
      pages = await base.getStaticPaths()
      return pages
    },
    render(request, options) {
      origin ||= new URL(request.url).origin
      return base.render(request, options)
    },
    async teardown() {
      await base.teardown?.()
      if (origin && (await loadBundle(prerenderDir, load))) done(pages, origin)
    },
  }
}

/** Renders pages through `base` eight at a time (Astro's build.concurrency here). */
async function renderAll(
  base: AstroPrerenderer,
  origin: string,
  outDir: string,
  pages: { page: Page; file: string }[],
): Promise<boolean> {
  let next = 0
  let ok = true
  const worker = async () => {
    while (ok && next < pages.length) {
      const { page, file } = pages[next++]
      const result = await base.render(new Request(requestUrl(origin, page.pathname, page.route)), {
        routeData: page.route,
      })
      const response = result instanceof Response ? result : result.response
      if (response.status >= 300 && response.status < 400) ok = false
      else if (response.body) {
        const full = path.join(outDir, file)
        mkdirSync(path.dirname(full), { recursive: true })
        writeFresh(full, new Uint8Array(await response.arrayBuffer()))
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return ok
}

function publisher(base: AstroPrerenderer, liveDir: string, livePages: Page[], origin: string): QuickPublisher {
  // `scripts`: each page's inline script hashes by inode, kept between publishes (writeScriptHashes).
  const state = { dir: liveDir, pages: livePages, scripts: new Map<number, string[]>() }
  return {
    get dir() {
      return state.dir
    },
    async publish(outDir) {
      const routeCache = (base as RouteCacheHolder).app?.routeCache
      if (!routeCache) return null
      const steps: string[] = []
      let t = performance.now()
      const step = (name: string) => {
        const now = performance.now()
        steps.push(`${name} ${Math.round(now - t)} ms`)
        t = now
      }
      // Astro keeps each route's getStaticPaths answer (and the props pages render with): asked again.
      routeCache.clearAll()
      const pages = await base.getStaticPaths()
      step('paths')
      const before = new Map<string, string | undefined>()
      for (const p of state.pages) before.set(outputFile(p.pathname, p.route)!, p.cacheKey)
      const toRender: { page: Page; file: string }[] = []
      const written = new Set<string>()
      const made = new Set<string>()
      let linked = 0
      for (const page of pages) {
        const file = outputFile(page.pathname, page.route)
        if (file === null) return null
        if (written.has(file)) continue
        written.add(file)
        if (page.cacheKey !== undefined && before.has(file) && before.get(file) === page.cacheKey) {
          link(path.join(state.dir, file), path.join(outDir, file), made)
          linked++
        } else toRender.push({ page, file })
      }
      // The rest of the live build (scripts, styles, fonts, public files), but its pages and what the last steps write.
      for (const rel of readdirSync(state.dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(state.dir, path.join(e.parentPath, e.name)))) {
        if (before.has(rel) || WRITTEN_AGAIN.has(rel) || isCompressedCopy(rel) || rel.endsWith('.tmp')) continue
        link(path.join(state.dir, rel), path.join(outDir, rel), made)
        linked++
      }
      step('links')
      if (!(await renderAll(base, origin, outDir, toRender))) return null
      step('render')
      const log = toRender.map(({ file }) => `  ├─ /${file}`)
      log.push(`[wine-compass:inline-script-hashes] ${scriptHashesLine(writeScriptHashes(outDir, state.scripts))}`)
      step('script hashes')
      log.push(`[wine-compass:service-worker] ${await writeServiceWorker(outDir)}`)
      step('service worker')
      log.push(`[wine-compass:precompress] ${await precompressBuild(outDir, state.dir)}`)
      step('compression')
      log.push(`[quick-publish] ${steps.join(', ')}`)
      state.dir = outDir
      state.pages = pages
      return { rendered: toRender.map((p) => p.file), linked, log }
    },
  }
}

export function quickPublish(): AstroIntegration {
  let outDir = ''
  let kept: { base: AstroPrerenderer; pages: Page[]; origin: string } | null = null
  return {
    name: 'wine-compass:quick-publish',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setQuickPublisher(undefined)
        kept = null
        const load = (globalThis as Record<symbol, Import | undefined>)[NATIVE_IMPORT]
        if (!load) return
        // Astro's server bundle folder: in the output, or in the project's .astro when the output is outside it.
        const serverDir = outDir.startsWith(process.cwd()) ? outDir : path.join(process.cwd(), '.astro')
        setPrerenderer((base) =>
          keeper(base, path.join(serverDir, '.prerender'), load, (pages, origin) => (kept = { base, pages, origin })),
        )
      },
      'astro:build:done': ({ dir }) => {
        if (kept) setQuickPublisher(publisher(kept.base, path.resolve(fileURLToPath(dir)), kept.pages, kept.origin))
      },
    },
  }
}
