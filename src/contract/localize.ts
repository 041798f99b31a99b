/**
 * The one localized-text picker of the site and the API. A localized field is a map of locale to
 * text (the snapshot, the CMS), or already resolved to one language as a plain string (API items):
 * accept both.
 */
import { DEFAULT_LOCALE, LOCALE_HTML_LANG, type Locale } from './locales'

/** The text in the visitor's language, else English, else any language there is, else ''. */
export function pick(value: unknown, locale: string): string {
  if (value == null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'object') {
    const map = value as Record<string, unknown>
    const text = (v: unknown): string => (typeof v === 'string' ? v : '')
    return (
      text(map[locale]) ||
      text(map[DEFAULT_LOCALE]) ||
      Object.values(map)
        .map(text)
        .find((v) => v) ||
      ''
    )
  }
  return String(value)
}

/**
 * The language of the text pick() returns when it is not `locale`'s own (a fallback), as the BCP 47
 * tag to put in a `lang` attribute, so that a screen reader reads an English fallback in English
 * (docs/decisions.md, Every language first-class); undefined when the text is in the visitor's language or its language is unknown.
 */
export function pickLang(value: unknown, locale: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined
  const map = value as Record<string, unknown>
  const has = (l: string) => typeof map[l] === 'string' && map[l] !== ''
  if (has(locale)) return undefined
  const used = has(DEFAULT_LOCALE) ? DEFAULT_LOCALE : Object.keys(map).find(has)
  return used ? (LOCALE_HTML_LANG[used as Locale] ?? used) : undefined
}

/** A non-empty text as it is, anything else (empty, missing, not text) as null. */
export const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
