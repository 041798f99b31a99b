import { describe, expect, it } from 'vitest'
import { hubTexts, wineLine } from '../../src/lib/catalogue/hub'

describe("the wine hub's texts (the built hub and the draft preview render these)", () => {
  it('joins grape and harvest, leaving out the one missing', () => {
    expect(wineLine({ grape_variety: 'Touriga Nacional', harvest: '2019' })).toBe('Touriga Nacional · 2019')
    expect(wineLine({ grape_variety: null, harvest: '2019' })).toBe('2019')
    expect(wineLine({ grape_variety: '', harvest: null })).toBe('')
  })

  it('gives every text as a string, a missing description as none', () => {
    expect(hubTexts({ name: 'Norte Tinto', grape_variety: 'Baga', harvest: null, description: null })).toEqual({
      name: 'Norte Tinto',
      meta: 'Baga',
      description: '',
    })
  })
})
