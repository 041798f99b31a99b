/**
 * The site's one cookie reader and one serializer in the browser (names and lifetimes from
 * src/contract/cookies). The pure parts take the cookie string in, so start-up sequences and tests
 * can run on a plain jar.
 */
import {
  COOKIE,
  COOKIE_MAX_AGE,
  DEFAULT_COOKIE_MAX_AGE,
  parseCookieHeader,
  SIGNED_IN_COOKIE,
  UNSET_COOKIE_VALUE,
  XSRF_COOKIE,
  type CookieName,
} from '../contract/cookies'
import { SLUG_PATTERN } from '../contract/patterns'

export type Jar = Record<string, string | undefined>
export type CookieWrite = { name: string; value: string; maxAge: number }

const browserCookie = () => (typeof document === 'undefined' ? '' : document.cookie)

export function readJar(cookie: string = browserCookie()): Jar {
  return parseCookieHeader(cookie)
}

/** One cookie's value, or null. */
export function readCookie(
  name: CookieName | typeof XSRF_COOKIE | typeof SIGNED_IN_COOKIE,
  cookie: string = browserCookie(),
): string | null {
  return parseCookieHeader(cookie)[name] ?? null
}

/** A cookie write with the lifetime the contract gives the name (30 days for names it does not list). */
export function write(name: CookieName | string, value: string): CookieWrite {
  return { name, value, maxAge: COOKIE_MAX_AGE[name as CookieName] ?? DEFAULT_COOKIE_MAX_AGE }
}

/** Applies writes to a jar (for the pure sequences and for tests). */
export function applyWrites(jar: Jar, writes: CookieWrite[]): Jar {
  const next = { ...jar }
  for (const w of writes) {
    if (w.value === UNSET_COOKIE_VALUE) delete next[w.name]
    else next[w.name] = w.value
  }
  return next
}

/** Serialises a cookie for document.cookie (site-wide, Lax, Secure on https). */
export function cookieString(c: CookieWrite, secure: boolean): string {
  return `${c.name}=${encodeURIComponent(c.value)}; Max-Age=${c.maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Browser side: writes to document.cookie. */
export function setCookies(
  writes: CookieWrite[],
  doc: { cookie: string } = document,
  secure = location.protocol === 'https:',
) {
  for (const w of writes) doc.cookie = cookieString(w, secure)
}

/** The current wine's slug from the `wine` cookie, or null when absent or not a slug. */
export function currentWineSlug(cookie: string = browserCookie()): string | null {
  const slug = readCookie(COOKIE.currentWine, cookie)
  return slug && SLUG_PATTERN.test(slug) ? slug : null
}
