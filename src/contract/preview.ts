/**
 * Staff previews of drafts (spec §2's preview parameters): which page shows a draft of which
 * collection, under which query parameter. Shared by the CMS (the Preview button and live preview),
 * the router (a preview has no age gate for staff) and the page (no start-up overlays, no tracking).
 * A preview page is an empty shell to anyone else: its draft comes from GET /api/{kind}/preview/{id},
 * which answers staff sessions only.
 */
import { isLocale, type Locale } from './locales'
import { validCountry } from './visitor'
import { COLLECTIONS, type CollectionSlug } from './collections'

/** Each collection's preview page and parameter (src/contract/collections.ts). */
export const PREVIEW_PAGES = Object.fromEntries(Object.entries(COLLECTIONS).map(([slug, c]) => [slug, c.preview])) as {
  readonly [S in CollectionSlug]: (typeof COLLECTIONS)[S]['preview']
}

export type PreviewCollection = keyof typeof PREVIEW_PAGES

/** Every preview parameter, with `food` (a pairing of a draft wine, spec §2). */
export const PREVIEW_PARAMS: readonly string[] = [
  ...new Set([...Object.values(PREVIEW_PAGES).map((p) => p.param), 'food']),
]

/** The staff's session cookie (Payload's admin): its presence is enough to skip the gate, never to see a draft. */
export const STAFF_COOKIE = 'payload-token'

/**
 * What a preview URL asks: the language (`?locale=`, the one being edited) and the country
 * (`?country=`), when valid, and the document's other countries staff may switch to (`?countries=`,
 * lower case).
 */
export type PreviewAsk = { locale: Locale | null; country: string | null; countries: string[] }

/** The preview a URL's query asks for, or null when it is no preview. */
export function previewAsked(search: URLSearchParams): PreviewAsk | null {
  if (!PREVIEW_PARAMS.some((p) => search.has(p))) return null
  const locale = search.get('locale')
  const countries = (search.get('countries') ?? '').split(',').map((c) => validCountry(c))
  return {
    locale: isLocale(locale) ? locale : null,
    country: validCountry(search.get('country') ?? undefined),
    countries: [...new Set(countries.filter((c): c is string => c !== null))],
  }
}

/** The page that previews a document, in the language being edited and a country it is shown in (of its `countries`). */
export function previewPath(
  collection: PreviewCollection,
  id: string,
  where: { locale?: string; country?: string | null; countries?: string[] } = {},
): string {
  const { path, param } = PREVIEW_PAGES[collection]
  const query = new URLSearchParams({ [param]: id })
  if (where.locale) query.set('locale', where.locale)
  if (where.country) query.set('country', where.country)
  if (where.countries && where.countries.length > 1) query.set('countries', where.countries.join(','))
  return `${path}?${query}`
}

/** The public page of a published document, or null for a collection no page shows. */
export function livePath(collection: string, doc: { slug?: unknown }): string | null {
  if (collection === 'wines')
    return typeof doc.slug === 'string' && doc.slug ? `/explore/${encodeURIComponent(doc.slug)}` : null
  // Every other page that previews a draft is where it is shown once published.
  return Object.hasOwn(PREVIEW_PAGES, collection) ? PREVIEW_PAGES[collection as PreviewCollection].path : null
}
