import { DEFAULT_LOCALE, type Locale } from '../contract/locales'
import type { Localized } from '../contract/snapshot'

/** The text in the visitor's language, else English, else any language there is, else ''. */
export function pick(value: Localized | null | undefined, locale: Locale): string {
  if (!value) return ''
  return value[locale] || value[DEFAULT_LOCALE] || Object.values(value).find((v) => v) || ''
}
