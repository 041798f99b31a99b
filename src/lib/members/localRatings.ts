/**
 * A visitor's caf ratings as the story viewers keep them (src/lib/catalogue/cafStore.ts: localStorage
 * key `wc:caf-ratings`, a map of wine id to { colour, aroma, flavour }). Read here without the store,
 * so sign-up and the anonymous palate can use them as plain data.
 */
import { CAF_STORAGE_KEY, type CafRatings } from '../catalogue/cafStore'
import { STARS } from '../../contract/constants'

const star = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= STARS

/** The ratings stored for one wine, with unrated aspects as 0. */
export function parseCafRatings(raw: string | null, wineId: string): CafRatings {
  try {
    const all = raw ? (JSON.parse(raw) as Record<string, Partial<CafRatings>>) : {}
    const r = all?.[wineId] ?? {}
    return {
      colour: star(r.colour) ? r.colour : 0,
      aroma: star(r.aroma) ? r.aroma : 0,
      flavour: star(r.flavour) ? r.flavour : 0,
    }
  } catch {
    return { colour: 0, aroma: 0, flavour: 0 }
  }
}

/** Colour, aroma and flavour all rated: what sign-up saves and the anonymous palate needs. */
export const completeCaf = (r: CafRatings) => star(r.colour) && star(r.aroma) && star(r.flavour)

export function readCafRatings(wineId: string, storage: Pick<Storage, 'getItem'> = localStorage): CafRatings {
  try {
    return parseCafRatings(storage.getItem(CAF_STORAGE_KEY), wineId)
  } catch {
    return { colour: 0, aroma: 0, flavour: 0 }
  }
}

/** Forgets one wine's local ratings once they are in the member's passport. */
export function clearCafRatings(wineId: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage) {
  try {
    const all = JSON.parse(storage.getItem(CAF_STORAGE_KEY) ?? '{}') as Record<string, unknown>
    delete all[wineId]
    storage.setItem(CAF_STORAGE_KEY, JSON.stringify(all))
  } catch {
    /* nothing kept */
  }
}
