import { fork, type ChildProcess } from 'node:child_process'
import type { Socket } from 'node:net'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { hashInputs, SITE_INPUTS, snapshotHash } from './buildState'
import { canQuickPublish } from '../../src/integrations/quickPublish'
import type { SiteStore } from './site'

/** The hash a site build from this source and this snapshot would carry. */
export function siteHash(root: string, snapshotFile: string): string {
  return hashInputs(root, SITE_INPUTS, snapshotHash(readFileSync(snapshotFile, 'utf8')))
}

/** The hash of the site's code alone: a build whose code is the last one's can be a quick publish. */
const siteCodeHash = (root: string) => hashInputs(root, SITE_INPUTS)

/**
 * How long the quick publisher stays loaded after its last publish, preparation or sign of staff at
 * work: long enough for an editing session's pauses, short enough that a server nobody edits holds
 * 150-250 MB less. The admin's pages renew it, so staff who open a document find it loaded.
 */
const QUICK_PUBLISHER_IDLE_MS = 10 * 60_000

export function liveSiteHash(site: SiteStore): string | null {
  const live = site.current()
  if (!live) return null
  try {
    return readFileSync(path.join(live.dir, '.build-hash'), 'utf8').trim()
  } catch {
    return null
  }
}

/** What a build's worker reads (astro.config.mjs, the integrations, src/lib/snapshotSource.ts). */
function buildEnv(site: SiteStore, code: string, snapshotFile: string, previous: string, outDir: string) {
  return {
    SITE_OUT_DIR: outDir,
    SNAPSHOT_FILE: snapshotFile,
    ASTRO_CACHE_DIR: path.join(site.siteDir, 'astro-cache'),
    SITE_PREVIOUS_DIR: previous,
    SITE_RENDERER_DIR: path.join(site.siteDir, 'renderer', code),
    SITE_CODE_HASH: code,
  }
}

/**
 * Makes the site for the current snapshot in a fresh folder and makes it live. Throws with the build's
 * output on failure.
 *
 * When only content changed since the live build (its site code is the current one), a quick publish
 * (src/integrations/quickPublish.ts) renders the pages whose content (their cacheKey,
 * src/lib/buildCache.ts) changed with the page code the last build saved, in a light process, and
 * links the rest from the live build. Otherwise, or when the quick publish gives up, `astro build`
 * builds, incremental: it renders only the pages whose content or code changed and copies the others
 * from its cache (`<site>/astro-cache`); the precompressed copies of unchanged files are linked from
 * the live build. `full` ignores all of it (start-up builds: a deploy starts from a clean slate).
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
  const code = siteCodeHash(o.root)
  const dir = o.site.newBuildDir(`${new Date().toISOString().replace(/[:.]/g, '-')}-${hash.slice(0, 8)}`)
  const previous = o.full ? undefined : o.site.current()?.dir
  const env = buildEnv(o.site, code, o.snapshotFile, previous ?? '', dir)
  const { astro, quick: quicker } = builders(o.root)
  let outcome: BuildOutcome
  if (previous && canQuickPublish(env.SITE_RENDERER_DIR, previous, code)) {
    outcome = await quicker.build(env, false, code, o.signal)
    // Given up (its reason in the log): astro build makes the site, its log after the reason.
    if (outcome.code !== 0 && !o.signal?.aborted) {
      const reason = outcome.output
      outcome = await astro.build(env, false, code, o.signal)
      outcome.output = `${reason}\n${outcome.output}`
    }
  } else outcome = await astro.build(env, !!o.full, code, o.signal)
  const { code: exit, output, quick } = outcome
  if (o.signal?.aborted) {
    rmSync(dir, { recursive: true, force: true })
    throw o.signal.reason
  }
  if (exit !== 0 || !existsSync(path.join(dir, 'site-manifest.json'))) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`The site build failed:\n${output.split('\n').slice(-40).join('\n')}`)
  }
  writeFileSync(path.join(dir, '.build-hash'), hash)
  o.site.activate(dir)
  const steps = /^\[quick-publish\] (paths .*)$/m.exec(output)?.[1]
  return { dir, ms: Date.now() - t0, hash, rendered: renderedPages(output), quick, steps }
}

/**
 * Gets the quick publisher ready for a publish from the live build (its renderer and the pages' code
 * loaded), when it can make one: the publisher calls it after a start and after an astro build, so
 * that the first publish takes as long as the others. Answers whether it is ready.
 */
export async function prepareQuickPublish(
  root: string,
  site: SiteStore,
  snapshotFile: string,
  { unlessLoaded = false } = {},
): Promise<boolean> {
  // Staff at work (server/serve/node.ts): a loaded quick publisher only stays another idle period.
  if (unlessLoaded && builders(root).quick.keep()) return true
  const live = site.current()?.dir
  const code = siteCodeHash(root)
  const env = buildEnv(site, code, snapshotFile, live ?? '', '')
  if (!live || !canQuickPublish(env.SITE_RENDERER_DIR, live, code)) return false
  return (await builders(root).quick.prepare(env, code)).code === 0
}

/** How many pages a build's log shows as rendered (the others are marked "(restored)" or "(cached)"). */
function renderedPages(log: string): number {
  const pages = log.split('\n').filter((l) => l.includes('├─'))
  return pages.filter((l) => !/\((restored|cached)\)/.test(l)).length
}

type BuildOutcome = { code: number; output: string; quick: boolean }

/**
 * A child process that makes builds one at a time: the astro builder (server/publish/astroBuildWorker.mjs,
 * 900 MB and more: it leaves after each build) or the quick publisher (server/publish/quickPublishWorker.ts,
 * about 150-250 MB: it stays loaded while staff work, so that the first publish after a pause is as
 * quick as the others, and leaves after `idleMs` without a build, preparation or `keep()`).
 * A child that failed a build or died, or was loaded for other site code, is replaced at the next
 * build, so one bad build leaves nothing behind.
 */
export class WarmBuilder {
  private child: ChildProcess | null = null
  /** The site code the child was started for. */
  private childCode = ''
  private queue: Promise<unknown> = Promise.resolve()
  private next = 1
  private busy = false
  private idleTimer: NodeJS.Timeout | undefined
  /** A preparation queued and not yet done: asking again joins it. */
  private preparing: Promise<BuildOutcome> | null = null

  constructor(
    private root: string,
    private worker: { script: string; execArgv: string[]; staysLoaded: boolean; idleMs?: number },
  ) {}

  /** Keeps the loaded child another idle period; false when none is loaded or about to be. */
  keep(): boolean {
    if (this.preparing) return true
    if (!this.child) return false
    if (!this.busy) this.leaveWhenIdle(this.child)
    return true
  }

  private leaveWhenIdle(child: ChildProcess) {
    clearTimeout(this.idleTimer)
    if (this.worker.idleMs === undefined) return
    this.idleTimer = setTimeout(() => this.stop(child), this.worker.idleMs)
    this.idleTimer.unref()
  }

  /** `codeHash`: the site's code (siteCodeHash) the build is for. */
  build(env: Record<string, string>, force: boolean, codeHash = '', signal?: AbortSignal): Promise<BuildOutcome> {
    return this.enqueue({ env, force }, codeHash, signal)
  }

  /** Asks the child to get ready for a build (the quick publisher loads its renderer), in the builds' queue. */
  prepare(env: Record<string, string>, codeHash: string): Promise<BuildOutcome> {
    if (this.preparing) return this.preparing
    const prepared = this.enqueue({ env, force: false, prepare: true }, codeHash)
    this.preparing = prepared
    const done = () => {
      if (this.preparing === prepared) this.preparing = null
    }
    prepared.then(done, done)
    return prepared
  }

  private enqueue(job: Job, codeHash: string, signal?: AbortSignal): Promise<BuildOutcome> {
    const run = this.queue.then(() => this.run(job, codeHash, signal))
    this.queue = run.catch(() => undefined)
    return run
  }

  private start(codeHash: string): ChildProcess {
    // Astro prints each page it writes on stdout; the count of rendered ones is the publish's size.
    const child = fork(path.join(this.root, this.worker.script), [], {
      cwd: this.root,
      // Not the server's own flags (a profiler, an inspector): the worker's own.
      execArgv: this.worker.execArgv,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // A group of its own: a stop signal to the server's group (Ctrl+C) must not end the build of the
      // publish the stop waits for. It still goes with the server: it leaves when its channel closes.
      detached: true,
    })
    child.on('exit', () => {
      if (this.child === child) this.child = null
    })
    this.childCode = codeHash
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
    if (this.child === child) {
      this.child = null
      clearTimeout(this.idleTimer)
    }
    child.kill()
  }

  private run(job: Job, codeHash: string, signal?: AbortSignal): Promise<BuildOutcome> {
    if (signal?.aborted) return Promise.resolve({ code: 1, output: 'Stopped before it began.', quick: false })
    if (this.child && this.childCode !== codeHash) this.stop(this.child)
    const child = (this.child ??= this.start(codeHash))
    clearTimeout(this.idleTimer)
    this.busy = true
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
        this.busy = false
        if (code !== 0 || signal?.aborted || !this.worker.staysLoaded) this.stop(child)
        else this.leaveWhenIdle(child)
        resolve({ code, output, quick })
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', onData)
      child.on('exit', onExit)
      signal?.addEventListener('abort', onAbort, { once: true })
      child.send({ root: this.root, mark, ...job })
    })
  }
}

type Job = { env: Record<string, string>; force: boolean; prepare?: boolean }

const perRoot = new Map<string, { astro: WarmBuilder; quick: WarmBuilder }>()
/** The builders of a source folder (one of each per process). */
function builders(root: string) {
  let b = perRoot.get(root)
  if (!b) {
    b = {
      // Astro's CLI runs without the server's flags (--import tsx): Astro loads its config itself.
      astro: new WarmBuilder(root, { script: 'server/publish/astroBuildWorker.mjs', execArgv: [], staysLoaded: false }),
      // A small young generation and a heap limit: rendering 232 pages took 410-450 MB without them,
      // 225-240 MB with them, in about the same time (bench/README.md, Memory). Loaded after a start,
      // an astro build, a publish and while staff use the admin; gone after QUICK_PUBLISHER_IDLE_MS
      // without them, so that an idle server holds only what it serves with.
      quick: new WarmBuilder(root, {
        script: 'server/publish/quickPublishWorker.ts',
        execArgv: ['--max-old-space-size=256', '--max-semi-space-size=4', '--import', 'tsx/esm'],
        staysLoaded: true,
        idleMs: QUICK_PUBLISHER_IDLE_MS,
      }),
    }
    perRoot.set(root, b)
  }
  return b
}
