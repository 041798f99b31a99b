/**
 * Our texts in the language Payload's i18n was set up for (the staff member's): the entry of our
 * namespace of `i18n.translations` (payload.config.ts registers cms/i18n/texts/<language>.json there),
 * else the English, which is the key. Safe in the browser: it reads the one language Payload sent, not
 * the dictionaries. Payload's own `t()` is not used because it splits a key at every ':', and our keys
 * are English sentences ("The last publish failed: {{error}}.").
 */
import { fill, type Vars } from '../../src/contract/format'
import type ja from './texts/ja.json'

/** An English text of ours (a key of the dictionaries): a typo fails the typecheck. */
export type AdminTextKey = keyof typeof ja

/** The namespace of Payload's `i18n.translations` our texts live under. */
export const ADMIN_TEXT_NAMESPACE = 'wineCompass'

/**
 * An entry of the namespace that holds its language ('de'): Payload calls some label functions with
 * its `t` alone (tabs, a collection's description), and `t` of this key tells them the language.
 */
export const LANGUAGE_MARK = '$language'

type WithTranslations = { translations: unknown }

export function adminTextIn(i18n: WithTranslations, en: AdminTextKey, vars?: Vars): string {
  const ours = (i18n.translations as Record<string, Record<string, string> | undefined>)[ADMIN_TEXT_NAMESPACE]
  const text = ours?.[en] ?? en
  return vars ? fill(text, vars) : text
}

/**
 * A label as Payload's config holds it (a string, a record of languages, or a function like ours), in
 * one language: for what we send or write ourselves (the dashboard's tables, XLIFF notes).
 */
export function labelIn(label: unknown, language: string): string | undefined {
  if (typeof label === 'string') return label
  if (typeof label === 'function')
    return String((label as (args: { i18n: { language: string } }) => unknown)({ i18n: { language } }))
  if (label && typeof label === 'object') {
    const texts = label as Record<string, unknown>
    const text = texts[language] ?? texts.en
    return typeof text === 'string' ? text : undefined
  }
  return undefined
}
