/**
 * Whether each text of a document is translated into a locale, and whether that translation is still
 * the translation of the source (the default locale's text). For each locale the document keeps, per
 * unit, a hash of the source text its translation was made from (`Sources`); a translation whose source
 * changed since is out of date. Pure (tests/unit/translation-status.test.ts).
 *
 *  - missing: the source has text, the locale has none;
 *  - out of date: both have text, and the source is not the one the translation was made from;
 *  - current: otherwise (a source without text has nothing to translate).
 */
import { createHash } from 'node:crypto'
import type { Unit } from './fields'

/** unit id → the hash of the source text the locale's text was made from. */
export type Sources = Record<string, string>

export type LocaleStatus = { missing: string[]; outdated: string[] }

/** Short and stable: a change of the source text, not a proof of anything. */
export const sourceHash = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 12)

export function localeStatus(units: Unit[], source: string, locale: string, sources: Sources): LocaleStatus {
  const missing: string[] = []
  const outdated: string[] = []
  for (const u of units) {
    const from = u.texts[source]
    if (!from) continue
    if (!u.texts[locale]) missing.push(u.id)
    else if (sources[u.id] !== sourceHash(from)) outdated.push(u.id)
  }
  return { missing, outdated }
}

/**
 * A locale's sources after a save of that locale: each unit whose text the save changed now comes from
 * the source it sits beside (or, for an import, from the source the translator translated:
 * `translatedFrom`); a unit left empty has none; the others keep theirs. Saving the source locale
 * changes no locale's sources: its translations go out of date by themselves.
 */
export function sourcesAfterSave(o: {
  before: Unit[]
  after: Unit[]
  source: string
  locale: string
  sources: Sources
  translatedFrom?: Record<string, string>
}): Sources {
  if (o.locale === o.source) return o.sources
  const previous = new Map(o.before.map((u) => [u.id, u.texts[o.locale]]))
  const next: Sources = {}
  for (const u of o.after) {
    const text = u.texts[o.locale]
    if (!text) continue
    const from = o.translatedFrom?.[u.id]
    if (from !== undefined) next[u.id] = sourceHash(from)
    else if (previous.get(u.id) !== text) next[u.id] = sourceHash(u.texts[o.source] ?? '')
    else if (o.sources[u.id] !== undefined) next[u.id] = o.sources[u.id]
  }
  return next
}

/** Every locale's sources as if each translation were made from today's source (the demo, a migration). */
export function currentSources(units: Unit[], source: string, locale: string): Sources {
  const out: Sources = {}
  for (const u of units) if (u.texts[locale] && u.texts[source]) out[u.id] = sourceHash(u.texts[source])
  return out
}
