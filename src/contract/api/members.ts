/**
 * Requests and responses of the member-data calls (spec §7): the passport (rated wines and notes)
 * and the palate. Shared by the API (cms/api/routes/members.ts, palate.ts), the site and OpenAPI.
 */
import { z } from 'zod'
import { CALLS } from './paths'
import { ApiMedia } from './wine'
import { AUTH, body, errors, ok, params, route } from './route'
import { PALATE_MAX, PALATE_MIN, STARS } from '../constants'
import { IDEMPOTENCY_HEADER } from '../headers'

/** Longest note we store (the spec shows no limit; a very long note is a mistake or abuse). */
const COMMENT_MAX = 5000

const rating = z.number().int().min(1).max(STARS)

/** What a member writes in a passport entry. */
export const PASSPORT_FIELDS = ['wine_rating', 'colour_rating', 'aroma_rating', 'flavour_rating', 'comment'] as const
export type PassportField = (typeof PASSPORT_FIELDS)[number]

/** Validation messages (message keys, answered translated). */
const invalid = { error: 'api.content.field-invalid' } as const
const range = { error: 'api.passport.rating-range' } as const
const ratingField = z.number(range).int(range).min(1, range).max(STARS, range)

export const PassportEntry = z.object({
  id: z.string(),
  wine: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    harvest: z.string().nullable(),
    grape_variety: z.string().nullable().describe("In the visitor's language."),
    image: ApiMedia.nullable(),
  }),
  wine_rating: rating.nullable(),
  colour_rating: rating.nullable(),
  aroma_rating: rating.nullable(),
  flavour_rating: rating.nullable(),
  comment: z.string().nullable(),
})
export type PassportEntry = z.infer<typeof PassportEntry>

/**
 * POST /api/wines/{id}/passport: any of the ratings, or a comment, or the whole entry. Fields left
 * out (or null) stay as they are; at least one field must be given. `id`, when sent, must be the
 * member's entry of this wine.
 */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/
const keyInvalid = { error: 'api.passport.key-invalid' } as const
const PassportHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string(keyInvalid)
    .regex(IDEMPOTENCY_KEY, keyInvalid)
    .optional()
    .describe(
      '8-128 letters, digits, - or _, new for each write. A write already taken with this key answers the entry as it is now, with Idempotent-Replayed: true.',
    ),
})

const commentInvalid = { error: 'api.passport.comment-invalid' } as const
const agoInvalid = { error: 'api.passport.edited-invalid' } as const
const PassportRequest = z
  .object(
    {
      id: z.union([z.string().max(64), z.number()], { error: 'api.passport.id-mismatch' }).nullish(),
      wine_rating: ratingField.nullish(),
      colour_rating: ratingField.nullish(),
      aroma_rating: ratingField.nullish(),
      flavour_rating: ratingField.nullish(),
      comment: z.string(commentInvalid).max(COMMENT_MAX, commentInvalid).nullish(),
      edited_ms_ago: z
        .number(agoInvalid)
        .int(agoInvalid)
        .min(0, agoInvalid)
        .nullish()
        .describe(
          'How long ago the edit was made on the device (a write sent later, from an offline queue). Field by field, the edit made last wins; omitted: now.',
        ),
    },
    invalid,
  )
  .meta({
    // At least one of the fields, not null: said in the document as JSON Schema can say it.
    anyOf: PASSPORT_FIELDS.map((field) => ({ required: [field], properties: { [field]: { not: { type: 'null' } } } })),
  })

const axes = z
  .record(z.string(), z.number().min(PALATE_MIN).max(PALATE_MAX))
  .describe('Axis (fruit, body, tannin, acidity, sweetness, oak) to 0..6.')

export const Palate = z.object({
  user_palate: axes.describe("The member's palate; {} when nothing is rated."),
  wine_palates: z
    .record(z.string(), axes)
    .describe('Wine name (with the harvest when two names collide) to its taste profile.'),
})
export type Palate = z.infer<typeof Palate>

/** The palate calls answer data.data (spec §7: the client reads data.data.user_palate). */
export const PalateResponse = z.object({ data: z.object({ data: Palate }) })

const PalateTempRequest = z.object(
  {
    wine_id: z.union([z.string().max(64), z.number()], { error: 'api.palate.wine-required' }),
    colour: ratingField,
    aroma: ratingField,
    flavour: ratingField,
  },
  invalid,
)

/** The entry as stored after the write, and the fields it did not change because a later edit is stored. */
const PassportSaved = z.object({
  data: PassportEntry,
  superseded: z.array(z.enum(PASSPORT_FIELDS)).describe('Fields kept as stored: their stored edit is newer.'),
})
type PassportSaved = z.infer<typeof PassportSaved>

const tags = ['members']

export const passports = route({
  ...CALLS.passports,
  tags,
  ...AUTH.member,
  summary: "The member's passport: rated wines with ratings and notes, newest first.",
  responses: { 200: ok(z.object({ data: z.array(PassportEntry) })), ...errors(401) },
})
export const savePassport = route({
  ...CALLS.savePassport,
  tags,
  ...AUTH.member,
  summary:
    "Creates or updates the member's one passport entry of a published wine (ratings 1-5 and/or a note). 201 when created.",
  request: { params: params('id'), headers: PassportHeaders, body: body(PassportRequest) },
  responses: { 200: ok(PassportSaved), 201: ok(PassportSaved, 'Created'), ...errors(400, 401, 404, 422) },
})
export const palate = route({
  ...CALLS.palate,
  tags,
  ...AUTH.member,
  summary: "The member's palate and the profiles of the wines they rated (docs/palate.md).",
  responses: { 200: ok(PalateResponse), ...errors(401) },
})
export const tempPalate = route({
  ...CALLS.tempPalate,
  tags,
  ...AUTH.none,
  summary: 'A palate for one wine from colour, aroma and flavour ratings (anonymous visitors).',
  request: { body: body(PalateTempRequest) },
  responses: { 200: ok(PalateResponse), ...errors(400, 404, 422) },
})

export const routes = [passports, savePassport, palate, tempPalate]
