import { describe, expect, it } from 'vitest'
import { DECLARED_CALLS } from '../../src/contract/api/calls'
import { apiPath, CALLS } from '../../src/contract/api/paths'

describe('the calls by name (src/contract/api/paths.ts)', () => {
  it('names exactly the declared calls, each once', () => {
    const named = Object.values(CALLS).map((c) => `${c.method} ${c.path}`)
    const declared = DECLARED_CALLS.map((c) => `${c.method} ${c.path}`)
    expect(new Set(named).size).toBe(named.length)
    expect([...named].sort()).toEqual([...declared].sort())
  })

  it('fills the path, encoded, and leaves empty query values out', () => {
    expect(apiPath('savePassport', { id: 'a b/c' })).toBe('/api/wines/a%20b%2Fc/passport')
    expect(apiPath('promotionsOfState', { country: 'US', state: '-' })).toBe('/api/promotions/US/-')
    expect(apiPath('winePreview', { id: '7' }, { locale: 'pt', empty: '', none: undefined })).toBe(
      '/api/wines/preview/7?locale=pt',
    )
    expect(apiPath('exportData', {}, { format: 'csv' })).toBe('/api/profile/export?format=csv')
    expect(apiPath('currentUser')).toBe('/api/user')
  })
})
