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

/** The best-ranked of our locales in an Accept-Language header, or null when none is ours. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';')
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1)
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i }
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
  for (const { tag } of ranked) {
    const l = toLocale(tag)
    if (l) return l
  }
  return null
}
