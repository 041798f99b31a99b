import { z } from 'zod'
import { LOCALES } from './locales'
import { COUNTRY_CODE_PATTERN, HEX_COLOUR_PATTERN, SLUG_PATTERN } from './patterns'
import { PALATE_MAX, PALATE_MIN, WINE_STYLES } from './constants'
import { INGREDIENT_CATEGORIES, NEGLIGIBLE_NUTRIENTS } from './labelTerms'

/**
 * The content snapshot: every published document in every locale. The one contract between the CMS
 * (cms/snapshot) and the site build (src/lib/snapshotSource.ts). Localized strings are maps of locale to
 * text; the site picks the visitor's locale and falls back to en. The same schemas, in one language
 * (src/contract/inLocale.ts), are the API's items and what the hub renders.
 */
/** A map of locale to text, marked with what it is in one language (src/contract/inLocale.ts reads the mark). */
const localeMap = <K extends 'text' | 'heading'>(inLocale: K, description?: string) => {
  const map = z.record(z.string(), z.string().nullable().optional())
  return Object.assign(description ? map.describe(description) : map, { inLocale })
}
/** A text in every language; in one language, the text or null when there is none. */
export const Localized = localeMap('text')
export type Localized = z.infer<typeof Localized>
/** A heading in every language; in one language, the text or '' (the API has always given a string). */
export const Heading = localeMap('heading')
/** A text in every language, with what it is for (told in /api/openapi.json). */
const described = (description: string) => localeMap('text', description)

const hex = z.string().regex(HEX_COLOUR_PATTERN)
/** A colour as staff set it, or null for the theme's. */
const colour = hex.nullable()
const position = z.enum(['top', 'center', 'bottom'])
const countries = z.array(z.string().regex(COUNTRY_CODE_PATTERN))

const Focal = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) })
const MediaSize = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export const Media = z.object({
  id: z.string(),
  url: z.string().describe('/media/{filename}'),
  mimeType: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  alt: Heading,
  sizes: z.array(MediaSize).describe('Smaller WebP renditions, narrowest first (for srcset).'),
  focal: Focal.nullable().describe(
    "Where crops of the picture centre, in percent from the left and the top (the staff's focal point); null: the middle.",
  ),
})
export type Media = z.infer<typeof Media>

const cafPanel = z.object({
  image: Media.nullable(),
  text: Localized,
  text_position: position,
  text_bg_color: colour,
  text_color: colour,
})

const amount = z.number().min(0).nullable()
/** A wine's EU e-label (src/contract/elabel.ts); amounts per 100 ml, null when not given. */
export const WineLabel = z.object({
  ingredients: z.array(
    z.object({ category: z.enum(INGREDIENT_CATEGORIES).nullable(), name: Localized, allergen: z.boolean() }),
  ),
  energy_kj: amount,
  energy_kcal: amount,
  nutrients: z.object({
    fat: amount,
    saturates: amount,
    carbohydrate: amount,
    sugars: amount,
    protein: amount,
    salt: amount,
  }),
  negligible: z.array(z.enum(NEGLIGIBLE_NUTRIENTS)),
  alcohol: amount,
  bottle_ml: amount,
  packaging: Localized,
  producer: z.string().nullable(),
  bottler: z.string().nullable(),
})
export type WineLabel = z.infer<typeof WineLabel>

export const Wine = z.object({
  id: z.string(),
  slug: z.string().regex(SLUG_PATTERN),
  name: z.string().min(1),
  harvest: z.string().nullable(),
  grape_variety: Localized,
  description: Localized,
  image: Media,
  url: z.string().nullable().describe('External review / rating page.'),
  style: z.enum(WINE_STYLES),
  order: z.number(),
  countries,
  caf: z.object({ colour: cafPanel, aroma: cafPanel, flavour: cafPanel }),
  stories: z.array(
    z.object({
      id: z.string(),
      title: Heading,
      description: Localized,
      image: Media,
      text_position: position,
      text_color: colour,
      text_background_color: colour,
    }),
  ),
  foods: z.array(
    z.object({
      id: z.string(),
      name: Heading,
      description: Localized,
      image: Media,
      text_position: position,
      background_text: colour,
      text_color: colour,
    }),
  ),
  portfolio: z.array(z.object({ id: z.string(), name: z.string(), image: Media, description: Localized })),
  taste_profile: z
    .record(z.string(), z.number().min(PALATE_MIN).max(PALATE_MAX))
    .describe('Axis (TASTE_AXES) to 0..6.'),
  label: WineLabel.nullable(),
})
export type Wine = z.infer<typeof Wine>

/** `held`: the languages whose pages leave the item out while its translation lags (cms/translations/rule.ts). */
const base = { id: z.string(), order: z.number(), countries, held: z.array(z.string()).optional() }
/** What every card shows beside its heading: a text and a picture. */
const card = { ...base, description: Localized, image: Media }
const link = z.string().nullable()
const states = z.array(z.string())
const zip_codes = z.array(z.string())

const Discover = z.object({
  ...card,
  name: Heading,
  link,
  align_content: z.enum(['left', 'center', 'right']),
  text_color: colour,
})
const Enjoy = Discover.extend({ background_color: colour })
const Shop = z.object({
  ...card,
  name: Heading,
  text_color: colour,
  background_color: colour,
  link: z.object({ type: z.enum(['internal', 'other']), path: z.string().nullable() }),
})
const Vendor = z.object({ ...card, shop_name: Heading, link, states, zip_codes })
const Promotion = z.object({
  ...card,
  title: Heading,
  link,
  newest: z.boolean().describe('Shows the "new" badge. Always false for local promotions.'),
  states,
})
const LocalPromotion = Promotion.omit({ newest: true }).extend({ zip_codes })
const Club = z.object({ ...card, title: Heading, link })
const Popup = z.object({ ...base, title: Heading, description: Localized })
const OtherPopup = z.object({
  ...base,
  title: Heading,
  image: Media.nullable(),
  iframe: described('Address of a page to embed instead of the image.'),
  link: Localized,
  states,
  zip_codes,
})

const Settings = z.object({
  winery_name: z.string(),
  website: z.string().nullable(),
  contact_email: z.string().nullable(),
  social: z.array(z.object({ key: z.string(), val: z.string() })),
  podcast: z.array(z.object({ key: z.string(), val: z.string() })),
  terms: Localized,
  /** The Google Tag Manager container staff named (src/contract/tagManager.ts), or null. */
  tag_manager_id: z.string().nullable().default(null),
})

/**
 * Every content list of the snapshot, the one list of content collections: its key in the snapshot
 * and in the site's Astro collections, its Payload collection slug, and its schema.
 */
export const CONTENT_LISTS = {
  wines: { slug: 'wines', schema: Wine },
  discovers: { slug: 'discovers', schema: Discover },
  enjoys: { slug: 'enjoys', schema: Enjoy },
  shops: { slug: 'shops', schema: Shop },
  vendors: { slug: 'vendors', schema: Vendor },
  promotions: { slug: 'promotions', schema: Promotion },
  localPromotions: { slug: 'local-promotions', schema: LocalPromotion },
  clubs: { slug: 'clubs', schema: Club },
  popups: { slug: 'popups', schema: Popup },
  otherPopups: { slug: 'other-popups', schema: OtherPopup },
} as const
export type ContentListKey = keyof typeof CONTENT_LISTS
export type ContentSlug = (typeof CONTENT_LISTS)[ContentListKey]['slug']
export type ContentItem<K extends ContentListKey> = z.infer<(typeof CONTENT_LISTS)[K]['schema']>
/** What a content list's shaper makes (cms/snapshot/buildSnapshot.ts), before the snapshot's parse. */
export type ContentInput<K extends ContentListKey> = z.input<(typeof CONTENT_LISTS)[K]['schema']>
export const CONTENT_LIST_KEYS = Object.keys(CONTENT_LISTS) as ContentListKey[]
/** The Payload slugs of the content collections, in the order above. */
export const CONTENT_SLUGS: ContentSlug[] = CONTENT_LIST_KEYS.map((k) => CONTENT_LISTS[k].slug)

const lists = Object.fromEntries(CONTENT_LIST_KEYS.map((k) => [k, z.array(CONTENT_LISTS[k].schema)])) as {
  [K in ContentListKey]: z.ZodArray<(typeof CONTENT_LISTS)[K]['schema']>
}

export const Snapshot = z.object({
  version: z.literal(1),
  generatedAt: z.string(),
  locales: z.array(z.enum(LOCALES)),
  defaultLocale: z.literal('en'),
  settings: Settings,
  countries,
  ...lists,
})
export type Snapshot = z.infer<typeof Snapshot>
type Discover = z.infer<typeof Discover>
type Enjoy = z.infer<typeof Enjoy>
type Shop = z.infer<typeof Shop>
type Vendor = z.infer<typeof Vendor>
type Promotion = z.infer<typeof Promotion>
type Club = z.infer<typeof Club>
