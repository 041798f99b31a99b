/**
 * The content collections staff edit and preview, one row each, by Payload slug: the page that shows
 * a draft of it and under which query parameter (spec §2's preview parameters, and one for every list
 * beyond them), the API call that answers the draft, and where its items may be aimed (states, zip
 * codes). What each part of the house keeps per collection is read from here (src/contract/preview.ts,
 * src/lib/catalogue/calls.ts, cms/api/content); the snapshot's schemas, from which the API's items are
 * derived, are in src/contract/snapshot.ts (CONTENT_LISTS), and which items a list leaves out (a card
 * without its picture) in its shaper (cms/snapshot/buildSnapshot.ts). No schema here: pages import it.
 */
import type { CallName } from './api/paths'

type Collection = {
  /** The page that shows a draft, and the parameter that names it (`/discover?discover=ID`). */
  preview: { path: string; param: string; call: CallName }
  /** Aimed at states (and zip codes) as well as countries. */
  place?: { states: true; zips?: true }
}

export const COLLECTIONS = {
  wines: { preview: { path: '/exploreWine', param: 'wine', call: 'winePreview' } },
  discovers: { preview: { path: '/discover', param: 'discover', call: 'discoverPreview' } },
  enjoys: { preview: { path: '/enjoy', param: 'enjoy', call: 'enjoyPreview' } },
  promotions: {
    preview: { path: '/newsPromotions', param: 'promotion', call: 'promotionPreview' },
    place: { states: true },
  },
  vendors: {
    preview: { path: '/vendors', param: 'vendor', call: 'sellerPreview' },
    place: { states: true, zips: true },
  },
  // Beyond the spec's preview parameters: every list staff edit has its preview.
  'local-promotions': {
    preview: { path: '/newsPromotions', param: 'promotion', call: 'promotionPreview' },
    place: { states: true, zips: true },
  },
  shops: { preview: { path: '/shop', param: 'shop', call: 'shopPreview' } },
  clubs: { preview: { path: '/club', param: 'club', call: 'clubPreview' } },
  // The start-up popups: over the home page, alone.
  popups: { preview: { path: '/', param: 'popup', call: 'popupPreview' } },
  'other-popups': {
    preview: { path: '/', param: 'otherPopup', call: 'otherPopupPreview' },
    place: { states: true, zips: true },
  },
} as const satisfies Record<string, Collection>

export type CollectionSlug = keyof typeof COLLECTIONS

/** A collection's row, every field optional ones included (COLLECTIONS is typed by its literal rows). */
export const collectionRow = (slug: CollectionSlug): Collection => COLLECTIONS[slug]
