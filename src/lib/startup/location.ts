/**
 * The route guard's location rules (spec §2 "Route guard", §4 "Geolocation"), as pure functions:
 * what to ask, and which cookies each answer writes.
 */
import { COOKIE } from '../../contract/cookies'
import { isLocale, type Locale } from '../../contract/locales'
import { write, type CookieWrite, type Jar } from '../cookies'
import { COUNTRY_CODE_ANY_CASE } from '../../contract/patterns'
import type { Answer } from '../../contract/api/typed'

/** GET /api/get-client-ip-address's `data` (spec §7), as declared (src/contract/api/place.ts). */
export type IpLocation = Answer<'clientIp'>['data']
/** POST /api/geolocation's answer, as declared: success plus the location. */
export type GeoResponse = Answer<'geolocation'>
export type Coordinates = { latitude: number; longitude: number }

/** The IP lookup runs when the geolocation cookie is not 'true'. */
export function needsIpLookup(jar: Jar): boolean {
  return jar[COOKIE.geolocation] !== 'true'
}

/** The location popup shows when browser geolocation fails, unless popupLocationShow is 'false'. */
export function shouldShowLocationPopup(jar: Jar): boolean {
  return jar[COOKIE.popupLocationShow] !== 'false'
}

/** Closing the location popup keeps it away for the popup lifetime (7 days). */
export function closeLocationPopupWrites(): CookieWrite[] {
  return [write(COOKIE.popupLocationShow, 'false')]
}

/** The ISO code of a reported country, as the country cookie holds it; null for none (a private address, the sea). */
export function countryCodeOf(country: IpLocation['country']): string | null {
  return country && COUNTRY_CODE_ANY_CASE.test(country.code) ? country.code.toUpperCase() : null
}

/**
 * Cookies written from the IP lookup. Used only if it has a country (spec §4). The country cookie is
 * only filled when the visitor has not chosen one (the gate's choice wins).
 */
export function ipLookupWrites(result: IpLocation | null, jar: Jar, code: string | null): CookieWrite[] {
  if (!result || !code) return []
  const out: CookieWrite[] = []
  if (result.ip) out.push(write(COOKIE.ip, result.ip))
  if (!jar[COOKIE.country]) out.push(write(COOKIE.country, code))
  if (result.state) out.push(write(COOKIE.state, result.state))
  if (result.zip_code) out.push(write(COOKIE.zipCode, result.zip_code))
  const langs = result.country?.languages ?? []
  if (langs.length) out.push(write(COOKIE.locales, langs.join(',')))
  return out
}

/** Coordinates are sent to the server when new or moved (about 1 km), not on every page. */
export function shouldPostCoordinates(jar: Jar, c: Coordinates): boolean {
  if (jar[COOKIE.geolocation] !== 'true') return true
  const lat = Number(jar[COOKIE.latitude])
  const lon = Number(jar[COOKIE.longitude])
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return true
  return Math.abs(lat - c.latitude) > 0.01 || Math.abs(lon - c.longitude) > 0.01
}

/** Permission granted: store the coordinates, set the geolocation cookie, keep the resolved location. */
export function geolocationWrites(
  c: Coordinates,
  response: GeoResponse | null,
  jar: Jar,
  code: string | null,
): CookieWrite[] {
  const out = [
    write(COOKIE.latitude, c.latitude.toFixed(5)),
    write(COOKIE.longitude, c.longitude.toFixed(5)),
    write(COOKIE.geolocation, 'true'),
  ]
  if (response && response.success !== false) {
    if (code && !jar[COOKIE.country]) out.push(write(COOKIE.country, code))
    if (response.state) out.push(write(COOKIE.state, response.state))
    if (response.zip_code) out.push(write(COOKIE.zipCode, response.zip_code))
  }
  return out
}

/**
 * First visit without a locale cookie: the first language of the detected country, when we have it
 * and it is not the page's language already (the router does the same once a country cookie exists).
 * `localeOf` is contract/countryLocale's localeForCountry; the browser gets it as a small table
 * built at build time (see Startup.astro), not the countries data.
 */
export function firstVisitLocale(
  jar: Jar,
  detected: string | null,
  current: Locale,
  localeOf: (country: string) => Locale | null,
): Locale | null {
  if (isLocale(jar[COOKIE.locale]) || !detected) return null
  const wanted = localeOf(detected.toUpperCase())
  return wanted && wanted !== current ? wanted : null
}

/** The tracking record of spec §3, from the session id and the cookies the guard wrote. */
export type TrackingRecord = {
  session: string
  ip: string | null
  latitude: string | null
  longitude: string | null
  locale: string
  state: string | null
  zip_code: string | null
  country: string | null
  locales: string | null
  returning: boolean
}
export function trackingRecord(session: string, jar: Jar, locale: Locale, returning = false): TrackingRecord {
  const v = (k: string) => jar[k] ?? null
  return {
    session,
    ip: v(COOKIE.ip),
    latitude: v(COOKIE.latitude),
    longitude: v(COOKIE.longitude),
    locale,
    state: v(COOKIE.state),
    zip_code: v(COOKIE.zipCode),
    country: v(COOKIE.country),
    locales: v(COOKIE.locales),
    returning,
  }
}
