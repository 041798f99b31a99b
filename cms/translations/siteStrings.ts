/**
 * The site's own strings (locales/*.json, i18next, English the source): which keys a locale lacks.
 * Each locale needs the plural forms its language's CLDR rules name, whatever English has (Japanese
 * only _other, English _one and _other; French, Spanish and Portuguese "many" is for millions, which no
 * count here reaches). Shown in the admin's Translations view beside the documents; tests/unit/i18n.test.ts
 * holds every locale to it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/contract/locales'
import { PLURAL_SUFFIX } from '../../src/contract/format'
import { projectRoot } from '../lib/paths'

type Tree = { [k: string]: string | Tree }

/** A locale's strings, as `section.key` → text. */
export function siteStrings(locale: string, root = projectRoot): Map<string, string> {
  const tree = JSON.parse(readFileSync(path.join(root, 'locales', `${locale}.json`), 'utf8')) as Tree
  const out = new Map<string, string>()
  const walk = (t: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(t)) {
      if (typeof v === 'string') out.set(prefix + k, v)
      else walk(v, `${prefix}${k}.`)
    }
  }
  walk(tree, '')
  return out
}

export const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '')

/** The keys `locale` needs: English's, with each plural family in the forms of the locale's language. */
export function expectedKeys(source: Map<string, string>, locale: string): Set<string> {
  const families = new Set([...source.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(pluralBase))
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((c) => c !== 'many')
  return new Set([
    ...[...source.keys()].filter((k) => !PLURAL_SUFFIX.test(k)),
    ...[...families].flatMap((base) => categories.map((c) => `${base}_${c}`)),
  ])
}

/** Each locale's missing keys (an empty string counts as missing). */
export function missingSiteStrings(root = projectRoot): Record<Locale, string[]> {
  const source = siteStrings(DEFAULT_LOCALE, root)
  return Object.fromEntries(
    LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => {
      const have = siteStrings(l, root)
      return [l, [...expectedKeys(source, l)].filter((k) => !have.get(k)?.trim())]
    }),
  ) as Record<Locale, string[]>
}
