/** The age and country gate's rules (spec §4, §5), as pure functions shared by the page and tests. */
import { COOKIE, COOKIE_MAX_AGE } from '../contract/cookies'
import type { Locale } from '../contract/locales'

export type GateAnswer = 'yes' | 'no' | null
export type GateInput = { adult: GateAnswer; country: string | null; terms: boolean }
export type GateError = 'please-fields' | 'you-not-18' | 'accept-term'

/**
 * Missing answer or country: 'please-fields'. An answer other than yes: 'you-not-18'.
 * Terms not accepted: 'accept-term'. Otherwise the gate is passed (null).
 */
export function validateGate(input: GateInput): GateError | null {
  if (input.adult === null || !input.country) return 'please-fields'
  if (input.adult !== 'yes') return 'you-not-18'
  if (!input.terms) return 'accept-term'
  return null
}

export type CookieWrite = { name: string; value: string; maxAge: number }

/** The cookies a passed gate writes: firstVisit false, acceptTerms and adult true, the country and language. */
export function gatePassedCookies(country: string, locale: Locale): CookieWrite[] {
  const w = (name: keyof typeof COOKIE_MAX_AGE, value: string): CookieWrite => ({ name, value, maxAge: COOKIE_MAX_AGE[name] })
  return [
    w(COOKIE.firstVisit, 'false'),
    w(COOKIE.acceptTerms, 'true'),
    w(COOKIE.adult, 'true'),
    w(COOKIE.country, country.toUpperCase()),
    w(COOKIE.locale, locale),
  ]
}

/** Serialises a cookie for document.cookie (site-wide, Lax, Secure on https). */
export function cookieString(c: CookieWrite, secure: boolean): string {
  return `${c.name}=${encodeURIComponent(c.value)}; Max-Age=${c.maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
