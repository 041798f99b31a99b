/**
 * Documents (every locale, media populated) as the API answers them (src/contract/api/content.ts): each
 * is its snapshot item (cms/snapshot/buildSnapshot.ts, the one shaper) in the visitor's language
 * (src/contract/inLocale.ts), with what the API adds (the member's data, an English name for analytics).
 */
import type { DataFromCollectionSlug } from 'payload'
import type { z } from 'zod'
import {
  API_ITEMS,
  type ApiClub,
  type ApiDiscover,
  type ApiEnjoy,
  type ApiOtherPopup,
  type ApiPopup,
  type ApiPromotion,
  type ApiShop,
  type ApiVendor,
} from '../../../src/contract/api/content'
import { toFood, toItem, toWine } from '../../snapshot/buildSnapshot'
import {
  CONTENT_LISTS,
  CONTENT_LIST_KEYS,
  type ContentInput,
  type ContentListKey,
} from '../../../src/contract/snapshot'
import { pick } from '../../../src/contract/localize'
import type { Locale } from '../../../src/contract/locales'
import type { ApiWine } from '../../../src/contract/api/wine'
import { foodInLocale, localizer, wineInLocale } from '../../../src/contract/inLocale'
import type { Wine } from '../../payload-types'

/** A wine in the visitor's language, without the member's data. Null when it has no image. */
export function shapeWine(doc: Wine, locale: Locale): ApiWine | null {
  const wine = toWine(doc)
  if (!wine) return null
  return { ...wineInLocale(wine, locale), rating: { wine: 0, colour: 0, aroma: 0, flavour: 0 }, passport: [] }
}

/** A pairing in the visitor's language; null when it has no image. */
export function shapeFood(row: NonNullable<Wine['foods']>[number], locale: Locale): ApiWine['foods'][number] | null {
  const food = toFood(row)
  return food && foodInLocale(food, locale)
}

/** The snapshot's list of a collection (CONTENT_LISTS' key of its slug). */
type ListOf<S extends Shaped> = {
  [K in ContentListKey]: (typeof CONTENT_LISTS)[K]['slug'] extends S ? K : never
}[ContentListKey]
const LIST_OF_SLUG = new Map(CONTENT_LIST_KEYS.map((k) => [CONTENT_LISTS[k].slug as string, k]))
const listOf = <S extends Shaped>(slug: S) => LIST_OF_SLUG.get(slug) as ListOf<S>

/** What each collection's item is in the API's answers, as declared (src/contract/api/content.ts). */
export type Answers = {
  discovers: z.infer<typeof ApiDiscover>
  enjoys: z.infer<typeof ApiEnjoy>
  shops: z.infer<typeof ApiShop>
  vendors: z.infer<typeof ApiVendor>
  promotions: z.infer<typeof ApiPromotion>
  'local-promotions': z.infer<typeof ApiPromotion>
  clubs: z.infer<typeof ApiClub>
  popups: z.infer<typeof ApiPopup>
  'other-popups': z.infer<typeof ApiOtherPopup>
}
export type Shaped = keyof Answers

const enjoy = localizer(API_ITEMS.enjoys)
const vendor = localizer(API_ITEMS.vendors)
const localPromotion = localizer(API_ITEMS['local-promotions'])
/** Each item in the visitor's language, and what the API adds to it (its English name for the analytics). */
const shapers: { [S in Shaped]: (item: ContentInput<ListOf<S>>, l: Locale) => Answers[S] } = {
  discovers: localizer(API_ITEMS.discovers),
  enjoys: (d, l) => ({ ...enjoy(d, l), name_en: pick(d.name, 'en') }),
  shops: localizer(API_ITEMS.shops),
  vendors: (d, l) => ({ ...vendor(d, l), shop_name_en: pick(d.shop_name, 'en') }),
  promotions: localizer(API_ITEMS.promotions),
  'local-promotions': (d, l) => ({ ...localPromotion(d, l), newest: false }),
  clubs: localizer(API_ITEMS.clubs),
  popups: localizer(API_ITEMS.popups),
  'other-popups': localizer(API_ITEMS['other-popups']),
}

/** A published (or draft) document as the API answers it: its snapshot item in the visitor's language; null where the snapshot leaves it out. */
export function shape<S extends Shaped>(
  collection: S,
  doc: DataFromCollectionSlug<S>,
  locale: Locale,
): Answers[S] | null {
  // The slug's document is its list's document; TypeScript cannot follow the slug to the list's key.
  const item = toItem(listOf(collection), doc as never)
  return item && shapers[collection](item, locale)
}
