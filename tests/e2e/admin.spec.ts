import { expect, test, type Page } from '@playwright/test'
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { snapshot } from '../helpers/content'
import { passGate } from '../helpers/gate'

async function adminLogin(page: Page) {
  await page.goto('/admin')
  await page.locator('input[name="email"]').fill(DEMO_STAFF.email)
  await page.locator('input[name="password"]').fill(DEMO_STAFF.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * DESIGN.md: where staff pick a text colour, the admin shows it on the colour behind it and warns
 * below 4.5:1, live while they type; a picker sits beside every colour field. Nothing is saved here.
 */
test('the admin warns about a text colour that is hard to read on its background', async ({ page }) => {
  const enjoy = (await snapshot(page)).enjoys[0]
  await adminLogin(page)

  await page.goto(`/admin/collections/enjoys/${enjoy.id}`)
  const text = page.locator('#field-text_color')
  const background = page.locator('#field-background_color')
  const verdict = page.getByTestId('color-field-text_color').getByRole('status')
  await background.fill('#f7f1e8')
  await text.fill('#1f1418')
  await expect(verdict).toContainText('easy to read')
  await expect(verdict).toHaveAttribute('data-readable', 'true')

  // Gold on cream: 2.9:1, flagged as the value changes.
  await text.fill('#b8893b')
  await expect(verdict).toContainText(/Contrast 2\.\d:1 with the background colour: below 4\.5:1/)
  await expect(verdict).toHaveAttribute('data-readable', 'false')
  // Changing the other colour of the pair updates the verdict too.
  await background.fill('#1f1418')
  await expect(verdict).toHaveAttribute('data-readable', 'true')

  // The picker writes the hex code into the field.
  await page.getByLabel('Pick text colour').fill('#336699')
  await expect(text).toHaveValue('#336699')
})

/** The edit view's Preview button opens the site's page for the draft (spec §2 preview parameters). */
test("the admin's Preview button opens the draft on the site", async ({ page, context }) => {
  const s = await snapshot(page)
  const wine = s.wines[0]
  await passGate(context, 'US', 'en')
  await adminLogin(page)
  await page.goto(`/admin/collections/wines/${wine.id}`)
  const opened = context.waitForEvent('page')
  await page.getByRole('link', { name: 'Preview', exact: true }).click()
  const preview = await opened
  await expect(preview).toHaveURL(`/exploreWine?wine=${wine.id}`)
  await expect(preview.getByTestId('wine-preview')).toHaveAttribute('data-state', 'ok')
  await expect(preview.getByRole('heading', { level: 1, name: wine.name })).toBeVisible()

  const promotion = s.promotions[0]
  await page.goto(`/admin/collections/promotions/${promotion.id}`)
  const openedPromotion = context.waitForEvent('page')
  await page.getByRole('link', { name: 'Preview', exact: true }).click()
  await expect(await openedPromotion).toHaveURL(`/newsPromotions?promotion=${promotion.id}`)
})

test('list columns of states and zip codes read as text, and say what an empty list means', async ({ page }) => {
  await adminLogin(page)
  await page.goto('/admin/collections/vendors?limit=50')
  const table = page.locator('table')
  await expect(table.getByRole('cell', { name: '94105, 94107, 94103' })).toBeVisible()
  await expect(table.getByRole('cell', { name: 'Every zip code' }).first()).toBeVisible()
  await expect(table).not.toContainText('["')
})

/**
 * Issue 14: the admin in each staff member's language. Payload's own screens and our labels follow
 * the language the staff member picks (Account, Language: the payload-lng cookie).
 */
test('the admin speaks the staff member’s language: German and Japanese labels on a wine', async ({ page, context }) => {
  const wine = (await snapshot(page)).wines[0]
  await adminLogin(page)
  const origin = new URL(page.url()).origin
  for (const [lng, grape, save] of [
    ['de', 'Rebsorte', 'Entwurf speichern'],
    ['ja', 'ぶどう品種', 'ドラフトを保存'],
  ] as const) {
    await context.addCookies([{ name: 'payload-lng', value: lng, url: origin }])
    await page.goto(`/admin/collections/wines/${wine.id}`)
    await expect(page.locator('html')).toHaveAttribute('lang', lng)
    await expect(page.locator('label[for="field-grape_variety"]')).toContainText(grape)
    await expect(page.getByRole('button', { name: save, exact: true }).first()).toBeVisible()
    await page.screenshot({ path: `test-results/admin-screens/wine-${lng}.png` })
  }
})
