/**
 * The member's own data (spec §7 and docs/decisions.md, "Your data in your hands"): the current user,
 * the profile and its picture, the email change link, the export and the deletion. Request and
 * response schemas shared by the API (cms/api/routes/profile.ts, yourData.ts) and the site; the
 * field rules they share with sign-up are in accounts.ts.
 */
import { z } from 'zod'
import { CALLS } from './paths'
import { AUTH, bare, Binary, body, errors, ok, params, query, queryChoice, route } from './route'
import { NAME_MIN, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../constants'
import {
  blankToUndefined,
  Checkbox,
  CountryCode,
  Email,
  MessageResponse,
  requiredText,
  User,
  UserResponse,
  VALIDATION_KEYS,
} from './accounts'

const tags = ['accounts']

/** POST /api/profile (multipart/form-data; JSON without image is accepted too). */
export const ProfileRequest = z.object({
  id: z.unknown().optional(),
  name: requiredText(VALIDATION_KEYS.nameRequired, NAME_MIN, VALIDATION_KEYS.nameMin),
  surname: requiredText(VALIDATION_KEYS.surnameRequired, NAME_MIN, VALIDATION_KEYS.surnameMin),
  country: CountryCode,
  email: Email,
  keep_me_update: Checkbox,
  /** Needed only when `email` differs from the current address (the change waits for a link mailed to the new one). */
  current_password: z.unknown().optional(),
  /** jpg/jpeg/png by content, at most PROFILE_IMAGE_MAX_BYTES; stored re-encoded without metadata. */
  image: z
    .unknown()
    .optional()
    .describe(`binary, ${PROFILE_IMAGE_TYPES.join(' or ')}, at most ${PROFILE_IMAGE_MAX_BYTES} bytes`),
})

const ProfileUpdateResponse = z.object({
  data: User,
  message: z.string(),
  /** Always false now: an address changes only when its link is followed. */
  email_changed: z.boolean(),
  /** The new address a confirmation link was mailed to, while the change waits for it. */
  email_pending: z.string().nullable(),
})

/** Deleting the account asks for the password again (GDPR art. 17; docs/decisions.md "Your data in your hands"). */
const DeleteAccountRequest = z.object({
  /** Not needed within 5 minutes of confirming with a linked provider (GET /api/auth/{provider}/start?for=delete). */
  current_password: z.preprocess(
    blankToUndefined,
    z
      .string({ error: VALIDATION_KEYS.deletePasswordRequired })
      .max(200, { error: VALIDATION_KEYS.invalidField })
      .optional(),
  ),
})

const Ratings = {
  wine_rating: z.number().nullable(),
  colour_rating: z.number().nullable(),
  aroma_rating: z.number().nullable(),
  flavour_rating: z.number().nullable(),
}
/** Everything the app holds about a member (GDPR art. 15 and 20), as GET /api/profile/export answers it. */
export const DataExport = z.object({
  exported_at: z.string(),
  profile: User.omit({ image: true }).extend({
    surname: z.string(),
    legal: z.boolean(),
    terms: z.boolean(),
    has_picture: z.boolean().describe('The picture itself: GET /api/profile/avatar'),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  passport: z.array(
    z.object({
      wine: z.object({ id: z.string(), name: z.string(), harvest: z.string().nullable() }),
      ...Ratings,
      note: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  palate: z.object({
    user_palate: z.record(z.string(), z.number()),
    wine_palates: z.record(z.string(), z.record(z.string(), z.number())),
  }),
  sign_ins: z
    .array(
      z.object({
        signed_in_at: z.string(),
        expires_at: z.string(),
        ip: z.string().nullable(),
        browser: z.string().nullable(),
      }),
    )
    .describe('The sessions still open'),
  linked_sign_ins: z
    .array(z.object({ provider: z.string(), email: z.string().nullable(), linked_at: z.string() }))
    .describe('Social sign-ins linked to the account'),
  visits: z
    .array(
      z.object({
        at: z.string(),
        ip: z.string().nullable(),
        country: z.string().nullable(),
        state: z.string().nullable(),
        zip_code: z.string().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        language: z.string().nullable(),
      }),
    )
    .describe('Start-up records sent while signed in (POST /api/tracking)'),
})
export type DataExport = z.infer<typeof DataExport>

export const currentUser = route({
  ...CALLS.currentUser,
  tags,
  ...AUTH.member,
  summary: 'The signed-in member',
  responses: { 200: ok(UserResponse), ...errors(401) },
})
export const profile = route({
  ...CALLS.profile,
  tags,
  ...AUTH.member,
  summary: "The signed-in member's profile",
  responses: { 200: ok(UserResponse), ...errors(401) },
})
export const avatar = route({
  ...CALLS.avatar,
  tags,
  ...AUTH.member,
  summary: "The signed-in member's own profile picture (private)",
  responses: {
    200: { description: 'The picture', content: { 'image/jpeg': { schema: Binary }, 'image/png': { schema: Binary } } },
    ...errors(401, 404),
  },
})
export const confirmEmailChange = route({
  ...CALLS.confirmEmailChange,
  tags,
  ...AUTH.none,
  summary:
    "The link mailed to a new address: makes it the login, tells the old address, ends the member's other sessions; redirects to /?email-changed=1",
  request: {
    params: params('id'),
    query: query({
      to: 'The new address',
      from: 'Hash of the old address',
      expires: 'Unix time the link expires',
      signature: 'HMAC of the link',
    }),
  },
  responses: { 302: bare('Changed: redirects to /?email-changed=1'), ...errors(403) },
})
export const updateProfile = route({
  ...CALLS.updateProfile,
  tags,
  ...AUTH.member,
  summary:
    'Updates the profile (multipart: id, image, name, surname, country, email, keep_me_update, current_password). A new email needs current_password and becomes the login only when the link mailed to it is followed',
  request: { body: body(ProfileRequest, 'multipart') },
  responses: { 200: ok(ProfileUpdateResponse), ...errors(401, 403, 413, 422, 429) },
})

export const exportData = route({
  ...CALLS.exportData,
  tags,
  ...AUTH.member,
  summary:
    'Everything held about the signed-in member, as a download (GDPR art. 15 and 20): JSON, or with ?format=csv the passport as CSV',
  request: {
    query: z.object({ format: queryChoice(['json', 'csv'], 'json (default) or csv', VALIDATION_KEYS.invalidField) }),
  },
  responses: {
    200: {
      description: 'The export, as an attachment',
      content: { 'application/json': { schema: DataExport }, 'text/csv': { schema: z.string() } },
    },
    ...errors(401, 422, 429),
  },
})
export const deleteAccount = route({
  ...CALLS.deleteAccount,
  tags,
  ...AUTH.member,
  summary:
    'Deletes the account after the current password, or a fresh sign-in with a linked provider (GDPR art. 17): the member, passport, sessions, social sign-ins, picture and visits; mails a confirmation and signs out',
  request: { body: body(DeleteAccountRequest, 'urlencoded') },
  responses: { 200: ok(MessageResponse), ...errors(401, 422, 429) },
})

/** Every call of this file. All POSTs need the X-XSRF-TOKEN header. */
export const routes = [currentUser, profile, avatar, confirmEmailChange, updateProfile, exportData, deleteAccount]
