/** The start-up rules of spec §2 (route guard) and §4 (popups, geolocation, iOS banner, session). */
import { describe, expect, it } from 'vitest'
import { applyWrites, readJar, write } from '../../src/lib/cookies'
import { ensureSessionId, newSessionId, SESSION_ID_PATTERN } from '../../src/lib/startup/session'
import {
  closeLocationPopupWrites, countryCodeOf, firstVisitLocale, geolocationWrites, ipLookupWrites, needsIpLookup,
  shouldPostCoordinates, shouldShowLocationPopup, trackingRecord,
} from '../../src/lib/startup/location'
import { pick } from '../../src/contract/localize'
import { closePopupWrites, decidePopup, imageUrl, safeUrl, shouldAskPopups, type PopupApi } from '../../src/lib/startup/popups'
import { closeIosBannerWrites, isIos, shouldShowIosBanner } from '../../src/lib/startup/ios'
import { tabForPath } from '../../src/lib/startup/nav'
import { localeForCountry } from '../../src/contract/countryLocale'

const DAY = 86400
const names: Record<string, string> = { US: 'United States', PT: 'Portugal', JP: 'Japan' }
const nameOf = (c: string) => names[c] ?? c

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

describe('session id (spec §3)', () => {
  it("is 'sess-' plus 9 random characters", () => {
    expect(newSessionId()).toMatch(SESSION_ID_PATTERN)
    expect(newSessionId(() => 0)).toBe('sess-aaaaaaaaa')
    expect(newSessionId(() => 0.9999)).toBe('sess-999999999')
  })
  it('is created once per browser session', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    const first = ensureSessionId(storage)
    const second = ensureSessionId(storage)
    expect(first.created).toBe(true)
    expect(second).toEqual({ id: first.id, created: false })
    expect(store.get('session_id')).toBe(first.id)
  })
  it('replaces a malformed stored id', () => {
    const store = new Map([['session_id', 'junk']])
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    expect(ensureSessionId(storage).created).toBe(true)
  })
})

describe('route guard: location (spec §2, §4)', () => {
  it("looks the IP up while the geolocation cookie is not 'true'", () => {
    expect(needsIpLookup({})).toBe(true)
    expect(needsIpLookup({ geolocation: 'false' })).toBe(true)
    expect(needsIpLookup({ geolocation: 'true' })).toBe(false)
  })
  it('finds the country code by code or by English name', () => {
    expect(countryCodeOf({ name: 'Portugal', languages: ['pt'] }, ['US', 'PT'], nameOf)).toBe('PT')
    expect(countryCodeOf({ code: 'jp' }, [], nameOf)).toBe('JP')
    expect(countryCodeOf('US', [], nameOf)).toBe('US')
    expect(countryCodeOf({ name: 'Atlantis' }, ['US'], nameOf)).toBeNull()
    expect(countryCodeOf(null, ['US'], nameOf)).toBeNull()
  })
  it('uses the IP result only if it has a country; never overrides a chosen country', () => {
    const result = { ip: '1.2.3.4', country: { name: 'United States', languages: ['en', 'es'] }, state: 'CA', zip_code: '94105' }
    expect(ipLookupWrites(result, {}, null)).toEqual([])
    expect(ipLookupWrites(null, {}, 'US')).toEqual([])
    const fresh = Object.fromEntries(ipLookupWrites(result, {}, 'US').map((w) => [w.name, [w.value, w.maxAge]]))
    expect(fresh).toEqual({ ip: ['1.2.3.4', 7 * DAY], country: ['US', 30 * DAY], state: ['CA', 30 * DAY], zip_code: ['94105', 30 * DAY], locales: ['en,es', 7 * DAY] })
    const chosen = ipLookupWrites(result, { country: 'PT' }, 'US').map((w) => w.name)
    expect(chosen).not.toContain('country')
  })
  it('stores coordinates, the geolocation cookie and the resolved location', () => {
    const writes = Object.fromEntries(geolocationWrites({ latitude: 41.15, longitude: -8.61 }, { success: true, state: 'Porto', zip_code: '4000' }, {}, 'PT').map((w) => [w.name, w.value]))
    expect(writes).toEqual({ latitude: '41.15000', longitude: '-8.61000', geolocation: 'true', country: 'PT', state: 'Porto', zip_code: '4000' })
    const failed = geolocationWrites({ latitude: 1, longitude: 2 }, { success: false, state: 'X' }, {}, 'PT').map((w) => w.name)
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
    const jar = { ip: '1.2.3.4', latitude: '1', longitude: '2', state: 'CA', zip_code: '9', country: 'US', locales: 'en' }
    expect(trackingRecord('sess-abcdefghi', jar, 'es')).toEqual({ session: 'sess-abcdefghi', ip: '1.2.3.4', latitude: '1', longitude: '2', locale: 'es', state: 'CA', zip_code: '9', country: 'US', locales: 'en' })
    expect(trackingRecord('sess-abcdefghi', {}, 'en').country).toBeNull()
  })
})

describe('start-up popups (spec §4)', () => {
  type Calls = { other: unknown[]; promotions: unknown[]; popup: number }
  function api(opts: { other?: unknown; otherFails?: boolean; promotions?: unknown[]; promotionsFail?: boolean; popup?: unknown }): [PopupApi, Calls] {
    const calls: Calls = { other: [], promotions: [], popup: 0 }
    return [
      {
        async otherPopup(body) {
          calls.other.push(body)
          if (opts.otherFails) throw new Error('500')
          return (opts.other ?? null) as never
        },
        async promotions(country, state) {
          calls.promotions.push([country, state])
          if (opts.promotionsFail) throw new Error('500')
          return opts.promotions ?? []
        },
        async promotionPopup() {
          calls.popup++
          return (opts.popup ?? null) as never
        },
      },
      calls,
    ]
  }
  const jar = { country: 'US', state: 'CA', zip_code: '94105', popupCurrent: '7' }

  it("asks nothing while popupShow is 'false' or no country is known", async () => {
    expect(shouldAskPopups({ country: 'US', popupShow: 'false' })).toBe(false)
    expect(shouldAskPopups({})).toBe(false)
    const [a, calls] = api({ other: { id: 1 } })
    expect(await decidePopup({ ...jar, popupShow: 'false' }, a)).toEqual({ kind: 'none', writes: [] })
    expect(calls.other).toHaveLength(0)
  })
  it('an other popup: sent country, current id, zip code and state; stores its id and popupShow false (7 days)', async () => {
    const [a, calls] = api({ other: { id: 12, title: { en: 'Hi' } }, promotions: [{}] })
    const d = await decidePopup(jar, a)
    expect(calls.other).toEqual([{ country: 'US', current: '7', zipCode: '94105', state: 'CA' }])
    expect(d.kind).toBe('other')
    expect(d.writes).toEqual([{ name: 'popupCurrent', value: '12', maxAge: 7 * DAY }, { name: 'popupShow', value: 'false', maxAge: 7 * DAY }])
    expect(calls.promotions).toHaveLength(0)
  })
  it('no other popup, promotions exist: the promotion popup, no cookie yet', async () => {
    const [a, calls] = api({ promotions: [{ id: 1 }], popup: { title: { en: 'Autumn' }, description: { en: 'Offer' } } })
    const d = await decidePopup(jar, a)
    expect(calls.promotions).toEqual([['US', 'CA']])
    expect(d).toEqual({ kind: 'promotion', popup: { title: { en: 'Autumn' }, description: { en: 'Offer' } }, writes: [] })
  })
  it('no other popup and no promotions: popupShow false', async () => {
    const [a, calls] = api({ promotions: [] })
    expect(await decidePopup(jar, a)).toEqual({ kind: 'none', writes: [{ name: 'popupShow', value: 'false', maxAge: 7 * DAY }] })
    expect(calls.popup).toBe(0)
  })
  it('a failed promotions list counts as empty (spec §8)', async () => {
    const [a] = api({ promotionsFail: true })
    expect((await decidePopup(jar, a)).writes).toEqual([{ name: 'popupShow', value: 'false', maxAge: 7 * DAY }])
  })
  it('a failed other-popup call shows nothing and writes nothing', async () => {
    const [a, calls] = api({ otherFails: true, promotions: [{}] })
    expect(await decidePopup(jar, a)).toEqual({ kind: 'none', writes: [] })
    expect(calls.promotions).toHaveLength(0)
  })
  it('promotions but no promotion popup: popupShow false', async () => {
    const [a] = api({ promotions: [{}], popup: null })
    expect((await decidePopup(jar, a)).kind).toBe('none')
  })
  it('closing a popup: popupShow false for 7 days', () => {
    expect(closePopupWrites()).toEqual([{ name: 'popupShow', value: 'false', maxAge: 7 * DAY }])
  })
  it('localizes, resolves images and keeps links safe', () => {
    expect(pick({ en: 'Hello', ja: 'こんにちは' }, 'ja')).toBe('こんにちは')
    expect(pick({ en: 'Hello', ja: '' }, 'ja')).toBe('Hello')
    expect(pick('Plain', 'ja')).toBe('Plain')
    expect(pick(null, 'en')).toBe('')
    expect(imageUrl({ url: '/media/a.jpg' })).toBe('/media/a.jpg')
    expect(imageUrl('/media/b.jpg')).toBe('/media/b.jpg')
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('//evil.example')).toBeNull()
    expect(safeUrl('/promotions')).toBe('/promotions')
    expect(safeUrl('https://norte.example/x')).toBe('https://norte.example/x')
  })
})

describe('iOS banner (spec §4)', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile Safari/537.36'
  it('detects iOS, iPadOS included', () => {
    expect(isIos({ userAgent: iphone })).toBe(true)
    expect(isIos({ userAgent: android })).toBe(false)
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true)
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false)
  })
  it('shows on iOS, not standalone, popShow unset', () => {
    expect(shouldShowIosBanner({ userAgent: iphone, standalone: false }, {})).toBe(true)
    expect(shouldShowIosBanner({ userAgent: iphone, standalone: true }, {})).toBe(false)
    expect(shouldShowIosBanner({ userAgent: iphone, standalone: false }, { popShow: 'false' })).toBe(false)
    expect(shouldShowIosBanner({ userAgent: android, standalone: false }, {})).toBe(false)
  })
  it('closing sets popShow false for 7 days', () => {
    expect(closeIosBannerWrites()).toEqual([{ name: 'popShow', value: 'false', maxAge: 7 * DAY }])
  })
})

describe('bottom navigation tabs (spec §2)', () => {
  it.each([
    ['/explore', 'explore'], ['/exploreWine', 'explore'], ['/explore/duas-margens', 'explore'], ['/explore/x/caf', null],
    ['/discover', 'discover'], ['/enjoy', 'enjoy'], ['/shop', 'shop'], ['/vendors', 'shop'], ['/promotions', 'shop'],
    ['/vendors/', 'shop'], ['/vendors?vendor=1', 'shop'], ['/', null], ['/news', null], ['/terms', null],
  ])('%s -> %s', (path, tab) => expect(tabForPath(path)).toBe(tab))
})
