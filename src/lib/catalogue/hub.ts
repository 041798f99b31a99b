/**
 * The wine hub's texts (spec §2 Wine hub), from the wine in the visitor's language
 * (src/contract/inLocale.ts wineInLocale, which is also the API's wine): the built hub renders them
 * (components/catalogue/WineHub.astro) and the draft preview fills the same `data-field`s from the
 * API's draft, so a text added here shows in both.
 */
import type { WineInLocale } from '../../contract/inLocale'

/** The grape · harvest line under a wine's name (the hub, the explore carousel). */
export const wineLine = (w: { grape_variety: string | null; harvest: string | null }) =>
  [w.grape_variety, w.harvest].filter(Boolean).join(' · ')

export type HubTexts = { name: string; meta: string; description: string }
export const hubTexts = (w: Pick<WineInLocale, 'name' | 'grape_variety' | 'harvest' | 'description'>): HubTexts => ({
  name: w.name,
  meta: wineLine(w),
  description: w.description ?? '',
})
