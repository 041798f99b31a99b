import { expect, it } from 'vitest'
import { visitSplit } from '../../cms/insights/queries'

it('a hidden part of the sessions hides the other part too: no subtraction gives it away', () => {
  // Portugal, one day: 8 sessions, 5 new; the 3 returning were hidden, but 8 - 5 told them.
  expect(visitSplit('8', '5', '3')).toEqual({ sessions: 8, new: null, returning: null })
  expect(visitSplit(12, 6, 6)).toEqual({ sessions: 12, new: 6, returning: 6 })
  // Both parts shown, or both hidden already, or the total hidden too: as they are.
  expect(visitSplit(3, 2, 1)).toEqual({ sessions: null, new: null, returning: null })
  expect(visitSplit(5, 5, 0)).toEqual({ sessions: 5, new: 5, returning: 0 })
  expect(visitSplit(null, null, null)).toEqual({ sessions: 0, new: 0, returning: 0 })
})
