/**
 * Password rules beyond length: no password from the list of the most common ones (about 49,000,
 * from zxcvbn-ts, the list password crackers try first). Server-side only: the list stays out of the browser.
 */
import { dictionary } from '@zxcvbn-ts/language-common'
import { fill } from '../../src/contract/format'
import { adminText, inLanguage } from '../i18n/adminText'

let common: Set<string> | null = null

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'])
  const p = password.toLowerCase()
  // Also "password1" or "Qwerty!!": a common word with only digits or symbols added at the end.
  return common.has(p) || common.has(p.replace(/[\d\W_]+$/, ''))
}

/** Staff passwords open the admin: longer than members' (Payload's own minimum is 3). */
export const STAFF_PASSWORD_MIN = 12

/** Why a staff password is refused, in the staff member's admin language (English by default), or null. */
export function staffPasswordProblem(password: unknown, language?: string): string | null {
  if (typeof password !== 'string') return null
  if (password.length < STAFF_PASSWORD_MIN)
    return fill(inLanguage(adminText('Use at least {{min}} characters.'), language), { min: STAFF_PASSWORD_MIN })
  if (isCommonPassword(password))
    return inLanguage(adminText('This password is one of the most common ones; choose another.'), language)
  return null
}
