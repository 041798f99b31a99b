/**
 * The bottom navigation's tabs (spec §2): explore is active on /explore, /exploreWine and a wine's
 * hub (/explore/{slug}), shop on /shop, /vendors and /promotions; discover and enjoy on their own.
 */
export type Tab = 'explore' | 'discover' | 'enjoy' | 'shop'

export function tabForPath(path: string): Tab | null {
  const p = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
  if (p === '/explore' || p === '/exploreWine' || /^\/explore\/[^/]+$/.test(p)) return 'explore'
  if (p === '/discover') return 'discover'
  if (p === '/enjoy') return 'enjoy'
  if (p === '/shop' || p === '/vendors' || p === '/promotions') return 'shop'
  return null
}
