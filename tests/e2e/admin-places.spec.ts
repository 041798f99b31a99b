/**
 * Places checked (docs/decisions.md, Staff see what they publish), as staff in the admin at 1280x900: a vendor's states and zip codes must be
 * codes of the countries it is shown in, else Publish refuses with what to write; with no country at
 * all, the form warns that nobody will see it.
 */
import { expect, test, type Page } from '@playwright/test'
import { publishChanges } from '../helpers/admin'
import path from 'node:path'
import { deleteDoc, draftCopy, snapshot } from '../helpers/content'

const SHOTS = process.env.ADMIN_SCREENS_DIR ?? 'test-results/admin-screens'

test.use({ viewport: { width: 1280, height: 900 } })

/**
 * Adds a value to a list of texts (states, zip codes): type it, Enter, and the form's own check of the
 * change is back (Payload's form state, 250 ms after a change). A person takes longer than that to
 * reach Publish; a click before it lets that answer, asked before the refusal, clear the refusal's
 * field errors.
 */
async function addTo(page: Page, label: string, value: string) {
  const input = page
    .locator('.field-type')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('combobox')
  await input.fill(value)
  const checked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/admin/collections/'),
  )
  await input.press('Enter')
  await checked
}

/** Publish, and the refusal shows. */
const publishRefused = (page: Page, message: string) => publishChanges(page, page.getByText(message).first(), 20_000)

test('a vendor with a zip code or a state its country does not have cannot be published; no country, a warning', async ({
  page,
}) => {
  const vendor = (await snapshot(page)).vendors.find((v) => v.countries.includes('US') && v.zip_codes.length > 0)!
  const id = await draftCopy(page, 'vendors', vendor.id, { countries: ['US'], states: ['CA'], zip_codes: [] })
  try {
    await page.goto(`/admin/collections/vendors/${id}?locale=en`)
    await addTo(page, 'Zip codes', 'ABCDE')
    await publishRefused(page, '“ABCDE” is not a zip code of United States.')
    // The field's own error in full, wrapped in the narrow sidebar (it was once cut: "… of United …").
    const tip = page.locator('.field-error.tooltip').filter({ hasText: '“ABCDE” is not a zip code of United States.' })
    await expect(tip.first()).toBeVisible()
    expect(await tip.first().evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true)
    await page.screenshot({ path: path.join(SHOTS, 'vendor-invalid-zip.png') })
    // Nothing was published: the site's list still has no such vendor, and the stored document is a draft.
    const stored = await (
      await page.request.get(`/cms-api/vendors/${id}?depth=0`, { headers: { origin: new URL(page.url()).origin } })
    ).json()
    expect(stored._status).toBe('draft')

    // A state written as a name: its code is suggested.
    await page.goto(`/admin/collections/vendors/${id}?locale=en`)
    await addTo(page, 'States', 'California')
    await publishRefused(page, '“California” is a name: write its code, CA.')

    // No country at all: a warning under the countries (a draft may be saved so).
    await page.goto(`/admin/collections/vendors/${id}?locale=en`)
    await expect(page.getByTestId('no-country-warning')).toHaveCount(0)
    const countries = page.locator('.field-type').filter({ has: page.getByText('Countries', { exact: true }) })
    await countries.getByRole('button', { name: 'Remove', exact: true }).first().click()
    await expect(page.getByTestId('no-country-warning')).toHaveText('Shown to nobody: choose at least one country.')
  } finally {
    await deleteDoc(page, 'vendors', id)
  }
})
