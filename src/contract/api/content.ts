/**
 * Requests and responses of the spec's content calls (§7), as the API sends them: texts already
 * resolved in the visitor's language (locale cookie, else Accept-Language, else en; a missing text
 * falls back to en). Shared by the API (cms/api/routes/content.ts), the site and /api/openapi.json.
 */
import { z } from 'zod'
import type { RouteSpec } from './route'

const hex = z.string().nullable()
const position = z.enum(['top', 'center', 'bottom'])

export const ApiMedia = z.object({
  id: z.string(),
  url: z.string().describe('/media/{filename}'),
  mimeType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  sizes: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })).describe('Smaller WebP renditions, narrowest first (for srcset).'),
})
export type ApiMedia = z.infer<typeof ApiMedia>

/** A rating as stars: 1 to 5, 0 when unrated. */
const stars = z.number().int().min(0).max(5)

/** The signed-in member's passport entry of one wine (spec §3 "passport"). */
export const WinePassport = z.object({
  id: z.string(),
  wine_rating: z.number().int().min(1).max(5).nullable(),
  colour_rating: z.number().int().min(1).max(5).nullable(),
  aroma_rating: z.number().int().min(1).max(5).nullable(),
  flavour_rating: z.number().int().min(1).max(5).nullable(),
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

export const ApiStory = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image: ApiMedia,
  text_position: position,
  text_color: hex,
  text_background_color: hex,
})

export const ApiFood = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: ApiMedia,
  text_position: position,
  background_text: hex,
  text_color: hex,
})

export const ApiPortfolioItem = z.object({ id: z.string(), name: z.string(), image: ApiMedia, description: z.string().nullable() })

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
  passport: z.array(WinePassport).describe("The signed-in member's passport entry of this wine as a one-item list; [] when none or anonymous."),
})
export type ApiWine = z.infer<typeof ApiWine>

export const ApiFoodPreview = ApiFood.extend({ wine: z.object({ id: z.string(), slug: z.string(), name: z.string() }) })

export const ApiDiscover = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: ApiMedia,
  link: z.string().nullable(),
  align_content: z.enum(['left', 'center', 'right']),
  text_color: hex,
})

export const ApiEnjoy = ApiDiscover.extend({
  background_color: hex,
  name_en: z.string().describe('The English name, for the analytics event label.'),
})

export const ApiShop = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: ApiMedia,
  text_color: hex,
  background_color: hex,
  link: z.object({ type: z.enum(['internal', 'other']), path: z.string().nullable() }),
})

export const ApiVendor = z.object({
  id: z.string(),
  shop_name: z.string(),
  shop_name_en: z.string().describe('The English shop name, for the analytics event label.'),
  description: z.string().nullable(),
  image: ApiMedia,
  link: z.string().nullable(),
})

export const ApiPromotion = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image: ApiMedia,
  link: z.string().nullable(),
  newest: z.boolean().describe('Shows the "new" badge. Always false for local promotions.'),
})

export const ApiClub = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image: ApiMedia,
  link: z.string().nullable(),
})

export const ApiPopup = z.object({ id: z.string(), title: z.string(), description: z.string().nullable() })

export const ApiOtherPopup = z.object({
  id: z.string(),
  title: z.string(),
  image: ApiMedia.nullable(),
  iframe: z.string().nullable().describe('Address of a page to embed instead of the image.'),
  link: z.string().nullable(),
})

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })
const one = <T extends z.ZodType>(item: T) => z.object({ data: item })

/** Place parameters as the client sends them: free text, trimmed and compared case-insensitively. */
const place = z.string().max(64)

export const SellersRequest = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/).describe('ISO 3166-1 alpha-2 country code.'),
  state: place.nullish(),
  zip_code: place.nullish(),
})
export type SellersRequest = z.infer<typeof SellersRequest>

export const PopupOthersRequest = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/),
  current: z.union([z.string().max(64), z.number()]).nullish().describe('The id of the other popup shown last (not shown again).'),
  zipCode: place.nullish(),
  state: place.nullish(),
})
export type PopupOthersRequest = z.infer<typeof PopupOthersRequest>

export const ErrorResponse = z.object({ message: z.string() })
export const ValidationErrorResponse = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })

const countryQuery = { country: "ISO 3166-1 alpha-2 code; default: the country cookie, else the signed-in member's country." }

export const routes: RouteSpec[] = [
  { method: 'get', path: '/api/wines', summary: "Wines sold in the visitor's country (country cookie or ?country=).", response: list(ApiWine), auth: 'none', query: countryQuery },
  { method: 'get', path: '/api/wines/{country}', summary: 'Wines sold in a country, in their order.', response: list(ApiWine), auth: 'none' },
  { method: 'get', path: '/api/wines/detail/{slug}', summary: "One published wine by slug, if sold in the visitor's country.", response: one(ApiWine), auth: 'none', errors: [404], query: countryQuery },
  { method: 'get', path: '/api/wines/preview/{id}', summary: 'The latest draft of a wine (staff only; 404 for anyone else).', response: one(ApiWine), auth: 'staff', errors: [404] },
  { method: 'get', path: '/api/foods/preview/{id}', summary: "The latest draft of a food pairing, with its wine (staff only).", response: one(ApiFoodPreview), auth: 'staff', errors: [404] },
  { method: 'get', path: '/api/discovers/{country}', summary: 'Experiences of a country.', response: list(ApiDiscover), auth: 'none' },
  { method: 'get', path: '/api/discovers/preview/{id}', summary: 'The latest draft of an experience (staff only).', response: one(ApiDiscover), auth: 'staff', errors: [404] },
  { method: 'get', path: '/api/enjoys/{country}', summary: 'Enjoy offers of a country.', response: list(ApiEnjoy), auth: 'none' },
  { method: 'get', path: '/api/enjoys/preview/{id}', summary: 'The latest draft of an enjoy offer (staff only).', response: one(ApiEnjoy), auth: 'staff', errors: [404] },
  { method: 'get', path: '/api/shops/{country}', summary: 'Shops of a country.', response: list(ApiShop), auth: 'none' },
  { method: 'get', path: '/api/clubs', summary: "Club items of the visitor's country (country cookie or ?country=).", response: list(ApiClub), auth: 'none', query: countryQuery },
  { method: 'get', path: '/api/promotions/{country}/{state}', summary: 'Promotions of a country for everyone there or for that state ("-", "null" or "undefined": no state).', response: list(ApiPromotion), auth: 'none' },
  {
    method: 'get',
    path: '/api/promotions',
    summary: "With ?user=true: the local promotions for the visitor's country, state and zip_code cookies. Without: the promotions for the country and state cookies.",
    response: list(ApiPromotion),
    auth: 'none',
    query: { user: 'true for local promotions' },
  },
  { method: 'get', path: '/api/promotions/preview/{id}', summary: 'The latest draft of a promotion or local promotion (staff only).', response: one(ApiPromotion), auth: 'staff', errors: [404] },
  { method: 'post', path: '/api/sellers', summary: 'Vendors of a country whose states are empty or include the state, and whose zip codes are empty or include the zip code.', request: SellersRequest, response: list(ApiVendor), auth: 'none', errors: [400, 422] },
  { method: 'get', path: '/api/sellers/preview/{id}', summary: 'The latest draft of a vendor (staff only).', response: one(ApiVendor), auth: 'staff', errors: [404] },
  { method: 'get', path: '/api/popup', summary: "The promotion popup of the visitor's country (country cookie or ?country=), or data: null.", response: one(ApiPopup.nullable()), auth: 'none', query: countryQuery },
  { method: 'post', path: '/api/popup-others', summary: 'An other popup for the place, other than `current`, or data: null.', request: PopupOthersRequest, response: one(ApiOtherPopup.nullable()), auth: 'none', errors: [400, 422] },
]
