/**
 * UI strings, resolved at build time with i18next from locales/*.json. Pages call t(locale, key);
 * islands receive the strings they need as props, so no i18n runtime ships to the browser.
 */
import i18next, { type TOptions } from 'i18next'
import { LOCALES, DEFAULT_LOCALE, type Locale } from '../contract/locales'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', { eager: true })

const resources = Object.fromEntries(
  LOCALES.map((l) => [l, { translation: files[`../../locales/${l}.json`]?.default ?? {} }]),
)

const instance = i18next.createInstance()
void instance.init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // zh-Hant must not fall back to zh (simplified): straight to en.
  load: 'currentOnly',
  nonExplicitSupportedLngs: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
})

export function t(locale: Locale, key: string, options?: TOptions): string {
  return instance.getFixedT(locale)(key, options ?? {}) as string
}

/** A translator bound to one locale, for pages. */
export function translator(locale: Locale) {
  return (key: string, options?: TOptions) => t(locale, key, options)
}
