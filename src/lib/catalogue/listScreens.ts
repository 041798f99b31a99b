/**
 * The catalogue's plain card-list screens (src/pages/[locale]/[country]/[list].astro), by their path
 * segment: which content list each shows and how. /vendors has a page of its own: it asks the API.
 */
import type { CollectionSlug } from '../../contract/collections'
import type { CardListKey } from './listCards'

/** How CardListPage shows one list's cards for the page's country. */
export type CardListScreen = {
  list: CardListKey
  /** catalogue.{screen}.title (and .intro with `intro`); also the page's test id. */
  screen: string
  listTestid: string
  tab?: 'discover' | 'enjoy' | 'shop' | null
  intro?: boolean
  /** The collection whose draft staff preview here (its ?{param}=, src/contract/collections.ts). */
  preview?: CollectionSlug
  /** Clicks are counted, with the item's English name. */
  track?: boolean
  /** The cards are built hidden; a script of the page reveals them. */
  hiddenCards?: boolean
  /** Only the items aimed at the visitor's country and state are shown (filterByPlace). */
  byPlace?: boolean
  /** The empty state is always in the page, shown when nothing is (a script may reveal it later). */
  emptyTestid?: string
  emptyTitle?: string
}

export const CARD_LIST_SCREENS: Record<string, CardListScreen> = {
  // Experience cards, links in a new tab, the content's alignment and text colour.
  discover: {
    list: 'discovers',
    screen: 'discover',
    listTestid: 'discover-list',
    tab: 'discover',
    intro: true,
    preview: 'discovers',
  },
  // Coloured cards; a click opens the link in a new window and is counted.
  enjoy: {
    list: 'enjoys',
    screen: 'enjoy',
    listTestid: 'enjoy-list',
    tab: 'enjoy',
    intro: true,
    track: true,
    preview: 'enjoys',
  },
  // Shop cards; internal links stay in the app, others open in a new tab.
  shop: {
    list: 'shops',
    screen: 'shop',
    listTestid: 'shop-list',
    tab: 'shop',
    intro: true,
    preview: 'shops',
  },
  // The members' club cards, every one marked new.
  club: { list: 'clubs', screen: 'club', listTestid: 'club-list', preview: 'clubs' },
  // Where the start-up popups' Continue leads: the promotions for the visitor's country and state.
  promotions: {
    list: 'promotions',
    screen: 'promotions',
    listTestid: 'promotion-list',
    tab: 'shop',
    emptyTestid: 'promotions-empty',
    byPlace: true,
  },
}
