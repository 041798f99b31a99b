/**
 * The member forms' rules: the API's own zod schemas (src/contract/api/accounts.ts), run in the
 * browser before sending. Each check gives a map of field to message code (`name-min`: the
 * `api.validation.*` key's last part, so the form and the API show one translated message); an empty
 * map means valid. The lists the API checks on its side (offered birth years, countries) are checked
 * here too, with the "required" message as before.
 */
import '../zodConfig'
import type { z } from 'zod'
import {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VALIDATION_KEYS,
} from '../../contract/api/accounts'
import { ProfileRequest } from '../../contract/api/profile'
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, birthYears } from '../../contract/constants'

/** The message code of each field that fails its check (the API's validation keys); {} when all pass. */
export type FieldCodes<F extends string = string> = Partial<Record<F, string>>
type Values = Record<string, unknown>

const code = (message: string) => message.slice(message.lastIndexOf('.') + 1)

/** The first message of each field the schema finds wrong with the values. */
function check<F extends string>(schema: z.ZodType, values: Values): FieldCodes<F> {
  const result = schema.safeParse(values)
  const out: FieldCodes<F> = {}
  if (result.success) return out
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as F
    if (field && !out[field]) out[field] = code(issue.message)
  }
  return out
}

export const isValid = (errors: FieldCodes) => Object.keys(errors).length === 0

const inList = (value: unknown, list: readonly string[]) =>
  typeof value === 'string' && !!value && list.includes(value.toUpperCase())

/* ---------- sign-up, one step at a time ---------- */

export type SignUpStep1 = { name: string; surname: string }
export type SignUpStep2 = { birth_year: string | number; country: string }
export type SignUpStep3 = { email: string; password: string }

export const validateSignUpStep1 = (v: SignUpStep1) =>
  check<'name' | 'surname'>(RegisterRequest.pick({ name: true, surname: true }), v)

/** Birth year: one of the offered years (current year minus 18, 101 values). Country: one of the list. */
export function validateSignUpStep2(
  v: SignUpStep2,
  countries: readonly string[],
  now = new Date(),
): FieldCodes<'birth_year' | 'country'> {
  const yearOk = String(v.birth_year).trim() !== '' && birthYears(now).includes(Number(v.birth_year))
  return {
    ...(yearOk ? {} : { birth_year: code(VALIDATION_KEYS.birthYearRequired) }),
    ...(inList(v.country, countries) ? {} : { country: code(VALIDATION_KEYS.countryRequired) }),
  }
}

/** The legal, terms and keep-updated boxes are not required at validation. */
export const validateSignUpStep3 = (v: SignUpStep3) =>
  check<'email' | 'password'>(RegisterRequest.pick({ email: true, password: true }), v)

export function validateSignUpStep(
  step: 1 | 2 | 3,
  v: SignUpStep1 & SignUpStep2 & SignUpStep3,
  countries: readonly string[],
  now = new Date(),
): FieldCodes {
  if (step === 1) return validateSignUpStep1(v)
  if (step === 2) return validateSignUpStep2(v, countries, now)
  return validateSignUpStep3(v)
}

/** The short step after a first provider sign-in: names, birth year, country, and legal age confirmed (CompleteRequest). */
export function validateSocialSignUp(
  v: SignUpStep1 & SignUpStep2 & { legal: boolean },
  countries: readonly string[],
  now = new Date(),
): FieldCodes<'name' | 'surname' | 'birth_year' | 'country' | 'legal'> {
  return {
    ...validateSignUpStep1(v),
    ...validateSignUpStep2(v, countries, now),
    ...(v.legal ? {} : { legal: code(VALIDATION_KEYS.legalRequired) }),
  }
}

/* ---------- sign-in, forgot, reset ---------- */

export const validateSignIn = (v: { email: string; password: string }) => check<'email' | 'password'>(LoginRequest, v)

export const validateForgot = (v: { email: string }) => check<'email'>(ForgotPasswordRequest, v)

export function validateReset(v: {
  password: string
  password_confirmation: string
}): FieldCodes<'password' | 'password_confirmation'> {
  const errors = check<'password' | 'password_confirmation'>(ResetPasswordRequest.pick({ password: true }), v)
  if (v.password_confirmation !== v.password) errors.password_confirmation = code(VALIDATION_KEYS.sameAsPassword)
  return errors
}

/* ---------- profile ---------- */

export type ProfileInput = { name: string; surname: string; email: string; country: string; current_password?: string }

/** `currentEmail`: the address on file; changing it needs the current password (as the API asks). */
export function validateProfile(
  v: ProfileInput,
  countries: readonly string[],
  currentEmail?: string,
): FieldCodes<'name' | 'surname' | 'email' | 'country' | 'current_password'> {
  const errors: FieldCodes<'name' | 'surname' | 'email' | 'country' | 'current_password'> = check<
    'name' | 'surname' | 'email' | 'country'
  >(ProfileRequest.pick({ name: true, surname: true, email: true, country: true }), v)
  if (!inList(v.country, countries)) errors.country = code(VALIDATION_KEYS.countryRequired)
  if (currentEmail !== undefined && v.email.trim().toLowerCase() !== currentEmail.toLowerCase() && !v.current_password)
    errors.current_password = code(VALIDATION_KEYS.currentPasswordRequired)
  return errors
}

export const AVATAR_ACCEPT = ['.jpg', '.jpeg', '.png', ...PROFILE_IMAGE_TYPES].join(',')
const AVATAR_EXT = /\.(jpe?g|png)$/i

/** An avatar: jpg, jpeg or png, at most 2 MB (the API checks the content again). */
export function avatarError(file: { name: string; size: number; type: string }): string | null {
  const typeOk =
    (PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type) || (!file.type && AVATAR_EXT.test(file.name))
  if (!typeOk || !AVATAR_EXT.test(file.name)) return 'file-type'
  return file.size > PROFILE_IMAGE_MAX_BYTES ? code(VALIDATION_KEYS.fileGreater) : null
}

/* ---------- notes ---------- */

/** A note is saved only when it has something in it; no length limit. */
export const noteSavable = (note: string) => note.trim().length > 0
