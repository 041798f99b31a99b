import { countries } from 'countries-list'
import { toLocale, type Locale } from './locales'

const TRADITIONAL = new Set(['TW', 'HK', 'MO'])

/** The languages of a country (ISO 639-1), as the IP lookup reports them (`country.languages`). */
export function countryLanguages(code: string | null | undefined): string[] {
  if (!code) return []
  const c = countries[code.toUpperCase() as keyof typeof countries]
  return c ? [...c.languages] : []
}

/**
 * The first of a country's languages that the app speaks, or null (spec §1: "a language may be
 * chosen from the first language of the country detected"). Taiwan, Hong Kong, Macao: zh-Hant.
 */
export function localeForCountry(code: string | null | undefined): Locale | null {
  if (!code) return null
  if (TRADITIONAL.has(code.toUpperCase())) return 'zh-Hant'
  for (const lang of countryLanguages(code)) {
    const locale = toLocale(lang)
    if (locale) return locale
  }
  return null
}
