/**
 * Uploads that explain themselves (docs/decisions.md, Staff see what they publish), as staff in the admin at 1280x900 and against the server:
 * the upload area says what it takes; a file too large is refused in the browser before a byte is sent,
 * and by the server from its length at once; a program renamed as a picture is refused in staff words.
 */
import { expect, test } from '@playwright/test'
import path from 'node:path'
import { BASE_URL } from '../../playwright.config'
import { snapshot } from '../helpers/content'
import { visitor } from '../helpers/gate'
import { STAFF, staffLogin } from '../helpers/session'

const SHOTS = process.env.ADMIN_SCREENS_DIR ?? 'test-results/admin-screens'
const MB = 1024 * 1024

test.use({ viewport: { width: 1280, height: 900 } })

test('the media library says what it takes, and refuses a 30 MB picture in the browser at once, sending nothing', async ({
  page,
}) => {
  await staffLogin(page)
  const sent: string[] = []
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/cms-api/media') && sent.push(r.url()))
  await page.goto('/admin/collections/media/create?locale=en')
  // Headed as what it is, not "[Untitled]".
  await expect(page.locator('h1.render-title')).toHaveText('New Media')
  await expect(page.getByTestId('upload-rules')).toContainText(
    'Pictures or short videos (JPEG, PNG, WebP, AVIF, SVG, MP4, WebM), up to 20 MB each.',
  )
  // (Handing 30 MB to the browser takes Playwright a few seconds; the refusal is timed from there.)
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'cellar-door.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(30 * MB, 1) })
  const started = Date.now()
  await expect(page.getByTestId('upload-refused')).toHaveText(
    'This file is larger than 20 MB, the most one upload can be. Make it smaller and try again.',
  )
  expect(Date.now() - started).toBeLessThan(2_000)
  await page.screenshot({ path: path.join(SHOTS, 'upload-refused.png') })
  // A document is refused too, with what to do instead.
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'price-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') })
  await expect(page.getByTestId('upload-refused')).toContainText('This file is a document, not a picture or a video.')
  expect(sent).toEqual([])
})

test('the server refuses an upload over 20 MB from its length at once, in the staff member’s language', async ({
  page,
  context,
}) => {
  await staffLogin(page)
  const file = { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(30 * MB, 1) }
  for (const [lng, words] of [
    ['en', 'This file is larger than 20 MB, the most one upload can be.'],
    ['de', 'Diese Datei ist größer als 20 MB'],
  ] as const) {
    await context.addCookies([{ name: 'payload-lng', value: lng, url: BASE_URL }])
    const started = Date.now()
    const res = await page.request.post('/cms-api/media', { ...STAFF, multipart: { file, _payload: '{}' } })
    expect(res.status()).toBe(413)
    expect((await res.json()).message).toContain(words)
    expect(Date.now() - started).toBeLessThan(2_000)
  }
})

test('a program renamed as a picture is refused, saying it is a program', async ({ page }) => {
  await staffLogin(page)
  // "MZ": the start of every Windows program.
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0)])
  const res = await page.request.post('/cms-api/media', {
    ...STAFF,
    multipart: { file: { name: 'harvest.jpg', mimeType: 'image/jpeg', buffer: exe }, _payload: '{}' },
  })
  expect(res.status()).toBe(400)
  const body = (await res.json()) as { errors: { message: string }[] }
  expect(body.errors[0].message).toBe(
    'This file is a program, not a picture or a video. Upload a picture or a video: JPEG, PNG, WebP, AVIF, SVG, MP4, WebM.',
  )
})

test('a picture’s focal point places its crop on the site’s cards', async ({ page, browser }) => {
  test.setTimeout(60_000)
  const s = await snapshot(page)
  const discover = s.discovers.find((d) => d.countries.includes('US') && d.image)!
  const mediaId = discover.image!.id
  await staffLogin(page)
  const focus = (focalX: number, focalY: number) =>
    page.request.patch(`/cms-api/media/${mediaId}`, { ...STAFF, data: { focalX, focalY } })
  expect((await focus(15, 85)).status()).toBe(200)
  try {
    const visitorPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await visitor(visitorPage.context(), 'US', 'en')
    // The change is published by itself (the pages that show the picture are built again).
    await expect(async () => {
      await visitorPage.goto('/discover')
      const img = visitorPage.locator(`[data-id="${discover.id}"] img`)
      expect(await img.evaluate((el) => getComputedStyle(el).objectPosition)).toBe('15% 85%')
    }).toPass({ timeout: 30_000, intervals: [1_000] })
    await visitorPage.context().close()
  } finally {
    expect((await focus(50, 50)).status()).toBe(200)
  }
})
