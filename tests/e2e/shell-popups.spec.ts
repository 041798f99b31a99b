/**
 * Start-up behaviour: the location sheet, the popups and their cookies, the iOS banner. The route guard:
 * shell-route-guard.spec.ts.
 */
import { expect, test, devices, type BrowserContext, type Locator, type Page } from '@playwright/test'
import type { Answer } from '../../src/contract/api/typed'
import type { OtherPopup, PromotionPopup } from '../../src/lib/startup/popups'
import { cookiesOf, daysLeft, passGate, setCookies } from '../helpers/gate'
import { mockApi } from '../helpers/mockApi'
import { settled } from '../helpers/page'
import { ui } from '../helpers/strings'

/** Closing wrote `name` 'false' for 7 days, and what was closed stays closed after a reload. */
async function staysClosed(page: Page, context: BrowserContext, name: string, closed: Locator) {
  const c = await cookiesOf(context)
  expect(c[name].value).toBe('false')
  expect(daysLeft(c[name].expires)).toBe(7)
  await page.reload()
  await settled(page)
  await expect(closed).toBeHidden()
}

/** An iPhone at the run's phone size: the iOS banner shows only there. */
const IPHONE = {
  userAgent: devices['iPhone 13'].userAgent,
  isMobile: true,
  hasTouch: true,
  viewport: { width: 390, height: 844 },
}
/** The sheet that helps a visitor whose location was denied. */
const locationSheet = (page: Page) => page.getByRole('region', { name: ui('en', 'location.title') })

/** Home, where the location sheet may show: the sheet. */
async function homeSheet(page: Page) {
  await page.goto('/')
  return locationSheet(page)
}
const NO_POPUPS = { '/api/popup-others': { data: null }, '/api/promotions/*': { data: [] } }

test.beforeEach(async ({ context }) => {
  await passGate(context, 'US', 'en')
  await setCookies(context, { popShow: 'false' })
})

test.describe('geolocation help', () => {
  test.beforeEach(async ({ context }) => {
    await setCookies(context, { popupShow: 'false' })
  })

  test('location denied: the 4-step sheet; closing keeps it away (popupLocationShow false, 7 days)', async ({
    page,
    context,
  }) => {
    const sheet = await homeSheet(page)
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('listitem')).toHaveText([1, 2, 3, 4].map((n) => ui('en', `location.step${n}`)))
    await sheet.getByRole('button', { name: ui('en', 'location.ok') }).click()
    await expect(sheet).toBeHidden()
    await staysClosed(page, context, 'popupLocationShow', sheet)
  })

  test('location denied: the sheet offers the states of the country; a choice is kept and the sheet stays away', async ({
    page,
    context,
  }) => {
    const sheet = await homeSheet(page)
    await expect(sheet.getByText(ui('en', 'location.chooseState'))).toBeVisible()
    await Promise.all([
      page.waitForEvent('load'),
      sheet.getByLabel(ui('en', 'location.state')).selectOption({ label: 'Texas' }),
    ])
    const jar = await cookiesOf(context)
    expect([jar.state?.value, jar.popupLocationShow?.value]).toEqual(['TX', 'false'])
    await settled(page)
    await expect(sheet).toBeHidden()
  })

  test("popupLocationShow 'false': no sheet", async ({ page, context }) => {
    await setCookies(context, { popupLocationShow: 'false' })
    await page.goto('/')
    await settled(page)
    await expect(page.locator('#shell-location')).toBeHidden()
  })

  test('location granted: coordinates stored, geolocation cookie set, location resolved, no sheet, no IP lookup next time', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 41.1579, longitude: -8.6291 })
    const calls = await mockApi(page, {
      '/api/geolocation': {
        success: true,
        latitude: 41.1579,
        longitude: -8.6291,
        country: { code: 'PT', name: 'Portugal', languages: ['pt'] },
        state: 'Porto',
        zip_code: '4000-001',
      } satisfies Answer<'geolocation'>,
      '/api/get-client-ip-address': {
        data: { ip: '198.51.100.7', country: null, state: null, zip_code: null },
      } satisfies Answer<'clientIp'>,
    })
    await page.goto('/terms')
    await expect.poll(async () => (await cookiesOf(context)).geolocation?.value).toBe('true')
    const c = await cookiesOf(context)
    expect(Number(c.latitude.value)).toBeCloseTo(41.1579, 3)
    expect(Number(c.longitude.value)).toBeCloseTo(-8.6291, 3)
    expect(c.state.value).toBe('Porto')
    expect(c.zip_code.value).toBe('4000-001')
    expect(c.country.value).toBe('US') // the gate's choice is kept
    expect(daysLeft(c.geolocation.expires)).toBe(7)
    expect(daysLeft(c.latitude.expires)).toBe(30)
    expect(calls.find((x) => x.path === '/api/geolocation')?.body).toEqual({ latitude: 41.1579, longitude: -8.6291 })
    await expect(page.locator('#shell-location')).toBeHidden()
    // Next page: the geolocation cookie is 'true', so no IP lookup; same place, no second post.
    const before = calls.length
    await page.goto('/')
    await settled(page)
    expect(calls.slice(before).map((x) => x.path)).toEqual([])
  })
})

test.describe('start-up popups', () => {
  test.beforeEach(async ({ context }) => {
    await setCookies(context, { popupLocationShow: 'false', state: 'CA', zip_code: '94105', popupCurrent: '3' })
  })

  test('an other popup: its image opens the link; popupCurrent and popupShow false stored (7 days)', async ({
    page,
    context,
  }) => {
    const calls = await mockApi(page, {
      '/api/popup-others': {
        // As the API declares it: the texts in the visitor's language.
        data: {
          id: '41',
          title: 'Harvest festival',
          image: {
            id: 'm1',
            url: '/brand/touch-icon.png',
            mimeType: 'image/png',
            width: 180,
            height: 180,
            alt: '',
            sizes: [],
            focal: null,
          },
          iframe: null,
          link: 'https://norte-wines.example/harvest',
        } satisfies OtherPopup,
      },
      '/api/promotions/*': { data: [{ id: 1 }] },
    })
    await page.goto('/')
    const dialog = page.getByRole('dialog', { name: 'Harvest festival' })
    await expect(dialog).toBeVisible()
    // One link for keyboards and screen readers, the button; the picture opens the same address.
    await expect(dialog.getByRole('link')).toHaveText(ui('en', 'popups.open'))
    await expect(dialog.getByRole('link')).toHaveAttribute('href', 'https://norte-wines.example/harvest')
    await expect(dialog.getByRole('link')).toHaveAttribute('target', '_blank')
    await expect(dialog.locator('a:has(img)')).toHaveAttribute('href', 'https://norte-wines.example/harvest')
    expect(calls.find((x) => x.path === '/api/popup-others')?.body).toEqual({
      country: 'US',
      current: '3',
      zipCode: '94105',
      state: 'CA',
    })
    expect(calls.some((x) => x.path.startsWith('/api/promotions/'))).toBe(false)
    const c = await cookiesOf(context)
    expect(c.popupCurrent.value).toBe('41')
    expect(c.popupShow.value).toBe('false')
    expect(daysLeft(c.popupShow.expires)).toBe(7)
    await dialog.getByRole('button', { name: ui('en', 'common.close') }).click()
    await expect(dialog).toBeHidden()
    await page.reload()
    await settled(page)
    expect(calls.filter((x) => x.path === '/api/popup-others')).toHaveLength(1)
  })

  test('no other popup but promotions: the promotion popup; Continue goes to /promotions; closing sets popupShow false', async ({
    page,
    context,
  }) => {
    const calls = await mockApi(page, {
      '/api/popup-others': { data: null },
      '/api/promotions/*': { data: [{ id: 1 }, { id: 2 }] },
      '/api/popup': {
        data: { id: '1', title: 'Autumn offers', description: 'Two bottles, one price.' } satisfies PromotionPopup,
      },
    })
    await page.goto('/')
    const dialog = page.getByRole('dialog', { name: 'Autumn offers' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Two bottles, one price.')).toBeVisible()
    await expect(dialog.getByRole('link', { name: ui('en', 'popups.continue') })).toHaveAttribute('href', '/promotions')
    expect(calls.find((x) => x.path.startsWith('/api/promotions/'))?.path).toBe('/api/promotions/US/CA')
    expect((await cookiesOf(context)).popupShow).toBeUndefined()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const c = await cookiesOf(context)
    expect(c.popupShow.value).toBe('false')
    expect(daysLeft(c.popupShow.expires)).toBe(7)
  })

  test('neither: popupShow false and nothing shows', async ({ page, context }) => {
    await mockApi(page, NO_POPUPS)
    await page.goto('/')
    await expect.poll(async () => (await cookiesOf(context)).popupShow?.value).toBe('false')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test("popupShow 'false': the server is not asked", async ({ page, context }) => {
    await setCookies(context, { popupShow: 'false' })
    const calls = await mockApi(page, {
      '/api/popup-others': { data: { id: '1', title: 'x', image: null, iframe: null, link: null } },
    })
    await page.goto('/')
    await settled(page)
    expect(calls).toHaveLength(0)
  })

  test('no popups on the gate', async ({ page, context }) => {
    await context.clearCookies()
    const calls = await mockApi(page, {
      '/api/popup-others': { data: { id: '1', title: 'x', image: null, iframe: null, link: null } },
    })
    await page.goto('/')
    await settled(page)
    expect(calls).toHaveLength(0)
    await expect(page.locator('#shell-location, #shell-ios')).toHaveCount(0)
  })
})

test.describe('iOS banner', () => {
  test.use(IPHONE)

  test('shows on iOS when popShow is unset, 9vh above the navigation; closing sets popShow false for 7 days', async ({
    page,
    context,
  }) => {
    await context.clearCookies()
    await passGate(context, 'US', 'en')
    await setCookies(context, { popupShow: 'false', popupLocationShow: 'false' })
    await page.goto('/')
    const banner = page.getByRole('complementary', { name: ui('en', 'ios.label') })
    await expect(banner).toBeVisible()
    const b = (await banner.boundingBox())!
    const nav = (await page.locator('.bottom-nav').boundingBox())!
    expect(Math.abs(nav.y - (b.y + b.height) - 844 * 0.09)).toBeLessThan(1.5)
    await banner.getByRole('button', { name: ui('en', 'common.close') }).click()
    await expect(banner).toBeHidden()
    await staysClosed(page, context, 'popShow', banner)
  })
})

test.describe('iOS banner after the other overlays', () => {
  test.use(IPHONE)

  test('one overlay at a time: the banner waits for the location sheet', async ({ page, context }) => {
    await context.clearCookies()
    await passGate(context, 'US', 'en')
    await setCookies(context, { popupShow: 'false' })
    const sheet = await homeSheet(page)
    await expect(sheet).toBeVisible()
    await settled(page)
    await expect(page.locator('#shell-ios')).toBeHidden()
    await sheet.getByRole('button', { name: ui('en', 'location.ok') }).click()
    await expect(page.getByRole('complementary', { name: ui('en', 'ios.label') })).toBeVisible()
  })
})

test('no iOS banner on other devices', async ({ page, context }) => {
  await context.clearCookies()
  await passGate(context, 'US', 'en')
  await setCookies(context, { popupShow: 'false', popupLocationShow: 'false' })
  await page.goto('/')
  await settled(page)
  await expect(page.locator('#shell-ios')).toBeHidden()
})
