/** The route guard's location rules: IP lookup, coordinates, the location popup, the first visit's language, tracking. */
import { describe, expect, it } from 'vitest'
import {
  countryCodeOf,
  firstVisitLocale,
  needsIpLookup,
  shouldPostCoordinates,
  shouldShowLocationPopup,
  trackingRecord,
} from '../../src/lib/startup/location'
import { closeLocationPopupWrites, geolocationWrites, ipLookupWrites } from '../../src/lib/startup/location'
import { localeForCountry } from '../../src/contract/countryLocale'

const DAY = 86400
const PORTUGAL = { code: 'PT', name: 'Portugal', languages: ['pt'] }
const AT_SEA = { success: false, latitude: 1, longitude: 2, country: null, state: null, zip_code: null }

describe('route guard: location (spec §2, §4)', () => {
  it("looks the IP up while the geolocation cookie is not 'true'", () => {
    expect(needsIpLookup({})).toBe(true)
    expect(needsIpLookup({ geolocation: 'false' })).toBe(true)
    expect(needsIpLookup({ geolocation: 'true' })).toBe(false)
  })
  it("takes the country's code as the API declares it, as the country cookie holds it", () => {
    expect(countryCodeOf({ code: 'PT', name: 'Portugal', languages: ['pt'] })).toBe('PT')
    expect(countryCodeOf({ code: 'jp', name: 'Japan', languages: ['ja'] })).toBe('JP')
    // No country: a private or unknown address, a point at sea; and no code that is not one.
    expect(countryCodeOf(null)).toBeNull()
    expect(countryCodeOf({ code: 'Atlantis', name: 'Atlantis', languages: [] })).toBeNull()
  })
  it('uses the IP result only if it has a country; never overrides a chosen country', () => {
    const result = {
      ip: '1.2.3.4',
      country: { code: 'US', name: 'United States', languages: ['en', 'es'] },
      state: 'CA',
      zip_code: '94105',
    }
    expect(ipLookupWrites(result, {}, null)).toEqual([])
    expect(ipLookupWrites(null, {}, 'US')).toEqual([])
    const fresh = Object.fromEntries(ipLookupWrites(result, {}, 'US').map((w) => [w.name, [w.value, w.maxAge]]))
    expect(fresh).toEqual({
      ip: ['1.2.3.4', 7 * DAY],
      country: ['US', 30 * DAY],
      state: ['CA', 30 * DAY],
      zip_code: ['94105', 30 * DAY],
      locales: ['en,es', 7 * DAY],
    })
    const chosen = ipLookupWrites(result, { country: 'PT' }, 'US').map((w) => w.name)
    expect(chosen).not.toContain('country')
  })
  it('stores coordinates, the geolocation cookie and the resolved location', () => {
    const writes = Object.fromEntries(
      geolocationWrites(
        { latitude: 41.15, longitude: -8.61 },
        { success: true, latitude: 41.15, longitude: -8.61, country: PORTUGAL, state: 'Porto', zip_code: '4000' },
        {},
        'PT',
      ).map((w) => [w.name, w.value]),
    )
    expect(writes).toEqual({
      latitude: '41.15000',
      longitude: '-8.61000',
      geolocation: 'true',
      country: 'PT',
      state: 'Porto',
      zip_code: '4000',
    })
    const failed = geolocationWrites({ latitude: 1, longitude: 2 }, { ...AT_SEA, state: 'X' }, {}, 'PT').map(
      (w) => w.name,
    )
    expect(failed).toEqual(['latitude', 'longitude', 'geolocation'])
  })
  it('posts coordinates when new or moved, not on every page', () => {
    expect(shouldPostCoordinates({}, { latitude: 1, longitude: 2 })).toBe(true)
    const jar = { geolocation: 'true', latitude: '41.15000', longitude: '-8.61000' }
    expect(shouldPostCoordinates(jar, { latitude: 41.1501, longitude: -8.6102 })).toBe(false)
    expect(shouldPostCoordinates(jar, { latitude: 38.72, longitude: -9.14 })).toBe(true)
  })
  it("shows the location popup unless popupLocationShow is 'false'; closing writes it for 7 days", () => {
    expect(shouldShowLocationPopup({})).toBe(true)
    expect(shouldShowLocationPopup({ popupLocationShow: 'true' })).toBe(true)
    expect(shouldShowLocationPopup({ popupLocationShow: 'false' })).toBe(false)
    expect(closeLocationPopupWrites()).toEqual([{ name: 'popupLocationShow', value: 'false', maxAge: 7 * DAY }])
  })
  it('first visit: the first language of the detected country, unless a locale cookie exists', () => {
    expect(firstVisitLocale({}, 'JP', 'en', localeForCountry)).toBe('ja')
    expect(firstVisitLocale({}, 'TW', 'en', localeForCountry)).toBe('zh-Hant')
    expect(firstVisitLocale({}, 'US', 'en', localeForCountry)).toBeNull()
    expect(firstVisitLocale({}, 'RU', 'en', localeForCountry)).toBeNull()
    expect(firstVisitLocale({ locale: 'en' }, 'JP', 'en', localeForCountry)).toBeNull()
    expect(firstVisitLocale({}, null, 'en', localeForCountry)).toBeNull()
  })
  it('builds the tracking record of spec §3', () => {
    const jar = {
      ip: '1.2.3.4',
      latitude: '1',
      longitude: '2',
      state: 'CA',
      zip_code: '9',
      country: 'US',
      locales: 'en',
    }
    expect(trackingRecord('sess-abcdefghi', jar, 'es')).toEqual({
      session: 'sess-abcdefghi',
      ip: '1.2.3.4',
      latitude: '1',
      longitude: '2',
      locale: 'es',
      state: 'CA',
      zip_code: '9',
      country: 'US',
      locales: 'en',
      returning: false,
    })
    expect(trackingRecord('sess-abcdefghi', {}, 'en').country).toBeNull()
    expect(trackingRecord('sess-abcdefghi', {}, 'en', true).returning).toBe(true)
  })
})
