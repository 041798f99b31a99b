/**
 * The router's decisions remembered (issue 13): a page is asked for by the same request line with the
 * same cookies over and over, and `route()` is pure, so each build keeps its answers. The cookie
 * header is part of the key, so a decision is only reused for the very same cookies. Bounded (the
 * oldest go first); a new build starts a new table.
 */
import { parseCookieHeader } from '../src/contract/cookies'
import { LABEL_PREFIX } from '../src/contract/elabel'
import { route, type Decision, type SiteManifest } from './router'

export const ROUTE_CACHE_MAX = 5000

export function routeCache() {
  const tables = new WeakMap<SiteManifest, Map<string, Decision>>()
  return (method: string, url: string, cookieHeader: string | undefined, manifest: SiteManifest, acceptLanguage?: string): Decision => {
    let table = tables.get(manifest)
    if (!table) tables.set(manifest, (table = new Map()))
    // Only an e-label's answer depends on Accept-Language (and on nothing else of the request).
    const label = url.startsWith(LABEL_PREFIX)
    const key = label ? `${method} ${url}\n\n${acceptLanguage ?? ''}` : `${method} ${url}\n${cookieHeader ?? ''}`
    let decision = table.get(key)
    if (!decision) {
      decision = route({ method, url, cookies: label ? {} : parseCookieHeader(cookieHeader), acceptLanguage }, manifest)
      // An encoded path (/%65/...) can reach a label without the key holding its language: not kept.
      if (decision.kind === 'label' && !label) return decision
      if (table.size >= ROUTE_CACHE_MAX) table.delete(table.keys().next().value as string)
      table.set(key, decision)
    }
    return decision
  }
}
