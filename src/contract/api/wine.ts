/**
 * A wine as the content calls send it: its texts in the visitor's language, its pictures in every
 * size, its colour/aroma/flavour panels, stories, pairings and portfolio, and the signed-in member's
 * passport entry. Shared by the API (cms/api/content), the site and /api/openapi.json.
 */
import { z } from 'zod'
import { STARS } from '../constants'
import { inLocaleSchema, WineInLocale } from '../inLocale'
import { Media, Wine } from '../snapshot'

/** A picture in the visitor's language (its alt text). */
export const ApiMedia = inLocaleSchema(Media)
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

const ApiFood = inLocaleSchema(Wine.shape.foods.element)

export const ApiWine = inLocaleSchema(WineInLocale).extend({
  rating: z
    .object({ wine: stars, colour: stars, aroma: stars, flavour: stars })
    .describe("The signed-in member's ratings of this wine; 0 when unrated or anonymous."),
  passport: z
    .array(WinePassport)
    .describe("The signed-in member's passport entry of this wine as a one-item list; [] when none or anonymous."),
})
export type ApiWine = z.infer<typeof ApiWine>

export const ApiFoodPreview = ApiFood.extend({ wine: z.object({ id: z.string(), slug: z.string(), name: z.string() }) })
