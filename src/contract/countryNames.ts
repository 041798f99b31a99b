import { LOCALE_HTML_LANG, type Locale } from './locales'

const cache = new Map<Locale, Intl.DisplayNames>()

/** A country's name in the visitor's language (Intl's CLDR data; full ICU in Node and browsers). */
export function countryName(code: string, locale: Locale): string {
  let names = cache.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_HTML_LANG[locale], 'en'], { type: 'region', fallback: 'code' })
    cache.set(locale, names)
  }
  try {
    return names.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** Countries with their localized names, sorted for that language. */
export function localizedCountries(codes: string[], locale: Locale): { code: string; name: string }[] {
  const collator = new Intl.Collator(LOCALE_HTML_LANG[locale])
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name))
}
