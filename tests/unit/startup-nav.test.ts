import { describe, expect, it } from 'vitest'
import { tabForPath } from '../../src/lib/startup/nav'

describe('bottom navigation tabs (spec §2)', () => {
  it.each([
    ['/explore', 'explore'],
    ['/exploreWine', 'explore'],
    ['/explore/duas-margens', 'explore'],
    ['/explore/x/caf', null],
    ['/discover', 'discover'],
    ['/enjoy', 'enjoy'],
    ['/shop', 'shop'],
    ['/vendors', 'shop'],
    ['/promotions', 'shop'],
    ['/vendors/', 'shop'],
    ['/vendors?vendor=1', 'shop'],
    ['/', null],
    ['/news', null],
    ['/terms', null],
  ])('%s -> %s', (path, tab) => expect(tabForPath(path)).toBe(tab))
})
