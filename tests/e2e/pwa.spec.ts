/**
 * The app is installable: every locale's pages link their own web manifest, the manifest carries what
 * the install sheets need, every icon it names is a PNG of the size it says, and Chromium's own
 * installability check finds nothing missing.
 */
import { chromium, expect, test } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import sharp from 'sharp'
import { BRAND } from '../../src/contract/brand'
import { LOCALES } from '../../src/contract/locales'
import { passGate, setCookies, visitor } from '../helpers/gate'

type Manifest = {
  name: string
  short_name: string
  lang: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; purpose: string }[]
  screenshots: { src: string; sizes: string; form_factor: string; label: string }[]
}

test('each locale has a web manifest, with icons and screenshots of the sizes it names', async ({ request }) => {
  const checked = new Set<string>()
  for (const locale of LOCALES) {
    const res = await request.get(`/manifest/${locale}.webmanifest`)
    expect(res.status(), locale).toBe(200)
    expect(res.headers()['content-type']).toContain('application/manifest+json')
    const m = (await res.json()) as Manifest
    expect(m).toMatchObject({
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND.burgundy,
      background_color: BRAND.cream,
    })
    expect(m.name.length).toBeGreaterThan(0)
    expect(m.short_name.length).toBeLessThanOrEqual(12)
    for (const need of ['192x192', '512x512']) {
      expect(m.icons.some((i) => i.sizes === need && i.purpose === 'any')).toBe(true)
      expect(m.icons.some((i) => i.sizes === need && i.purpose === 'maskable')).toBe(true)
    }
    for (const icon of m.icons) {
      if (checked.has(icon.src)) continue
      checked.add(icon.src)
      const png = await request.get(icon.src)
      expect(png.status(), icon.src).toBe(200)
      expect(png.headers()['content-type']).toBe('image/png')
      const meta = await sharp(await png.body()).metadata()
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes)
    }
    // The richer install sheet: phone and desktop screenshots, labelled in the manifest's language.
    expect(new Set(m.screenshots.map((s) => s.form_factor))).toEqual(new Set(['narrow', 'wide']))
    for (const shot of m.screenshots) {
      expect(shot.label.length, shot.src).toBeGreaterThan(0)
      if (checked.has(shot.src)) continue
      checked.add(shot.src)
      const file = await request.get(shot.src)
      expect(file.status(), shot.src).toBe(200)
      const meta = await sharp(await file.body()).metadata()
      expect(`${meta.width}x${meta.height}`, shot.src).toBe(shot.sizes)
      expect(meta.format).toBe('webp')
    }
  }
})

test('iOS gets a launch screen for each of its screens, at the size the media query names', async ({
  page,
  context,
}) => {
  await visitor(context)
  await page.goto('/')
  const links = await page
    .locator('link[rel="apple-touch-startup-image"]')
    .evaluateAll((ls) => ls.map((l) => ({ href: l.getAttribute('href')!, media: l.getAttribute('media')! })))
  expect(links.length).toBeGreaterThanOrEqual(15)
  for (const { href, media } of links) {
    const [, w, h, ratio] =
      /device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)/.exec(media) ?? []
    const res = await page.request.get(href)
    expect(res.status(), href).toBe(200)
    const meta = await sharp(await res.body()).metadata()
    expect(`${meta.width}x${meta.height}`, href).toBe(`${Number(w) * Number(ratio)}x${Number(h) * Number(ratio)}`)
  }
})

for (const locale of ['en', 'ja'] as const) {
  test(`Chromium finds the app installable (${locale})`, async ({ browserName }, testInfo) => {
    expect(browserName).toBe('chromium')
    // A profile on disk: Chromium never offers to install from an incognito context, which is what new contexts are.
    const profile = testInfo.outputPath('profile')
    const use = testInfo.project.use
    const context = await chromium.launchPersistentContext(profile, {
      ...use.launchOptions,
      viewport: use.viewport,
      userAgent: use.userAgent,
      baseURL: BASE_URL,
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await visitor(context, locale === 'ja' ? 'JP' : 'US', locale)
      await page.goto('/')
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/manifest/${locale}.webmanifest`)
      // iOS: opaque touch icons in its sizes.
      const touch = await page
        .locator('link[rel="apple-touch-icon"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('sizes')))
      expect(touch).toEqual(expect.arrayContaining(['180x180', '167x167', '152x152', '120x120']))
      const cdp = await context.newCDPSession(page)
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] }
      expect(manifest.errors, JSON.stringify(manifest.errors)).toEqual([])
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[]
      }
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([])
    } finally {
      await context.close()
    }
  })
}

test("where the browser offers to install, the banner's Install button asks it, then rests for seven days", async ({
  page,
  context,
}) => {
  await passGate(context)
  // The start-up popups and location sheet done; the install banner not yet dismissed.
  await setCookies(context, { popupShow: 'false', popupLocationShow: 'false', geolocation: 'true' })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-startup', 'done')
  const banner = page.locator('#shell-ios')
  await expect(banner).toBeHidden()
  // Chromium fires beforeinstallprompt only after its engagement heuristics: the test fires it as Chrome would.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: number }).prompted = 1),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    })
    window.dispatchEvent(offer)
  })
  await expect(banner).toBeVisible()
  await expect(banner.getByText('Open it like an app, straight from your home screen.')).toBeVisible()
  await expect(banner.getByText('Share')).toBeHidden()
  await banner.getByRole('button', { name: 'Install' }).click()
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)
  const popShow = (await context.cookies()).find((c) => c.name === 'popShow')
  expect(popShow?.value).toBe('false')
  expect((popShow?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 86400)
})
