import { describe, expect, it } from 'vitest'
import { pick } from '../../src/contract/localize'

describe('analytics and localized API fields', () => {
  it('reads a localized map or a plain string', () => {
    expect(pick({ en: 'Hello', pt: 'Olá' }, 'pt')).toBe('Olá')
    expect(pick({ en: 'Hello' }, 'ja')).toBe('Hello')
    expect(pick('Plain', 'ja')).toBe('Plain')
    expect(pick(null, 'en')).toBe('')
  })
})
