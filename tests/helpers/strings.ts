/** UI strings as the build resolves them: tests read the same locales/*.json (no test runner imported here). */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pluralKey } from '../../src/contract/format'

type Tree = { [k: string]: string | Tree }
const trees = new Map<string, Tree>()
const tree = (locale: string) => {
  if (!trees.has(locale))
    trees.set(
      locale,
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', `${locale}.json`), 'utf8')) as Tree,
    )
  return trees.get(locale)!
}

/** A UI string by its dotted key ("menu.label") in a locale. */
export function ui(locale: string, key: string): string {
  let node: string | Tree | undefined = tree(locale)
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`no string ${locale}:${key}`)
  return node
}

/**
 * A member screen's string ("signIn.title") in a locale, placeholders filled, as the build put it in
 * the page. An error code ("errors.name-required") is the screen's own wording where it has one, else
 * the API's validation message: the forms and the API share their messages.
 */
export function T(locale: 'en' | 'ja' | 'es') {
  const text = (key: string) => {
    const code = /^errors\.(.+)$/.exec(key)?.[1]
    return code && !has(locale, `members.${key}`) ? ui(locale, `api.validation.${code}`) : ui(locale, `members.${key}`)
  }
  // A numeric `count` picks the plural form (key_one, key_other) by the language's rules, as the site does.
  const form = (key: string, count: unknown) =>
    typeof count === 'number' && has(locale, `members.${key}_other`)
      ? pluralKey((k) => has(locale, `members.${k}`), locale, key, count)
      : key
  return (key: string, vars: Record<string, string | number> = {}) =>
    text(form(key, vars.count)).replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m))
}

function has(locale: string, key: string): boolean {
  try {
    ui(locale, key)
    return true
  } catch {
    return false
  }
}
