/**
 * The member forms' rules of spec §5 as pure functions. Each returns a map of field to message key
 * (the keys of `members.errors` in locales/*.json); an empty map means valid.
 */
import { NAME_MIN, PASSWORD_MIN, PROFILE_IMAGE_MAX_BYTES, birthYears } from '../../contract/constants'

export type ErrorKey =
  | 'name-required'
  | 'name-min'
  | 'surname-required'
  | 'surname-min'
  | 'birth-year-required'
  | 'country-required'
  | 'email-required'
  | 'email-invalid'
  | 'password-required'
  | 'password-min'
  | 'same-as-password'
  | 'file-greater'
  | 'file-type'

export type Errors<F extends string> = Partial<Record<F, ErrorKey>>

/** A pragmatic email check: something@something.tld, no spaces (the server has the final word). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export function emailError(email: string): ErrorKey | null {
  const v = email.trim()
  if (!v) return 'email-required'
  return EMAIL.test(v) ? null : 'email-invalid'
}

export function passwordError(password: string): ErrorKey | null {
  if (!password) return 'password-required'
  return password.length >= PASSWORD_MIN ? null : 'password-min'
}

function nameError(value: string, field: 'name' | 'surname'): ErrorKey | null {
  const v = value.trim()
  if (!v) return `${field}-required`
  return [...v].length >= NAME_MIN ? null : `${field}-min`
}

function clean<F extends string>(errors: Record<F, ErrorKey | null>): Errors<F> {
  const out: Errors<F> = {}
  for (const [k, v] of Object.entries(errors) as [F, ErrorKey | null][]) if (v) out[k] = v
  return out
}

export const isValid = (errors: Errors<string>) => Object.keys(errors).length === 0

/* ---------- sign-up, one step at a time ---------- */

export type SignUpStep1 = { name: string; surname: string }
export type SignUpStep2 = { birth_year: string | number; country: string }
export type SignUpStep3 = { email: string; password: string }

export function validateSignUpStep1(v: SignUpStep1): Errors<'name' | 'surname'> {
  return clean({ name: nameError(v.name, 'name'), surname: nameError(v.surname, 'surname') })
}

/** Birth year: one of the offered years (current year minus 18, 101 values). Country: one of the list. */
export function validateSignUpStep2(v: SignUpStep2, countries: readonly string[], now = new Date()): Errors<'birth_year' | 'country'> {
  const year = Number(v.birth_year)
  const yearOk = String(v.birth_year).trim() !== '' && birthYears(now).includes(year)
  const countryOk = !!v.country && countries.includes(v.country.toUpperCase())
  return clean({ birth_year: yearOk ? null : 'birth-year-required', country: countryOk ? null : 'country-required' })
}

/** The legal, terms and keep-updated boxes are not required at validation (spec §5). */
export function validateSignUpStep3(v: SignUpStep3): Errors<'email' | 'password'> {
  return clean({ email: emailError(v.email), password: passwordError(v.password) })
}

export function validateSignUpStep(step: 1 | 2 | 3, v: SignUpStep1 & SignUpStep2 & SignUpStep3, countries: readonly string[], now = new Date()): Errors<string> {
  if (step === 1) return validateSignUpStep1(v)
  if (step === 2) return validateSignUpStep2(v, countries, now)
  return validateSignUpStep3(v)
}

/* ---------- sign-in, forgot, reset ---------- */

export function validateSignIn(v: { email: string; password: string }): Errors<'email' | 'password'> {
  return clean({ email: emailError(v.email), password: passwordError(v.password) })
}

export function validateForgot(v: { email: string }): Errors<'email'> {
  return clean({ email: emailError(v.email) })
}

export function validateReset(v: { password: string; password_confirmation: string }): Errors<'password' | 'password_confirmation'> {
  return clean({
    password: passwordError(v.password),
    password_confirmation: v.password_confirmation === v.password ? null : 'same-as-password',
  })
}

/* ---------- profile ---------- */

export type ProfileInput = { name: string; surname: string; email: string; country: string }

export function validateProfile(v: ProfileInput, countries: readonly string[]): Errors<'name' | 'surname' | 'email' | 'country'> {
  return clean({
    name: nameError(v.name, 'name'),
    surname: nameError(v.surname, 'surname'),
    email: emailError(v.email),
    country: v.country && countries.includes(v.country.toUpperCase()) ? null : 'country-required',
  })
}

export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png'
const AVATAR_EXT = /\.(jpe?g|png)$/i

/** An avatar: jpg, jpeg or png, at most 2 MB (2097152 bytes). Over the limit: 'file-greater'. */
export function avatarError(file: { name: string; size: number; type: string }): ErrorKey | null {
  const typeOk = file.type === 'image/jpeg' || file.type === 'image/png' || (!file.type && AVATAR_EXT.test(file.name))
  if (!typeOk || !AVATAR_EXT.test(file.name)) return 'file-type'
  return file.size > PROFILE_IMAGE_MAX_BYTES ? 'file-greater' : null
}

/* ---------- notes ---------- */

/** A note is saved only when it has something in it; no length limit. */
export const noteSavable = (note: string) => note.trim().length > 0
