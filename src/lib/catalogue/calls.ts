/**
 * The catalogue's calls, on the one client (src/lib/api). Failures never reach the page: a failed
 * current-user call means logged out, a failed list load an empty list, a failed preview no item.
 */
import { getList, request, unwrap } from '../api'
import type { Locale } from '../../contract/locales'

type Json = Record<string, unknown>

export type PreviewKind =
  'wines' | 'foods' | 'discovers' | 'enjoys' | 'shops' | 'clubs' | 'promotions' | 'sellers' | 'popup' | 'popup-others'

/** A draft for staff, in the page's language; null for anyone else (the API answers 404) or on any failure. */
export async function preview<T = Json>(kind: PreviewKind, id: string, locale: Locale): Promise<T | null> {
  try {
    const item = unwrap(await request('GET', `/api/${kind}/preview/${encodeURIComponent(id)}?locale=${locale}`))
    return item && typeof item === 'object' ? (item as T) : null
  } catch {
    return null
  }
}

export function sellers<T = Json>(place: { country: string; state: string; zip_code: string }): Promise<T[]> {
  return getList<T>('/api/sellers', place)
}

export type PassportRatings = Partial<
  Record<'wine_rating' | 'colour_rating' | 'aroma_rating' | 'flavour_rating', number>
>
