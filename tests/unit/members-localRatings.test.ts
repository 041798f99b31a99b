import { describe, expect, it } from 'vitest'
import { completeCaf, parseCafRatings } from '../../src/lib/members/localRatings'

describe('visitor ratings and the current wine', () => {
  it("reads the story viewers' caf ratings for one wine", () => {
    const raw = JSON.stringify({ w1: { colour: 4, aroma: 5, flavour: 3 }, w2: { colour: 2, aroma: 0, flavour: 9 } })
    expect(parseCafRatings(raw, 'w1')).toEqual({ colour: 4, aroma: 5, flavour: 3 })
    expect(completeCaf(parseCafRatings(raw, 'w1'))).toBe(true)
    expect(parseCafRatings(raw, 'w2')).toEqual({ colour: 2, aroma: 0, flavour: 0 })
    expect(completeCaf(parseCafRatings(raw, 'w2'))).toBe(false)
    expect(parseCafRatings('not json', 'w1')).toEqual({ colour: 0, aroma: 0, flavour: 0 })
  })
})
