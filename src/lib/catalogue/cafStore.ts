/**
 * A visitor's colour, aroma and flavour ratings, kept in the browser until sign-up (spec §4: after
 * sign-up, a wine with all three ratings is saved to the passport). A nanostore persisted in
 * localStorage under one key, a map of wine id to ratings.
 */
import { map } from 'nanostores'

export const CAF_STORAGE_KEY = 'wc:caf-ratings'
export type CafRatings = { colour: number; aroma: number; flavour: number }
export type CafAspect = keyof CafRatings

function load(): Record<string, CafRatings> {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(CAF_STORAGE_KEY)
    return raw ? (JSON.parse(raw) as Record<string, CafRatings>) : {}
  } catch {
    return {}
  }
}

export const cafRatings = map<Record<string, CafRatings>>(load())

cafRatings.listen((value) => {
  try {
    localStorage.setItem(CAF_STORAGE_KEY, JSON.stringify(value))
  } catch {
    /* private mode: keep them for this page only */
  }
})

export function rateLocally(wineId: string, aspect: CafAspect, stars: number) {
  const current = cafRatings.get()[wineId] ?? { colour: 0, aroma: 0, flavour: 0 }
  cafRatings.setKey(wineId, { ...current, [aspect]: stars })
}
