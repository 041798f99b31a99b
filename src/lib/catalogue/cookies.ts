/** Reading and writing the site's cookies in the browser (names and lifetimes from src/contract/cookies). */
import { COOKIE_MAX_AGE, parseCookieHeader, type CookieName } from '../../contract/cookies'

export function readCookie(name: CookieName | 'XSRF-TOKEN'): string | undefined {
  return parseCookieHeader(typeof document === 'undefined' ? '' : document.cookie)[name]
}

export function writeCookie(name: CookieName, value: string) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE[name]}; Path=/; SameSite=Lax${secure}`
}
