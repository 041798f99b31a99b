/**
 * Requests and responses of the spec's content calls (§7), as the API sends them: texts already
 * resolved in the visitor's language (locale cookie, else Accept-Language, else en; a missing text
 * falls back to en). Shared by the API (cms/api/routes/content.ts), the site and /api/openapi.json.
 */
import { z } from 'zod'
import { CALLS, type ApiCall } from './paths'
import { AUTH, body, errors, ok, params, query, route } from './route'
import { ApiFoodPreview, ApiWine } from './wine'
import { CONTENT_LISTS } from '../snapshot'
import { inLocaleSchema } from '../inLocale'
import { COUNTRY_CODE_ANY_CASE } from '../patterns'

/** What only the site's own pages read of a list's item: its order, where it is aimed, the languages holding it back. */
const siteOnly = { order: true, countries: true, held: true } as const
const toStates = { ...siteOnly, states: true } as const
const toZips = { ...toStates, zip_codes: true } as const

/**
 * Each list's item as the API answers it, before its extras: the snapshot's item (src/contract/snapshot.ts)
 * without what only the site reads, in the visitor's language (src/contract/inLocale.ts).
 */
export const API_ITEMS = {
  discovers: CONTENT_LISTS.discovers.schema.omit(siteOnly),
  enjoys: CONTENT_LISTS.enjoys.schema.omit(siteOnly),
  shops: CONTENT_LISTS.shops.schema.omit(siteOnly),
  vendors: CONTENT_LISTS.vendors.schema.omit(toZips),
  promotions: CONTENT_LISTS.promotions.schema.omit(toStates),
  'local-promotions': CONTENT_LISTS.localPromotions.schema.omit(toZips),
  clubs: CONTENT_LISTS.clubs.schema.omit(siteOnly),
  popups: CONTENT_LISTS.popups.schema.omit(siteOnly),
  'other-popups': CONTENT_LISTS.otherPopups.schema.omit(toZips),
}

export const ApiDiscover = inLocaleSchema(API_ITEMS.discovers)
export const ApiEnjoy = inLocaleSchema(API_ITEMS.enjoys).extend({
  name_en: z.string().describe('The English name, for the analytics event label.'),
})
export const ApiShop = inLocaleSchema(API_ITEMS.shops)
export const ApiVendor = inLocaleSchema(API_ITEMS.vendors).extend({
  shop_name_en: z.string().describe('The English shop name, for the analytics event label.'),
})
export const ApiPromotion = inLocaleSchema(API_ITEMS.promotions)
export const ApiClub = inLocaleSchema(API_ITEMS.clubs)
export const ApiPopup = inLocaleSchema(API_ITEMS.popups)
export const ApiOtherPopup = inLocaleSchema(API_ITEMS['other-popups'])

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })
const one = <T extends z.ZodType>(item: T) => z.object({ data: item })

/**
 * The validation messages of these bodies (message keys, answered translated): a bad country has its
 * own, anything else is "not valid".
 */
const invalid = { error: 'api.content.field-invalid' } as const
const badCountry = { error: 'api.content.country-invalid' } as const
const countryField = z.string(badCountry).regex(COUNTRY_CODE_ANY_CASE, badCountry)

/** Place parameters as the client sends them: free text, trimmed and compared case-insensitively. */
const place = z.string(invalid).max(64, invalid).nullish()

const SellersRequest = z.object(
  { country: countryField.describe('ISO 3166-1 alpha-2 country code.'), state: place, zip_code: place },
  invalid,
)
type SellersRequest = z.infer<typeof SellersRequest>

const PopupOthersRequest = z.object(
  {
    country: countryField,
    current: z
      .union([z.string().max(64), z.number()], invalid)
      .nullish()
      .describe('The id of the other popup shown last (not shown again).'),
    zipCode: place,
    state: place,
  },
  invalid,
)
type PopupOthersRequest = z.infer<typeof PopupOthersRequest>

const tags = ['content']
const countryQuery = query({
  country: "ISO 3166-1 alpha-2 code; default: the country cookie, else the signed-in member's country.",
})
const byCountry = { params: params('country') }
const byId = { params: params('id') }
/** A draft in the language of the page that shows it (a staff preview of any language). */
const draftById = {
  ...byId,
  query: query({
    locale: "The language to show the draft in (the preview page's); default: the locale cookie, else Accept-Language.",
  }),
}

export const wines = route({
  ...CALLS.wines,
  tags,
  ...AUTH.none,
  summary: "Wines sold in the visitor's country (country cookie or ?country=).",
  request: { query: countryQuery },
  responses: { 200: ok(list(ApiWine)) },
})
export const winesOfCountry = route({
  ...CALLS.winesOfCountry,
  tags,
  ...AUTH.none,
  summary: 'Wines sold in a country, in their order.',
  request: byCountry,
  responses: { 200: ok(list(ApiWine)) },
})
export const wine = route({
  ...CALLS.wine,
  tags,
  ...AUTH.none,
  summary: "One published wine by slug, if sold in the visitor's country.",
  request: { params: params('slug'), query: countryQuery },
  responses: { 200: ok(one(ApiWine)), ...errors(404) },
})
export const winePreview = route({
  ...CALLS.winePreview,
  tags,
  ...AUTH.staff,
  summary: 'The latest draft of a wine (staff only; 404 for anyone else).',
  request: draftById,
  responses: { 200: ok(one(ApiWine)), ...errors(404) },
})
export const foodPreview = route({
  ...CALLS.foodPreview,
  tags,
  ...AUTH.staff,
  summary: 'The latest draft of a food pairing, with its wine (staff only).',
  request: draftById,
  responses: { 200: ok(one(ApiFoodPreview)), ...errors(404) },
})
// Generic in the call, so that each declaration keeps its literal path (src/contract/api/typed.ts finds it by that).
const countryList = <C extends ApiCall<'get'>, S extends z.ZodType>(call: C, summary: string, item: S) =>
  route({
    ...call,
    tags,
    ...AUTH.none,
    summary,
    request: byCountry,
    responses: { 200: ok(list(item)) },
  })
const preview = <C extends ApiCall<'get'>, S extends z.ZodType>(call: C, summary: string, item: S) =>
  route({
    ...call,
    tags,
    ...AUTH.staff,
    summary,
    request: draftById,
    responses: { 200: ok(one(item)), ...errors(404) },
  })

export const discovers = countryList(CALLS.discovers, 'Experiences of a country.', ApiDiscover)
export const discoverPreview = preview(
  CALLS.discoverPreview,
  'The latest draft of an experience (staff only).',
  ApiDiscover,
)
export const enjoys = countryList(CALLS.enjoys, 'Enjoy offers of a country.', ApiEnjoy)
export const enjoyPreview = preview(CALLS.enjoyPreview, 'The latest draft of an enjoy offer (staff only).', ApiEnjoy)
export const shops = countryList(CALLS.shops, 'Shops of a country.', ApiShop)
export const shopPreview = preview(CALLS.shopPreview, 'The latest draft of a shop (staff only).', ApiShop)
export const clubPreview = preview(CALLS.clubPreview, 'The latest draft of a club item (staff only).', ApiClub)
export const clubs = route({
  ...CALLS.clubs,
  tags,
  ...AUTH.none,
  summary: "Club items of the visitor's country (country cookie or ?country=).",
  request: { query: countryQuery },
  responses: { 200: ok(list(ApiClub)) },
})
export const promotionsOfState = route({
  ...CALLS.promotionsOfState,
  tags,
  ...AUTH.none,
  summary: 'Promotions of a country for everyone there or for that state ("-", "null" or "undefined": no state).',
  request: { params: params('country', 'state') },
  responses: { 200: ok(list(ApiPromotion)) },
})
export const promotions = route({
  ...CALLS.promotions,
  tags,
  ...AUTH.none,
  summary:
    "With ?user=true: the local promotions for the visitor's country, state and zip_code cookies. Without: the promotions for the country and state cookies.",
  request: {
    query: query({ user: 'true for local promotions', country: countryQuery.shape.country.description ?? '' }),
  },
  responses: { 200: ok(list(ApiPromotion)) },
})
export const promotionPreview = preview(
  CALLS.promotionPreview,
  'The latest draft of a promotion or local promotion (staff only).',
  ApiPromotion,
)
export const sellers = route({
  ...CALLS.sellers,
  tags,
  ...AUTH.none,
  summary:
    'Vendors of a country whose states are empty or include the state, and whose zip codes are empty or include the zip code.',
  request: { body: body(SellersRequest) },
  responses: { 200: ok(list(ApiVendor)), ...errors(400, 422) },
})
export const sellerPreview = preview(CALLS.sellerPreview, 'The latest draft of a vendor (staff only).', ApiVendor)
export const popup = route({
  ...CALLS.popup,
  tags,
  ...AUTH.none,
  summary: "The promotion popup of the visitor's country (country cookie or ?country=), or data: null.",
  request: { query: countryQuery },
  responses: { 200: ok(one(ApiPopup.nullable())) },
})
export const popupPreview = preview(CALLS.popupPreview, 'The latest draft of a promotion popup (staff only).', ApiPopup)
export const otherPopupPreview = preview(
  CALLS.otherPopupPreview,
  'The latest draft of an other popup (staff only).',
  ApiOtherPopup,
)
export const otherPopup = route({
  ...CALLS.otherPopup,
  tags,
  ...AUTH.none,
  summary: 'An other popup for the place, other than `current`, or data: null.',
  request: { body: body(PopupOthersRequest) },
  responses: { 200: ok(one(ApiOtherPopup.nullable())), ...errors(400, 422) },
})

/** Every call of this file; fixed paths (detail, preview) come before /api/wines/{country}. */
export const routes = [
  wines,
  wine,
  winePreview,
  winesOfCountry,
  foodPreview,
  discoverPreview,
  discovers,
  enjoyPreview,
  enjoys,
  shopPreview,
  shops,
  clubPreview,
  clubs,
  promotionPreview,
  promotions,
  promotionsOfState,
  sellers,
  sellerPreview,
  popup,
  otherPopup,
  popupPreview,
  otherPopupPreview,
]
