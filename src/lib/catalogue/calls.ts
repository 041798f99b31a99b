/**
 * The catalogue's calls, on the one client (src/lib/api). Failures never reach the page: a failed
 * list load is an empty list, a failed preview no item.
 */
import { getList, pathOf, request, unwrap } from '../api'
import type { Locale } from '../../contract/locales'
import { apiPath } from '../../contract/api/paths'
import { COLLECTIONS, type CollectionSlug } from '../../contract/collections'
import type { Answer } from '../../contract/api/typed'

type Json = Record<string, unknown>

/** What staff preview: a collection's draft (src/contract/collections.ts), or a pairing of a draft wine. */
export type PreviewKind = CollectionSlug | 'foods'
type PreviewCall<K extends PreviewKind> = K extends CollectionSlug
  ? (typeof COLLECTIONS)[K]['preview']['call']
  : 'foodPreview'
const previewCall = <K extends PreviewKind>(kind: K) =>
  (kind === 'foods' ? 'foodPreview' : COLLECTIONS[kind as CollectionSlug].preview.call) as PreviewCall<K>
/** A draft as its preview call declares it (the API's item, in the page's language). */
export type Draft<K extends PreviewKind> = Answer<PreviewCall<K>> extends { data: infer D } ? D : never

/** A draft for staff, in the page's language; null for anyone else (the API answers 404) or on any failure. */
export async function preview<K extends PreviewKind>(kind: K, id: string, locale: Locale): Promise<Draft<K> | null> {
  try {
    // Every preview call takes the draft's id and the page's language (draftById, src/contract/api/content.ts).
    const path = pathOf(previewCall(kind), { id }, { locale })
    const item = unwrap(await request('GET', path))
    // What the call declares (the server is held to it: tests/integration/openapi-responses.test.ts).
    return item && typeof item === 'object' ? (item as Draft<K>) : null
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
