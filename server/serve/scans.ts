/**
 * QR codes scanned, counted per day, wine, code (the hub's or the e-label's) and country for the
 * Insights view: nothing about who scanned. The country is the one the visitor chose on the site (its
 * cookie), else their address's (cms/api/geo.ts, offline), else none (''). A code opens the e-label (/e/{slug}) or the hub with ?from=qr
 * (cms/qr/endpoint.ts); a page served from the build counts, a not-found one does not. Counts are kept
 * in memory and added to `insights_scans` every few seconds and on shutdown, so a scan costs the
 * request nothing; a failed write is logged and retried with the next batch.
 */
import pg from 'pg'
import { countryOfIp } from '../../cms/api/geo'
import { logLine, type LineLog } from '../../cms/lib/log'
import { COOKIE, parseCookieHeader } from '../../src/contract/cookies'
import { validCountry } from '../../src/contract/visitor'

type ScanKind = 'hub' | 'label'
export type Scan = { kind: ScanKind; slug: string }

const SLUG = '[a-z0-9][a-z0-9-]{0,199}'
const LABEL_PATH = new RegExp(`^/e/(${SLUG})(?:/[A-Za-z-]+)?/?$`)
const HUB_PATH = new RegExp(`^/explore/(${SLUG})/?$`)

/** The scan a GET of `url` is, if any: an e-label, or a hub opened from its QR code. */
export function scanOf(method: string | undefined, url: string | undefined): Scan | null {
  // On the hot path of every page: most URLs are turned away by their first characters.
  if (method !== 'GET' || !url || !(url.startsWith('/e/') || url.startsWith('/explore/'))) return null
  const { pathname, searchParams } = new URL(url, 'http://x')
  const label = LABEL_PATH.exec(pathname)
  if (label) return { kind: 'label', slug: label[1] }
  const hub = HUB_PATH.exec(pathname)
  return hub && searchParams.get('from') === 'qr' ? { kind: 'hub', slug: hub[1] } : null
}

/** Where a scan came from: the country the visitor chose (its cookie's value), and their address. */
export type ScanOrigin = { country?: string; ip?: string | null }

/** What counts scans: a ScanCounter, or a stand-in in tests. */
export type ScanCounting = { count(scan: Scan, origin?: ScanOrigin): void }

type ScanRequest = { method?: string; url?: string; headers: { cookie?: string } }

/**
 * A QR code's page answered from the build (200, not the not-found page) counts as a scan; `address`
 * gives the visitor's address (server/serve/clientAddress.ts), asked only for a scan.
 */
export function countScan(
  counter: ScanCounting | undefined,
  req: ScanRequest,
  status: number,
  address: () => string | null,
) {
  const scan = counter && status === 200 ? scanOf(req.method, req.url) : null
  if (scan) counter!.count(scan, { country: parseCookieHeader(req.headers.cookie)[COOKIE.country], ip: address() })
}

const FLUSH_EVERY_MS = 5_000

export class ScanCounter implements ScanCounting {
  private counts = new Map<string, number>()
  private pool: pg.Pool
  private timer: ReturnType<typeof setInterval>

  constructor(
    databaseUrl: string,
    private log: LineLog = logLine,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
    this.pool.on('error', (err) => this.log(`[scans] connection: ${err.message}`, 'warn'))
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS)
    this.timer.unref()
  }

  count(scan: Scan, origin: ScanOrigin = {}, now = new Date()): void {
    const day = now.toISOString().slice(0, 10)
    const add = (country: string) => {
      const key = `${day}|${scan.slug}|${scan.kind}|${country}`
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1)
    }
    const chosen = validCountry(origin.country)
    if (chosen || !origin.ip) return add(chosen?.toUpperCase() ?? '')
    // The address's country: a lookup in a file already in memory after the first.
    void countryOfIp(origin.ip).then((c) => add(c?.code.toUpperCase() ?? ''))
  }

  /** Adds what was counted since the last flush to the database. */
  async flush(): Promise<void> {
    if (this.counts.size === 0) return
    const batch = [...this.counts]
    this.counts.clear()
    const rows = batch.map(([key, n]) => [...key.split('|'), n] as const)
    try {
      await this.pool.query(
        `insert into insights_scans (day, wine_slug, kind, country, scans)
         select * from unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::int[])
         on conflict (day, wine_slug, kind, country) do update set scans = insights_scans.scans + excluded.scans`,
        [0, 1, 2, 3, 4].map((c) => rows.map((r) => r[c])),
      )
    } catch (err) {
      for (const [key, n] of batch) this.counts.set(key, (this.counts.get(key) ?? 0) + n)
      this.log(`[scans] not written yet: ${(err as Error).message}`, 'warn')
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.flush()
    await this.pool.end()
  }
}
