/**
 * The admin's lists as staff expect them, at 1280x900: a search that ignores case and accents, the
 * wines in the carousel's order, and a delete that goes to a trash staff restore from.
 */
import { expect, test } from '@playwright/test'
import path from 'node:path'
import { createDraftWine, deleteDoc, deleteWine, draftCopy, publishDoc, snapshot } from '../helpers/content'
import { visitor } from '../helpers/gate'
import { STAFF, staffLogin } from '../helpers/session'

const SHOTS = process.env.ADMIN_SCREENS_DIR ?? 'test-results/admin-screens'

test.use({ viewport: { width: 1280, height: 900 } })

test('the list search finds "Atlântico" from "atlantico" and "ATLÂN"; the wines come in carousel order', async ({
  page,
}) => {
  await staffLogin(page)
  const wines = (await snapshot(page)).wines
  const accented = wines.find((w) => /[À-ÿ]/.test(w.name))!
  const plain = accented.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  await page.goto('/admin/collections/wines')
  // In the carousel's order (the snapshot's, which the site shows). Other tests' drafts and copies may
  // sit among them: the published wines shown, known by their ids, keep the carousel's order.
  const carousel = [...wines].sort((a, b) => a.order - b.order).map((w) => w.id)
  const links = page.locator('table tbody tr td.cell-name a')
  // The cells fill in once the list has loaded.
  await expect(links.first()).toHaveAttribute('href', /\/wines\//)
  const shown = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/').pop()!)))
    .map((id) => id.split('?')[0])
    .filter((id) => carousel.includes(id))
  expect(shown.length).toBeGreaterThan(3)
  expect(shown).toEqual(carousel.filter((id) => shown.includes(id)))

  for (const typed of [plain, plain.slice(0, 5).toUpperCase()]) {
    await page.locator('#search-filter-input').fill(typed)
    await expect(page.locator('table tbody tr').filter({ hasText: accented.name })).toHaveCount(1)
  }
  await page.screenshot({ path: path.join(SHOTS, 'list-search.png') })
  // The Columns picker names the story's fields in staff words ("caf > Colour > Image" once).
  await page.getByRole('button', { name: 'Columns' }).click()
  const picker = page.locator('#list-controls-columns')
  await expect(picker).toContainText('Colour, aroma, flavour')
  await expect(picker).toContainText('Taste profile')
  await expect(picker).not.toContainText(/\bcaf\b|taste_profile/)
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.locator('#search-filter-input').fill('no wine is called this')
  await expect(page.locator('table tbody tr')).toHaveCount(0)
})

test('Delete moves a wine to the trash, out of the list; staff restore it from there', async ({ page }) => {
  const name = `Trash trial ${Date.now().toString(36)}`
  const id = await createDraftWine(page, { name })
  try {
    await page.goto(`/admin/collections/wines/${id}`)
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.locator('dialog, .confirmation-modal').filter({ hasText: 'to the trash' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/wines(\?|$)/)

    await page.locator('#search-filter-input').fill(name)
    await expect(page.locator('table tbody tr')).toHaveCount(0)
    await page.goto('/admin/collections/wines/trash')
    await expect(page.locator('table tbody tr').filter({ hasText: name })).toHaveCount(1)
    await page.screenshot({ path: path.join(SHOTS, 'trash.png') })

    await page.goto(`/admin/collections/wines/trash/${id}`)
    await expect(page.getByTestId('publish-status')).toHaveAttribute('data-state', 'trashed')
    await expect(page.getByTestId('publish-status').getByRole('status')).toContainText(/^In the trash since /)
    await page.getByRole('button', { name: 'Restore', exact: true }).click()
    const restore = page.locator('dialog, .confirmation-modal').filter({ hasText: /restore/i })
    await expect(restore).toBeVisible()
    await restore
      .getByRole('button', { name: /Confirm|Restore/ })
      .last()
      .click()
    await page.goto('/admin/collections/wines')
    await page.locator('#search-filter-input').fill(name)
    await expect(page.locator('table tbody tr').filter({ hasText: name })).toHaveCount(1)
    // Never published, in the trash and back: it was never on the site, and its status says so (it
    // once said "Off the site since …", the trash having asked the site for a publish).
    await page.goto(`/admin/collections/wines/${id}`)
    await expect(page.getByTestId('publish-status')).toHaveAttribute('data-state', 'never')
  } finally {
    await deleteWine(page, id)
  }
})

test('a live promotion moved to the trash leaves the site; back from the trash it is a draft, off the site', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const promotion = (await snapshot(page)).promotions.find((p) => p.countries.includes('US'))!
  const title = `Trashed live ${Date.now().toString(36)}`
  const id = await draftCopy(page, 'promotions', promotion.id, { title: { en: title }, countries: ['US'], states: [] })
  const visitorPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await visitor(visitorPage.context(), 'US', 'en')
  const listed = async () => {
    await visitorPage.goto('/newsPromotions')
    return (await visitorPage.getByTestId('promotion-list').innerText()).includes(title)
  }
  try {
    await publishDoc(page, 'promotions', id)
    await expect.poll(listed, { timeout: 30_000 }).toBe(true)
    // As the admin's Delete does it: into the trash.
    const trashed = await page.request.patch(`/cms-api/promotions/${id}`, {
      ...STAFF,
      data: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.ok()).toBe(true)
    await expect.poll(listed, { timeout: 30_000 }).toBe(false)
    await page.goto(`/admin/collections/promotions/trash/${id}`)
    await expect(page.getByTestId('publish-status')).toHaveAttribute('data-state', 'trashed')
    // Restored in the admin: a draft (Payload's choice), so off the site until staff publish it again.
    await page.getByRole('button', { name: 'Restore', exact: true }).click()
    await page
      .locator('dialog, .confirmation-modal')
      .filter({ hasText: /restore/i })
      .getByRole('button', { name: /Confirm|Restore/ })
      .last()
      .click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/promotions/${id}(\\?|$)`))
    await expect(page.getByTestId('publish-status')).toHaveAttribute('data-state', 'off')
    await expect(page.getByTestId('publish-status').getByRole('status')).toContainText(/^Off the site since /)
    expect(await listed()).toBe(false)
  } finally {
    await visitorPage.context().close()
    await deleteDoc(page, 'promotions', id)
  }
})

test('staff drag a wine above another in the list: the carousel order follows, and Order takes whole numbers only', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const first = await createDraftWine(page, { name: `Drag first ${stamp}` })
  const second = await createDraftWine(page, { name: `Drag second ${stamp}` })
  try {
    for (const id of [first, second]) await publishDoc(page, 'wines', id)
    const order = async () =>
      (await snapshot(page, { fresh: true })).wines.filter((w) => w.name.endsWith(stamp)).map((w) => w.name)
    expect(await order()).toEqual([`Drag first ${stamp}`, `Drag second ${stamp}`])

    await page.goto('/admin/collections/wines?limit=100')
    const row = (name: string) => page.locator('table tbody tr').filter({ hasText: name })
    const handle = row(`Drag second ${stamp}`).locator('td.cell-_dragHandle [role="button"]').first()
    const target = row(`Drag first ${stamp}`)
    await handle.scrollIntoViewIfNeeded()
    const from = (await handle.boundingBox())!
    const to = (await target.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    // In steps, as a hand moves: the list starts a drag after a few pixels and follows the pointer.
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 })
    await page.mouse.up()
    await page.screenshot({ path: path.join(SHOTS, 'list-reorder.png') })

    // Saved: the carousel's order (the snapshot's) has the second first now.
    await expect.poll(order, { timeout: 15_000 }).toEqual([`Drag second ${stamp}`, `Drag first ${stamp}`])
    await page.goto('/admin/collections/wines?limit=100')
    await expect(row(`Drag first ${stamp}`)).toBeVisible()
    const names = (await page.locator('table tbody tr td.cell-name').allInnerTexts()).map((n) => n.trim())
    expect(names.indexOf(`Drag second ${stamp}`)).toBeLessThan(names.indexOf(`Drag first ${stamp}`))

    // The other lists keep their Order field: a whole number, 2.5 refused with the reason.
    const promotion = (await snapshot(page, { fresh: true })).promotions[0]
    const half = await page.request.patch(`/cms-api/promotions/${promotion.id}`, { ...STAFF, data: { order: 2.5 } })
    expect(half.status()).toBe(400)
    expect(await half.text()).toContain('Use a whole number (1, 2, 3…).')
  } finally {
    for (const id of [first, second]) await deleteWine(page, id)
  }
})

test('Create New, then back without typing: no "<No Name>" row, and the new page is headed "New …", not with its id', async ({
  page,
}) => {
  await staffLogin(page)
  await page.goto('/admin/collections/promotions/create')
  // Payload saves a document at once to autosave into: the page is its edit page.
  await expect(page).toHaveURL(/\/admin\/collections\/promotions\/[0-9a-f-]{36}/)
  const id = new URL(page.url()).pathname.split('/').pop()!
  try {
    await expect(page.locator('h1.render-title')).toHaveText('New Promotion')
    await expect(page.locator('h1.render-title .id-label')).toHaveCount(0)
    await page.screenshot({ path: path.join(SHOTS, 'create-new.png') })

    // Back to the list without typing: nothing there, nor on the dashboard's recent changes.
    await page.goto('/admin/collections/promotions?limit=100')
    await expect(page.locator('table tbody tr td.cell-title a').first()).toHaveAttribute('href', /\/promotions\//)
    await expect(page.locator(`table a[href*="${id}"]`)).toHaveCount(0)
    await expect(page.locator('table tbody tr').filter({ hasText: '<No Name>' })).toHaveCount(0)
    await page.goto('/admin')
    await expect(page.getByTestId('recent-changes').getByRole('row').nth(1)).toBeVisible()
    await expect(page.getByTestId('recent-changes').locator(`a[href*="${id}"]`)).toHaveCount(0)

    // Once staff type a title it is a draft like any other: headed and listed by it.
    const title = `Typed later ${Date.now().toString(36)}`
    await page.goto(`/admin/collections/promotions/${id}`)
    const saved = page.waitForResponse((r) => r.url().includes(id) && r.request().method() === 'PATCH' && r.ok())
    await page.locator('#field-title').fill(title)
    await saved
    await expect(page.locator('h1.render-title')).toHaveText(title)
    await page.goto('/admin/collections/promotions?limit=100')
    await expect(page.locator(`table a[href*="${id}"]`).first()).toBeVisible()
  } finally {
    await page.request.delete(`/cms-api/promotions/${id}?trash=true`, STAFF)
  }
})
