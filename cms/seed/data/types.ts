import type { Locale } from '../../../src/contract/locales'

/**
 * The shape of the demo content (cms/seed/data/*.ts). Texts are written in English in the data; every
 * other locale's text comes from its dictionary, i18n/<locale>.json, keyed by the English text (see
 * translate.ts). A text may carry its own translations inline (a trading name that stays the same).
 * Images are named by an art key: cms/seed/art renders each key to a picture (SVG drawn by the
 * project, rendered with sharp).
 */
export type DemoText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>
type Position = 'top' | 'center' | 'bottom'
export type Hex = `#${string}`

/** Art keys, see cms/seed/art/index.ts for the renderer of each kind. */
export type Art =
  | {
      kind: 'bottle'
      style: 'bordeaux' | 'burgundy' | 'sparkling' | 'rose' | 'sweet'
      wine: string
      vintage: string
      liquid: Hex
      label: Hex
      accent: Hex
    }
  | {
      kind: 'landscape'
      scene: 'vineyard' | 'river' | 'cellar' | 'harvest' | 'coast' | 'hills' | 'night'
      palette: [Hex, Hex, Hex]
    }
  | {
      kind: 'food'
      dish:
        | 'steak'
        | 'cheese'
        | 'fish'
        | 'pasta'
        | 'oysters'
        | 'lamb'
        | 'mushroom'
        | 'dessert'
        | 'salad'
        | 'chicken'
        | 'charcuterie'
        | 'sushi'
      palette: [Hex, Hex, Hex]
    }
  | { kind: 'glass'; liquid: Hex; background: Hex } // colour panel
  | {
      kind: 'aroma'
      notes: ('cherry' | 'plum' | 'citrus' | 'flower' | 'pepper' | 'vanilla' | 'apple' | 'berry' | 'herb' | 'honey')[]
      background: Hex
    }
  | { kind: 'flavour'; palette: [Hex, Hex, Hex] }
  | {
      kind: 'scene'
      subject:
        'tasting' | 'tour' | 'picnic' | 'dinner' | 'shop' | 'delivery' | 'club' | 'podcast' | 'gift' | 'map' | 'store'
      palette: [Hex, Hex, Hex]
    }

export type DemoWine = {
  slug: string
  name: string
  harvest: string
  style: 'red' | 'white' | 'rose' | 'sparkling' | 'sweet'
  url: string
  countries: string[] // ISO alpha-2, upper case
  grape_variety: DemoText
  description: DemoText
  bottle: Art & { kind: 'bottle' }
  caf: Record<
    'colour' | 'aroma' | 'flavour',
    { text: DemoText; art: Art; text_position: Position; text_bg_color: Hex; text_color: Hex }
  >
  stories: {
    title: DemoText
    description: DemoText
    art: Art
    text_position: Position
    text_color: Hex
    text_background_color: Hex
  }[] // 3+
  foods: {
    name: DemoText
    description: DemoText
    art: Art
    text_position: Position
    background_text: Hex
    text_color: Hex
  }[] // 3+
  portfolio: { name: string; description: DemoText; art: Art }[] // 2+
  taste_profile: { fruit: number; body: number; tannin: number; acidity: number; sweetness: number; oak: number } // 0..6
}

type DemoCard = { name: DemoText; description: DemoText; art: Art; link: string; countries: string[] }
export type DemoDiscover = DemoCard & { align_content: 'left' | 'center' | 'right'; text_color: Hex }
export type DemoEnjoy = DemoDiscover & { background_color: Hex }
export type DemoShop = DemoCard & { text_color: Hex; background_color: Hex; link_type: 'internal' | 'other' }
export type DemoVendor = {
  shop_name: DemoText
  description: DemoText
  art: Art
  link: string
  countries: string[]
  states: string[]
  zip_codes: string[]
}
export type DemoPromotion = {
  title: DemoText
  description: DemoText
  art: Art
  link: string
  countries: string[]
  states: string[]
  newest: boolean
}
export type DemoLocalPromotion = Omit<DemoPromotion, 'newest'> & { zip_codes: string[] }
export type DemoClub = { title: DemoText; description: DemoText; art: Art; link: string; countries: string[] }
export type DemoPopup = { title: DemoText; description: DemoText; countries: string[] }
/** An image popup at start-up that links out (spec §3 other popups); it takes precedence over the promotion popup. */
export type DemoOtherPopup = { title: DemoText; art: Art; link: string; countries: string[] }

export type DemoSettings = {
  winery_name: string
  website: string
  contact_email: string
  social: { key: 'instagram' | 'facebook' | 'youtube' | 'x' | 'tiktok' | 'linkedin' | 'pinterest'; val: string }[]
  podcast: { key: string; val: string }[]
  terms: DemoText
}
