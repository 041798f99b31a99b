import { describe, expect, it } from 'vitest'
import { fill } from '../../src/contract/format'
import { tokenFromPath } from '../../src/islands/members/ResetPassword'

describe('visitor ratings and the current wine', () => {
  it('takes the reset token from the path and fills placeholders', () => {
    expect(tokenFromPath('/reset-password/abc123')).toBe('abc123')
    expect(tokenFromPath('/reset-password/a%2Bb')).toBe('a+b')
    expect(tokenFromPath('/forgot-password')).toBe('')
    expect(fill('In {{n}} seconds, {{ n }}!', { n: 5 })).toBe('In 5 seconds, 5!')
    expect(fill('{{x}}', {})).toBe('{{x}}')
  })
})
