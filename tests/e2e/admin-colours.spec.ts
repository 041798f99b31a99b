import { expect, test } from '@playwright/test'
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { snapshot } from './helpers'

/**
 * DESIGN.md: where staff pick a text colour, the admin shows it on the colour behind it and warns
 * below 4.5:1, live while they type; a picker sits beside every colour field. Nothing is saved here.
 */
test('the admin warns about a text colour that is hard to read on its background', async ({ page }) => {
  const enjoy = (await snapshot(page)).enjoys[0]
  await page.goto('/admin')
  await page.locator('input[name="email"]').fill(DEMO_STAFF.email)
  await page.locator('input[name="password"]').fill(DEMO_STAFF.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)

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
