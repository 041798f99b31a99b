import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TASTE_AXES } from '../../src/contract/constants'
import {
  bestMatch,
  isQuizAnswers,
  liking,
  PALATE_NEUTRAL,
  seedPalate,
  TASTE_QUIZ,
  tasteMatch,
  userPalate,
  winePalate,
  type QuizAnswers,
} from '../../src/contract/palate'

const dry = { fruit: 2, body: 5, tannin: 6, acidity: 4, sweetness: 0, oak: 5 }
const sweet = { fruit: 6, body: 2, tannin: 0, acidity: 3, sweetness: 6, oak: 1 }

describe('liking', () => {
  it('is the overall rating and the mean of the senses, half and half', () => {
    expect(liking({ wine_rating: 5, colour_rating: 3, aroma_rating: 3, flavour_rating: 3 })).toBe(4)
    expect(liking({ wine_rating: 4 })).toBe(4)
    expect(liking({ colour_rating: 2, aroma_rating: 4 })).toBe(3)
    expect(liking({})).toBe(3)
  })
  it('ignores values that are not stars', () => {
    expect(liking({ wine_rating: 9, colour_rating: 0, aroma_rating: Number.NaN, flavour_rating: 5 })).toBe(5)
  })
})

describe('userPalate', () => {
  it('is empty when nothing is rated', () => {
    expect(userPalate([])).toEqual({})
  })

  it('is exactly the profile of one wine loved on every count', () => {
    expect(
      userPalate([{ profile: dry, wine_rating: 5, colour_rating: 5, aroma_rating: 5, flavour_rating: 5 }]),
    ).toEqual(dry)
  })

  it('sits halfway to the middle for a wine rated 3', () => {
    const p = userPalate([{ profile: dry, wine_rating: 3 }])
    expect(p.tannin).toBe(4.5)
    expect(p.sweetness).toBe(1.5)
  })

  it('is the middle of the scale for a wine rated 1', () => {
    const p = userPalate([{ profile: sweet, wine_rating: 1, colour_rating: 1, aroma_rating: 1, flavour_rating: 1 }])
    for (const axis of TASTE_AXES) expect(p[axis]).toBe(PALATE_NEUTRAL)
  })

  it('follows the wine the member liked over the one they did not', () => {
    const p = userPalate([
      { profile: dry, wine_rating: 5, flavour_rating: 5 },
      { profile: sweet, wine_rating: 1, flavour_rating: 2 },
    ])
    expect(p.tannin!).toBeGreaterThan(4.5)
    expect(p.sweetness!).toBeLessThan(1.5)
  })

  it('treats missing or out-of-range profile values as the middle, clamped', () => {
    const p = userPalate([{ profile: { fruit: 40, body: -3 }, wine_rating: 5 }])
    expect(p.fruit).toBe(6)
    expect(p.body).toBe(0)
    expect(p.oak).toBe(3)
  })

  it('always stays on the 0..6 scale with one decimal, whatever the input (property)', () => {
    const star = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null })
    const profile = fc.record(
      Object.fromEntries(TASTE_AXES.map((a) => [a, fc.double({ min: -100, max: 100, noNaN: true })])),
    )
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ profile, wine_rating: star, colour_rating: star, aroma_rating: star, flavour_rating: star }),
          { minLength: 1, maxLength: 30 },
        ),
        (wines) => {
          const p = userPalate(wines)
          expect(Object.keys(p).sort()).toEqual([...TASTE_AXES].sort())
          for (const v of Object.values(p)) {
            expect(v).toBeGreaterThanOrEqual(0)
            expect(v).toBeLessThanOrEqual(6)
            expect(Math.round(v * 10) / 10).toBe(v)
          }
        },
      ),
    )
  })

  it('does not depend on the order of the wines, at a rounding edge (found by the property below on CI)', () => {
    const wine = (fruit: number, wine_rating: number, flavour_rating: number) => ({
      profile: { fruit, body: 0, tannin: 0, acidity: 0, sweetness: 0, oak: 0 },
      wine_rating,
      flavour_rating,
    })
    const wines = [
      wine(4, 1, 4),
      wine(3, 3, 1),
      wine(4, 1, 1),
      wine(4, 5, 2),
      wine(2, 4, 1),
      wine(5, 1, 1),
      wine(1, 3, 2),
      wine(5, 5, 3),
    ]
    expect(userPalate([...wines].reverse())).toEqual(userPalate(wines))
  })

  it('does not depend on the order of the wines (property)', () => {
    const star = fc.integer({ min: 1, max: 5 })
    const profile = fc.record(Object.fromEntries(TASTE_AXES.map((a) => [a, fc.integer({ min: 0, max: 6 })])))
    fc.assert(
      fc.property(
        fc.array(fc.record({ profile, wine_rating: star, flavour_rating: star }), { minLength: 1, maxLength: 10 }),
        (wines) => {
          expect(userPalate([...wines].reverse())).toEqual(userPalate(wines))
        },
      ),
    )
  })
})

describe('winePalate', () => {
  it('gives every axis, clamped, with missing ones in the middle', () => {
    expect(winePalate({ fruit: 7, body: 2.25 })).toEqual({
      fruit: 6,
      body: 2.3,
      tannin: 3,
      acidity: 3,
      sweetness: 3,
      oak: 3,
    })
  })
})

describe('the best match (docs/palate.md)', () => {
  const dryRed = { fruit: 5, body: 5, tannin: 5, acidity: 3, sweetness: 0, oak: 4 }
  const sweetWhite = { fruit: 4, body: 2, tannin: 0, acidity: 4, sweetness: 6, oak: 0 }

  it('scores 100 for the palate itself, 0 for the opposite end of every axis', () => {
    expect(tasteMatch(dryRed, dryRed)).toBe(100)
    expect(
      tasteMatch(
        { fruit: 0, body: 0, tannin: 0, acidity: 0, sweetness: 0, oak: 0 },
        { fruit: 6, body: 6, tannin: 6, acidity: 6, sweetness: 6, oak: 6 },
      ),
    ).toBe(0)
    // One step of 1 on every axis: 1/6 of the scale off.
    expect(tasteMatch(dryRed, { ...dryRed, fruit: 4, body: 4, tannin: 4, acidity: 2, sweetness: 1, oak: 3 })).toBe(83)
  })

  it('is symmetric, and a missing axis counts as the middle', () => {
    expect(tasteMatch(dryRed, sweetWhite)).toBe(tasteMatch(sweetWhite, dryRed))
    expect(tasteMatch({ fruit: 3 }, {})).toBe(100)
  })

  it('picks the closest wine, the first of equals, and nothing for an empty palate', () => {
    const wines = [
      { slug: 'sweet', profile: sweetWhite },
      { slug: 'red', profile: dryRed },
      { slug: 'red-too', profile: dryRed },
    ]
    expect(bestMatch({ ...dryRed, oak: 3 }, wines)).toEqual({
      wine: wines[1],
      score: tasteMatch({ ...dryRed, oak: 3 }, dryRed),
    })
    expect(bestMatch({}, wines)).toBeNull()
    expect(bestMatch(dryRed, [])).toBeNull()
  })
})

describe('the taste quiz (docs/palate.md)', () => {
  const demo = {
    red: { fruit: 4, body: 6, tannin: 5, acidity: 3, sweetness: 0, oak: 5 },
    young: { fruit: 5, body: 2, tannin: 1, acidity: 4, sweetness: 1, oak: 0 },
    tawny: { fruit: 4, body: 5, tannin: 2, acidity: 4, sweetness: 6, oak: 5 },
  }
  const wines = Object.entries(demo).map(([slug, profile]) => ({ slug, profile }))
  const first = (a: QuizAnswers) => bestMatch(seedPalate(a), wines)!.wine.slug

  it('leads each kind of drinker to the wine of their kind', () => {
    expect(first({ sweetness: 'dry', body: 'full', style: 'oak' })).toBe('red')
    expect(first({ sweetness: 'dry', body: 'light', style: 'fruit' })).toBe('young')
    expect(first({ sweetness: 'sweet', body: 'full', style: 'oak' })).toBe('tawny')
  })

  it('stays on the scale for every combination, and reads only valid answers', () => {
    for (const sweetness of TASTE_QUIZ.sweetness)
      for (const body of TASTE_QUIZ.body)
        for (const style of TASTE_QUIZ.style)
          for (const v of Object.values(seedPalate({ sweetness, body, style }))) expect(v >= 0 && v <= 6).toBe(true)
    expect(isQuizAnswers({ sweetness: 'dry', body: 'full', style: 'oak' })).toBe(true)
    expect(isQuizAnswers({ sweetness: 'dry', body: 'huge', style: 'oak' })).toBe(false)
    expect(isQuizAnswers(null)).toBe(false)
  })
})
