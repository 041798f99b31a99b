/**
 * The quick publish itself (src/integrations/quickPublish.ts saves what it needs): the renderer the
 * last build of this site code saved, loaded without Astro's build or Vite, writes the site for the
 * current snapshot. Runs in server/publish/quickPublishWorker.ts.
 */
import { linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RouteData } from 'astro'
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js'
import { writeFresh } from './afterBuild'
import { pageScriptHashes, scriptHashesLine, writeScriptHashes } from './inlineScriptHashes'
import { writeServiceWorker } from './serviceWorker'
import { precompressBuild } from './precompress'
import {
  type BuildApp,
  outputFile,
  type Page,
  PAGE_KEYS_FILE,
  readPageKeys,
  RENDERER_FILE,
  type SavedRenderer,
  writePageKeys,
} from './quickPublish'

type QuickPublishResult = { rendered: string[]; linked: number; log: string[] }
export type QuickPublisher = {
  /** Writes the site for the current snapshot into `outDir` from the live build in `liveDir`; null when a page needs Astro's full treatment. */
  publish(liveDir: string, outDir: string): Promise<QuickPublishResult | null>
  /**
   * Loads and runs every page's code, and reads the live build's inline scripts, ahead of a publish
   * from `liveDir` (a first publish took 1-1.5 s longer without).
   */
  warm(liveDir: string): Promise<void>
}

/** The URL Astro renders a path with (the `directory` format: pages end with a slash). */
function requestUrl(origin: string, pathname: string, route: RouteData): string {
  const p = pathname.startsWith('/') ? pathname : `/${pathname}`
  return `${origin}${route.type === 'page' && !p.endsWith('/') ? `${p}/` : p}`
}

/** Files the last steps write again in every build: never linked from the live one. */
const WRITTEN_AGAIN = new Set(['sw.js', '.assetsignore', '.build-hash', PAGE_KEYS_FILE])
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

/** Astro's log lines of a render (a page's warning, an error), on this process's output. */
const logDestination = {
  write(event: { level: string; label?: string | null; message: string }) {
    if (event.level === 'warn' || event.level === 'error')
      process.stdout.write(`[${event.label ?? 'astro'}] ${event.level}: ${event.message}\n`)
    return true
  },
}

/** Loads the renderer saved in `dir` and sets its app up as Astro's default prerenderer does. */
export async function loadQuickPublisher(dir: string): Promise<QuickPublisher> {
  const saved = JSON.parse(readFileSync(path.join(dir, RENDERER_FILE), 'utf8')) as SavedRenderer
  const { app } = (await import(pathToFileURL(path.join(dir, saved.entry)).href)) as { app?: BuildApp }
  if (!app?.routeCache) throw new Error('the saved renderer has no app')
  app.setInternals({
    prerenderEntryFileName: saved.entry,
    pagesByKeys: new Map(saved.styles.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(saved.bundles),
  })
  app.setOptions({ settings: { scripts: saved.scripts }, logger: { options: { destination: logDestination } } })
  return publisher(app, saved)
}

/** Renders pages eight at a time (Astro's build.concurrency here); false when one redirects. */
async function renderAll(
  app: BuildApp,
  origin: string,
  outDir: string,
  pages: { page: Page; file: string }[],
): Promise<boolean> {
  let next = 0
  let ok = true
  const worker = async () => {
    while (ok && next < pages.length) {
      const { page, file } = pages[next++]
      const response = await app.render(new Request(requestUrl(origin, page.pathname, page.route)), {
        routeData: page.route,
      })
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

function publisher(app: BuildApp, saved: SavedRenderer): QuickPublisher {
  const staticPaths = new StaticPaths(app as unknown as ConstructorParameters<typeof StaticPaths>[0])
  const routeCache = app.routeCache!
  // Each page's inline script hashes by inode, kept between publishes (writeScriptHashes).
  const scripts = new Map<number, string[]>()
  return {
    async warm(liveDir) {
      pageScriptHashes(liveDir, scripts)
      routeCache.clearAll()
      const pages: Page[] = await staticPaths.getAll()
      // One page of each route rendered and dropped: the page code is compiled before the first
      // publish needs it (its render took 1.6 s cold against 0.8-1.0 s warm).
      const one = new Map<string, Page>()
      for (const page of pages) if (!one.has(page.route.route)) one.set(page.route.route, page)
      for (const page of one.values())
        await (
          await app.render(new Request(requestUrl(saved.origin, page.pathname, page.route)), { routeData: page.route })
        ).arrayBuffer()
    },
    async publish(liveDir, outDir) {
      const live = readPageKeys(liveDir)
      if (live?.code !== saved.code) return null
      const steps: string[] = []
      let t = performance.now()
      const step = (name: string) => {
        const now = performance.now()
        steps.push(`${name} ${Math.round(now - t)} ms`)
        t = now
      }
      // Astro keeps each route's getStaticPaths answer (and the props pages render with): asked again.
      routeCache.clearAll()
      const pages: Page[] = await staticPaths.getAll()
      step('paths')
      const toRender: { page: Page; file: string }[] = []
      const written = new Set<string>()
      const made = new Set<string>()
      let linked = 0
      for (const page of pages) {
        const file = outputFile(page.pathname, page.route)
        if (file === null) return null
        if (written.has(file)) continue
        written.add(file)
        const before = live.pages[file]
        if (page.cacheKey !== undefined && before === page.cacheKey) {
          link(path.join(liveDir, file), path.join(outDir, file), made)
          linked++
        } else toRender.push({ page, file })
      }
      // The rest of the live build (scripts, styles, fonts, public files), but its pages and what the last steps write.
      for (const rel of readdirSync(liveDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(liveDir, path.join(e.parentPath, e.name)))) {
        if (rel in live.pages || WRITTEN_AGAIN.has(rel) || isCompressedCopy(rel) || rel.endsWith('.tmp')) continue
        link(path.join(liveDir, rel), path.join(outDir, rel), made)
        linked++
      }
      step('links')
      if (!(await renderAll(app, saved.origin, outDir, toRender))) return null
      step('render')
      const log = toRender.map(({ file }) => `  ├─ /${file}`)
      log.push(`[wine-compass:inline-script-hashes] ${scriptHashesLine(writeScriptHashes(outDir, scripts))}`)
      step('script hashes')
      log.push(`[wine-compass:service-worker] ${await writeServiceWorker(outDir)}`)
      step('service worker')
      log.push(`[wine-compass:precompress] ${await precompressBuild(outDir, liveDir)}`)
      step('compression')
      writePageKeys(outDir, saved.code, pages)
      log.push(`[quick-publish] ${steps.join(', ')}`)
      return { rendered: toRender.map((p) => p.file), linked, log }
    },
  }
}
