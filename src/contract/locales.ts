/** The UI and content locales (spec §1). Default and fallback: en. */
export const LOCALES = ['en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Each locale's own name, for language switchers. */
export const LOCALE_LABELS: Record<Locale, string> = {
  en: 'English',
  ja: '日本語',
  es: 'Español',
  nl: 'Nederlands',
  fr: 'Français',
  da: 'Dansk',
  de: 'Deutsch',
  pt: 'Português',
  ko: '한국어',
  zh: '简体中文',
  'zh-Hant': '繁體中文',
}

/** The BCP 47 tag to put in <html lang>. */
export const LOCALE_HTML_LANG: Record<Locale, string> = {
  en: 'en',
  ja: 'ja',
  es: 'es',
  nl: 'nl',
  fr: 'fr',
  da: 'da',
  de: 'de',
  pt: 'pt',
  ko: 'ko',
  zh: 'zh-Hans',
  'zh-Hant': 'zh-Hant',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * Maps a language code (ISO 639-1, maybe with a region or script, any case)
 * to one of our locales, or null. zh-TW / zh-HK / zh-Hant go to zh-Hant.
 */
export function toLocale(language: string | null | undefined): Locale | null {
  if (!language) return null
  const tag = language.trim().replace('_', '-').toLowerCase()
  if (tag === 'zh-hant' || tag.startsWith('zh-hant-') || tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo') {
    return 'zh-Hant'
  }
  const base = tag.split('-')[0]
  return isLocale(base) ? base : null
}
