/** The countries a member may choose (the Countries global), for sign-up, the profile and the place calls. */
import type { Context } from 'hono'
import { VALIDATION_KEYS } from '../../src/contract/api/accounts'
import type { ApiEnv } from './env'
import type { Errors } from './validation'

export async function allowedCountries(c: Context<ApiEnv>): Promise<Set<string>> {
  const g = await c.get('payload').findGlobal({ slug: 'countries', depth: 0 })
  return new Set<string>(g.list ?? [])
}

/** Adds country-invalid unless the (well-formed) country is in the Countries list. */
export async function checkCountry(c: Context<ApiEnv>, errors: Errors, value: unknown) {
  if (errors.has('country')) return
  if (typeof value !== 'string' || !(await allowedCountries(c)).has(value.trim().toUpperCase()))
    errors.add('country', VALIDATION_KEYS.countryInvalid)
}
