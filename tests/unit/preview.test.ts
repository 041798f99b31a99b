/** src/contract/preview.ts: which URL previews a draft, and what a preview URL asks for. */
import { describe, expect, it } from 'vitest'
import { livePath, previewAsked, previewPath } from '../../src/contract/preview'

describe('previewPath', () => {
  it('opens the page that shows the collection, in the language being edited and the first country', () => {
    expect(previewPath('promotions', 'p1', { locale: 'pt', country: 'PT' })).toBe(
      '/newsPromotions?promotion=p1&locale=pt&country=PT',
    )
    expect(previewPath('popups', 'x', { locale: 'en' })).toBe('/?popup=x&locale=en')
    expect(previewPath('other-popups', 'y')).toBe('/?otherPopup=y')
  })

  it("lists the document's countries when there is more than one to switch to", () => {
    expect(previewPath('vendors', 'v', { locale: 'en', country: 'US', countries: ['US', 'GB'] })).toBe(
      '/vendors?vendor=v&locale=en&country=US&countries=US%2CGB',
    )
    expect(previewPath('vendors', 'v', { country: 'US', countries: ['US'] })).toBe('/vendors?vendor=v&country=US')
  })
})

describe('previewAsked', () => {
  it('is null for a page that is no preview', () => {
    expect(previewAsked(new URLSearchParams('locale=en&country=US'))).toBeNull()
  })

  it('reads the language, the country and the countries, keeping only valid ones', () => {
    expect(previewAsked(new URLSearchParams('otherPopup=1&locale=ja&country=JP&countries=JP,US,nope,us'))).toEqual({
      locale: 'ja',
      country: 'jp',
      countries: ['jp', 'us'],
    })
    expect(previewAsked(new URLSearchParams('food=3&locale=xx&country=Portugal'))).toEqual({
      locale: null,
      country: null,
      countries: [],
    })
  })
})

describe('livePath', () => {
  it("is a wine's hub, a list's page, or nothing", () => {
    expect(livePath('wines', { slug: 'norte tinto' })).toBe('/explore/norte%20tinto')
    expect(livePath('wines', {})).toBeNull()
    expect(livePath('local-promotions', {})).toBe('/newsPromotions')
    expect(livePath('media', {})).toBeNull()
    expect(livePath('toString', {})).toBeNull()
  })
})
