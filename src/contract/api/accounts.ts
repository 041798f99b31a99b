/**
 * Accounts, session and profile calls of spec §7 (sign-up, sign-in, password reset, current user,
 * profile): request and response schemas shared by the API (cms/api) and the site.
 *
 * Validation messages are message keys (`api.validation.*` in locales/*.json); the API answers them
 * translated in the visitor's language as 422 `{ message, errors: { field: [text] } }`.
 */
import { z } from 'zod'
import { AUTH, bare, Binary, body, errors, ok, params, query, queryChoice, route } from './route'
import { birthYears, NAME_MIN, PASSWORD_MIN, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../constants'
import { COUNTRY_CODE_FIELD, COUNTRY_CODE_PATTERN } from '../patterns'

export const V = {
  nameRequired: 'api.validation.name-required',
  nameMin: 'api.validation.name-min',
  surnameRequired: 'api.validation.surname-required',
  surnameMin: 'api.validation.surname-min',
  birthYearRequired: 'api.validation.birth-year-required',
  birthYearInvalid: 'api.validation.birth-year-invalid',
  countryRequired: 'api.validation.country-required',
  countryInvalid: 'api.validation.country-invalid',
  emailRequired: 'api.validation.email-required',
  emailInvalid: 'api.validation.email-invalid',
  emailTaken: 'api.validation.email-taken',
  passwordRequired: 'api.validation.password-required',
  passwordMin: 'api.validation.password-min',
  passwordCommon: 'api.validation.password-common',
  sameAsPassword: 'api.validation.same-as-password',
  credentials: 'api.validation.credentials',
  currentPasswordRequired: 'api.validation.current-password-required',
  currentPasswordWrong: 'api.validation.current-password-wrong',
  deletePasswordRequired: 'api.validation.delete-password-required',
  tokenRequired: 'api.validation.token-required',
  resetTokenInvalid: 'api.validation.reset-token-invalid',
  fileGreater: 'api.validation.file-greater',
  imageType: 'api.validation.image-type',
  invalidField: 'api.validation.invalid-field',
  /** Social sign-in's short step (social.ts): legal age must be confirmed there. */
  legalRequired: 'api.validation.legal-required',
} as const

/** Form posts send strings: "1990" is a year, "true" / "1" / "on" a checked box. */
const toNumber = (v: unknown) =>
  typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v === '' ? undefined : v
const toBoolean = (v: unknown) => {
  if (v === 'true' || v === '1' || v === 'on' || v === 1) return true
  if (v === 'false' || v === '0' || v === '' || v === 0 || v === null || v === 'off') return false
  return v
}
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/**
 * Spec §5's shortest name (NAME_MIN characters), counted in characters, not UTF-16 units. One
 * character is a whole name in a script without letter case (王, 李, 김, ก): CLDR's "other letter",
 * \p{Lo}. A single Latin letter still is not (docs/decisions.md, "Names in every script").
 */
function longEnoughName(value: string, min = NAME_MIN): boolean {
  const chars = Array.from(value.trim())
  return chars.length >= min || (chars.length === 1 && /^\p{Lo}$/u.test(chars[0]))
}

// The declared pattern is longEnoughName with the maximum: min to max characters between the first and last
// non-space ones, or one letter of a script without case.
const requiredText = (required: string, min: number, minKey: string, max = 100) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: required })
        .trim()
        .refine((v) => longEnoughName(v, min), { error: minKey })
        .refine((v) => Array.from(v).length <= max, { error: V.invalidField }),
    )
    .meta({ pattern: `^\\s*(?:\\p{Lo}|\\S[\\s\\S]{${min - 2},${max - 2}}\\S)\\s*$` })

const Email = z.preprocess(
  blankToUndefined,
  z
    .string({ error: V.emailRequired })
    .trim()
    .toLowerCase()
    .max(254, { error: V.emailInvalid })
    .meta({ format: 'email' }) // the document names what the pipe checks: an empty or malformed address is refused
    .pipe(z.email({ error: V.emailInvalid })),
)
const NewPassword = z.preprocess(
  blankToUndefined,
  z
    .string({ error: V.passwordRequired })
    .min(PASSWORD_MIN, { error: V.passwordMin })
    .max(200, { error: V.invalidField }),
)
/** ISO 3166-1 alpha-2; the API also checks it against the Countries list. */
// The declared pattern is what the API takes (any case, spaces around); the stored code is the upper-case one.
export const CountryCode = z
  .preprocess(
    blankToUndefined,
    z
      .string({ error: V.countryRequired })
      .trim()
      .toUpperCase()
      .regex(COUNTRY_CODE_PATTERN, { error: V.countryInvalid }),
  )
  .meta({ pattern: COUNTRY_CODE_FIELD })
export const Checkbox = z.preprocess(toBoolean, z.boolean({ error: V.invalidField })).optional()

export const RegisterRequest = z.object({
  name: requiredText(V.nameRequired, NAME_MIN, V.nameMin),
  surname: requiredText(V.surnameRequired, NAME_MIN, V.surnameMin),
  /** One of birthYears() (current year minus 18, going back 101 values); the API checks the range. */
  // The range is declared as the document is made (it moves on each New Year); the API checks it per request.
  birth_year: z
    .preprocess(toNumber, z.number({ error: V.birthYearRequired }).int({ error: V.birthYearInvalid }))
    .meta({ minimum: Math.min(...birthYears()), maximum: Math.max(...birthYears()) }),
  country: CountryCode,
  email: Email,
  password: NewPassword,
  password_confirmation: z.unknown().optional(),
  legal: Checkbox,
  terms: Checkbox,
  keep_me_update: Checkbox,
})
export type RegisterRequest = z.infer<typeof RegisterRequest>

export const LoginRequest = z.object({ email: Email, password: NewPassword })

export const ForgotPasswordRequest = z.object({ email: Email })

export const ResetPasswordRequest = z.object({
  token: z.preprocess(blankToUndefined, z.string({ error: V.tokenRequired }).max(200, { error: V.resetTokenInvalid })),
  email: Email,
  password: NewPassword,
  password_confirmation: z.unknown().optional(),
})

/** POST /api/profile (multipart/form-data; JSON without image is accepted too). */
export const ProfileRequest = z.object({
  id: z.unknown().optional(),
  name: requiredText(V.nameRequired, NAME_MIN, V.nameMin),
  surname: requiredText(V.surnameRequired, NAME_MIN, V.surnameMin),
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

/** The member as the API shows them (spec §3 User). */
export const User = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  country: z.string(),
  image: z.string().nullable().describe('URL of the avatar (/media/...)'),
  keep_me_update: z.boolean(),
  adult: z.boolean(),
  birth_year: z.number().nullable(),
  locale: z.string(),
  email_verified_at: z.string().nullable(),
})
export type User = z.infer<typeof User>

export const UserResponse = z.object({ data: User })
const ProfileUpdateResponse = z.object({
  data: User,
  message: z.string(),
  /** Always false now: an address changes only when its link is followed. */
  email_changed: z.boolean(),
  /** The new address a confirmation link was mailed to, while the change waits for it. */
  email_pending: z.string().nullable(),
})
const MessageResponse = z.object({ message: z.string() })

/** Deleting the account asks for the password again (GDPR art. 17; docs/decisions.md "Your data in your hands"). */
const DeleteAccountRequest = z.object({
  /** Not needed within 5 minutes of confirming with a linked provider (GET /api/auth/{provider}/start?for=delete). */
  current_password: z.preprocess(
    blankToUndefined,
    z.string({ error: V.deletePasswordRequired }).max(200, { error: V.invalidField }).optional(),
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

const tags = ['accounts']

export const csrfCookie = route({
  method: 'get',
  path: '/sanctum/csrf-cookie',
  tags,
  ...AUTH.none,
  summary: 'Sets the readable XSRF-TOKEN cookie (204); send it back in X-XSRF-TOKEN on every POST',
  responses: { 204: bare('The cookie is set') },
})
export const register = route({
  method: 'post',
  path: '/register',
  tags,
  ...AUTH.none,
  summary: 'Sign up; signs the member in and mails a verification link (201)',
  request: { body: body(RegisterRequest, 'urlencoded') },
  responses: { 201: ok(UserResponse, 'Created'), ...errors(422, 429) },
})
export const login = route({
  method: 'post',
  path: '/login',
  tags,
  ...AUTH.none,
  summary: 'Sign in (renews the session cookie); 422 credentials, 429 when locked or rate-limited',
  request: { body: body(LoginRequest, 'urlencoded') },
  responses: { 200: ok(UserResponse), ...errors(422, 429) },
})
export const logout = route({
  method: 'post',
  path: '/logout',
  tags,
  ...AUTH.none,
  summary: 'Ends the session on the server (204)',
  responses: { 204: bare('Signed out') },
})
export const forgotPassword = route({
  method: 'post',
  path: '/forgot-password',
  tags,
  ...AUTH.none,
  summary: 'Mails a single-use, expiring reset link; the same answer whether or not the account exists',
  request: { body: body(ForgotPasswordRequest, 'urlencoded') },
  responses: { 200: ok(MessageResponse), ...errors(422, 429) },
})
export const resetPassword = route({
  method: 'post',
  path: '/reset-password',
  tags,
  ...AUTH.none,
  summary: 'Sets a new password with the token of the mailed link',
  request: { body: body(ResetPasswordRequest, 'urlencoded') },
  responses: { 200: ok(MessageResponse), ...errors(422, 429) },
})
export const resendVerification = route({
  method: 'post',
  path: '/email/resend',
  tags,
  ...AUTH.member,
  summary: 'Mails a fresh verification link (202; 204 when already verified)',
  responses: { 202: ok(MessageResponse, 'Accepted'), 204: bare('Already verified'), ...errors(401, 429) },
})
export const verifyEmail = route({
  method: 'get',
  path: '/api/email/verify/{id}/{hash}',
  tags,
  ...AUTH.none,
  summary: 'The signed link of the verification mail: marks the email verified and redirects to /',
  request: {
    params: params('id', 'hash'),
    query: query({ expires: 'Unix time the link expires', signature: 'HMAC of the link' }),
  },
  responses: { 302: bare('Verified: redirects to /?verified=1'), ...errors(403) },
})
export const currentUser = route({
  method: 'get',
  path: '/api/user',
  tags,
  ...AUTH.member,
  summary: 'The signed-in member',
  responses: { 200: ok(UserResponse), ...errors(401) },
})
export const profile = route({
  method: 'get',
  path: '/api/profile',
  tags,
  ...AUTH.member,
  summary: "The signed-in member's profile",
  responses: { 200: ok(UserResponse), ...errors(401) },
})
export const avatar = route({
  method: 'get',
  path: '/api/profile/avatar',
  tags,
  ...AUTH.member,
  summary: "The signed-in member's own profile picture (private)",
  responses: {
    200: { description: 'The picture', content: { 'image/jpeg': { schema: Binary }, 'image/png': { schema: Binary } } },
    ...errors(401, 404),
  },
})
export const confirmEmailChange = route({
  method: 'get',
  path: '/api/email/change/{id}',
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
  method: 'post',
  path: '/api/profile',
  tags,
  ...AUTH.member,
  summary:
    'Updates the profile (multipart: id, image, name, surname, country, email, keep_me_update, current_password). A new email needs current_password and becomes the login only when the link mailed to it is followed',
  request: { body: body(ProfileRequest, 'multipart') },
  responses: { 200: ok(ProfileUpdateResponse), ...errors(401, 403, 413, 422, 429) },
})

export const exportData = route({
  method: 'get',
  path: '/api/profile/export',
  tags,
  ...AUTH.member,
  summary:
    'Everything held about the signed-in member, as a download (GDPR art. 15 and 20): JSON, or with ?format=csv the passport as CSV',
  request: { query: z.object({ format: queryChoice(['json', 'csv'], 'json (default) or csv', V.invalidField) }) },
  responses: {
    200: {
      description: 'The export, as an attachment',
      content: { 'application/json': { schema: DataExport }, 'text/csv': { schema: z.string() } },
    },
    ...errors(401, 422, 429),
  },
})
export const deleteAccount = route({
  method: 'post',
  path: '/api/profile/delete',
  tags,
  ...AUTH.member,
  summary:
    'Deletes the account after the current password, or a fresh sign-in with a linked provider (GDPR art. 17): the member, passport, sessions, social sign-ins, picture and visits; mails a confirmation and signs out',
  request: { body: body(DeleteAccountRequest, 'urlencoded') },
  responses: { 200: ok(MessageResponse), ...errors(401, 422, 429) },
})

/** Every call of this file. All POSTs need the X-XSRF-TOKEN header. */
export const routes = [
  csrfCookie,
  register,
  login,
  logout,
  forgotPassword,
  resetPassword,
  resendVerification,
  verifyEmail,
  currentUser,
  profile,
  avatar,
  confirmEmailChange,
  updateProfile,
  exportData,
  deleteAccount,
]
