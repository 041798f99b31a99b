/**
 * The one localized-text picker of the site and the API. A localized field is a map of locale to
 * text (the snapshot, the CMS), or already resolved to one language as a plain string (API items):
 * accept both.
 */
import { DEFAULT_LOCALE } from './locales'

export type Localizable = string | Record<string, string | null | undefined> | null | undefined

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

/** A non-empty text as it is, anything else (empty, missing, not text) as null. */
export const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
