/** The route guard on the first page of a visit: the IP lookup, the session id and its one tracking record. */
import { expect, test, type Page } from '@playwright/test'
import type { Answer } from '../../src/contract/api/typed'
import { cookiesOf, daysLeft, passGate, setCookies } from '../helpers/gate'
import { mockApi } from '../helpers/mockApi'
import { winesFor } from '../helpers/content'
import { settled } from '../helpers/page'

type Calls = Awaited<ReturnType<typeof mockApi>>

/** The IP lookup finds a US address (`ip`, in `state` and `zip_code`); tracking accepts its record. Returns the calls. */
const mockLookupAndTracking = (page: Page, ip: string, state: string | null, zip_code: string | null) =>
  mockApi(page, {
    '/api/get-client-ip-address': {
      data: { ip, country: { code: 'US', name: 'United States', languages: ['en'] }, state, zip_code },
    } satisfies Answer<'clientIp'>,
    '/api/tracking': { success: true },
  })

const callsTo = (calls: Calls, path: string) => calls.filter((x) => x.path === path)

test.beforeEach(async ({ context }) => {
  await passGate(context, 'US', 'en')
  await setCookies(context, { popShow: 'false', popupShow: 'false', popupLocationShow: 'false' })
})

test.describe('route guard', () => {
  test("IP lookup while geolocation is not 'true'; a session id once per browser session; one tracking record per session", async ({
    page,
    context,
  }) => {
    const calls = await mockLookupAndTracking(page, '198.51.100.7', 'CA', '94105')
    await page.goto('/')
    await expect.poll(() => callsTo(calls, '/api/tracking').length).toBe(1)
    const id = await page.evaluate(() => sessionStorage.getItem('session_id'))
    expect(id).toMatch(/^sess-[a-z0-9]{9}$/)
    const track = callsTo(calls, '/api/tracking')[0].body as Record<string, unknown>
    expect(track).toMatchObject({
      session: id,
      ip: '198.51.100.7',
      country: 'US',
      state: 'CA',
      zip_code: '94105',
      locale: 'en',
      locales: 'en',
      // The first visit of this browser: not a returning one.
      returning: false,
    })
    expect(Object.keys(track).sort()).toEqual([
      'country',
      'ip',
      'latitude',
      'locale',
      'locales',
      'longitude',
      'returning',
      'session',
      'state',
      'zip_code',
    ])
    const c = await cookiesOf(context)
    expect(c.ip.value).toBe('198.51.100.7')
    expect(daysLeft(c.ip.expires)).toBe(7)
    expect(c.state.value).toBe('CA')
    await page.goto('/terms')
    await settled(page)
    expect(await page.evaluate(() => sessionStorage.getItem('session_id'))).toBe(id)
    expect(callsTo(calls, '/api/tracking')).toHaveLength(1)
    expect(callsTo(calls, '/api/get-client-ip-address')).toHaveLength(2)
  })

  test('a story viewer or /rateWine opened first (a QR code) runs the route guard too: one tracking record per session', async ({
    page,
  }) => {
    const calls = await mockLookupAndTracking(page, '198.51.100.8', null, null)
    const { sold } = await winesFor(page, 'US')
    await page.goto(`/explore/${sold.slug}/stories`)
    await expect.poll(() => callsTo(calls, '/api/tracking').length).toBe(1)
    expect(await page.evaluate(() => sessionStorage.getItem('session_id'))).toMatch(/^sess-[a-z0-9]{9}$/)
    expect(callsTo(calls, '/api/get-client-ip-address')).toHaveLength(1)
    // /rateWine looks the place up too (a visitor is then sent on to sign in, which does the same), and counts no second visit.
    await page.goto('/rateWine')
    await settled(page)
    expect(callsTo(calls, '/api/get-client-ip-address').length).toBeGreaterThanOrEqual(2)
    expect(callsTo(calls, '/api/tracking')).toHaveLength(1)
  })
})
