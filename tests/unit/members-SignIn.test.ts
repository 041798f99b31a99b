/** src/islands/members/SignIn.tsx: what a failed sign-in says (spec §8). */
import { describe, expect, it } from 'vitest'
import { signInFailure } from '../../src/islands/members/SignIn'
import { ApiError } from '../../src/lib/api'
import type { Strings } from '../../src/islands/members/ui'

const s = {
  'errors.verify-email': 'Please, verify your email address',
  'errors.network': 'Something went wrong. Please try again.',
} as unknown as Strings
const say = signInFailure(s)

describe('signInFailure', () => {
  it("says the server's email message, else that the address needs verifying (a refusal)", () => {
    expect(say(new ApiError(422, 'bad', { email: ['These credentials do not match our records.'] }))).toBe(
      'These credentials do not match our records.',
    )
    expect(say(new ApiError(403, ''))).toBe('Please, verify your email address')
  })

  it('says to try again when nothing was said about the address: no answer, a server error, a body too large', () => {
    for (const status of [0, 500, 502, 503, 413])
      expect(say(new ApiError(status, 'x'))).toBe('Something went wrong. Please try again.')
  })

  it("passes a rate limit's own message on", () => {
    expect(say(new ApiError(429, 'Too many attempts. Please try again in 60 seconds.'))).toBe(
      'Too many attempts. Please try again in 60 seconds.',
    )
  })
})
