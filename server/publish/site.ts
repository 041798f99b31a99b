import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { SiteManifest } from '../serve/router'

/**
 * The built site on disk: .data/site/builds/<id> holds each build, .data/site/current links to the
 * live one. A new build goes live by replacing the link in one rename, so a visitor never sees a
 * half-written site.
 */
export class SiteStore {
  readonly buildsDir: string
  readonly currentLink: string
  private live: { dir: string; manifest: SiteManifest } | null = null
  /** Settles when the builds the last activation left behind are removed. */
  pruned: Promise<void> = Promise.resolve()
  private pruneTimer: NodeJS.Timeout | null = null
  private prunedWaiting: (() => void)[] = []

  /**
   * `pruneDelayMs`: old builds are removed once no build went live for this long. Removed at once,
   * their 5,000 files were unlinked while the next publish linked and rendered its own on the same
   * disk, which made a quick publish twice as slow during an editing session.
   */
  constructor(
    readonly siteDir: string,
    private pruneDelayMs = 5_000,
  ) {
    this.buildsDir = path.join(siteDir, 'builds')
    this.currentLink = path.join(siteDir, 'current')
  }

  /** The live build, or null before the first build. */
  current(): { dir: string; manifest: SiteManifest } | null {
    if (!this.live) this.reload()
    return this.live
  }

  reload(): void {
    try {
      const dir = path.resolve(this.siteDir, readlinkSync(this.currentLink))
      const manifest = JSON.parse(readFileSync(path.join(dir, 'site-manifest.json'), 'utf8')) as SiteManifest
      this.live = { dir, manifest }
    } catch {
      this.live = null
    }
  }

  /** Whether a build of this id is in this store's folder (one another instance announced, server/publish/cluster.ts). */
  hasBuild(id: string): boolean {
    return /^[\w.-]+$/.test(id) && existsSync(path.join(this.buildsDir, id, 'site-manifest.json'))
  }

  newBuildDir(id: string): string {
    mkdirSync(this.buildsDir, { recursive: true })
    return path.join(this.buildsDir, id)
  }

  /**
   * Points `current` at a finished build atomically, then removes builds older than the previous one,
   * in the background (removing a build's 5,000 files took a quarter of a second, during which the
   * server answered nobody) and once publishing is quiet (pruneDelayMs).
   */
  activate(dir: string): void {
    const tmp = `${this.currentLink}.${process.pid}.tmp`
    rmSync(tmp, { force: true })
    symlinkSync(path.relative(this.siteDir, dir), tmp)
    renameSync(tmp, this.currentLink)
    const previous = this.live?.dir
    this.reload()
    const keep = [dir, previous].filter(Boolean) as string[]
    if (this.pruneTimer) clearTimeout(this.pruneTimer)
    this.pruned = new Promise((resolve) => this.prunedWaiting.push(resolve))
    this.pruneTimer = setTimeout(() => {
      this.pruneTimer = null
      const waiting = this.prunedWaiting.splice(0)
      void this.prune(keep).then(() => waiting.forEach((resolve) => resolve()))
    }, this.pruneDelayMs)
    this.pruneTimer.unref()
  }

  /** Removes the builds older than every one of `keep` (build ids start with their time): never a newer one another instance made. */
  private async prune(keep: string[]): Promise<void> {
    if (!existsSync(this.buildsDir)) return
    const oldestKept = keep.map((dir) => path.basename(dir)).sort()[0]
    for (const name of readdirSync(this.buildsDir)) {
      if (name < oldestKept) await rm(path.join(this.buildsDir, name), { recursive: true, force: true }).catch(() => {})
    }
  }
}
