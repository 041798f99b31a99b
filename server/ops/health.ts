/**
 * What a load balancer, an orchestrator or an operator asks a running instance (docs/deploy.md):
 *   GET /healthz  the process answers (liveness): 200 while it runs.
 *   GET /readyz   it can serve (readiness): the database answers, a site build is live (its id and
 *                 age), the admin and API prepared; 503 with the reason otherwise, and from the moment the
 *                 instance starts shutting down, so balancers stop sending before it stops answering.
 *                 Publishes that keep failing are reported (a warning) but leave it ready: it serves the
 *                 last build that went through.
 * Small JSON, never cached, nothing secret. Cheap enough to poll every second: the database is asked
 * at most once a second (one pooled connection, a 1 s timeout), the rest is in memory.
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { SiteStore } from '../publish/site'

type Health = { status: 'ok'; instance: string; uptime_s: number }
type Readiness = {
  status: 'ready' | 'not ready'
  /** Why not, in one sentence (absent when ready). */
  reason?: string
  instance: string
  database: 'ok' | 'unreachable'
  site: { build: string; age_s: number } | null
  admin: 'ready' | 'preparing'
  shutting_down: boolean
  /** Publishes that failed in a row on this instance (0 on the others): the site shows the build before them. */
  publishes_failed_in_a_row: number
  /** Said when publishes keep failing (PUBLISH_FAILURES_WARN in a row); the instance stays ready. */
  warning?: string
}

/** Failed publishes in a row from which /readyz warns: the live site is stale while staff think it is not. */
const PUBLISH_FAILURES_WARN = 3

const DB_CHECK_EVERY_MS = 1000
const DB_TIMEOUT_MS = 1000

export type HealthChecks = {
  health(): Health
  ready(): Promise<Readiness>
  /** Seconds since the live build was made (null before the first): for the metrics. */
  buildAge(): number | null
  /** From now on /readyz answers 503 (the instance is stopping). */
  drain(): void
  close(): Promise<void>
}

export function healthChecks(o: {
  databaseUrl: string
  site: SiteStore
  instance: string
  adminReady?: () => boolean
  /** The embedded database's own state (server/db/postgres.ts): not 'up' is not ready at once. */
  databaseState?: () => 'up' | 'restarting' | 'down'
  /** Publishes that failed in a row (server/ops/metrics.ts). */
  publishFailures?: () => number
  /** Why this instance's site cannot be trusted (a DATA_DIR not shared with the publisher, server/publish/cluster.ts). */
  siteProblem?: () => string | null
  now?: () => number
}): HealthChecks {
  const now = o.now ?? Date.now
  const started = now()
  const pool = new pg.Pool({
    connectionString: o.databaseUrl,
    max: 1,
    connectionTimeoutMillis: DB_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    query_timeout: DB_TIMEOUT_MS,
  })
  // A pooled connection the database dropped (a restart) must not crash the process.
  pool.on('error', () => {})
  let database: { at: number; answer: Promise<boolean> } | null = null
  let draining = false
  const builtAt = new Map<string, number>()

  function databaseAnswers(): Promise<boolean> {
    if (!database || now() - database.at >= DB_CHECK_EVERY_MS) {
      database = {
        at: now(),
        answer: pool.query('select 1').then(
          () => true,
          () => false,
        ),
      }
    }
    return database.answer
  }

  function liveBuild(): Readiness['site'] {
    const live = o.site.current()
    if (!live) return null
    const build = path.basename(live.dir)
    let at = builtAt.get(build)
    if (at === undefined) {
      at = statSync(path.join(live.dir, 'site-manifest.json'), { throwIfNoEntry: false })?.mtimeMs ?? now()
      builtAt.set(build, at)
    }
    return { build, age_s: Math.max(0, Math.round((now() - at) / 1000)) }
  }

  return {
    health: () => ({ status: 'ok', instance: o.instance, uptime_s: Math.round((now() - started) / 1000) }),
    async ready() {
      const dbState = o.databaseState?.() ?? 'up'
      const [db, site] = [dbState === 'up' && (await databaseAnswers()), liveBuild()]
      const admin = (o.adminReady?.() ?? true) ? 'ready' : 'preparing'
      const reason = draining
        ? 'The instance is shutting down.'
        : dbState === 'restarting'
          ? 'The database stopped and is being started again.'
          : o.siteProblem?.()
            ? o.siteProblem()!
            : !db
              ? 'The database does not answer.'
              : !site
                ? 'No site build is live yet.'
                : admin !== 'ready'
                  ? 'The admin and API are still starting.'
                  : undefined
      const failed = o.publishFailures?.() ?? 0
      return {
        status: reason ? 'not ready' : 'ready',
        ...(reason && { reason }),
        instance: o.instance,
        database: db ? 'ok' : 'unreachable',
        site,
        admin,
        shutting_down: draining,
        publishes_failed_in_a_row: failed,
        ...(failed >= PUBLISH_FAILURES_WARN && {
          warning: `The last ${failed} publishes failed: the site shows the build before them (see the log's publish records).`,
        }),
      }
    },
    buildAge: () => liveBuild()?.age_s ?? null,
    drain: () => void (draining = true),
    close: () => pool.end().catch(() => {}),
  }
}
