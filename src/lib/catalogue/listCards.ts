/**
 * How each catalogue list shows its items as cards, at build time: the card's texts in the visitor's
 * language, its picture, and the data attributes the page's script reads (place filters, link kind).
 */
import type { Locale } from '../../contract/locales'
import { pick, pickLang } from '../../contract/localize'
import type { ContentItem, Media } from '../../contract/snapshot'
import type { CardData } from './cards'

export type ListCard = { card: Omit<CardData, 'image'>; media: Media | null; attrs?: Record<string, string> }
export type CardListKey = keyof typeof LIST_CARDS

/** The data attributes filterByPlace reads: where an item may be shown. */
export const placeAttrs = (p: { countries: string[]; states: string[]; zip_codes?: string[] }) => ({
  'data-countries': p.countries.join(','),
  'data-states': p.states.join(','),
  'data-zips': (p.zip_codes ?? []).join(','),
})

/** A card's title and text in the visitor's language, each marked with its own language when it falls back (docs/decisions.md, Every language first-class). */
const texts = (title: unknown, text: unknown, locale: Locale) => ({
  title: pick(title, locale),
  text: pick(text, locale),
  titleLang: pickLang(title, locale),
  textLang: pickLang(text, locale),
})

/** The card of an item that links to its own address, opened in a new tab: its id, texts and link. */
const linkOut = (item: { id: string; description: unknown; link: string | null }, title: unknown, locale: Locale) => ({
  id: item.id,
  ...texts(title, item.description, locale),
  href: item.link,
  external: true,
})

/** `newBadge` is the localized "new" label. */
export const LIST_CARDS = {
  discovers: (d: ContentItem<'discovers'>, locale: Locale): ListCard => ({
    media: d.image,
    card: { ...linkOut(d, d.name, locale), align: d.align_content, overlay: true, color: d.text_color },
  }),
  enjoys: (d: ContentItem<'enjoys'>, locale: Locale): ListCard => ({
    media: d.image,
    card: {
      ...LIST_CARDS.discovers(d, locale).card,
      overlay: false,
      background: d.background_color,
      track: { category: 'enjoy', label: pick(d.name, 'en') },
    },
  }),
  shops: (d: ContentItem<'shops'>, locale: Locale): ListCard => ({
    media: d.image,
    attrs: { 'data-link-type': d.link.type },
    card: {
      id: d.id,
      ...texts(d.name, d.description, locale),
      href: d.link.path,
      external: d.link.type !== 'internal',
      color: d.text_color,
      background: d.background_color,
    },
  }),
  clubs: (d: ContentItem<'clubs'>, locale: Locale, newBadge: string): ListCard => ({
    media: d.image,
    card: { ...linkOut(d, d.title, locale), badge: newBadge },
  }),
  promotions: (p: ContentItem<'promotions'>, locale: Locale, newBadge: string): ListCard => ({
    media: p.image,
    attrs: placeAttrs(p),
    card: { ...linkOut(p, p.title, locale), badge: p.newest ? newBadge : null },
  }),
  localPromotions: (p: ContentItem<'localPromotions'>, locale: Locale): ListCard => ({
    media: p.image,
    attrs: placeAttrs(p),
    card: linkOut(p, p.title, locale),
  }),
  vendors: (v: ContentItem<'vendors'>, locale: Locale): ListCard => ({
    media: v.image,
    card: {
      ...linkOut(v, v.shop_name, locale),
      compact: true,
      track: { category: 'vendor', label: pick(v.shop_name, 'en') },
    },
  }),
}

/** The cards of one list, in order. */
export function listCards<K extends CardListKey>(
  key: K,
  items: ContentItem<K>[],
  locale: Locale,
  newBadge: string,
): ListCard[] {
  const toCard = LIST_CARDS[key] as (item: ContentItem<K>, locale: Locale, newBadge: string) => ListCard
  return items.map((item) => toCard(item, locale, newBadge))
}
