/**
 * The demo content in every locale: each English text of the data (a DemoText, `{ en: ... }`) gets its
 * translations from i18n/<locale>.json, the locale's dictionary keyed by the English text, as a
 * gettext catalogue would. Translators work one file per language; a text changed in English shows up
 * as missing in every dictionary (tests/unit/demo-content-locales.test.ts) instead of keeping a stale
 * translation.
 */
import { readFileSync } from 'node:fs'
import { LOCALES, type Locale } from '../../../src/contract/locales'
import type { DemoText } from './types'

export type Dictionary = Record<string, string>

export const TRANSLATED_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')

export function dictionary(locale: Exclude<Locale, 'en'>): Dictionary {
  try {
    return JSON.parse(readFileSync(new URL(`./i18n/${locale}.json`, import.meta.url), 'utf8')) as Dictionary
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw err
  }
}

const isText = (v: unknown): v is DemoText => !!v && typeof v === 'object' && typeof (v as DemoText).en === 'string'

/** Every English text found in `data` (deep), once each. */
export function englishTexts(data: unknown, out = new Set<string>()): Set<string> {
  if (isText(data)) out.add(data.en)
  else if (data && typeof data === 'object') for (const v of Object.values(data)) englishTexts(v, out)
  return out
}

/** A copy of `data` whose texts carry every locale the dictionaries have (inline translations win). */
export function translated<D>(data: D, dictionaries: Partial<Record<Exclude<Locale, 'en'>, Dictionary>>): D {
  const visit = (v: unknown): unknown => {
    if (isText(v)) {
      const out: DemoText = { ...v }
      for (const l of TRANSLATED_LOCALES) out[l] ??= dictionaries[l]?.[v.en]
      return out
    }
    if (Array.isArray(v)) return v.map(visit)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]))
    return v
  }
  return visit(data) as D
}
