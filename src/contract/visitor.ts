/**
 * What a visitor's cookies say, read the same way by every runtime that chooses a page: the router
 * (server/serve/router.ts, on Node and at the edge) and the service worker (src/sw), which keeps pages per
 * variant. Pure.
 */
import { COOKIE } from './cookies'
import { localeForCountry } from './countryLocale'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { COUNTRY_CODE_ANY_CASE } from './patterns'

type Cookies = Record<string, string | undefined>

/** The country cookie as a lower-case code, or null when it is no code. */
export function validCountry(value: string | undefined): string | null {
  return value && COUNTRY_CODE_ANY_CASE.test(value) ? value.toLowerCase() : null
}

/** Gate of spec §4: passed once firstVisit is 'false', terms accepted, adult confirmed and a country chosen. */
export function gatePassed(cookies: Cookies): boolean {
  return (
    cookies[COOKIE.firstVisit] === 'false' &&
    cookies[COOKIE.acceptTerms] === 'true' &&
    cookies[COOKIE.adult] === 'true' &&
    validCountry(cookies[COOKIE.country]) !== null
  )
}

/** The visitor's language: the locale cookie, else the first language of their country, else en. */
export function chooseLocale(cookies: Cookies): Locale {
  const fromCookie = cookies[COOKIE.locale]
  if (isLocale(fromCookie)) return fromCookie
  return localeForCountry(validCountry(cookies[COOKIE.country])) ?? DEFAULT_LOCALE
}
