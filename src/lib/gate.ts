/** The age and country gate's rules (spec §4, §5), as pure functions shared by the page and tests. */
import { COOKIE, COOKIE_MAX_AGE, UNSET_COOKIE_VALUE } from '../contract/cookies'
import type { Locale } from '../contract/locales'
import { write, type CookieWrite } from './cookies'

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

/**
 * A first visit's cookies (spec §4): firstVisit true, acceptTerms false, country null, adult false,
 * kept 7 days. Written once, when there is no firstVisit cookie; a country the visitor still has
 * (it lives 30 days) is kept.
 */
export function firstVisitCookies(jar: Partial<Record<string, string>>): CookieWrite[] {
  if (jar[COOKIE.firstVisit] !== undefined) return []
  const country = { ...write(COOKIE.country, UNSET_COOKIE_VALUE), maxAge: COOKIE_MAX_AGE.firstVisit }
  return [
    write(COOKIE.firstVisit, 'true'),
    write(COOKIE.acceptTerms, 'false'),
    ...(jar[COOKIE.country] ? [] : [country]),
    write(COOKIE.adult, 'false'),
  ]
}

/** The cookies a passed gate writes: firstVisit false, acceptTerms and adult true, the country and language. */
export function gatePassedCookies(country: string, locale: Locale): CookieWrite[] {
  return [
    write(COOKIE.firstVisit, 'false'),
    write(COOKIE.acceptTerms, 'true'),
    write(COOKIE.adult, 'true'),
    write(COOKIE.country, country.toUpperCase()),
    write(COOKIE.locale, locale),
  ]
}

export type TermsParagraph = { lead: string | null; text: string }

/**
 * The terms text from settings as paragraphs (blank-line separated). A short first sentence ending
 * in a full stop ("About these terms.") becomes the paragraph's lead, set in bold; a short first
 * paragraph with no full stop is the document's title and is dropped (pages show their own title).
 */
export function termsParagraphs(text: string | null | undefined): TermsParagraph[] {
  const parts = (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length > 1 && parts[0].length <= 60 && !/[.。!?！？]$/.test(parts[0])) parts.shift()
  return parts.map((p) => {
    const m = /^([^.。!?！？\n]{2,48}[.。])\s*([\s\S]+)$/.exec(p)
    return m ? { lead: m[1], text: m[2] } : { lead: null, text: p }
  })
}

/** Folds case and accents for the country search ("é" finds "É", "Österreich" by "oster"). */
export function foldForSearch(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
}

/** Countries whose localized name (any word start) or code matches the query. */
export function filterCountries<T extends { code: string; name: string }>(list: T[], query: string): T[] {
  const q = foldForSearch(query.trim())
  if (!q) return list
  const starts: T[] = []
  const contains: T[] = []
  for (const c of list) {
    const name = foldForSearch(c.name)
    if (name.startsWith(q) || c.code.toLowerCase() === q) starts.push(c)
    else if (name.includes(q)) contains.push(c)
  }
  return [...starts, ...contains]
}

/** The BCP 47 language of the terms text shown for a locale: its own, else en (the fallback). */
export function termsLanguage(
  terms: Record<string, string | null | undefined> | null | undefined,
  locale: string,
  htmlLang: Record<string, string>,
): string {
  return terms?.[locale]?.trim() ? (htmlLang[locale] ?? locale) : 'en'
}
