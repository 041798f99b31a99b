/**
 * Eleven languages staff can keep up with, in the admin at 1280x900: an English change puts the ten
 * translations out of date on the document; German goes to a translator as XLIFF and comes back; the
 * import shows its change, saves it published, German is current again and the site shows it. A bad
 * file names the text and the reason, and changes nothing.
 */
import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deleteWine, draftCopy, publishDoc, snapshot } from '../helpers/content'
import { visitor } from '../helpers/gate'
import { STAFF, staffLogin } from '../helpers/session'

const SHOTS = process.env.ADMIN_SCREENS_DIR ?? 'test-results/admin-screens'

test.use({ viewport: { width: 1280, height: 900 } })

const status = (page: Page) => page.getByTestId('translation-status')
const stateOf = (page: Page, locale: string) => status(page).locator(`li[data-locale="${locale}"]`)

/** The translator's work, done in the test: the target of `unit` written, the segment marked translated. */
function translate(xml: string, unit: string, text: string): string {
  const at = xml.indexOf(`<unit id="${unit}">`)
  expect(at).toBeGreaterThan(-1)
  const end = xml.indexOf('</unit>', at)
  const body = xml
    .slice(at, end)
    .replace('<segment state="initial">', '<segment state="translated">')
    .replace(/<target xml:space="preserve">[\s\S]*?<\/target>/, '')
    .replace(/(<\/source>)/, `$1\n        <target xml:space="preserve">${text}</target>`)
  return xml.slice(0, at) + body + xml.slice(end)
}

/** Chooses `xml` as the translated file on the Translations page; the preview or the problems show. */
async function importFile(page: Page, xml: string) {
  await page.goto('/admin/translations')
  await page
    .getByTestId('translation-import-file')
    .setInputFiles({ name: 'norte-de.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(xml) })
}

test('an English change puts ten languages out of date; German goes out as XLIFF, comes back, and the site shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await staffLogin(page)
  const source = (await snapshot(page)).wines.find((w) => w.countries.includes('US'))!
  const stamp = Date.now().toString(36)
  const id = await draftCopy(page, 'wines', source.id, { countries: ['US'] })
  try {
    await publishDoc(page, 'wines', id)
    await page.goto(`/admin/collections/wines/${id}?locale=en`)
    // A copy of a translated wine: every language up to date.
    await expect(status(page).locator('li[data-state="current"]')).toHaveCount(10)

    // The English description changes: the ten translations of it are out of date, and say so.
    const english = `A new English note, ${stamp}.`
    await page.locator('#field-description').fill(english)
    await expect(status(page).locator('li[data-state="outdated"]')).toHaveCount(10, { timeout: 15_000 })
    await expect(stateOf(page, 'de')).toContainText('out of date: 1')
    await expect(stateOf(page, 'de')).toHaveAttribute('title', 'Out of date: Description')
    await status(page).screenshot({ path: path.join(SHOTS, 'translation-status-outdated.png') })
    // The list filter staff use: "Out of date in: German" finds it.
    await page.goto('/admin/collections/wines?locale=de&limit=100&where[out_of_date_in][in][0]=de')
    await expect(page.locator(`table a[href*="${id}"]`).first()).toBeVisible()
    // …and not the wine it was copied from, whose German is up to date.
    await expect(page.locator(`table a[href$="/wines/${source.id}"]`)).toHaveCount(0)
    // A selection goes to the translator from the list too.
    await page
      .locator('table tbody tr')
      .filter({ has: page.locator(`a[href*="${id}"]`) })
      .locator('input[type="checkbox"]')
      .check()
    const selection = page.getByTestId('translation-export-selection')
    await expect(selection).toContainText('Selected: 1.')
    await selection.getByRole('combobox').selectOption('de')
    const [fromList] = await Promise.all([
      page.waitForEvent('download'),
      selection.getByRole('link', { name: 'Export as XLIFF' }).click(),
    ])
    expect(readFileSync((await fromList.path())!, 'utf8')).toContain(`<file id="wines.${id}"`)
    await page.screenshot({ path: path.join(SHOTS, 'translation-list-selection.png') })
    await page.goto(`/admin/collections/wines/${id}?locale=en`)
    await page.getByRole('button', { name: /publish changes/i }).click()
    await expect(page.getByTestId('publish-status')).toHaveAttribute('data-state', /publishing|live/, {
      timeout: 20_000,
    })

    // German out for the translator, from the document's own row.
    await status(page).getByText('Export for a translator (XLIFF)').click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('translation-export-de').click(),
    ])
    const exported = readFileSync((await download.path())!, 'utf8')
    expect(exported).toContain('trgLang="de"')
    expect(exported).toContain(`<source xml:space="preserve">${english}</source>`)
    expect(exported).toContain('Out of date: the English changed')

    // Back, translated; the import shows what changes before anything is saved.
    const german = `Eine neue deutsche Notiz, ${stamp}.`
    await importFile(page, translate(exported, 'description', german))
    const preview = page.getByTestId('translation-import-preview')
    await expect(preview).toBeVisible()
    await expect(preview).toContainText('Texts that change in German: 1')
    await expect(preview.locator('tr[data-unit="description"]')).toContainText(german)
    await page.screenshot({ path: path.join(SHOTS, 'translation-import-preview.png'), fullPage: true })
    await preview.getByRole('button', { name: 'Save and publish' }).click()
    await expect(page.getByTestId('translation-import-saved')).toHaveText('Documents saved and published: 1.')

    // German is current; the nine others still wait for their translators.
    await page.goto(`/admin/collections/wines/${id}?locale=de`)
    await expect(stateOf(page, 'de')).toHaveAttribute('data-state', 'current')
    await expect(status(page).locator('li[data-state="outdated"]')).toHaveCount(9)
    // The import is in the history, saved by who imported it.
    await page.goto(`/admin/collections/wines/${id}/versions`)
    await expect(page.getByTestId('history').locator('tbody tr').first()).toContainText('staff@norte-wines.example')

    // A German visitor reads the new German on the wine's page once it is live.
    const visitorPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await visitor(visitorPage.context(), 'US', 'de')
    const slug = (await (await page.request.get(`/cms-api/wines/${id}?depth=0`, STAFF)).json()).slug as string
    await expect
      .poll(
        async () => {
          await visitorPage.goto(`/explore/${slug}`)
          return visitorPage.locator('[data-field="description"]').innerText()
        },
        { timeout: 30_000 },
      )
      .toBe(german)
    await visitorPage.context().close()
  } finally {
    await deleteWine(page, id)
  }
})

test('a translated file with a problem names the text and the reason, and changes nothing', async ({ page }) => {
  await staffLogin(page)
  const wine = (await snapshot(page)).wines[0]
  const file = (target: string, unit = 'description', lang = 'de') => `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="${lang}">
  <file id="wines.${wine.id}" original="wines.${wine.id}">
    <unit id="${unit}"><segment state="translated"><source>x</source><target>${target}</target></segment></unit>
  </file>
</xliff>`
  const errors = page.getByTestId('translation-import-errors')
  await importFile(page, file('Hallo <ph id="1"/>'))
  await expect(errors).toContainText(
    `wines.${wine.id} › description: <ph> is a tag or a code, markup the site cannot show`,
  )
  await page.screenshot({ path: path.join(SHOTS, 'translation-import-errors.png') })
  await importFile(page, file('Hallo', 'stories.nope.title'))
  await expect(errors).toContainText('has no such text (removed since the export?)')
  await importFile(page, file('Hallo').replace('</xliff>', ''))
  await expect(errors).toContainText('The file is not well-formed XML')
  // The API says the same, 422, and nothing changed.
  const before = await (await page.request.get(`/cms-api/wines/${wine.id}?locale=de&depth=0`, STAFF)).json()
  const res = await page.request.post('/cms-api/translations/import?locale=de&apply=publish', {
    ...STAFF,
    headers: { ...STAFF.headers, 'content-type': 'application/xliff+xml' },
    data: file('Hallo', 'description', 'fr'),
  })
  expect(res.status()).toBe(422)
  expect((await res.json()).errors[0].reason).toBe('The file is in French, not German.')
  const after = await (await page.request.get(`/cms-api/wines/${wine.id}?locale=de&depth=0`, STAFF)).json()
  expect(after.description).toBe(before.description)
})
