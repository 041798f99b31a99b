import { expect, test, type Page } from '@playwright/test'
import { createDraftWine, deleteDoc, deleteWine, draftCopy, snapshot } from '../helpers/content'
import { hasLabel } from '../../src/contract/elabel'
import { BASE_URL } from '../../playwright.config'
import { decodeQr } from '../helpers/qr'
import { adminLogin, memberLogin, STAFF, staffLogin } from '../helpers/session'

/**
 * DESIGN.md: where staff pick a text colour, the admin shows it on the colour behind it and warns
 * below 4.5:1, live while they type; a picker sits beside every colour field.
 */
test('the admin warns about a text colour that is hard to read on its background', async ({ page }) => {
  // A draft copy of an offer (signs staff in): the colours typed here are autosaved to it.
  const id = await draftCopy(page, 'enjoys', (await snapshot(page)).enjoys[0].id)
  await page.goto(`/admin/collections/enjoys/${id}?locale=en`)
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
  await deleteDoc(page, 'enjoys', id)
})

/**
 * The edit view's Preview button opens the site's page for the draft (spec §2 preview parameters), in
 * the language being edited: no age gate (staff come from the admin, not through the gate), no start-up
 * popup or location sheet over the draft, kept by no cache and indexed by no search engine.
 */
test("the admin's Preview button opens the draft on the site, without the gate or popups", async ({
  page,
  context,
}) => {
  const s = await snapshot(page)
  const wine = s.wines[0]
  await adminLogin(page)
  await page.goto(`/admin/collections/wines/${wine.id}?locale=en`)
  const opened = context.waitForEvent('page')
  await page.getByRole('link', { name: 'Preview', exact: true }).click()
  const preview = await opened
  await expect(preview).toHaveURL(new RegExp(`/exploreWine\\?wine=${wine.id}&locale=en`))
  await expect(preview.getByTestId('wine-preview')).toHaveAttribute('data-state', 'ok')
  await expect(preview.getByRole('heading', { level: 1, name: wine.name })).toBeVisible()
  await expect(preview.locator('html[data-startup="done"]')).toBeAttached()
  await expect(preview.locator('dialog.popup[open], #shell-location:not([hidden])')).toHaveCount(0)
  const answer = await page.request.get(new URL(preview.url()).pathname + new URL(preview.url()).search)
  expect(answer.headers()).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' })

  // A promotion, in the first country it is shown in, with that country's page around it.
  const promotion = s.promotions[0]
  await page.goto(`/admin/collections/promotions/${promotion.id}?locale=en`)
  const openedPromotion = context.waitForEvent('page')
  await page.getByRole('link', { name: 'Preview', exact: true }).click()
  const promotionPage = await openedPromotion
  const countries = promotion.countries
  expect(countries.length).toBeGreaterThan(1)
  await expect(promotionPage).toHaveURL(
    `/newsPromotions?promotion=${promotion.id}&locale=en&country=${countries[0]}&countries=${countries.join('%2C')}`,
  )
  await expect(promotionPage.getByTestId('news-promotions')).toHaveAttribute('data-preview', 'ok')
  // Staff switch to another of its countries, and see that country's page around the draft.
  const countrySwitch = promotionPage.getByLabel('Preview · Country')
  await expect(countrySwitch).toHaveValue(countries[0].toLowerCase())
  await countrySwitch.selectOption(countries[1].toLowerCase())
  await expect(promotionPage).toHaveURL(new RegExp(`country=${countries[1]}&`))
  await expect(promotionPage.getByTestId('news-promotions')).toHaveAttribute('data-preview', 'ok')
  await expect(countrySwitch).toHaveValue(countries[1].toLowerCase())

  // Every list staff edit has its preview, shops and club items too.
  for (const [param, path, testid, item] of [
    ['shop', '/shop', 'shop', s.shops[0]],
    ['club', '/club', 'club', s.clubs[0]],
  ] as const) {
    await promotionPage.goto(`${path}?${param}=${item.id}&locale=en&country=US`)
    await expect(promotionPage.getByTestId(testid)).toHaveAttribute('data-preview', 'ok')
    await expect(promotionPage.getByTestId(`${testid}-list`).locator('li')).toHaveCount(1)
  }

  // The start-up popups: each over the home page, its draft alone in its dialog.
  for (const [param, dialog, item] of [
    ['popup', '#shell-popup-promo', s.popups[0]],
    ['otherPopup', '#shell-popup-other', s.otherPopups[0]],
  ] as const) {
    await promotionPage.goto(`/?${param}=${item.id}&locale=en&country=${item.countries[0]}`)
    await expect(promotionPage.locator(`${dialog}[open]`)).toContainText(item.title.en!)
    await expect(promotionPage.locator('dialog.popup[open]')).toHaveCount(1)
  }
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
 * docs/decisions.md, Every language first-class: the admin in each staff member's language. Payload's own screens and our labels follow
 * the language the staff member picks (Account, Language: the payload-lng cookie).
 */
test('the admin speaks the staff member’s language: German and Japanese labels on a wine', async ({
  page,
  context,
}) => {
  const wine = (await snapshot(page)).wines[0]
  await adminLogin(page)
  const origin = new URL(page.url()).origin
  // Drafts are autosaved: the document's button is Payload's "Publish changes".
  for (const [lng, grape, save] of [
    ['de', 'Rebsorte', 'Änderungen veröffentlichen'],
    ['ja', 'ぶどう品種', '変更内容を公開'],
  ] as const) {
    await context.addCookies([{ name: 'payload-lng', value: lng, url: origin }])
    await page.goto(`/admin/collections/wines/${wine.id}?locale=en`)
    await expect(page.locator('html')).toHaveAttribute('lang', lng)
    await expect(page.locator('label[for="field-grape_variety"]')).toContainText(grape)
    await expect(page.getByRole('button', { name: save, exact: true }).first()).toBeVisible()
    await page.screenshot({ path: `test-results/admin-screens/wine-${lng}.png` })
  }
})

/**
 * docs/decisions.md, Beyond the spec: a wine's QR codes on its edit screen, the e-label's (with the words to print beside it) and
 * the hub's, each as SVG and as a 1200 px PNG in one click; a phone's decoder reads the public address.
 */
test("a wine's QR codes: e-label and hub, SVG and 1200 px PNG, each decoding to its address", async ({
  page,
  browser,
}) => {
  const wine = (await snapshot(page)).wines.find((w) => hasLabel(w.label))!
  await adminLogin(page)
  await page.goto(`/admin/collections/wines/${wine.id}?locale=en`)
  const panel = page.getByTestId('qr-codes')
  await expect(panel.getByRole('heading', { name: 'QR codes' })).toBeVisible()
  await expect(panel.getByTestId('qr-label')).toContainText('Print next to it: Ingredients and nutrition')
  for (const img of await panel.getByRole('img').all())
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  await panel.scrollIntoViewIfNeeded()
  await panel.screenshot({ path: 'test-results/admin-screens/qr-panel.png' })

  // The demo's address is this machine's: each download asks first (tests/e2e/admin-history.spec.ts), and here it is accepted.
  const asked: string[] = []
  page.on('dialog', (d) => {
    asked.push(d.message())
    void d.accept()
  })
  for (const [code, path, file] of [
    ['label', `/e/${wine.slug}`, `${wine.slug}-e-label`],
    ['hub', `/explore/${wine.slug}?from=qr`, `${wine.slug}-hub`],
  ] as const) {
    const box = panel.getByTestId(`qr-${code}`)
    for (const [link, ext, size] of [
      ['Download SVG', 'svg', null],
      ['Download PNG (1200 px)', 'png', 1200],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        box.getByRole('link', { name: link }).click(),
      ])
      expect(download.suggestedFilename()).toBe(`${file}.${ext}`)
      const bytes = await readAll(await download.createReadStream())
      const qr = await decodeQr(bytes)
      expect(qr.text, `${code} ${ext}`).toBe(`${BASE_URL}${path}`)
      if (size) expect([qr.width, qr.height]).toEqual([size, size])
    }
  }
  expect(asked).toHaveLength(4)

  // Only staff get codes (a member's session is not a staff sign-in); a bad request is a 400, an unknown wine a 404.
  const url = `/cms-api/wines/${wine.id}/qr?code=label&format=svg`
  expect((await page.request.get(`/cms-api/wines/${wine.id}/qr?code=shop&format=svg`, STAFF)).status()).toBe(400)
  expect((await page.request.get(`/cms-api/wines/${wine.id}/qr?code=label&format=gif`, STAFF)).status()).toBe(400)
  expect((await page.request.get('/cms-api/wines/999999999/qr?code=label&format=svg', STAFF)).status()).toBe(404)
  expect((await page.request.get("/cms-api/wines/1'%20or%20'1'='1/qr?code=label&format=svg", STAFF)).status()).toBe(404)
  const visitor = await browser.newContext()
  const anonymous = await visitor.request.get(`${BASE_URL}${url}`)
  expect(anonymous.status()).toBe(401)
  expect((await anonymous.json()).message).toBe('Please sign in to continue.')
  const member = await visitor.newPage()
  await memberLogin(member)
  expect((await member.request.get(`${BASE_URL}${url}`)).status()).toBe(401)
  await visitor.close()
})

test('the QR panel says what a wine needs first: a complete e-label', async ({ page }) => {
  // A new wine is saved as a draft at once (drafts are autosaved), so the codes' first need is the e-label.
  const id = await createDraftWine(page, {})
  try {
    await page.goto(`/admin/collections/wines/${id}?locale=en`)
    await expect(page.getByTestId('qr-label')).toContainText(
      'No e-label yet: add the ingredients and the energy in the E-label tab.',
    )
    // The hub's code needs nothing more than the slug.
    await expect(page.getByTestId('qr-hub').getByRole('link', { name: 'Download SVG' })).toBeVisible()
  } finally {
    await deleteWine(page, id)
  }
})

test("the e-label's energy is suggested from the alcohol and carbohydrate, and put in the fields in one click", async ({
  page,
}) => {
  // A draft copy of a demo wine without its energy (signs staff in): what is typed is autosaved to it.
  const wine = (await snapshot(page)).wines[0]
  await staffLogin(page)
  const label = (await (await page.request.get(`/cms-api/wines/${wine.id}?depth=0&locale=all`, STAFF)).json()).label
  const id = await draftCopy(page, 'wines', wine.id, { label: { ...label, energy_kj: null, energy_kcal: null } })
  await page.goto(`/admin/collections/wines/${id}?locale=en`)
  // Ingredient rows are titled by their name, allergens said so (a click on the tab before the form is live does nothing: again).
  await expect(async () => {
    await page.getByRole('button', { name: 'E-label', exact: true }).click()
    await expect(page.locator('span').filter({ hasText: /^sulphites\s*· Allergen$/ })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await expect(page.locator('span').filter({ hasText: /^grapes$/ })).toBeVisible()
  // The autosave of what is typed next is held on its way back until after the click: its answer
  // (no energy yet) must not take back the values the click put in (it took the kJ under load).
  const inFlight = holdAutosave(page, id, (body) => body.includes('"carbohydrate":0.6'))
  await page.locator('#field-label__alcohol').fill('13')
  await page.locator('#field-label__carbohydrate').fill('0.6')
  const suggestion = page.getByTestId('energy-suggestion')
  await expect(suggestion.getByRole('status')).toHaveText(
    'From the alcohol and carbohydrate: 308 kJ / 74 kcal per 100 ml.',
  )
  await inFlight.sent
  const shown = await recordValues(page, ['#field-label__energy_kj', '#field-label__energy_kcal'])
  await suggestion.getByRole('button', { name: 'Use these values' }).click()
  await expect(page.locator('#field-label__energy_kj')).toHaveValue('308')
  await expect(page.locator('#field-label__energy_kcal')).toHaveValue('74')
  await inFlight.release()
  // The next autosave stores both, and from the click on neither field was ever emptied, not even for a frame.
  await expect
    .poll(async () => {
      const draft = await page.request.get(`/cms-api/wines/${id}?depth=0&draft=true&locale=en`, STAFF)
      const { label: saved } = (await draft.json()) as { label: { energy_kj: number; energy_kcal: number } }
      return [saved.energy_kj, saved.energy_kcal]
    })
    .toEqual([308, 74])
  await expect(suggestion.getByRole('button')).toHaveCount(0)
  expect(await shown()).toEqual([
    ['', '308'],
    ['', '74'],
  ])
  await page.locator('.tabs-field').last().screenshot({ path: 'test-results/admin-screens/e-label-tab.png' })
})

/**
 * Holds back the answer to the first autosave of document `id` whose body `matches`: `sent` resolves
 * once it has reached the server, `release()` lets its answer through and resolves once the page has it.
 */
function holdAutosave(page: Page, id: string | number, matches: (body: string) => boolean) {
  let sent!: () => void
  let letGo!: () => void
  const reached = new Promise<void>((r) => (sent = r))
  const released = new Promise<void>((r) => (letGo = r))
  let held = false
  const pattern = new RegExp(`/cms-api/wines/${id}\\?.*autosave=true`)
  void page.route(pattern, async (route) => {
    if (held || !matches(route.request().postData() ?? '')) return route.continue()
    held = true
    const answer = await route.fetch()
    sent()
    await released
    await route.fulfill({ response: answer })
  })
  return {
    sent: reached,
    release: async () => {
      const answered = page.waitForResponse(pattern)
      letGo()
      await answered
    },
  }
}

/**
 * Starts noting each value the inputs show, frame by frame; the call it returns gives, per input, the
 * distinct values in the order they appeared (a value shown again after another counts again).
 */
async function recordValues(page: Page, selectors: string[]): Promise<() => Promise<string[][]>> {
  await page.evaluate((selectors) => {
    const seen: string[][] = selectors.map(() => [])
    ;(window as unknown as { __shown: string[][] }).__shown = seen
    const note = () => {
      selectors.forEach((selector, i) => {
        const value = document.querySelector<HTMLInputElement>(selector)?.value ?? ''
        if (seen[i].at(-1) !== value) seen[i].push(value)
      })
      requestAnimationFrame(note)
    }
    note()
  }, selectors)
  return () => page.evaluate(() => (window as unknown as { __shown: string[][] }).__shown)
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}
