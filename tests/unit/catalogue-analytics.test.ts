import { describe, expect, it } from 'vitest'
import { track } from '../../src/lib/catalogue/analytics'

describe('analytics and localized API fields', () => {
  it('creates the dataLayer when missing and pushes the event', () => {
    const w: { dataLayer?: unknown[] } = {}
    track({ event: 'enjoy_click', category: 'enjoy', label: 'Harvest week' }, w)
    expect(w.dataLayer).toEqual([{ event: 'enjoy_click', category: 'enjoy', label: 'Harvest week' }])
  })
})
