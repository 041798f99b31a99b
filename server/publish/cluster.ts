/**
 * Several CMS instances on one PostgreSQL act as one for publishing. Exactly one instance, the one
 * holding a PostgreSQL advisory lock, is the publisher: it debounces, builds (or calls the deploy
 * hook) and switches the site. A save on any other instance reaches it as a NOTIFY; a finished build
 * reaches every instance as another NOTIFY, so that those sharing the site folder (DATA_DIR on a shared
 * volume) serve the new build at once. When the publisher dies, its session ends, the lock goes to a
 * waiting instance, and that one checks the site against the content once (a request lost with the
 * old publisher is not lost for good). One instance alone is simply always the publisher.
 */
import pg from 'pg'
import type { LineLog } from '../../cms/lib/log'
import { TAKEOVER_REASON, type Publisher } from './publish'
import type { SiteStore } from './site'

/** Channels and lock of this product; any fixed numbers, the same in every instance. */
const PUBLISH_CHANNEL = 'wine_compass_publish'
const SITE_CHANNEL = 'wine_compass_site_live'
const PUBLISHER_LOCK = 7_100_401
/** Serialises the site builds instances make at start-up (the first start of several at once). */
const STARTUP_BUILD_LOCK = 7_100_402

export type Cluster = {
  /** What the save hooks call (`by`: who saved): the publisher here, or a NOTIFY to it. */
  schedule(reason: string, by?: string): void
  /** Tells every instance that a new build is live (the publisher calls it after each build). */
  announceLive(build: string): Promise<void>
  isPublisher(): boolean
  /**
   * Set when a build went live on the publisher that this instance's site folder does not have: it
   * does not share DATA_DIR with the publisher, so it would serve its old build for good. /readyz says so.
   */
  siteProblem(): string | null
  close(): Promise<void>
}

/** A publish request from another instance: JSON `{reason, by}`, or (an older instance) the reason as text. */
export function publishRequest(payload: string | undefined): { reason: string; by?: string } {
  try {
    const parsed = JSON.parse(payload ?? '') as { reason?: unknown; by?: unknown }
    if (typeof parsed.reason === 'string')
      return { reason: parsed.reason, by: typeof parsed.by === 'string' ? parsed.by : undefined }
  } catch {
    /* plain text */
  }
  return { reason: payload || 'a save on another instance' }
}

/** Runs `fn` while holding a lock no other instance holds (a dedicated connection, released after). */
export async function exclusively<T>(databaseUrl: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_BUILD_LOCK])
    return await fn()
  } finally {
    await client.end().catch(() => {})
  }
}

export async function joinCluster(o: {
  databaseUrl: string
  site: SiteStore
  publisher: Publisher
  log: LineLog
  /** How long an announced build may take to appear on a shared volume before it counts as missing. */
  sharedWaitMs?: number
}): Promise<Cluster> {
  let publisher = false
  let missingBuild: string | null = null

  /** A build announced live: in this instance's folder too, unless the folder is not the publisher's. */
  function checkShared(build: string | undefined) {
    if (!build) return
    if (o.site.hasBuild(build)) return void (missingBuild = null)
    setTimeout(() => {
      if (closed || o.site.hasBuild(build)) return
      if (missingBuild === null)
        o.log(
          `[cluster] build ${build} went live on the publisher but is not in this instance's site folder: DATA_DIR is not shared with the publisher, so this instance would serve its old build; /readyz answers 503 until it is`,
          'error',
        )
      missingBuild = build
    }, o.sharedWaitMs ?? 3000).unref()
  }
  let closed = false
  let listener: pg.Client | null = null
  let lock: pg.Client | null = null
  let retryMs = 1000

  /** Both connections, again after PostgreSQL went away (a failover, a restart): never left without them. */
  async function connect(): Promise<void> {
    // One connection listens; one waits for (then holds) the publisher lock: a session blocked in
    // pg_advisory_lock receives no notifications, so they cannot share.
    const l = new pg.Client({ connectionString: o.databaseUrl })
    const k = new pg.Client({ connectionString: o.databaseUrl })
    const lost = (err?: Error) => {
      if (closed || listener !== l) return
      o.log(`[cluster] connection to PostgreSQL lost${err ? `: ${err.message}` : ''}; joining again`, 'warn')
      publisher = false
      listener = lock = null
      void Promise.all([l.end().catch(() => {}), k.end().catch(() => {})])
      setTimeout(() => void connect(), retryMs)
      retryMs = Math.min(retryMs * 2, 30_000)
    }
    for (const c of [l, k]) {
      c.on('error', lost)
      c.on('end', () => lost())
    }
    listener = l
    lock = k
    l.on('notification', (n) => {
      if (n.channel === SITE_CHANNEL) {
        o.site.reload()
        checkShared(n.payload)
      } else if (n.channel === PUBLISH_CHANNEL && publisher) {
        const { reason, by } = publishRequest(n.payload)
        o.publisher.schedule(reason, by)
      }
    })
    try {
      await l.connect()
      await k.connect()
      await l.query(`listen ${PUBLISH_CHANNEL}`)
      await l.query(`listen ${SITE_CHANNEL}`)
    } catch (err) {
      // Tried again later, whether or not the connection also reported it.
      return lost(err as Error)
    }
    retryMs = 1000
    // Another instance may have published while this one was away.
    o.site.reload()

    // Waits in the background; resolves when this instance becomes the publisher.
    void k
      .query('select pg_advisory_lock($1)', [PUBLISHER_LOCK])
      .then(() => {
        if (closed || lock !== k) return
        publisher = true
        o.log('[cluster] this instance publishes')
        // The previous publisher may have died with a save still waiting: one check (no build when nothing changed).
        o.publisher.schedule(TAKEOVER_REASON)
      })
      .catch(() => {
        // The connection's own error handler joins again.
      })
  }
  await connect()

  return {
    schedule(reason, by) {
      if (publisher) return o.publisher.schedule(reason, by)
      if (!listener) return o.log(`[cluster] publish request lost (no connection to PostgreSQL): ${reason}`, 'error')
      const payload = JSON.stringify({ reason: reason.slice(0, 6000), by: by?.slice(0, 254) })
      listener
        .query('select pg_notify($1, $2)', [PUBLISH_CHANNEL, payload])
        .catch((err: Error) => o.log(`[cluster] publish request lost: ${err.message}`, 'error'))
    },
    async announceLive(build) {
      await listener?.query('select pg_notify($1, $2)', [SITE_CHANNEL, build])
    },
    isPublisher: () => publisher,
    siteProblem: () =>
      missingBuild &&
      `This instance does not share its site folder with the publisher (build ${missingBuild} is not in its DATA_DIR): put DATA_DIR on the volume every instance shares.`,
    async close() {
      closed = true
      await Promise.all([listener?.end().catch(() => {}), lock?.end().catch(() => {})])
    },
  }
}
