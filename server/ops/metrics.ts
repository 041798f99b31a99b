/**
 * GET /metrics: what the instance did, in Prometheus's text format (prom-client), for operators only.
 * Served when `METRICS_TOKEN` is set, to a request that carries it (`Authorization: Bearer <token>`);
 * otherwise the path is no page (404). Counted here: requests by route group and status with their
 * latency, publishes by outcome with their duration and the failures in a row, the live build's age,
 * the database pool, and Node's own process figures (memory, CPU, event loop, GC).
 *
 * Cheap on the hot path: a request is counted in the request log's own `close` listener, through
 * label children made once (no label hashing per request).
 */
import { timingSafeEqual } from 'node:crypto'
import client from 'prom-client'
import { CMS_PATHS } from '../../src/contract/routes'

/** Route groups: few and fixed, so that a label never grows with the paths asked. */
const GROUPS = ['page', 'asset', 'media', 'api', 'admin', 'cms', 'other'] as const
export type RequestGroup = (typeof GROUPS)[number]

/** The group of a request path (as the request log has it: no query). */
export function requestGroup(path: string): RequestGroup {
  // The spec API: /api/... and its calls outside /api (/login, /register, /sanctum/csrf-cookie…), as the router has them.
  if (path.startsWith('/api/') || (CMS_PATHS as readonly string[]).includes(path)) return 'api'
  if (path.startsWith('/cms-api/')) return 'cms'
  if (path.startsWith('/admin') || path.startsWith('/_next/')) return 'admin'
  if (path.startsWith('/media/')) return 'media'
  if (path.startsWith('/_astro/') || /\.[a-zA-Z0-9]{1,12}$/.test(path)) return 'asset'
  return path.startsWith('/') ? 'page' : 'other'
}

export type PoolFigures = { totalCount: number; idleCount: number; waitingCount: number }
type PublishOutcome = 'live' | 'unchanged' | 'sent' | 'failed'

export type Metrics = {
  request(path: string, status: number, ms: number): void
  publish(outcome: PublishOutcome, ms: number): void
  /** Publishes that failed since the last one that did not. */
  failuresInARow(): number
  /** The Prometheus text of every metric, and its content type. */
  text(): Promise<{ body: string; contentType: string }>
}

export function createMetrics(o: {
  /** Seconds since the live build was made; null before the first. */
  buildAge: () => number | null
  /** The database pool the API and the admin use (Payload's), when it is up. */
  pool: () => PoolFigures | undefined
}): Metrics {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry, prefix: 'wine_compass_' })
  const requests = new client.Counter({
    name: 'wine_compass_http_requests_total',
    help: 'Requests answered, by route group and HTTP status (499: the client went away first).',
    labelNames: ['group', 'status'],
    registers: [registry],
  })
  const latency = new client.Histogram({
    name: 'wine_compass_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route group.',
    labelNames: ['group'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const publishes = new client.Counter({
    name: 'wine_compass_publishes_total',
    help: 'Publishes finished on this instance, by outcome (live, unchanged, sent to the edge, failed).',
    labelNames: ['outcome'],
    registers: [registry],
  })
  const publishTime = new client.Histogram({
    name: 'wine_compass_publish_duration_seconds',
    help: 'Time of a publish, from its start to its outcome.',
    buckets: [0.5, 1, 2, 3, 5, 10, 20, 30, 60, 120],
    registers: [registry],
  })
  let failedInARow = 0
  new client.Gauge({
    name: 'wine_compass_publish_failures_in_a_row',
    help: 'Publishes that failed since the last one that did not (0: the last publish went through).',
    registers: [registry],
    collect() {
      this.set(failedInARow)
    },
  })
  new client.Gauge({
    name: 'wine_compass_site_build_age_seconds',
    help: 'Age of the live site build.',
    registers: [registry],
    collect() {
      const age = o.buildAge()
      if (age !== null) this.set(age)
    },
  })
  new client.Gauge({
    name: 'wine_compass_db_pool_connections',
    help: 'The database pool of the API and the admin: connections open, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = o.pool()
      if (!p) return
      this.set({ state: 'open' }, p.totalCount)
      this.set({ state: 'idle' }, p.idleCount)
      this.set({ state: 'waiting' }, p.waitingCount)
    },
  })

  // One child per group (latency) and per group and status (count), made when first met.
  const timers = new Map(GROUPS.map((g) => [g, latency.labels(g)]))
  const counters = new Map<string, client.Counter.Internal>()
  return {
    request(path, status, ms) {
      const group = requestGroup(path)
      const key = `${group} ${status}`
      let counter = counters.get(key)
      if (!counter) counters.set(key, (counter = requests.labels(group, String(status))))
      counter.inc()
      timers.get(group)!.observe(ms / 1000)
    },
    publish(outcome, ms) {
      publishes.labels(outcome).inc()
      publishTime.observe(ms / 1000)
      failedInARow = outcome === 'failed' ? failedInARow + 1 : 0
    },
    failuresInARow: () => failedInARow,
    async text() {
      return { body: await registry.metrics(), contentType: registry.contentType }
    },
  }
}

/** Whether a request may read the metrics: 'off' without a token set, 'denied' without the right one. */
export function metricsAccess(authorization: string | undefined, token: string | undefined): 'ok' | 'denied' | 'off' {
  if (!token) return 'off'
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '')
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? 'ok' : 'denied'
}
