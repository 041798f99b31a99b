/**
 * The router's decisions remembered (issue 13): a page is asked for by the same request line with the
 * same cookies over and over, and `route()` is pure, so each build keeps its answers. The cookie
 * header is part of the key, so a decision is only reused for the very same cookies. Bounded (the
 * oldest go first); a new build starts a new table.
 */
import { parseCookieHeader } from '../src/contract/cookies'
import { route, type Decision, type SiteManifest } from './router'

export const ROUTE_CACHE_MAX = 5000

export function routeCache() {
  const tables = new WeakMap<SiteManifest, Map<string, Decision>>()
  return (method: string, url: string, cookieHeader: string | undefined, manifest: SiteManifest): Decision => {
    let table = tables.get(manifest)
    if (!table) tables.set(manifest, (table = new Map()))
    const key = `${method} ${url}\n${cookieHeader ?? ''}`
    let decision = table.get(key)
    if (!decision) {
      decision = route({ method, url, cookies: parseCookieHeader(cookieHeader) }, manifest)
      if (table.size >= ROUTE_CACHE_MAX) table.delete(table.keys().next().value as string)
      table.set(key, decision)
    }
    return decision
  }
}
