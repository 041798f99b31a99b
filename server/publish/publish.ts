/**
 * Publishing: a save of published content in the admin calls schedule() (cms/hooks/scheduleRebuild);
 * saves within the debounce window become one rebuild. A rebuild fetches the snapshot from the CMS
 * endpoint, builds the site into a new folder (incrementally: only the pages the change touches are
 * rendered, server/publish/siteBuild.ts) and switches to it atomically. Saves during a build
 * queue exactly one more build. With DEPLOY_HOOK_URL set (the site on Cloudflare), the hook is
 * called instead and the CDN's build machine does the work from the snapshot endpoint. With several
 * instances, only one publishes (server/publish/cluster.ts). The hook and the snapshot are asked again while
 * their failure is transient (no answer, 429, 5xx), for about two minutes: a save must not be lost to
 * a build machine or CMS that was restarting. A build that fails is not retried: the same content
 * fails the same way; the next save tries again.
 */
import { writeFileAtomic } from './atomicWrite'
import type { LineLog } from '../../cms/lib/log'
import { fetchRetrying } from '../../src/contract/retry'
import { docsOf, type Finished, type PublishHistory } from './publishLog'
import { buildSite, liveSiteHash, prepareQuickPublish, siteHash } from './siteBuild'
import type { SiteStore } from './site'

type PublishEvent = {
  reason: string
  requestedAt: number
  liveAt: number
  buildMs: number
  dir: string
  rendered: number
}

export type PublisherOptions = {
  root: string
  site: SiteStore
  snapshotUrl: string
  snapshotFile: string
  debounceMs?: number
  deployHookUrl?: string
  log?: LineLog
  onLive?: (e: PublishEvent) => void
  /** Where each publish is recorded for staff (server/publish/publishLog.ts). */
  history?: PublishHistory
  /** Each publish's outcome and time, for the metrics (server/ops/metrics.ts); not called for one a stop cut short. */
  onFinished?: (outcome: 'live' | 'unchanged' | 'sent' | 'failed', ms: number) => void
}

/** Tries of the deploy hook and of the snapshot: the waits between them add up to about two minutes. */
const PUBLISH_ATTEMPTS = 8

/**
 * The check a new publisher makes once (server/publish/cluster.ts): the one before it may have stopped or died
 * with a save still waiting or a publish cut short. Such a publish's record is finished by this check.
 */
export const TAKEOVER_REASON = 'publisher taken over'

/** Why a publish was cut short: its server stopped before it was live. */
class StoppedError extends Error {
  constructor() {
    super('the server stopped before this publish was live: the next publisher (or the next start) finishes it')
  }
}

export class Publisher {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private pendingAgain = false
  private reasons: string[] = []
  private people = new Set<string>()
  private firstRequestAt = 0
  private stopped = false
  /** Ends the running publish (its snapshot read, its build) when a stop cannot wait for it. */
  private abort = new AbortController()

  constructor(private o: PublisherOptions) {}

  /** `by`: who saved (a staff email), for the publish log. */
  schedule(reason: string, by?: string): void {
    if (this.stopped)
      return void this.o.log?.(`[publish] stopping: left to the next publisher or the next start (${reason})`)
    if (!this.firstRequestAt) this.firstRequestAt = Date.now()
    this.reasons.push(reason)
    if (by) this.people.add(by)
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => this.kick(), this.o.debounceMs ?? 100)
  }

  /**
   * Takes no more publishes and settles when the running one is done; one still running after `waitMs`
   * is cut short (its build stopped, nothing switched) and settles then. Neither a save still waiting nor
   * a publish cut short is lost: the instance that publishes next, or this one at its next start, checks
   * the site against the content once and finishes the cut publish's record.
   */
  async stop(waitMs: number): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (!this.running) return
    const late = setTimeout(() => this.abort.abort(new StoppedError()), waitMs)
    await this.running
    clearTimeout(late)
  }

  private kick(): void {
    this.timer = null
    if (this.running) {
      this.pendingAgain = true
      return
    }
    const reasons = this.reasons
    const people = [...this.people]
    const requestedAt = this.firstRequestAt
    this.reasons = []
    this.people = new Set()
    this.firstRequestAt = 0
    this.running = this.publish(reasons, people, requestedAt).finally(() => {
      this.running = null
      if (this.pendingAgain) {
        this.pendingAgain = false
        this.schedule('changes saved during the last build')
      }
    })
  }

  /** One publish, recorded in the publish log from start to end; a failure is logged, never thrown. */
  private async publish(reasons: string[], people: string[], requestedAt: number): Promise<void> {
    const reason = reasons.join(', ')
    const history = this.o.history
    const docs = docsOf(reasons)
    const record = () => history?.start({ reason, docs, people, requestedAt }) ?? Promise.resolve(null)
    // A check of the system's own (a takeover) is recorded only when it fails: staff publish documents.
    const id = docs.length ? await record() : null
    // Publishes the last publisher left unfinished (it stopped or died mid-build) end with this one.
    const adopted = reasons.includes(TAKEOVER_REASON) ? ((await history?.unfinished?.().catch(() => [])) ?? []) : []
    const finish = (first: number | null, status: Finished, o: { buildMs?: number; error?: string }) =>
      Promise.all([first, ...adopted].flatMap((one) => (one === null ? [] : [history?.finish(one, status, o)])))
    // With a deploy hook the edge's build cannot be compared with the content: a takeover calls the hook
    // only for a publish the last publisher left unfinished, not at every start (docs/decisions.md).
    if (this.o.deployHookUrl && reasons.every((r) => r === TAKEOVER_REASON) && adopted.length === 0)
      return void this.o.log?.(`[publish] nothing left unfinished: the deploy hook is not called (${reason})`)
    const started = Date.now()
    try {
      const done = await this.rebuild(reason, requestedAt)
      this.o.onFinished?.(done.status, Date.now() - started)
      await finish(id, done.status, { buildMs: done.buildMs })
    } catch (err) {
      // Cut short by a stop, or failed while the server stops (a stop signal can reach a builder that is
      // just starting): its record stays open, and the next publisher builds again and records the outcome.
      if (err instanceof StoppedError || this.stopped) {
        const how = err instanceof StoppedError ? '' : `; ${(err as Error).message.split('\n')[0]}`
        return void this.o.log?.(`[publish] ${new StoppedError().message} (${reason}${how})`)
      }
      const message = (err as Error).message
      this.o.log?.(`[publish] failed: ${message}`, 'error')
      this.o.onFinished?.('failed', Date.now() - started)
      await finish(id ?? (await record()), 'failed', { error: message })
    }
  }

  private async rebuild(
    reason: string,
    requestedAt: number,
  ): Promise<{ status: 'live' | 'unchanged' | 'sent'; buildMs?: number }> {
    const retrying = {
      attempts: PUBLISH_ATTEMPTS,
      log: (line: string) => this.o.log?.(`[publish] ${line}`),
      signal: this.abort.signal,
    }
    if (this.o.deployHookUrl) {
      const res = await fetchRetrying(this.o.deployHookUrl, { method: 'POST', what: 'the deploy hook', ...retrying })
      this.o.log?.(`[publish] deploy hook answered ${res.status} (${reason})`, res.ok ? 'info' : 'warn')
      return { status: 'sent' }
    }
    const t0 = Date.now()
    const res = await fetchRetrying(this.o.snapshotUrl, { what: 'the snapshot endpoint', ...retrying })
    await writeFileAtomic(this.o.snapshotFile, await res.text())
    // Nothing a visitor sees changed (a draft-only save, a check after a takeover): no build.
    if (liveSiteHash(this.o.site) === siteHash(this.o.root, this.o.snapshotFile)) {
      this.o.log?.(`[publish] the live site is up to date (${reason})`)
      // After a start, the quick publisher loads the page code now rather than at the first save.
      this.prepareQuickPublish()
      return { status: 'unchanged' }
    }
    const snapshotMs = Date.now() - t0
    const { ms, dir, rendered, quick, steps } = await buildSite({
      root: this.o.root,
      site: this.o.site,
      snapshotFile: this.o.snapshotFile,
      signal: this.abort.signal,
    })
    const event = { reason, requestedAt, liveAt: Date.now(), buildMs: ms, dir, rendered }
    this.o.log?.(
      `[publish] live ${event.liveAt - requestedAt} ms after the save (snapshot ${snapshotMs} ms, ${quick ? `quick publish ${ms} ms: ${steps}` : `astro build ${ms} ms`}, ${rendered} pages rendered): ${reason}`,
    )
    this.o.onLive?.(event)
    // An astro build saved a new renderer: the quick publisher loads it now, not at the next save.
    if (!quick) this.prepareQuickPublish()
    return { status: 'live', buildMs: ms }
  }

  /**
   * Staff are at work in the admin: a save may follow. The quick publisher, gone after an idle period,
   * is loaded again now, so that their first publish is as quick as the others.
   */
  keepReady(): void {
    if (this.stopped || this.o.deployHookUrl) return
    this.prepareQuickPublish({ unlessLoaded: true })
  }

  private prepareQuickPublish(o: { unlessLoaded?: boolean } = {}) {
    void prepareQuickPublish(this.o.root, this.o.site, this.o.snapshotFile, o).catch(() => false)
  }
}

type Installed = { schedule(reason: string, by?: string): void; isPublisher?(): boolean }

/** The hook in cms/hooks/scheduleRebuild.ts finds the publisher here (same process as Next): the cluster's, which forwards to the publishing instance. */
export function installPublisher(p: Installed): void {
  ;(globalThis as { __wineCompassPublisher?: Installed }).__wineCompassPublisher = p
}
