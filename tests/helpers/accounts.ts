/** New members' data for sign-up requests (no test runner or server imported here). */
import { birthYears } from '../../src/contract/constants'

/** An address no other test (or run) uses. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** A valid POST /register body; `overrides` replace or add fields. */
export function signUp(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Marta', surname: 'Sousa', birth_year: birthYears()[10], country: 'PT', email: uniqueEmail('signup'),
    password: 'vinho-verde-2026', password_confirmation: 'vinho-verde-2026', legal: true, terms: true, keep_me_update: false,
    ...overrides,
  }
}
