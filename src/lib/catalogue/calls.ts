/**
 * The catalogue's calls, on the one client (src/lib/api). Failures never reach the page: a failed
 * current-user call means logged out, a failed list load an empty list, a failed preview no item.
 */
import { getList, request, unwrap } from '../api'
import { STARS } from '../../contract/constants'

type Json = Record<string, unknown>

export type PreviewKind = 'wines' | 'foods' | 'discovers' | 'enjoys' | 'promotions' | 'sellers'

/** A draft for staff; null for anyone else (the API answers 404) or on any failure. */
export async function preview<T = Json>(kind: PreviewKind, id: string): Promise<T | null> {
  try {
    const item = unwrap(await request('GET', `/api/${kind}/preview/${encodeURIComponent(id)}`))
    return item && typeof item === 'object' ? (item as T) : null
  } catch {
    return null
  }
}

export function sellers<T = Json>(place: { country: string; state: string; zip_code: string }): Promise<T[]> {
  return getList<T>('/api/sellers', place)
}

export type PassportRatings = Partial<Record<'wine_rating' | 'colour_rating' | 'aroma_rating' | 'flavour_rating', number>>

/** Saves one rating at once (each tap saves). Resolves true when the server took it. */
export async function saveRating(wineId: string, payload: PassportRatings): Promise<boolean> {
  try {
    await request('POST', `/api/wines/${encodeURIComponent(wineId)}/passport`, payload)
    return true
  } catch {
    return false
  }
}

/** The member's stored ratings of one wine, from GET /api/passports (zeros when unrated). */
export async function storedRatings(wineId: string): Promise<Required<PassportRatings>> {
  const entries = await getList<Json>('/api/passports')
  const entry = entries.find((e) => {
    const w = e.wine as Json | string | undefined
    return String(e.wine_id ?? (typeof w === 'object' && w ? w.id : w)) === String(wineId)
  })
  const rating = (entry?.rating ?? {}) as Json
  const n = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= STARS ? v : 0)
  return {
    wine_rating: n(entry?.wine_rating ?? rating.wine),
    colour_rating: n(entry?.colour_rating ?? rating.colour),
    aroma_rating: n(entry?.aroma_rating ?? rating.aroma),
    flavour_rating: n(entry?.flavour_rating ?? rating.flavour),
  }
}
