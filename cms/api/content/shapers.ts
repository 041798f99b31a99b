/**
 * Published documents (every locale, media populated) shaped as the API answers them
 * (src/contract/api/content.ts), in the visitor's language.
 */
import type { DataFromCollectionSlug } from 'payload'
import type { z } from 'zod'
import type {
  ApiClub,
  ApiDiscover,
  ApiEnjoy,
  ApiOtherPopup,
  ApiPopup,
  ApiPromotion,
  ApiShop,
  ApiVendor,
} from '../../../src/contract/api/content'
import { toFood, toWine } from '../../snapshot/buildSnapshot'
import type { Locale } from '../../../src/contract/locales'
import type { ApiWine } from '../../../src/contract/api/wine'
import { foodInLocale, wineInLocale } from '../../../src/contract/inLocale'
import type { Wine } from '../../payload-types'
import { align, apiMedia, str, text } from './values'
import { collectionRow } from '../../../src/contract/collections'

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

type Card = { id: string; title: unknown; description?: unknown; image?: unknown; link?: unknown }
/** What every linked card shows beside its heading: its text, picture and link, in the visitor's language. */
const linkedCard = (d: Omit<Card, 'title'>, l: Locale) => ({
  id: String(d.id),
  description: text(d.description, l),
  image: apiMedia(d.image, l)!,
  link: str(d.link),
})
const discover = (d: DataFromCollectionSlug<'discovers' | 'enjoys'>, l: Locale) => ({
  ...linkedCard(d, l),
  name: text(d.name, l) ?? '',
  align_content: align(d.align_content),
  text_color: str(d.text_color),
})
const promotion = (d: Card & { newest?: boolean | null }, l: Locale) => ({
  ...linkedCard(d, l),
  title: text(d.title, l) ?? '',
  newest: Boolean(d.newest),
})

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
type Shaper<S extends keyof Answers> = (d: DataFromCollectionSlug<S>, l: Locale) => Answers[S]
const shapers: { [S in keyof Answers]: Shaper<S> } = {
  discovers: discover,
  enjoys: (d, l) => ({
    ...discover(d, l),
    background_color: str(d.background_color),
    name_en: text(d.name, 'en') ?? '',
  }),
  shops: (d, l) => ({
    id: String(d.id),
    name: text(d.name, l) ?? '',
    description: text(d.description, l),
    image: apiMedia(d.image, l)!,
    text_color: str(d.text_color),
    background_color: str(d.background_color),
    link: { type: d.link?.type === 'internal' ? ('internal' as const) : ('other' as const), path: str(d.link?.path) },
  }),
  vendors: (d, l) => ({
    ...linkedCard(d, l),
    shop_name: text(d.shop_name, l) ?? '',
    shop_name_en: text(d.shop_name, 'en') ?? '',
  }),
  promotions: promotion,
  'local-promotions': (d, l) => ({ ...promotion(d, l), newest: false }),
  clubs: (d, l) => {
    const { newest: _newest, ...card } = promotion(d, l)
    return card
  },
  popups: (d, l) => ({ id: String(d.id), title: text(d.title, l) ?? '', description: text(d.description, l) }),
  'other-popups': (d, l) => ({
    id: String(d.id),
    title: text(d.title, l) ?? '',
    image: apiMedia(d.image, l),
    iframe: text(d.iframe, l),
    link: text(d.link, l),
  }),
}

export type Shaped = keyof typeof shapers
export function shape<S extends Shaped>(
  collection: S,
  doc: DataFromCollectionSlug<S>,
  locale: Locale,
): Answers[S] | null {
  // A card that needs its picture is left out without one, as in the snapshot.
  if (collectionRow(collection).needsImage && !apiMedia((doc as { image?: unknown }).image, locale)) return null
  return shapers[collection](doc, locale)
}
