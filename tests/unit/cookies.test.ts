import { describe, expect, it } from 'vitest'
import { applyWrites, currentWineSlug, readCookie, readJar, write } from '../../src/lib/cookies'

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

describe('the member API client reads the spec shapes leniently', () => {
  it('reads cookies', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==')
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeNull()
  })
})

describe('visitor ratings and the current wine', () => {
  it('reads the wine cookie', () => {
    expect(currentWineSlug('a=1; wine=alvor-tinto; b=2')).toBe('alvor-tinto')
    expect(currentWineSlug('wine=../etc')).toBeNull()
    expect(currentWineSlug('')).toBeNull()
  })
})

describe('the unset value', () => {
  it('reads a cookie whose value is null as no cookie, in the browser and after writes', () => {
    expect(readJar('country=null; locale=en')).toEqual({ locale: 'en' })
    expect(readCookie('country', 'country=null')).toBeNull()
    expect(applyWrites({ country: 'PT' }, [write('country', 'null')])).toEqual({})
  })
})
