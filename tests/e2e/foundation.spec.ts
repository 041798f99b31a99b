import { expect, test } from '@playwright/test'
import { snapshot, winesFor } from '../helpers/content'
import { passGate } from '../helpers/gate'

test('a fresh visitor gets the gate on a deep link, and lands on that wine after it', async ({ page }) => {
  const { sold } = await winesFor(page, 'US')
  await page.goto(`/explore/${sold.slug}`)
  await expect(page).toHaveURL(new RegExp(`/explore/${sold.slug}$`))
  await expect(page.getByText('I am of legal drinking age')).toBeVisible()
  await expect(page.locator('.bottom-nav')).toHaveCount(0)

  await page.getByLabel('Yes').check()
  // The country list is a searchable combobox (docs/decisions.md, The shell): type, then pick the option.
  await page.getByRole('combobox', { name: 'Country' }).fill('United St')
  await page.getByRole('option', { name: 'United States', exact: true }).click()
  await page.getByLabel('I accept terms and conditions').check()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 1, name: sold.name })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/explore/${sold.slug}$`))
})

test('with the gate cookies, a wine shows in the chosen language and country', async ({ page, context }) => {
  const { sold } = await winesFor(page, 'US')
  await passGate(context, 'US', 'es')
  await page.goto(`/explore/${sold.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: sold.name })).toBeVisible()
  await expect(page.getByText(sold.description.es!)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Conoce su historia' })).toHaveAttribute(
    'href',
    `/explore/${sold.slug}/stories`,
  )
})

test("/explore lists exactly the wines of the visitor's country", async ({ page, context }) => {
  const s = await snapshot(page)
  await passGate(context, 'DE', 'de')
  await page.goto('/explore')
  const expected = s.wines.filter((w) => w.countries.includes('DE')).map((w) => w.slug)
  // The carousel loops by moving slides around: data-order keeps the staff's order.
  const shown = await page
    .locator('[data-testid="wine-list"] a')
    .evaluateAll((as) =>
      (as as HTMLElement[])
        .sort((a, b) => Number(a.dataset.order) - Number(b.dataset.order))
        .map((a) => a.dataset.slug),
    )
  expect(shown).toEqual(expected)
})

test("a wine not sold in the visitor's country gets the localized not-found", async ({ page, context }) => {
  const { notSold } = await winesFor(page, 'US')
  await passGate(context, 'US', 'fr')
  const res = await page.goto(`/explore/${notSold.slug}`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
})

test('a country without content sees the empty catalogue', async ({ page, context }) => {
  await passGate(context, 'NZ', 'en')
  await page.goto('/explore')
  await expect(page.getByText('There is nothing here yet.')).toBeVisible()
  await expect(page.getByText('Please come back later.')).toBeVisible()
})
