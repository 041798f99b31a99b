/**
 * The catalogue's calls, on the one client (src/lib/api). Failures never reach the page: a failed
 * list load is an empty list, a failed preview no item.
 */
import { getList, request, unwrap } from '../api'
import type { Locale } from '../../contract/locales'
import { apiPath } from '../../contract/api/paths'
import { COLLECTIONS, type CollectionSlug } from '../../contract/collections'

type Json = Record<string, unknown>

/** What staff preview: a collection's draft (src/contract/collections.ts), or a pairing of a draft wine. */
export type PreviewKind = CollectionSlug | 'foods'
const previewCall = (kind: PreviewKind) => (kind === 'foods' ? 'foodPreview' : COLLECTIONS[kind].preview.call)

/** A draft for staff, in the page's language; null for anyone else (the API answers 404) or on any failure. */
export async function preview<T = Json>(kind: PreviewKind, id: string, locale: Locale): Promise<T | null> {
  try {
    const item = unwrap(await request('GET', apiPath(previewCall(kind), { id }, { locale })))
    return item && typeof item === 'object' ? (item as T) : null
  } catch {
    return null
  }
}

export function sellers<T = Json>(place: { country: string; state: string; zip_code: string }): Promise<T[]> {
  return getList<T>(apiPath('sellers'), place)
}

export type PassportRatings = Partial<
  Record<'wine_rating' | 'colour_rating' | 'aroma_rating' | 'flavour_rating', number>
>
