import { describe, expect, it } from 'vitest'
import { contrastRatio, readableText } from '../../src/contract/contrast'
import { forPlace, servesPlace } from '../../src/lib/catalogue/vendors'
import { withClosings, type ContentSlide } from '../../src/lib/catalogue/slides'
import { track } from '../../src/lib/catalogue/analytics'
import { cardColours } from '../../src/lib/catalogue/cards'
import { pick } from '../../src/contract/localize'

const v = (id: string, states: string[] = [], zip_codes: string[] = [], countries = ['US']) => ({ id, countries, states, zip_codes })

describe('vendors and local promotions by place', () => {
  const items = [v('country-wide'), v('ca', ['CA']), v('sf', ['CA'], ['94105', '94107']), v('ny', ['NY']), v('gb', [], [], ['GB'])]
  it('serves the country, then narrows by state and zip code', () => {
    expect(forPlace(items, { country: 'US' }).map((i) => i.id)).toEqual(['country-wide'])
    expect(forPlace(items, { country: 'US', state: 'CA' }).map((i) => i.id)).toEqual(['ca', 'country-wide'])
    expect(forPlace(items, { country: 'us', state: 'ca', zip_code: '94105' }).map((i) => i.id)).toEqual(['sf', 'ca', 'country-wide'])
    expect(forPlace(items, { country: 'US', state: 'NY', zip_code: '94105' }).map((i) => i.id)).toEqual(['ny', 'country-wide'])
    expect(forPlace(items, { country: 'GB', state: 'CA' }).map((i) => i.id)).toEqual(['gb'])
    expect(forPlace(items, { country: null })).toEqual([])
  })
  it('needs the zip code when the item names zip codes', () => {
    expect(servesPlace(v('sf', ['CA'], ['94105']), { country: 'US', state: 'CA', zip_code: '10001' })).toBe(false)
    expect(servesPlace(v('sf', [], ['94105']), { country: 'US', zip_code: ' 94105 ' })).toBe(true)
  })
})

describe('readable text on content colours', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21)
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1)
    expect(contrastRatio('nope', '#fff')).toBeNull()
  })
  it('keeps the content colours when they read, and adds a scrim when not', () => {
    expect(readableText('#f7f1e8', '#6d1a36')).toEqual({ color: '#f7f1e8', background: '#6d1a36', scrim: false })
    const low = readableText('#ffffff', '#f0f0f0')
    expect(low.scrim).toBe(true)
    expect(low.color).toBe('#ffffff')
    expect(readableText('#1f1418', null).background).toMatch(/255, 250, 243/)
    expect(readableText(null, null)).toMatchObject({ color: '#ffffff', scrim: true })
  })
  it('picks ink or white on coloured cards whose text colour does not read', () => {
    expect(cardColours({ color: '#1f1418', background: '#b8893b' })).toEqual({ color: '#1f1418', background: '#b8893b' })
    expect(cardColours({ color: '#b8893b', background: '#1f1418' }).color).toBe('#b8893b')
    expect(cardColours({ color: '#777777', background: '#6d1a36' }).color).toBe('#ffffff')
  })
})

describe('closing slides', () => {
  const slide = (id: string, aspect?: 'colour' | 'aroma' | 'flavour'): ContentSlide => ({ type: 'content', id, title: id, text: '', media: null, position: 'bottom', color: '#fff', background: null, scrim: true, ...(aspect ? { aspect } : {}) })
  it('stories: rating site and invitation for visitors, the rate slide for members', () => {
    const base = [slide('a'), slide('b')]
    expect(withClosings(base, 'stories', false, 'https://r.example').map((s) => s.type)).toEqual(['content', 'content', 'ratingSite', 'join'])
    expect(withClosings(base, 'stories', false, null).map((s) => s.type)).toEqual(['content', 'content', 'join'])
    expect(withClosings(base, 'stories', true, 'https://r.example').map((s) => s.id)).toEqual(['a', 'b', 'rate-wine'])
  })
  it('caf: a rating after each aspect, then thank-you for members', () => {
    const base = [slide('c', 'colour'), slide('a', 'aroma'), slide('f', 'flavour')]
    expect(withClosings(base, 'caf', true, 'u').map((s) => s.id)).toEqual(['c', 'rate-colour', 'a', 'rate-aroma', 'f', 'rate-flavour', 'thanks'])
    expect(withClosings(base, 'caf', false, 'u').map((s) => s.id).slice(-2)).toEqual(['rating-site', 'join'])
  })
  it('portfolio and pair have no closing slides', () => {
    expect(withClosings([slide('p')], 'portfolio', true, 'u')).toHaveLength(1)
    expect(withClosings([slide('p')], 'pair', false, 'u')).toHaveLength(1)
  })
})

describe('analytics and localized API fields', () => {
  it('creates the dataLayer when missing and pushes the event', () => {
    const w: { dataLayer?: unknown[] } = {}
    track({ event: 'enjoy_click', category: 'enjoy', label: 'Harvest week' }, w)
    expect(w.dataLayer).toEqual([{ event: 'enjoy_click', category: 'enjoy', label: 'Harvest week' }])
  })
  it('reads a localized map or a plain string', () => {
    expect(pick({ en: 'Hello', pt: 'Olá' }, 'pt')).toBe('Olá')
    expect(pick({ en: 'Hello' }, 'ja')).toBe('Hello')
    expect(pick('Plain', 'ja')).toBe('Plain')
    expect(pick(null, 'en')).toBe('')
  })
})
