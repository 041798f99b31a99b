/**
 * The one `{{placeholder}}` filler for translated strings (the site's, the API's, the admin's), with
 * i18next's semantics (so a string reads the same filled at build time or in an island): the name is
 * trimmed (`{{ n }}`, and `{{- n}}` unescaped, which is the same here), dotted names reach into nested
 * values, null fills '', a name not given at all stays as written, and filled values are not
 * scanned again. One format, written as i18next writes formats: `{{label, lowercase}}` for a value
 * that stands mid-sentence ("with the background colour"); a language that capitalises nouns writes
 * `{{label}}`.
 */
export type Vars = Record<string, unknown>

function lookup(vars: Vars, key: string): unknown {
  if (key in vars) return vars[key]
  let v: unknown = vars
  for (const part of key.split('.')) {
    if (!v || typeof v !== 'object' || !(part in v)) return undefined
    v = (v as Vars)[part]
  }
  return v
}

const FORMATS: Record<string, (value: string) => string> = { lowercase: (value) => value.toLowerCase() }

export function fill(text: string, vars: Vars): string {
  return text.replace(/\{\{-?(.+?)\}\}/g, (match, raw: string) => {
    const [name, format] = raw.split(',').map((part) => part.trim())
    const key = name ?? ''
    const value = lookup(vars, key)
    if (value === undefined) return Object.prototype.hasOwnProperty.call(vars, key) ? '' : match
    const text = value === null ? '' : String(value)
    return FORMATS[format ?? '']?.(text) ?? text
  })
}

/** i18next's plural suffixes (key_one, key_other...), chosen by the CLDR rules of Intl.PluralRules. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/**
 * The plural form of `key` for `count` in `locale`, as i18next picks it at build time: `key_<category>`
 * (Intl.PluralRules), else `key_other`, else `key` itself (a string with no plural forms). `has` says
 * whether the strings at hand have a key.
 */
export function pluralKey(has: (key: string) => boolean, locale: string, key: string, count: number): string {
  const form = `${key}_${new Intl.PluralRules(locale).select(count)}`
  if (has(form)) return form
  return has(`${key}_other`) ? `${key}_other` : key
}

/** Fills a string that has plural forms: `{{count}}` and the other placeholders of `vars`. */
export function fillCount(
  strings: Record<string, string>,
  locale: string,
  key: string,
  count: number,
  vars: Vars = {},
): string {
  return fill(strings[pluralKey((k) => k in strings, locale, key, count)] ?? key, { ...vars, count })
}
