import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/lib/api'

describe('the member API client reads the spec shapes leniently', () => {
  it('keeps the field map of a 422', () => {
    const e = new ApiError(422, 'The email has already been taken.', { email: ['The email has already been taken.'] })
    expect(e.first('email')).toBe('The email has already been taken.')
    expect(e.first('password')).toBeUndefined()
    expect(new ApiError(401, '').unauthenticated).toBe(true)
  })
})
