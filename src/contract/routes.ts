/**
 * The spec's route table (§2). Each route says how its page is built: once per locale and country
 * ('country'), once per locale ('locale'), or once per locale and wine ('wine': served only in the
 * countries where the wine is sold); and which routes stand for the current wine.
 */
type RouteScope = 'country' | 'locale' | 'wine'

export type RouteDef = {
  /** Path pattern as in the spec; {slug} and {token} are parameters. */
  pattern: string
  scope: RouteScope
  /** Routes that show the current wine: /exploreWine, /caf ... resolve through the `wine` cookie. */
  currentWine?: 'hub' | 'caf' | 'stories' | 'pair' | 'portfolio'
}

export const ROUTES: RouteDef[] = [
  { pattern: '/', scope: 'locale' },
  { pattern: '/ageLocation', scope: 'locale' },
  { pattern: '/profile', scope: 'locale' },
  { pattern: '/news', scope: 'locale' },
  { pattern: '/promotions', scope: 'country' },
  { pattern: '/club', scope: 'country' },
  { pattern: '/journey', scope: 'locale' },
  { pattern: '/palate', scope: 'locale' },
  { pattern: '/passport', scope: 'locale' },
  { pattern: '/passport-details', scope: 'locale' },
  { pattern: '/discover', scope: 'country' },
  { pattern: '/enjoy', scope: 'country' },
  { pattern: '/shop', scope: 'country' },
  { pattern: '/vendors', scope: 'country' },
  { pattern: '/newsPromotions', scope: 'country' },
  { pattern: '/explore', scope: 'country' },
  { pattern: '/explore/{slug}', scope: 'wine' },
  { pattern: '/explore/{slug}/caf', scope: 'wine' },
  { pattern: '/explore/{slug}/stories', scope: 'wine' },
  { pattern: '/explore/{slug}/pair', scope: 'wine' },
  { pattern: '/explore/{slug}/portfolio', scope: 'wine' },
  { pattern: '/exploreWine', scope: 'wine', currentWine: 'hub' },
  { pattern: '/portfolio', scope: 'wine', currentWine: 'portfolio' },
  { pattern: '/stories', scope: 'wine', currentWine: 'stories' },
  { pattern: '/caf', scope: 'wine', currentWine: 'caf' },
  { pattern: '/pair', scope: 'wine', currentWine: 'pair' },
  { pattern: '/terms', scope: 'locale' },
  { pattern: '/signIn', scope: 'locale' },
  { pattern: '/signUp', scope: 'locale' },
  { pattern: '/forgot-password', scope: 'locale' },
  { pattern: '/reset-password/{token}', scope: 'locale' },
  { pattern: '/becomeMember', scope: 'locale' },
  { pattern: '/rateWine', scope: 'locale' },
  { pattern: '/addNotes', scope: 'locale' },
  { pattern: '/wineAdded', scope: 'locale' },
  { pattern: '/thankYou', scope: 'locale' },
  /** What the service worker shows for a page it has not kept, offline (src/sw). */
  { pattern: '/offline', scope: 'locale' },
]

/** A path template (`/api/wines/{id}`) as an anchored regex, one capture per `{name}`, and those names in order. */
export function pathTemplate(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = []
  const source = pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, k: string) => {
    keys.push(k)
    return '([^/]+)'
  })
  return { regex: new RegExp(`^${source}$`), keys }
}

/** Paths that belong to the CMS: the spec's API (§7), Payload's REST API and admin, Next's assets. */
export const CMS_PREFIXES = ['/api/', '/cms-api/', '/admin', '/_next/'] as const
/** Spec API paths outside /api, for every method. */
export const CMS_PATHS = ['/login', '/register', '/logout', '/email/resend', '/sanctum/csrf-cookie', '/api'] as const
/** Paths that are a page on GET and an API call otherwise. */
export const CMS_PATHS_NON_GET = ['/forgot-password', '/reset-password'] as const

/** Where the site's output keeps the variant of a country that has no content of its own. */
export const NO_CONTENT_COUNTRY = 'none'
