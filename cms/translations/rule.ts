/**
 * The publishing rule for translations (Settings, "Translations on the site"). Published at once (the
 * default): each language shows its own texts, the English where a translation is missing, and an
 * out-of-date translation until it is updated. Held back: a card, a news item, a popup (every content
 * list but the wines) whose translation into a language is missing or out of date is left out of that
 * language's pages until it is current, so no visitor reads half a translation. A wine is never held
 * back: its hub, its printed QR codes and the e-label the law asks for must open in every language.
 */
import type { Payload } from 'payload'

export type TranslationRule = 'fallback' | 'hold'

export async function translationRule(payload: Payload): Promise<TranslationRule> {
  const settings = (await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })) as {
    translation_rule?: TranslationRule | null
  }
  return settings.translation_rule === 'hold' ? 'hold' : 'fallback'
}

/** Whether documents of the collection may be held back (not the wines). */
export const mayHold = (collection: string): boolean => collection !== 'wines'

const locales = (v: unknown): string[] => (Array.isArray(v) ? v.filter((l): l is string => typeof l === 'string') : [])

/** The languages a published document is held back from: where it is missing or out of date. */
export const heldIn = (doc: { missing_in?: unknown; out_of_date_in?: unknown }): string[] =>
  [...new Set([...locales(doc.missing_in), ...locales(doc.out_of_date_in)])].sort()
