/**
 * Accounts and session calls of spec §7 (sign-up, sign-in, sign-out, password reset, email
 * verification): request and response schemas shared by the API (cms/api) and the site. The member's
 * own data (profile, picture, export, deletion) is in profile.ts.
 *
 * Validation messages are message keys (`api.validation.*` in locales/*.json); the API answers them
 * translated in the visitor's language as 422 `{ message, errors: { field: [text] } }`.
 */
import { z } from 'zod'
import { CALLS } from './paths'
import { AUTH, bare, body, errors, ok, params, query, route } from './route'
import { birthYears, NAME_MIN, PASSWORD_MIN } from '../constants'
import { COUNTRY_CODE_FIELD, COUNTRY_CODE_PATTERN } from '../patterns'

export const VALIDATION_KEYS = {
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
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/**
 * Spec §5's shortest name (NAME_MIN characters), counted in characters, not UTF-16 units. One
 * character is a whole name in the scripts where a family name is one (王, 李, 김, ก): a Han ideograph,
 * a Hangul syllable, kana or a Thai consonant. A single Latin letter still is not (docs/decisions.md,
 * "Names in every script"). Written as \u ranges, not \p{Lo}: the declared pattern must compile in
 * every tool that reads the document (issue 47), and the check is the same class.
 */
const SINGLE_CHARACTER_NAME =
  '(?:[\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF\\uAC00-\\uD7A3\\u3041-\\u3096\\u30A1-\\u30FA\\u0E01-\\u0E2E]|' +
  // The rarer ideographs (𠀋, extensions B to F) as their UTF-16 pairs, as JavaScript reads them.
  '[\\uD840-\\uD87E][\\uDC00-\\uDFFF])'
const singleCharacterName = new RegExp(`^${SINGLE_CHARACTER_NAME}$`)

function longEnoughName(value: string, min = NAME_MIN): boolean {
  const chars = Array.from(value.trim())
  return chars.length >= min || (chars.length === 1 && singleCharacterName.test(chars[0]))
}

// The declared pattern is longEnoughName with the maximum: min to max characters between the first and last
// non-space ones, or one letter of a script without case.
export const requiredText = (required: string, min: number, minKey: string, max = 100) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: required })
        .trim()
        .refine((v) => longEnoughName(v, min), { error: minKey })
        .refine((v) => Array.from(v).length <= max, { error: VALIDATION_KEYS.invalidField }),
    )
    .meta({ pattern: `^\\s*(?:${SINGLE_CHARACTER_NAME}|\\S[\\s\\S]{${min - 2},${max - 2}}\\S)\\s*$` })

/** What an address must look like (zod's own email pattern, named so that the declaration is the same). */
const EMAIL_PATTERN = z.regexes.email

export const Email = z
  .preprocess(
    blankToUndefined,
    z
      .string({ error: VALIDATION_KEYS.emailRequired })
      .trim()
      .toLowerCase()
      .max(254, { error: VALIDATION_KEYS.emailInvalid })
      .pipe(z.email({ pattern: EMAIL_PATTERN, error: VALIDATION_KEYS.emailInvalid })),
  )
  // Declared as checked (issue 47): `format: email` let through addresses the check refuses (user@localhost).
  .meta({ pattern: `^\\s*(?:${EMAIL_PATTERN.source.slice(1, -1)})\\s*$` })
const NewPassword = z.preprocess(
  blankToUndefined,
  z
    .string({ error: VALIDATION_KEYS.passwordRequired })
    .min(PASSWORD_MIN, { error: VALIDATION_KEYS.passwordMin })
    .max(200, { error: VALIDATION_KEYS.invalidField }),
)
/** ISO 3166-1 alpha-2; the API also checks it against the Countries list. */
// The declared pattern is what the API takes (any case, spaces around); the stored code is the upper-case one.
export const CountryCode = z
  .preprocess(
    blankToUndefined,
    z
      .string({ error: VALIDATION_KEYS.countryRequired })
      .trim()
      .toUpperCase()
      .regex(COUNTRY_CODE_PATTERN, { error: VALIDATION_KEYS.countryInvalid }),
  )
  .meta({ pattern: COUNTRY_CODE_FIELD })
export const Checkbox = z.preprocess(toBoolean, z.boolean({ error: VALIDATION_KEYS.invalidField })).optional()

/**
 * The password typed again. JSON Schema cannot say that two fields are equal, so the rule is in the
 * description; a different value is answered 422 on this field (validation.sameAsPassword).
 */
const PasswordConfirmation = z
  .string({ error: VALIDATION_KEYS.sameAsPassword })
  .describe('The password typed again: must equal `password`, or the answer is 422 naming this field.')

export const RegisterRequest = z.object({
  name: requiredText(VALIDATION_KEYS.nameRequired, NAME_MIN, VALIDATION_KEYS.nameMin),
  surname: requiredText(VALIDATION_KEYS.surnameRequired, NAME_MIN, VALIDATION_KEYS.surnameMin),
  /** One of birthYears() (current year minus 18, going back 101 values); the API checks the range. */
  // The range is declared as the document is made (it moves on each New Year); the API checks it per request.
  birth_year: z
    .preprocess(
      toNumber,
      z.number({ error: VALIDATION_KEYS.birthYearRequired }).int({ error: VALIDATION_KEYS.birthYearInvalid }),
    )
    .meta({ minimum: Math.min(...birthYears()), maximum: Math.max(...birthYears()) }),
  country: CountryCode,
  email: Email,
  password: NewPassword,
  password_confirmation: PasswordConfirmation,
  legal: Checkbox,
  terms: Checkbox,
  keep_me_update: Checkbox,
})
export type RegisterRequest = z.infer<typeof RegisterRequest>

export const LoginRequest = z.object({ email: Email, password: NewPassword })

export const ForgotPasswordRequest = z.object({ email: Email })

export const ResetPasswordRequest = z.object({
  token: z.preprocess(
    blankToUndefined,
    z.string({ error: VALIDATION_KEYS.tokenRequired }).max(200, { error: VALIDATION_KEYS.resetTokenInvalid }),
  ),
  email: Email,
  password: NewPassword,
  password_confirmation: PasswordConfirmation,
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

export const MessageResponse = z.object({ message: z.string() })

const tags = ['accounts']

export const csrfCookie = route({
  ...CALLS.csrfCookie,
  tags,
  ...AUTH.none,
  summary: 'Sets the readable XSRF-TOKEN cookie (204); send it back in X-XSRF-TOKEN on every POST',
  responses: { 204: bare('The cookie is set') },
})
export const register = route({
  ...CALLS.register,
  tags,
  ...AUTH.none,
  summary: 'Sign up; signs the member in and mails a verification link (201)',
  request: { body: body(RegisterRequest, 'urlencoded') },
  responses: { 201: ok(UserResponse, 'Created'), ...errors(422, 429) },
})
export const login = route({
  ...CALLS.login,
  tags,
  ...AUTH.none,
  summary: 'Sign in (renews the session cookie); 422 credentials, 429 when locked or rate-limited',
  request: { body: body(LoginRequest, 'urlencoded') },
  responses: { 200: ok(UserResponse), ...errors(422, 429) },
})
export const logout = route({
  ...CALLS.logout,
  tags,
  ...AUTH.none,
  summary: 'Ends the session on the server (204)',
  responses: { 204: bare('Signed out') },
})
export const forgotPassword = route({
  ...CALLS.forgotPassword,
  tags,
  ...AUTH.none,
  summary: 'Mails a single-use, expiring reset link; the same answer whether or not the account exists',
  request: { body: body(ForgotPasswordRequest, 'urlencoded') },
  responses: { 200: ok(MessageResponse), ...errors(422, 429) },
})
export const resetPassword = route({
  ...CALLS.resetPassword,
  tags,
  ...AUTH.none,
  summary: 'Sets a new password with the token of the mailed link',
  request: { body: body(ResetPasswordRequest, 'urlencoded') },
  responses: { 200: ok(MessageResponse), ...errors(422, 429) },
})
export const resendVerification = route({
  ...CALLS.resendVerification,
  tags,
  ...AUTH.member,
  summary: 'Mails a fresh verification link (202; 204 when already verified)',
  responses: { 202: ok(MessageResponse, 'Accepted'), 204: bare('Already verified'), ...errors(401, 429) },
})
export const verifyEmail = route({
  ...CALLS.verifyEmail,
  tags,
  ...AUTH.none,
  summary: 'The signed link of the verification mail: marks the email verified and redirects to /',
  request: {
    params: params('id', 'hash'),
    query: query({ expires: 'Unix time the link expires', signature: 'HMAC of the link' }),
  },
  responses: { 302: bare('Verified: redirects to /?verified=1'), ...errors(403) },
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
]
