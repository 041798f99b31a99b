import { describe, expect, it } from 'vitest'
import { forPlace, servesPlace } from '../../src/lib/catalogue/vendors'

const v = (id: string, states: string[] = [], zip_codes: string[] = [], countries = ['US']) => ({
  id,
  countries,
  states,
  zip_codes,
})

describe('vendors and local promotions by place', () => {
  const items = [
    v('country-wide'),
    v('ca', ['CA']),
    v('sf', ['CA'], ['94105', '94107']),
    v('ny', ['NY']),
    v('gb', [], [], ['GB']),
  ]
  it('serves the country, then narrows by state and zip code', () => {
    expect(forPlace(items, { country: 'US' }).map((i) => i.id)).toEqual(['country-wide'])
    expect(forPlace(items, { country: 'US', state: 'CA' }).map((i) => i.id)).toEqual(['ca', 'country-wide'])
    expect(forPlace(items, { country: 'us', state: 'ca', zip_code: '94105' }).map((i) => i.id)).toEqual([
      'sf',
      'ca',
      'country-wide',
    ])
    expect(forPlace(items, { country: 'US', state: 'NY', zip_code: '94105' }).map((i) => i.id)).toEqual([
      'ny',
      'country-wide',
    ])
    expect(forPlace(items, { country: 'GB', state: 'CA' }).map((i) => i.id)).toEqual(['gb'])
    expect(forPlace(items, { country: null })).toEqual([])
  })
  it('needs the zip code when the item names zip codes', () => {
    expect(servesPlace(v('sf', ['CA'], ['94105']), { country: 'US', state: 'CA', zip_code: '10001' })).toBe(false)
    expect(servesPlace(v('sf', [], ['94105']), { country: 'US', zip_code: ' 94105 ' })).toBe(true)
  })
})
