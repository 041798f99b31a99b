/**
 * UI strings, resolved at build time with i18next from locales/*.json. Pages call t(locale, key);
 * islands receive the strings they need as props, so no i18n runtime ships to the browser.
 */
import i18next, { type TOptions } from 'i18next'
import { LOCALES, DEFAULT_LOCALE, type Locale } from '../contract/locales'
import { PLURAL_SUFFIX } from '../contract/format'

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

type Tree = { [k: string]: string | Tree }
const EN = (files['../../locales/en.json']?.default ?? {}) as Tree

function keysOf(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  )
}

/**
 * The one way islands get their strings: a flat record of every key under the given sections
 * (dotted paths of locales/en.json below `base`; '' for all of it), named relative to `base` ("signUp.title"), in the
 * locale with English key by key behind it. Placeholders stay for the island to fill (src/lib/format).
 */
export function islandStrings(locale: Locale, base: string, sections: readonly string[]): Record<string, string> {
  const root = base
    .split('.')
    .reduce<Tree | string | undefined>((t, k) => (t && typeof t === 'object' ? t[k] : undefined), EN)
  const out: Record<string, string> = {}
  if (!root || typeof root === 'string') return out
  for (const section of sections) {
    const sub = section
      ? section
          .split('.')
          .reduce<Tree | string | undefined>((t, k) => (t && typeof t === 'object' ? t[k] : undefined), root)
      : root
    if (!sub || typeof sub === 'string') continue
    for (const key of keysOf(sub, section ? `${section}.` : '')) {
      const family = PLURAL_SUFFIX.exec(key)
      if (family) Object.assign(out, pluralForms(locale, base, key.slice(0, family.index)))
      else out[key] = t(locale, `${base}.${key}`)
    }
  }
  return out
}

/**
 * The plural forms of a key in `locale` (English has _one and _other, Japanese only _other): one per
 * CLDR category of the language, for fillCount (src/lib/format.ts) to choose from in the browser. A
 * category the locale's file leaves out takes its _other (French "many" is for millions).
 */
function pluralForms(locale: Locale, base: string, key: string): Record<string, string> {
  const out: Record<string, string> = {}
  const own = (k: string) => instance.getResource(locale, 'translation', `${base}.${k}`) as string | undefined
  for (const category of new Intl.PluralRules(locale).resolvedOptions().pluralCategories) {
    out[`${key}_${category}`] =
      own(`${key}_${category}`) ??
      own(`${key}_other`) ??
      t(locale, `${base}.${key}_${category === 'one' ? 'one' : 'other'}`)
  }
  return out
}
