/**
 * Accounts, session and profile calls of spec §7 (sign-up, sign-in, password reset, current user,
 * profile): request and response schemas shared by the API (cms/api) and the site.
 *
 * Validation messages are message keys (`api.validation.*` in locales/*.json); the API answers them
 * translated in the visitor's language as 422 `{ message, errors: { field: [text] } }`.
 */
import { z } from 'zod'
import type { RouteSpec } from './route'
import { NAME_MIN, PASSWORD_MIN, PROFILE_IMAGE_MAX_BYTES } from '../constants'

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
  tokenRequired: 'api.validation.token-required',
  resetTokenInvalid: 'api.validation.reset-token-invalid',
  fileGreater: 'api.validation.file-greater',
  imageType: 'api.validation.image-type',
  invalidField: 'api.validation.invalid-field',
} as const

/** Form posts send strings: "1990" is a year, "true" / "1" / "on" a checked box. */
const toNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v === '' ? undefined : v)
const toBoolean = (v: unknown) => {
  if (v === 'true' || v === '1' || v === 'on' || v === 1) return true
  if (v === 'false' || v === '0' || v === '' || v === 0 || v === null || v === 'off') return false
  return v
}
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const requiredText = (required: string, min: number, minKey: string, max = 100) =>
  z.preprocess(blankToUndefined, z.string({ error: required }).trim().min(min, { error: minKey }).max(max, { error: V.invalidField }))

export const Email = z.preprocess(
  blankToUndefined,
  z.string({ error: V.emailRequired }).trim().toLowerCase().max(254, { error: V.emailInvalid }).pipe(z.email({ error: V.emailInvalid })),
)
export const NewPassword = z.preprocess(
  blankToUndefined,
  z.string({ error: V.passwordRequired }).min(PASSWORD_MIN, { error: V.passwordMin }).max(200, { error: V.invalidField }),
)
/** ISO 3166-1 alpha-2; the API also checks it against the Countries list. */
export const CountryCode = z.preprocess(
  blankToUndefined,
  z.string({ error: V.countryRequired }).trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: V.countryInvalid }),
)
export const Checkbox = z.preprocess(toBoolean, z.boolean({ error: V.invalidField })).optional()

export const RegisterRequest = z.object({
  name: requiredText(V.nameRequired, NAME_MIN, V.nameMin),
  surname: requiredText(V.surnameRequired, NAME_MIN, V.surnameMin),
  /** One of birthYears() (current year minus 18, going back 101 values); the API checks the range. */
  birth_year: z.preprocess(toNumber, z.number({ error: V.birthYearRequired }).int({ error: V.birthYearInvalid })),
  country: CountryCode,
  email: Email,
  password: NewPassword,
  password_confirmation: z.unknown().optional(),
  legal: Checkbox,
  terms: Checkbox,
  keep_me_update: Checkbox,
})
export type RegisterRequest = z.infer<typeof RegisterRequest>

export const LoginRequest = z.object({
  email: Email,
  password: NewPassword,
})

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
  image: z.unknown().optional().describe(`binary, image/jpeg or image/png, at most ${PROFILE_IMAGE_MAX_BYTES} bytes`),
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
export const ProfileUpdateResponse = z.object({
  data: User,
  message: z.string(),
  /** Always false now: an address changes only when its link is followed. */
  email_changed: z.boolean(),
  /** The new address a confirmation link was mailed to, while the change waits for it. */
  email_pending: z.string().nullable(),
})
export const MessageResponse = z.object({ message: z.string() })
export const ValidationErrorResponse = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
export const Empty = z.null().describe('no content (204)')


/** Every route of this file, for the OpenAPI document. All POSTs need the X-XSRF-TOKEN header. */
export const routes: RouteSpec[] = [
  { method: 'get', path: '/sanctum/csrf-cookie', summary: 'Sets the readable XSRF-TOKEN cookie (204); send it back in X-XSRF-TOKEN on every POST', response: Empty, auth: 'none' },
  { method: 'post', path: '/register', summary: 'Sign up; signs the member in and mails a verification link (201)', request: RegisterRequest, response: UserResponse, auth: 'none', errors: [201, 422, 429] },
  { method: 'post', path: '/login', summary: 'Sign in (renews the session cookie); 422 credentials, 429 when locked or rate-limited', request: LoginRequest, response: UserResponse, auth: 'none', errors: [422, 429] },
  { method: 'post', path: '/logout', summary: 'Ends the session on the server (204)', response: Empty, auth: 'none' },
  { method: 'post', path: '/forgot-password', summary: 'Mails a single-use, expiring reset link; the same answer whether or not the account exists', request: ForgotPasswordRequest, response: MessageResponse, auth: 'none', errors: [422, 429] },
  { method: 'post', path: '/reset-password', summary: 'Sets a new password with the token of the mailed link', request: ResetPasswordRequest, response: MessageResponse, auth: 'none', errors: [422, 429] },
  { method: 'post', path: '/email/resend', summary: 'Mails a fresh verification link (202; 204 when already verified)', response: MessageResponse, auth: 'member', errors: [429] },
  { method: 'get', path: '/api/email/verify/{id}/{hash}', summary: 'The signed link of the verification mail: marks the email verified and redirects to /', response: Empty, auth: 'none', errors: [403] },
  { method: 'get', path: '/api/user', summary: 'The signed-in member', response: UserResponse, auth: 'member' },
  { method: 'get', path: '/api/profile', summary: 'The signed-in member\'s profile', response: UserResponse, auth: 'member' },
  { method: 'get', path: '/api/profile/avatar', summary: 'The signed-in member\'s own profile picture (private)', response: Empty, auth: 'member', errors: [404] },
  { method: 'get', path: '/api/email/change/{id}', summary: 'The link mailed to a new address: makes it the login, tells the old address, ends the member\'s other sessions; redirects to /?email-changed=1', response: Empty, auth: 'none', errors: [403] },
  { method: 'post', path: '/api/profile', summary: 'Updates the profile (multipart: id, image, name, surname, country, email, keep_me_update, current_password). A new email needs current_password and becomes the login only when the link mailed to it is followed', request: ProfileRequest, response: ProfileUpdateResponse, auth: 'member', errors: [422, 429] },
]
