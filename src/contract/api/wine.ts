/**
 * A wine as the content calls send it: its texts in the visitor's language, its pictures in every
 * size, its colour/aroma/flavour panels, stories, pairings and portfolio, and the signed-in member's
 * passport entry. Shared by the API (cms/api/content), the site and /api/openapi.json.
 */
import { z } from 'zod'
import { STARS } from '../constants'

/** A colour as staff set it, or null for the theme's. */
const hex = z.string().nullable()
const position = z.enum(['top', 'center', 'bottom'])

export const ApiMedia = z.object({
  id: z.string(),
  url: z.string().describe('/media/{filename}'),
  mimeType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  sizes: z
    .array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }))
    .describe('Smaller WebP renditions, narrowest first (for srcset).'),
  focal: z
    .object({ x: z.number(), y: z.number() })
    .nullable()
    .describe(
      "Where crops of the picture centre, in percent from the left and the top (the staff's focal point); null: the middle.",
    ),
})
export type ApiMedia = z.infer<typeof ApiMedia>

/** A rating as stars: 1 to 5, 0 when unrated. */
const stars = z.number().int().min(0).max(STARS)

/** The signed-in member's passport entry of one wine (spec §3 "passport"). */
export const WinePassport = z.object({
  id: z.string(),
  wine_rating: z.number().int().min(1).max(STARS).nullable(),
  colour_rating: z.number().int().min(1).max(STARS).nullable(),
  aroma_rating: z.number().int().min(1).max(STARS).nullable(),
  flavour_rating: z.number().int().min(1).max(STARS).nullable(),
  comment: z.string().nullable(),
})
export type WinePassport = z.infer<typeof WinePassport>

const cafPanel = z.object({
  image: ApiMedia.nullable(),
  text: z.string().nullable(),
  text_position: position,
  text_bg_color: hex,
  text_color: hex,
})

/** A story or a pairing: a picture and its text, placed and coloured as staff set them. */
const slide = {
  id: z.string(),
  description: z.string().nullable(),
  image: ApiMedia,
  text_position: position,
  text_color: hex,
}
const ApiStory = z.object({ ...slide, title: z.string(), text_background_color: hex })
const ApiFood = z.object({ ...slide, name: z.string(), background_text: hex })

const ApiPortfolioItem = z.object({
  id: z.string(),
  name: z.string(),
  image: ApiMedia,
  description: z.string().nullable(),
})

export const ApiWine = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  harvest: z.string().nullable(),
  grape_variety: z.string().nullable(),
  description: z.string().nullable(),
  image: ApiMedia,
  url: z.string().nullable().describe('External review / rating page.'),
  style: z.enum(['red', 'white', 'rose', 'sparkling', 'sweet']),
  countries: z.array(z.string()),
  caf: z.object({ colour: cafPanel, aroma: cafPanel, flavour: cafPanel }),
  stories: z.array(ApiStory),
  foods: z.array(ApiFood),
  portfolio: z.array(ApiPortfolioItem),
  taste_profile: z.record(z.string(), z.number()).describe('Axis (TASTE_AXES) to 0..6.'),
  rating: z
    .object({ wine: stars, colour: stars, aroma: stars, flavour: stars })
    .describe("The signed-in member's ratings of this wine; 0 when unrated or anonymous."),
  passport: z
    .array(WinePassport)
    .describe("The signed-in member's passport entry of this wine as a one-item list; [] when none or anonymous."),
})
export type ApiWine = z.infer<typeof ApiWine>

export const ApiFoodPreview = ApiFood.extend({ wine: z.object({ id: z.string(), slug: z.string(), name: z.string() }) })
