/**
 * Country and language names as admin option labels, in the staff member's language: CLDR through
 * Intl, as the site names countries (src/contract/countryNames.ts), not a list of our own. Payload
 * calls a label function once per admin language, so the browser gets one language's 250 names.
 */
import type { LabelFunction } from 'payload'
import { countryName } from '../../src/contract/countryNames'
import { isLocale, LOCALE_HTML_LANG, type Locale } from '../../src/contract/locales'

/** The site locale whose names an admin language reads (Payload's 'zh-TW' is the site's 'zh-Hant'); English otherwise. */
export function siteLocaleOf(language: string): Locale {
  if (language === 'zh-TW') return 'zh-Hant'
  return isLocale(language) ? language : 'en'
}

/** A country's name, e.g. PT → "Portugal", "ポルトガル", "葡萄牙". */
export const countryLabel =
  (code: string): LabelFunction =>
  ({ i18n }) =>
    countryName(code, siteLocaleOf(i18n.language))

const languageNames = new Map<Locale, Intl.DisplayNames>()

/** A site locale's name, e.g. ja → "Japanese", "日本語", "Japonais" (capitalised: it heads an option). */
export const languageLabel =
  (locale: Locale): LabelFunction =>
  ({ i18n }) => {
    const admin = siteLocaleOf(i18n.language)
    let names = languageNames.get(admin)
    if (!names) {
      names = new Intl.DisplayNames([LOCALE_HTML_LANG[admin], 'en'], { type: 'language', fallback: 'code' })
      languageNames.set(admin, names)
    }
    const name = names.of(LOCALE_HTML_LANG[locale]) ?? locale
    return name.charAt(0).toLocaleUpperCase(LOCALE_HTML_LANG[admin]) + name.slice(1)
  }
