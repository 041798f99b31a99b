/**
 * The API's messages in the visitor's language, from the same locales/*.json as the site
 * (keys under "api"). Falls back to en, then to the key itself.
 */
import { DEFAULT_LOCALE, LOCALES, localeFromAcceptLanguage, type Locale } from '../../src/contract/locales'
import { parseCookieHeader } from '../../src/contract/cookies'
import { fill, pluralKey } from '../../src/contract/format'
import en from '../../locales/en.json' with { type: 'json' }
import ja from '../../locales/ja.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import nl from '../../locales/nl.json' with { type: 'json' }
import fr from '../../locales/fr.json' with { type: 'json' }
import da from '../../locales/da.json' with { type: 'json' }
import de from '../../locales/de.json' with { type: 'json' }
import pt from '../../locales/pt.json' with { type: 'json' }
import ko from '../../locales/ko.json' with { type: 'json' }
import zh from '../../locales/zh.json' with { type: 'json' }
import zhHant from '../../locales/zh-Hant.json' with { type: 'json' }

type Tree = { [k: string]: string | Tree }
const TREES: Record<Locale, Tree> = { en, ja, es, nl, fr, da, de, pt, ko, zh, 'zh-Hant': zhHant } as unknown as Record<
  Locale,
  Tree
>

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * A message by key ("api.validation.email-required"), with {{name}} placeholders filled the way the
 * site and the islands fill them (src/lib/format.ts). A numeric `count` picks the plural form
 * (key_one, key_other...) as i18next does.
 */
export function message(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const tree =
    lookup(TREES[locale], key) !== undefined || lookup(TREES[locale], `${key}_other`) !== undefined
      ? TREES[locale]
      : TREES[DEFAULT_LOCALE]
  const form =
    typeof vars.count === 'number' ? pluralKey((k) => lookup(tree, k) !== undefined, locale, key, vars.count) : key
  return fill(lookup(tree, form) ?? key, vars)
}

/** The visitor's language for an API request: locale cookie, else Accept-Language, else en. */
export function requestLocale(headers: Headers): Locale {
  const fromCookie = parseCookieHeader(headers.get('cookie')).locale
  const cookieLocale = fromCookie
    ? (LOCALES as readonly string[]).includes(fromCookie)
      ? (fromCookie as Locale)
      : null
    : null
  if (cookieLocale) return cookieLocale
  return localeFromAcceptLanguage(headers.get('accept-language')) ?? DEFAULT_LOCALE
}
