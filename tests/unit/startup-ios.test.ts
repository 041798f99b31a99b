import { describe, expect, it } from 'vitest'
import { closeIosBannerWrites, installBanner, isIos, shouldShowIosBanner } from '../../src/lib/startup/ios'

const DAY = 86400

describe('iOS banner (spec §4)', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile Safari/537.36'
  it('detects iOS, iPadOS included', () => {
    expect(isIos({ userAgent: iphone })).toBe(true)
    expect(isIos({ userAgent: android })).toBe(false)
    expect(
      isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 }),
    ).toBe(true)
    expect(
      isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 0 }),
    ).toBe(false)
  })
  it('shows on iOS, not standalone, popShow unset', () => {
    expect(shouldShowIosBanner({ userAgent: iphone, standalone: false }, {})).toBe(true)
    expect(shouldShowIosBanner({ userAgent: iphone, standalone: true }, {})).toBe(false)
    expect(shouldShowIosBanner({ userAgent: iphone, standalone: false }, { popShow: 'false' })).toBe(false)
    expect(shouldShowIosBanner({ userAgent: android, standalone: false }, {})).toBe(false)
  })
  it("offers the browser's own install where it fires beforeinstallprompt, under the same cookie", () => {
    expect(installBanner({ userAgent: android, standalone: false }, {}, true)).toBe('install')
    expect(installBanner({ userAgent: android, standalone: false }, {}, false)).toBeNull()
    expect(installBanner({ userAgent: android, standalone: false }, { popShow: 'false' }, true)).toBeNull()
    expect(installBanner({ userAgent: android, standalone: true }, {}, true)).toBeNull()
    // iOS never fires it; its banner keeps the Share instructions.
    expect(installBanner({ userAgent: iphone, standalone: false }, {}, true)).toBe('ios')
  })
  it('closing sets popShow false for 7 days', () => {
    expect(closeIosBannerWrites()).toEqual([{ name: 'popShow', value: 'false', maxAge: 7 * DAY }])
  })
})
