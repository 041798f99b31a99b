/**
 * Staff see what they publish (docs/decisions.md, Staff see what they publish), in the admin at 1280x900: the live preview beside the form
 * shows the site's page for the draft in the language being edited, follows each keystroke (autosave,
 * then the frame loads the draft again) and never shows the age gate or the start-up overlays; a
 * promotion scheduled ahead goes live by itself.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import path from 'node:path'
import { createDraftWine, deleteDoc, deleteWine, draftCopy, snapshot } from '../helpers/content'
import { visitor } from '../helpers/gate'
import { adminLogin, STAFF } from '../helpers/session'
import { publishChanges } from '../helpers/admin'

const SHOTS = process.env.ADMIN_SCREENS_DIR ?? 'test-results/admin-screens'

test.use({ viewport: { width: 1280, height: 900 } })

/** Opens the live preview of the document on screen (it may open by itself: Payload remembers the choice). */
async function openLivePreview(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
  if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
  await expect(page.locator('#live-preview-iframe')).toBeVisible()
  return page.frameLocator('#live-preview-iframe')
}

/** Types `text` key by key at the end of a field; after each key the preview shows the text so far within 2 s. */
async function typeAndWatch(
  page: Page,
  field: string,
  shown: ReturnType<Page['frameLocator']>,
  selector: string,
  before: string,
  text: string,
) {
  // The form is ready once the field shows the saved text.
  await expect(page.locator(field)).toHaveValue(before)
  await page.locator(field).click()
  await page.locator(field).press('End')
  let sofar = before
  for (const key of text) {
    await page.locator(field).press(key === ' ' ? 'Space' : key)
    sofar += key
    await expect(shown.locator(selector)).toHaveText(sofar, { timeout: 2_000 })
  }
}

test("live preview follows a wine's English and Portuguese text as staff type, without the gate or popups", async ({
  page,
}) => {
  test.setTimeout(90_000)
  // Signs staff in (the admin's own login) and saves a draft wine to edit.
  const id = await createDraftWine(page, { description: 'Ripe cherry.' })
  try {
    await page.goto(`/admin/collections/wines/${id}?locale=en`)
    const frame = await openLivePreview(page)
    await expect(frame.getByTestId('wine-preview')).toHaveAttribute('data-state', 'ok')
    await expect(frame.locator('[data-field="description"]')).toHaveText('Ripe cherry.')
    // The draft alone: no gate, no popup, no location sheet over it.
    await expect(frame.locator('html[data-startup="done"]')).toBeAttached()
    await expect(frame.locator('[data-testid="gate"], dialog.popup[open], #shell-location:not([hidden])')).toHaveCount(
      0,
    )

    await typeAndWatch(page, '#field-description', frame, '[data-field="description"]', 'Ripe cherry.', ' Fig')
    await page.screenshot({ path: path.join(SHOTS, 'live-preview-wine.png') })

    // Portuguese: the frame shows the page in the language being edited.
    await page.goto(`/admin/collections/wines/${id}?locale=pt`)
    const pt = await openLivePreview(page)
    await expect(pt.locator('html')).toHaveAttribute('lang', /^pt/)
    await page.locator('#field-description').fill('Cereja madura.')
    await expect(pt.locator('[data-field="description"]')).toHaveText('Cereja madura.', { timeout: 2_000 })
    await typeAndWatch(page, '#field-description', pt, '[data-field="description"]', 'Cereja madura.', ' Figo')
    // Closed again: Payload remembers the choice for the account, which the other admin tests share.
    await page.getByRole('button', { name: 'Exit Live Preview' }).click()
    await expect(page.locator('#live-preview-iframe')).toBeHidden()
  } finally {
    await deleteWine(page, id)
  }
})

/** Picks `option` in one of the live preview toolbar's menus: the device (`breakpoint`) or the zoom. */
async function previewMenu(page: Page, menu: 'breakpoint' | 'zoom', option: string) {
  await page.locator(`.live-preview-toolbar-controls__${menu} .popup-button`).click()
  await page.locator('.popup__content button', { hasText: new RegExp(`^${option}$`) }).click()
}

test('each live preview device fits the panel, its page seeing the device width; the device and zoom are remembered', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const id = await createDraftWine(page, { description: 'Ripe cherry.' })
  const iframe = page.locator('#live-preview-iframe')
  // As a staff member who never chose a device (the account is shared with the other tests).
  await page.request.delete('/cms-api/payload-preferences/live-preview-device', STAFF)
  try {
    await page.goto(`/admin/collections/wines/${id}?locale=en`)
    const frame = await openLivePreview(page)
    await expect(frame.getByTestId('wine-preview')).toHaveAttribute('data-state', 'ok')
    // The width the page inside lays itself out for, and where the frame sits against the panel.
    const seen = () => iframe.evaluate((f: HTMLIFrameElement) => f.contentWindow!.innerWidth)
    const inPanel = async () => {
      const panel = (await page.locator('.live-preview-window__main').boundingBox())!
      const shown = (await iframe.boundingBox())!
      expect(shown.x).toBeGreaterThanOrEqual(panel.x - 1)
      expect(shown.x + shown.width).toBeLessThanOrEqual(panel.x + panel.width + 1)
      expect(shown.y + shown.height).toBeLessThanOrEqual(panel.y + panel.height + 1)
      return shown
    }
    // A phone first, as most visitors see the site.
    await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText('Phone')
    await expect.poll(seen).toBe(390)
    await inPanel()
    // A tablet and a desktop are wider than the panel at 1280 px: scaled to fit it, laid out at their width.
    for (const [device, width] of [
      ['Tablet', 820],
      ['Desktop', 1440],
    ] as const) {
      await previewMenu(page, 'breakpoint', device)
      await expect.poll(seen).toBe(width)
      await inPanel()
    }
    await page.screenshot({ path: path.join(SHOTS, 'live-preview-desktop.png') })
    // At 50% the desktop's page still sees 1,440 px (Payload's own made it 2,880), in a 720-px frame.
    await previewMenu(page, 'zoom', '50%')
    await expect.poll(async () => Math.round((await inPanel()).width)).toBe(720)
    expect(await seen()).toBe(1440)

    // Remembered for this staff member: the next visit opens the preview as they left it.
    await page.reload()
    await expect(iframe).toBeVisible()
    await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText('Desktop')
    await expect(page.locator('.live-preview-toolbar-controls__zoom')).toContainText('50%')
    await expect.poll(seen).toBe(1440)
  } finally {
    // The account is shared by the other admin tests: back to the phone at 100%, the preview closed.
    if (await iframe.isVisible()) {
      await previewMenu(page, 'zoom', '100%')
      await previewMenu(page, 'breakpoint', 'Phone')
      await expect.poll(() => iframe.evaluate((f: HTMLIFrameElement) => f.contentWindow!.innerWidth)).toBe(390)
      await page.getByRole('button', { name: 'Exit Live Preview' }).click()
    }
    await deleteWine(page, id)
  }
})

/** A date as the admin's date picker reads it typed ("MMM d, yyyy h:mm a"), in the browser's time zone. */
function pickerText(d: Date): string {
  const month = d.toLocaleString('en-US', { month: 'short' })
  const hour = d.getHours() % 12 || 12
  return `${month} ${d.getDate()}, ${d.getFullYear()} ${hour}:${String(d.getMinutes()).padStart(2, '0')} ${d.getHours() < 12 ? 'AM' : 'PM'}`
}

/** The same date as the drawer's Upcoming Events list shows it ("MMM d, yyyy, h:mm a"). */
function eventText(d: Date): string {
  return pickerText(d).replace(/(\d{4}) /, '$1, ')
}

/** Opens a draft copy of a US promotion titled `title` in the admin for `edit`, and deletes the copy after. */
async function withDraftPromotion(page: Page, title: string, edit: () => Promise<void>) {
  const promotion = (await snapshot(page)).promotions.find((p) => p.countries.includes('US'))!
  const id = await draftCopy(page, 'promotions', promotion.id, { title: { en: title }, countries: ['US'], states: [] })
  try {
    await page.goto(`/admin/collections/promotions/${id}?locale=en`)
    await edit()
  } finally {
    await deleteDoc(page, 'promotions', id)
  }
}

/** A phone-sized page of its own, as a US visitor past the gate sees the site. */
async function usVisitorPage(browser: Browser) {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await visitor(page.context(), 'US', 'en')
  return page
}

/** Schedules the promotion on screen to `type` at `at` in the Publish button's menu (the drawer stays open). */
async function schedule(page: Page, type: 'Publish' | 'Unpublish', at: Date) {
  // The Publish button's own chevron: the last chevron of the page was once another one, hidden, and
  // the click waited for it until the test's end.
  if (!(await page.locator('#scheduled-publish-save').isVisible()))
    await page
      .locator('.btn--withPopup', { has: page.getByRole('button', { name: 'Publish changes' }) })
      .locator('.popup-button')
      .click()
  if (!(await page.locator('#scheduled-publish-save').isVisible()))
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${type}$`) })
    .click()
  const time = page.locator('#time input, input#time').first()
  await time.fill(pickerText(at))
  await time.press('Enter')
  await page.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Scheduled successfully').last()).toBeVisible()
  // The event is listed at the very minute typed (not moved to the picker's next 5-minute slot).
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: new RegExp(`^${type}`) })
      .first(),
  ).toContainText(eventText(at))
}

test('a promotion scheduled on, then off, goes live and comes off by itself, and its status says so at every step', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const title = `Autumn tasting ${Date.now().toString(36)}`
  await withDraftPromotion(page, title, async () => {
    const status = page.getByTestId('publish-status')
    await expect(status).toHaveAttribute('data-state', 'never')
    // On at the next whole minute at least 20 s away (the picker takes minutes; the job runner looks
    // every 10 s), off a minute later.
    const on = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
    const off = new Date(on.getTime() + 60_000)
    await schedule(page, 'Publish', on)
    await schedule(page, 'Unpublish', off)
    await page.screenshot({ path: path.join(SHOTS, 'schedule-publish.png') })
    await page.keyboard.press('Escape')
    // The document says what is planned, in the winery's time zone, once the drawer is closed.
    const planned = status.getByTestId('publish-schedule')
    await expect(planned.locator('[data-action="publish"]')).toContainText('Scheduled to go live at')
    await expect(planned.locator('[data-action="unpublish"]')).toContainText('Scheduled to come off the site at')
    await expect(planned).toContainText(/\(\w+(\/\w+)?\)/)
    await status.screenshot({ path: path.join(SHOTS, 'publish-status-scheduled.png') })

    // Nobody does anything more: a visitor in the US sees it on /newsPromotions once it is due (the
    // runner looks every 10 s; the publish takes a few more on a busy machine), and the status is live.
    const visitorPage = await usVisitorPage(browser)
    const listed = async () => {
      await visitorPage.goto('/newsPromotions')
      return (await visitorPage.getByTestId('promotion-list').innerText()).includes(title)
    }
    await expect.poll(listed, { timeout: on.getTime() - Date.now() + 60_000, intervals: [2_000] }).toBe(true)
    expect(Date.now()).toBeGreaterThanOrEqual(on.getTime())
    await expect(status).toHaveAttribute('data-state', 'live', { timeout: 20_000 })
    await expect(planned.locator('[data-action="publish"]')).toHaveCount(0)

    // Then it comes off: gone from the site, and the status says off, not live (it once stayed "Live").
    await expect.poll(listed, { timeout: off.getTime() - Date.now() + 60_000, intervals: [2_000] }).toBe(false)
    expect(Date.now()).toBeGreaterThanOrEqual(off.getTime())
    await expect(status).toHaveAttribute('data-state', 'off', { timeout: 20_000 })
    await expect(status.getByRole('status')).toContainText(/^Off the site since /)
    await expect(status.getByRole('link', { name: 'View on the site' })).toHaveCount(0)
    await status.screenshot({ path: path.join(SHOTS, 'publish-status-off.png') })
    await visitorPage.context().close()

    // The dashboard names the switch-off for what it was, the promotion a link to its form.
    await page.goto('/admin')
    const rows = page.getByTestId('recent-publishes').getByRole('row').filter({ hasText: title })
    await expect(rows.first()).toContainText('Taken off the site')
    await expect(rows.nth(1)).toContainText('Live')
    await expect(rows.first().getByRole('link', { name: title })).toHaveAttribute(
      'href',
      /\/admin\/collections\/promotions\/[\w-]+$/,
    )
  })
})

test('the schedule drawer of a draft opens on Publish every time, not on Unpublish', async ({ page }) => {
  test.setTimeout(90_000)
  await withDraftPromotion(page, `Spring fair ${Date.now().toString(36)}`, async () => {
    const id = page.url().split('/').pop()!.split('?')[0]
    const type = (t: 'publish' | 'unpublish') => page.locator(`#field-schedule-publish-${id}-type-${t}`)
    const openDrawer = async () => {
      await page
        .locator('.btn--withPopup', { has: page.getByRole('button', { name: 'Publish changes' }) })
        .locator('.popup-button')
        .click()
      await page.getByRole('button', { name: 'Schedule Publish' }).click()
      await expect(page.locator('#scheduled-publish-save')).toBeVisible()
    }
    await openDrawer()
    await expect(type('publish')).toBeChecked()
    // A publish scheduled two days ahead; the drawer closed and opened again (it came preset to Unpublish).
    await schedule(page, 'Publish', new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000))
    await page.keyboard.press('Escape')
    await expect(page.locator('#scheduled-publish-save')).toBeHidden()
    await openDrawer()
    await expect(type('publish')).toBeChecked()
    await expect(type('unpublish')).not.toBeChecked()
    await page.keyboard.press('Escape')
  })
})

test('after Publish, the document says Publishing…, then Live with the time it took and a link to the page that shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const title = `Harvest dinner ${Date.now().toString(36)}`
  await withDraftPromotion(page, title, async () => {
    const status = page.getByTestId('publish-status')
    await expect(status).toHaveAttribute('data-state', 'never')
    await expect(status.getByRole('status')).toHaveText('Not on the site yet: publish it to put it there.')
    await publishChanges(
      page,
      page.locator('[data-testid="publish-status"]:is([data-state="publishing"], [data-state="live"])'),
    )
    await expect(status).toHaveAttribute('data-state', 'live', { timeout: 30_000 })
    await expect(status.getByRole('status')).toContainText(/Live since .+, [\d.]+ s after the save\./)
    await status.screenshot({ path: path.join(SHOTS, 'publish-status-live.png') })
    const link = status.getByRole('link', { name: 'View on the site' })
    await expect(link).toHaveAttribute('href', '/newsPromotions')

    // The page it links to shows the change to a visitor.
    const visitorPage = await usVisitorPage(browser)
    await visitorPage.goto('/newsPromotions')
    await expect(visitorPage.getByTestId('promotion-list')).toContainText(title)
    await visitorPage.context().close()

    // The dashboard lists the publish: what, who, how long.
    await page.goto('/admin')
    const recent = page.getByTestId('recent-publishes')
    const row = recent.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText('staff@norte-wines.example')
    await expect(row).toContainText('Live')
    await page.screenshot({ path: path.join(SHOTS, 'dashboard.png') })
  })
})

test("the admin is the winery's: its logo at sign-in, its words for Payload's, dates and sizes as people read them, no API tab", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await expect(page.getByRole('img', { name: 'Norte' }).first()).toBeVisible()
  await page.screenshot({ path: path.join(SHOTS, 'login.png') })
  await adminLogin(page)
  // The dashboard: the publish log and the recent changes first.
  await expect(page.getByTestId('recent-changes').getByRole('row').nth(1)).toBeVisible()
  await page.screenshot({ path: path.join(SHOTS, 'dashboard.png'), fullPage: false })

  await page.goto('/admin/account')
  await expect(page.getByText('Admin settings').first()).toBeVisible()
  await expect(page.getByText('Payload Settings')).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Language' }).click()
  await expect(page.getByRole('option', { name: '日本語' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Lists: a size as people read it, a yes/no as a word; documents without an API tab.
  await page.goto('/admin/collections/media?limit=5')
  await expect(page.locator('table').first()).toContainText(/\d+(\.\d)? (KB|MB|kB)/)
  await page.goto('/admin/collections/promotions')
  await expect(page.locator('table').first()).not.toContainText('false')
  const promotion = (await snapshot(page)).promotions[0]
  await page.goto(`/admin/collections/promotions/${promotion.id}?locale=en`)
  await expect(page.getByRole('link', { name: 'Versions' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
  await context.close()
})
