/**
 * Cookie names and lifetimes, exactly as spec §3, §4 and §9 give them.
 * One place for every cookie the site and the server read or write.
 */
const DAY = 24 * 60 * 60

/** The API's readable CSRF cookie (Laravel Sanctum's name); its value goes back in XSRF_HEADER (headers.ts). */
export const XSRF_COOKIE = 'XSRF-TOKEN'

export const COOKIE = {
  firstVisit: 'firstVisit',
  acceptTerms: 'acceptTerms',
  adult: 'adult',
  country: 'country',
  state: 'state',
  zipCode: 'zip_code',
  locale: 'locale',
  locales: 'locales',
  ip: 'ip',
  latitude: 'latitude',
  longitude: 'longitude',
  geolocation: 'geolocation',
  popShow: 'popShow',
  popupShow: 'popupShow',
  popupCurrent: 'popupCurrent',
  popupLocationShow: 'popupLocationShow',
  /** Not in the spec's list: the old app kept the current wine in its store; we keep its slug here (docs/decisions.md). */
  currentWine: 'wine',
} as const
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE]

/** Lifetimes in seconds (spec §9). */
export const COOKIE_MAX_AGE: Record<CookieName, number> = {
  firstVisit: 7 * DAY,
  acceptTerms: 7 * DAY,
  adult: 7 * DAY,
  country: 30 * DAY,
  state: 30 * DAY,
  zip_code: 30 * DAY,
  locale: 30 * DAY,
  locales: 7 * DAY,
  ip: 7 * DAY,
  latitude: 30 * DAY,
  longitude: 30 * DAY,
  geolocation: 7 * DAY,
  popShow: 7 * DAY,
  popupShow: 7 * DAY,
  popupCurrent: 7 * DAY,
  popupLocationShow: 7 * DAY,
  wine: 30 * DAY,
}

/** "default 30 days" (spec §9) for anything else the site stores. */
export const DEFAULT_COOKIE_MAX_AGE = 30 * DAY

/**
 * Beyond the spec: set beside the member's session cookie (which scripts cannot read) and removed with
 * it. Not a credential, a hint: a page asks GET /api/user only when it is there (or the device kept a
 * member), so a signed-out visit makes no request that answers 401.
 */
export const SIGNED_IN_COOKIE = 'signed_in'

/** Session storage key and format of the browser-session id (spec §3). */
export const SESSION_ID_KEY = 'session_id'
/** localStorage: set once the browser has sent a tracking record, so the next sessions count as returning visits. */
export const VISITED_KEY = 'visited'
export const SESSION_ID_PREFIX = 'sess-'
export const SESSION_ID_RANDOM_LENGTH = 9

/**
 * The value that means "not set" (spec §4's first visit writes `country=null`, as the old app did):
 * read as no cookie at all, by the browser and the server alike.
 */
export const UNSET_COOKIE_VALUE = 'null'

/** Parses a Cookie header into a plain record (last value wins, values URI-decoded, UNSET_COOKIE_VALUE left out). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!header) return out
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name) continue
    let value = part.slice(eq + 1).trim()
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    try {
      value = decodeURIComponent(value)
    } catch {
      // Kept as it came.
    }
    if (value === UNSET_COOKIE_VALUE) delete out[name]
    else out[name] = value
  }
  return out
}
