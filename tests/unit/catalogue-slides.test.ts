import { describe, expect, it } from 'vitest'
import { withClosings, type ContentSlide, hubViewers } from '../../src/lib/catalogue/slides'

describe('closing slides', () => {
  const slide = (id: string, aspect?: 'colour' | 'aroma' | 'flavour'): ContentSlide => ({
    type: 'content',
    id,
    title: id,
    text: '',
    media: null,
    position: 'bottom',
    color: '#fff',
    background: null,
    scrim: true,
    ...(aspect ? { aspect } : {}),
  })
  it('stories: rating site and invitation for visitors, the rate slide for members', () => {
    const base = [slide('a'), slide('b')]
    expect(withClosings(base, 'stories', false, 'https://r.example').map((s) => s.type)).toEqual([
      'content',
      'content',
      'ratingSite',
      'join',
    ])
    expect(withClosings(base, 'stories', false, null).map((s) => s.type)).toEqual(['content', 'content', 'join'])
    expect(withClosings(base, 'stories', true, 'https://r.example').map((s) => s.id)).toEqual(['a', 'b', 'rate-wine'])
  })
  it('caf: a rating after each aspect, then thank-you for members', () => {
    const base = [slide('c', 'colour'), slide('a', 'aroma'), slide('f', 'flavour')]
    expect(withClosings(base, 'caf', true, 'u').map((s) => s.id)).toEqual([
      'c',
      'rate-colour',
      'a',
      'rate-aroma',
      'f',
      'rate-flavour',
      'thanks',
    ])
    expect(
      withClosings(base, 'caf', false, 'u')
        .map((s) => s.id)
        .slice(-2),
    ).toEqual(['rating-site', 'join'])
  })
  it('portfolio and pair have no closing slides', () => {
    expect(withClosings([slide('p')], 'portfolio', true, 'u')).toHaveLength(1)
    expect(withClosings([slide('p')], 'pair', false, 'u')).toHaveLength(1)
  })
})

describe('hubViewers', () => {
  it('offers the colour, aroma and flavour always, and the other viewers only with slides of their own', () => {
    expect(hubViewers({ stories: [1], foods: [1], portfolio: [1] })).toEqual(['caf', 'stories', 'pair', 'portfolio'])
    expect(hubViewers({ stories: [1], foods: [], portfolio: [] })).toEqual(['caf', 'stories'])
    expect(hubViewers({})).toEqual(['caf'])
  })
})
