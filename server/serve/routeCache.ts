/**
 * The router's decisions remembered (docs/decisions.md, Close to the limit): a page is asked for by the same request line with the
 * same cookies over and over, and `route()` is pure, so each build keeps its answers. The cookie
 * header is part of the key, so a decision is only reused for the very same cookies. Only reads are
 * kept (writes go to the CMS, whose answer costs far more than routing). Bounded: a full table starts
 * again empty; a new build starts a new table.
 *
 * The same decision object comes back for the same request, so the server can keep its answer
 * against it (server/serve/static.ts, keptAnswer).
 */
import { parseCookieHeader } from '../../src/contract/cookies'
import { LABEL_PREFIX } from '../../src/contract/elabel'
import { route, type Decision, type SiteManifest } from './router'

export const ROUTE_CACHE_MAX = 5000

/** Request target, then cookies (or, for an e-label, Accept-Language): two lookups, no key built per request. */
type Table = { size: number; GET: Map<string, Map<string, Decision>>; HEAD: Map<string, Map<string, Decision>> }
const emptyTable = (): Table => ({ size: 0, GET: new Map(), HEAD: new Map() })

export function routeCache() {
  const tables = new WeakMap<SiteManifest, Table>()
  return (
    method: string,
    url: string,
    cookieHeader: string | undefined,
    manifest: SiteManifest,
    acceptLanguage?: string,
  ): Decision => {
    // Only an e-label's answer depends on Accept-Language (and on nothing else of the request).
    const label = url.startsWith(LABEL_PREFIX)
    const decideNow = () =>
      route({ method, url, cookies: label ? {} : parseCookieHeader(cookieHeader), acceptLanguage }, manifest)
    if (method !== 'GET' && method !== 'HEAD') return decideNow()
    let table = tables.get(manifest)
    if (!table) tables.set(manifest, (table = emptyTable()))
    const second = (label ? acceptLanguage : cookieHeader) ?? ''
    let byUrl = table[method].get(url)
    const known = byUrl?.get(second)
    if (known) return known
    const decision = decideNow()
    // An encoded path (/%65/...) can reach a label without the key holding its language: not kept.
    if (decision.kind === 'label' && !label) return decision
    if (table.size >= ROUTE_CACHE_MAX) {
      tables.set(manifest, (table = emptyTable()))
      byUrl = undefined
    }
    if (!byUrl) table[method].set(url, (byUrl = new Map()))
    byUrl.set(second, decision)
    table.size++
    return decision
  }
}
