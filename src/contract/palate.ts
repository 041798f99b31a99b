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
export type PalateRatings = {
  wine_rating?: number | null
  colour_rating?: number | null
  aroma_rating?: number | null
  flavour_rating?: number | null
}
export type RatedWine = PalateRatings & { profile: TasteProfile }

export const PALATE_NEUTRAL = (PALATE_MIN + PALATE_MAX) / 2
const FLOOR_WEIGHT = 0.05

const isStar = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 1 && v <= STARS

const clamp = (v: number) => Math.min(PALATE_MAX, Math.max(PALATE_MIN, v))
// To 12 significant digits first: sums of the same ratings in another order differ in the last bits
// (3.2499999999999996 or 3.25), and a palate must not depend on the order its wines were rated in.
const round1 = (v: number) => Math.round(Number(v.toPrecision(12)) * 10) / 10

/** How much the member liked a wine, 1..5 (3 when there is no rating). */
export function liking(r: PalateRatings): number {
  const overall = isStar(r.wine_rating) ? r.wine_rating : null
  const senses = [r.colour_rating, r.aroma_rating, r.flavour_rating].filter(isStar)
  const sense = senses.length ? senses.reduce((a, b) => a + b, 0) / senses.length : null
  if (overall !== null && sense !== null) return (overall + sense) / 2
  return overall ?? sense ?? 3
}

/** A wine's profile on every axis, clamped to the scale (missing axes: the middle). */
function normalizeProfile(profile: TasteProfile | null | undefined): Record<TasteAxis, number> {
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

/**
 * How close a wine's taste profile is to a palate, 0..100 (docs/palate.md, "The best match"): 100
 * minus the root mean square difference over the six axes, as a share of the scale. Missing axes
 * count as the middle, as everywhere.
 */
export function tasteMatch(palate: TasteProfile, profile: TasteProfile | null | undefined): number {
  const p = normalizeProfile(palate)
  const w = normalizeProfile(profile)
  const meanSquare = TASTE_AXES.reduce((sum, axis) => sum + (p[axis] - w[axis]) ** 2, 0) / TASTE_AXES.length
  return Math.round(100 * (1 - Math.sqrt(meanSquare) / (PALATE_MAX - PALATE_MIN)))
}

/**
 * Whether a palate answer has a chart for this wine, i.e. the member rated it: the charts are labelled
 * by the wine's name, with its harvest added when two rated wines share a name (GET /api/palates).
 */
export function isRated(
  palate: { wine_palates: Record<string, unknown> },
  wine: { name: string; harvest: string | null },
): boolean {
  return wine.name in palate.wine_palates || `${wine.name} ${wine.harvest ?? ''}`.trim() in palate.wine_palates
}

/** The wine closest to the palate among `wines` (the first of equals), or null for an empty palate or no wine. */
export function bestMatch<W extends { profile: TasteProfile | null | undefined }>(
  palate: TasteProfile,
  wines: readonly W[],
): { wine: W; score: number } | null {
  if (Object.keys(palate).length === 0) return null
  let best: { wine: W; score: number } | null = null
  for (const wine of wines) {
    const score = tasteMatch(palate, wine.profile)
    if (!best || score > best.score) best = { wine, score }
  }
  return best
}

/** The three questions a member with no rating yet answers to get a first match (docs/palate.md, "The taste quiz"). */
export const TASTE_QUIZ = { sweetness: ['dry', 'sweet'], body: ['light', 'full'], style: ['fruit', 'oak'] } as const
export type QuizAnswers = { [Q in keyof typeof TASTE_QUIZ]: (typeof TASTE_QUIZ)[Q][number] }

/** The palate the answers stand for, on the same scale as a palate made from ratings. */
export function seedPalate(a: QuizAnswers): Record<TasteAxis, number> {
  const full = a.body === 'full'
  const fruity = a.style === 'fruit'
  return {
    fruit: fruity ? 5 : 3.5,
    body: full ? 5 : 2,
    tannin: a.sweetness === 'sweet' ? 1.5 : full ? 4 : 1,
    acidity: full ? 3.5 : 4.5,
    sweetness: a.sweetness === 'sweet' ? 5 : 0.5,
    oak: fruity ? 1 : 4.5,
  }
}

export function isQuizAnswers(v: unknown): v is QuizAnswers {
  if (!v || typeof v !== 'object') return false
  return (Object.keys(TASTE_QUIZ) as (keyof typeof TASTE_QUIZ)[]).every((q) =>
    (TASTE_QUIZ[q] as readonly string[]).includes((v as Record<string, string>)[q]),
  )
}
