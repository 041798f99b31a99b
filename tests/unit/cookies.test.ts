import { describe, expect, it } from 'vitest'
import { applyWrites, readJar, write } from '../../src/lib/cookies'

const DAY = 86400

describe('cookies', () => {
  it('reads a cookie string and applies writes with the spec lifetimes', () => {
    const jar = readJar('country=US; popupShow=false')
    expect(jar).toEqual({ country: 'US', popupShow: 'false' })
    expect(write('popupShow', 'false').maxAge).toBe(7 * DAY)
    expect(write('state', 'CA').maxAge).toBe(30 * DAY)
    expect(write('something-else', 'x').maxAge).toBe(30 * DAY)
    expect(applyWrites(jar, [write('state', 'CA')])).toEqual({ country: 'US', popupShow: 'false', state: 'CA' })
  })
})
