import { fork, type ChildProcess } from 'node:child_process'
import type { Socket } from 'node:net'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { hashInputs, SITE_INPUTS, snapshotHash } from './buildState'
import type { SiteStore } from './site'

/** The hash a site build from this source and this snapshot would carry. */
export function siteHash(root: string, snapshotFile: string): string {
  return hashInputs(root, SITE_INPUTS, snapshotHash(readFileSync(snapshotFile, 'utf8')))
}

/** The hash of the site's code alone: a build whose code is the last one's can be a quick publish. */
const siteCodeHash = (root: string) => hashInputs(root, SITE_INPUTS)

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
 * Incremental by default. When only content changed since the live build, which the warm builder
 * made, a quick publish (src/integrations/quickPublish.ts) renders the pages whose content (their
 * cacheKey, src/lib/buildCache.ts) changed with the page code already loaded, and links the rest
 * from the live build. Otherwise Astro builds, rendering only the pages whose content or code changed
 * and copying the others from its cache (`<site>/astro-cache`); the precompressed copies of unchanged
 * files are linked from the live build. `full` ignores all of it (start-up builds: a deploy starts
 * from a clean slate).
 */
export async function buildSite(o: {
  root: string
  site: SiteStore
  snapshotFile: string
  full?: boolean
  /** Ends the build at once (its builder stopped, its folder removed); buildSite then throws. */
  signal?: AbortSignal
}): Promise<{ dir: string; ms: number; hash: string; rendered: number; quick: boolean; steps?: string }> {
  const t0 = Date.now()
  const hash = siteHash(o.root, o.snapshotFile)
  const dir = o.site.newBuildDir(`${new Date().toISOString().replace(/[:.]/g, '-')}-${hash.slice(0, 8)}`)
  const previous = o.full ? undefined : o.site.current()?.dir
  const { code, output, quick } = await warmBuilder(o.root).build(
    {
      SITE_OUT_DIR: dir,
      SNAPSHOT_FILE: o.snapshotFile,
      ASTRO_CACHE_DIR: path.join(o.site.siteDir, 'astro-cache'),
      SITE_PREVIOUS_DIR: previous ?? '',
    },
    !!o.full,
    siteCodeHash(o.root),
    o.signal,
  )
  if (o.signal?.aborted) {
    rmSync(dir, { recursive: true, force: true })
    throw o.signal.reason
  }
  if (code !== 0 || !existsSync(path.join(dir, 'site-manifest.json'))) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`The site build failed:\n${output.split('\n').slice(-40).join('\n')}`)
  }
  writeFileSync(path.join(dir, '.build-hash'), hash)
  o.site.activate(dir)
  const steps = /^\[quick-publish\] (paths .*)$/m.exec(output)?.[1]
  return { dir, ms: Date.now() - t0, hash, rendered: renderedPages(output), quick, steps }
}

/** How many pages a build's log shows as rendered (the others are marked "(restored)" or "(cached)"). */
function renderedPages(log: string): number {
  const pages = log.split('\n').filter((l) => l.includes('├─'))
  return pages.filter((l) => !/\((restored|cached)\)/.test(l)).length
}

type BuildOutcome = { code: number; output: string; quick: boolean }

/** A warm builder leaves after this long without a build, giving back its memory (1.1 GB and more). */
const BUILDER_IDLE_MS = 10 * 60_000
/**
 * A warm builder is replaced after this many Astro builds: Astro and Vite keep about 16 MB more after
 * each build in one process (1.1 GB after the first, 1.7 GB after 30, measured), which an editing day
 * without idle pauses would not give back. Quick publishes do not count: they run no Vite.
 */
const BUILDER_MAX_BUILDS = 20

/**
 * `astro build` in a child process that stays loaded between builds (server/astroBuildWorker.mjs):
 * starting Node and loading Astro, Vite and the integrations was a second of every publish (docs/decisions.md, Close to the limit).
 * One build at a time. A child that failed a build or died is replaced at the next build, so one bad
 * build leaves nothing behind; an idle child leaves after BUILDER_IDLE_MS, and a busy one after
 * BUILDER_MAX_BUILDS builds.
 */
export class WarmBuilder {
  private child: ChildProcess | null = null
  private idle: NodeJS.Timeout | null = null
  private queue: Promise<unknown> = Promise.resolve()
  private next = 1
  /** Astro builds done by the current child (start() counts from 0 again). */
  private builds = 0

  constructor(
    private root: string,
    private maxBuilds = BUILDER_MAX_BUILDS,
  ) {}

  /** `codeHash`: the site's code (siteCodeHash); the child makes a quick publish when it is the last build's. */
  build(env: Record<string, string>, force: boolean, codeHash = '', signal?: AbortSignal): Promise<BuildOutcome> {
    const run = this.queue.then(() => this.run(env, force, codeHash, signal))
    this.queue = run.catch(() => undefined)
    return run
  }

  private start(): ChildProcess {
    // Astro prints each page it writes on stdout; the count of rendered ones is the publish's size.
    const child = fork(path.join(this.root, 'server', 'astroBuildWorker.mjs'), [], {
      cwd: this.root,
      // Not the server's own flags (--import tsx, a profiler): Astro's CLI ran without them.
      execArgv: [],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // A group of its own: a stop signal to the server's group (Ctrl+C) must not end the build of the
      // publish the stop waits for. It still goes with the server: it leaves when its channel closes.
      detached: true,
    })
    child.on('exit', () => {
      if (this.child === child) this.child = null
    })
    this.builds = 0
    return child
  }

  /**
   * A child at work keeps this process running (a script awaiting a build); an idle one does not keep
   * the server or a script alive: when this process exits, the child sees the disconnect and leaves.
   */
  private hold(child: ChildProcess, busy: boolean) {
    for (const handle of [child, child.channel, child.stdout as Socket | null, child.stderr as Socket | null]) {
      if (busy) handle?.ref()
      else handle?.unref()
    }
  }

  private stop(child: ChildProcess) {
    if (this.child === child) this.child = null
    child.kill()
  }

  private run(
    env: Record<string, string>,
    force: boolean,
    codeHash: string,
    signal?: AbortSignal,
  ): Promise<BuildOutcome> {
    if (signal?.aborted) return Promise.resolve({ code: 1, output: 'Stopped before it began.', quick: false })
    if (this.idle) clearTimeout(this.idle)
    const child = (this.child ??= this.start())
    const mark = `@@wine-compass-build-done ${process.pid}-${this.next++}`
    const end = new RegExp(`\\n${mark} (ok|failed)( quick)?\\n`)
    this.hold(child, true)
    return new Promise((resolve) => {
      // The log in pieces, and only its end searched for the mark: a build prints 1,700 lines.
      const log: string[] = []
      let tail = ''
      const onData = (d: Buffer) => {
        const text = String(d)
        log.push(text)
        tail = (tail + text).slice(-(mark.length + 16))
        const m = end.exec(tail)
        if (m) done(m[1] === 'ok' ? 0 : 1, log.join('').replace(end, ''), !!m[2])
      }
      const onExit = (code: number | null) => done(code || 1, `${log.join('')}\nThe builder exited (code ${code}).`)
      // Stopped mid-build: the builder goes with its half-written pages.
      const onAbort = () => done(1, `${log.join('')}\nStopped.`)
      const done = (code: number, output: string, quick = false) => {
        child.stdout?.off('data', onData)
        child.stderr?.off('data', onData)
        child.off('exit', onExit)
        signal?.removeEventListener('abort', onAbort)
        this.hold(child, false)
        if (code === 0 && !signal?.aborted && (quick || ++this.builds < this.maxBuilds))
          this.idle = setTimeout(() => this.stop(child), BUILDER_IDLE_MS).unref()
        else this.stop(child)
        resolve({ code, output, quick })
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', onData)
      child.on('exit', onExit)
      signal?.addEventListener('abort', onAbort, { once: true })
      child.send({ root: this.root, env, force, mark, codeHash })
    })
  }
}

const builders = new Map<string, WarmBuilder>()
/** The warm builder of a source folder (one per process). */
function warmBuilder(root: string): WarmBuilder {
  let b = builders.get(root)
  if (!b) builders.set(root, (b = new WarmBuilder(root)))
  return b
}
