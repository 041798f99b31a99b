import { describe, expect, it } from 'vitest'
import { GOOD_MATCH } from '../../src/contract/constants'
import { seedPalate, tasteMatch } from '../../src/contract/palate'
import { hubMatch } from '../../src/lib/members/match'

const red = { fruit: 4, body: 6, tannin: 5, acidity: 3, sweetness: 0, oak: 5 }
const wine = { name: 'Norte Grande Reserva', harvest: '2019', profile: red }

describe("the hub's good-match badge (src/lib/members/match.ts)", () => {
  it('shows the score of an unrated wine close to the palate', () => {
    const palate = { user_palate: { ...red, oak: 4 }, wine_palates: { 'Bruma Baga': red } }
    expect(hubMatch(palate, null, wine)).toBe(tasteMatch({ ...red, oak: 4 }, red))
    expect(hubMatch(palate, null, wine)).toBeGreaterThanOrEqual(GOOD_MATCH)
  })

  it('says nothing for a wine already rated (by name, or name and harvest), a distant one, or no palate at all', () => {
    expect(hubMatch({ user_palate: red, wine_palates: { 'Norte Grande Reserva': red } }, null, wine)).toBeNull()
    expect(hubMatch({ user_palate: red, wine_palates: { 'Norte Grande Reserva 2019': red } }, null, wine)).toBeNull()
    expect(
      hubMatch(
        { user_palate: { fruit: 4, body: 2, tannin: 0, acidity: 5, sweetness: 6, oak: 0 }, wine_palates: {} },
        null,
        wine,
      ),
    ).toBeNull()
    expect(hubMatch({ user_palate: {}, wine_palates: {} }, null, wine)).toBeNull()
  })

  it('uses the quiz answers of a member with no rating yet', () => {
    const seed = seedPalate({ sweetness: 'dry', body: 'full', style: 'oak' })
    expect(hubMatch({ user_palate: {}, wine_palates: {} }, seed, wine)).toBe(tasteMatch(seed, red))
  })
})
