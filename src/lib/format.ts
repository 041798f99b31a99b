/**
 * The site's one `{{placeholder}}` filler for translated strings in the browser, with i18next's
 * semantics (so a string reads the same filled at build time or in an island): the name is trimmed
 * (`{{ n }}`, and `{{- n}}` unescaped, which is the same here), dotted names reach into nested
 * values, null fills '', a name not given at all stays as written, and filled values are not
 * scanned again.
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

export function fill(text: string, vars: Vars): string {
  return text.replace(/\{\{-?(.+?)\}\}/g, (match, raw: string) => {
    const key = raw.trim()
    const value = lookup(vars, key)
    if (value === undefined) return Object.prototype.hasOwnProperty.call(vars, key) ? '' : match
    return value === null ? '' : String(value)
  })
}
