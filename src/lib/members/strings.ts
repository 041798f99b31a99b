/**
 * The member screens' UI strings for one locale, resolved at build time and handed to islands as a
 * flat record ("signUp.title" -> text). English (locales/en.json, key `members`) lists the keys; other
 * locales fall back to it key by key. Placeholders like {{n}} stay for the island to fill with fmt().
 */
import en from '../../../locales/en.json' with { type: 'json' }
import type { Locale } from '../../contract/locales'
import { t } from '../i18n'

type Tree = { [k: string]: string | Tree }
export type Strings = Record<string, string>

function keys(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))
}

export function memberStrings(locale: Locale, ...sections: string[]): Strings {
  const root = ((en as unknown as Tree).members ?? {}) as Tree
  const out: Strings = {}
  for (const section of ['common', 'errors', ...sections]) {
    const sub = root[section]
    if (!sub || typeof sub === 'string') continue
    for (const key of keys(sub, `${section}.`)) out[key] = t(locale, `members.${key}`)
  }
  return out
}
