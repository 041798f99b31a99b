/**
 * The member's palate from the wines they rated (docs/palate.md). Pure: shared by the API
 * (GET /api/palates, POST /api/palates-temp) and the site.
 *
 * 1. Liking of a wine, 1..5: the overall rating and the mean of the colour, aroma and flavour
 *    ratings, half and half (whichever exist; 3 when the wine has no rating at all).
 * 2. Affinity a = (liking - 1) / 4, 0..1.
 * 3. Target T: the mean of the rated wines' profiles, each weighted by a + 0.05 (so wines one loved
 *    dominate, and a palate of only disliked wines is still defined).
 * 4. Strength k: the same weighted mean of the affinities, 0..1 (how much one likes what one drank).
 * 5. Palate = N + k (T - N) on each axis, N = 3 the middle of the scale, clamped to 0..6, one
 *    decimal. One wine rated 5 everywhere gives exactly its profile; rated 3, halfway to the middle.
 */
import { PALATE_MAX, PALATE_MIN, STARS, TASTE_AXES, type TasteAxis } from './constants'

export type TasteProfile = Partial<Record<TasteAxis, number>>
export type PalateRatings = { wine_rating?: number | null; colour_rating?: number | null; aroma_rating?: number | null; flavour_rating?: number | null }
export type RatedWine = PalateRatings & { profile: TasteProfile }

export const PALATE_NEUTRAL = (PALATE_MIN + PALATE_MAX) / 2
const FLOOR_WEIGHT = 0.05

const isStar = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 1 && v <= STARS

const clamp = (v: number) => Math.min(PALATE_MAX, Math.max(PALATE_MIN, v))
const round1 = (v: number) => Math.round(v * 10) / 10

/** How much the member liked a wine, 1..5 (3 when there is no rating). */
export function liking(r: PalateRatings): number {
  const overall = isStar(r.wine_rating) ? r.wine_rating : null
  const senses = [r.colour_rating, r.aroma_rating, r.flavour_rating].filter(isStar)
  const sense = senses.length ? senses.reduce((a, b) => a + b, 0) / senses.length : null
  if (overall !== null && sense !== null) return (overall + sense) / 2
  return overall ?? sense ?? 3
}

/** A wine's profile on every axis, clamped to the scale (missing axes: the middle). */
export function normalizeProfile(profile: TasteProfile | null | undefined): Record<TasteAxis, number> {
  const out = {} as Record<TasteAxis, number>
  for (const axis of TASTE_AXES) {
    const v = profile?.[axis]
    out[axis] = typeof v === 'number' && Number.isFinite(v) ? clamp(v) : PALATE_NEUTRAL
  }
  return out
}

/** The member's palate on every axis, or {} when nothing is rated. */
export function userPalate(wines: RatedWine[]): Partial<Record<TasteAxis, number>> {
  if (wines.length === 0) return {}
  let weightSum = 0
  let strength = 0
  const target = Object.fromEntries(TASTE_AXES.map((a) => [a, 0])) as Record<TasteAxis, number>
  for (const w of wines) {
    const affinity = (liking(w) - 1) / 4
    const weight = affinity + FLOOR_WEIGHT
    const profile = normalizeProfile(w.profile)
    weightSum += weight
    strength += weight * affinity
    for (const axis of TASTE_AXES) target[axis] += weight * profile[axis]
  }
  const k = strength / weightSum
  const out = {} as Record<TasteAxis, number>
  for (const axis of TASTE_AXES) {
    const t = target[axis] / weightSum
    out[axis] = round1(clamp(PALATE_NEUTRAL + k * (t - PALATE_NEUTRAL)))
  }
  return out
}

/** A wine's profile as the radar draws it: every axis, clamped, one decimal. */
export function winePalate(profile: TasteProfile | null | undefined): Record<TasteAxis, number> {
  const p = normalizeProfile(profile)
  return Object.fromEntries(TASTE_AXES.map((a) => [a, round1(p[a])])) as Record<TasteAxis, number>
}
