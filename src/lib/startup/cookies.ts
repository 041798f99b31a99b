/**
 * Cookie reading and writing for the shell's start-up logic (spec §3, §4, §9). Pure: callers pass
 * the cookie string in and apply the writes themselves (document.cookie in the browser).
 */
import { COOKIE_MAX_AGE, DEFAULT_COOKIE_MAX_AGE, parseCookieHeader, type CookieName } from '../../contract/cookies'
import { cookieString, type CookieWrite } from '../gate'

export type { CookieWrite }
export type Jar = Record<string, string | undefined>

export function readJar(cookie: string): Jar {
  return parseCookieHeader(cookie)
}

/** A cookie write with the lifetime spec §9 gives the name (30 days for names it does not list). */
export function write(name: CookieName | string, value: string): CookieWrite {
  return { name, value, maxAge: COOKIE_MAX_AGE[name as CookieName] ?? DEFAULT_COOKIE_MAX_AGE }
}

/** Applies writes to a jar (for the pure sequences and for tests). */
export function applyWrites(jar: Jar, writes: CookieWrite[]): Jar {
  const next = { ...jar }
  for (const w of writes) next[w.name] = w.value
  return next
}

/** Browser side: writes to document.cookie (site-wide, Lax, Secure on https). */
export function setCookies(writes: CookieWrite[], doc: { cookie: string } = document, secure = location.protocol === 'https:') {
  for (const w of writes) doc.cookie = cookieString(w, secure)
}
