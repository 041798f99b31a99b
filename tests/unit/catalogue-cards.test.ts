import { describe, expect, it } from 'vitest'
import { cardColours } from '../../src/lib/catalogue/cards'

describe('readable text on content colours', () => {
  it('picks ink or white on coloured cards whose text colour does not read', () => {
    expect(cardColours({ color: '#1f1418', background: '#b8893b' })).toEqual({
      color: '#1f1418',
      background: '#b8893b',
    })
    expect(cardColours({ color: '#b8893b', background: '#1f1418' }).color).toBe('#b8893b')
    expect(cardColours({ color: '#777777', background: '#6d1a36' }).color).toBe('#ffffff')
  })
})
