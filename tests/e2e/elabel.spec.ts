/**
 * The EU e-label (docs/decisions.md, Beyond the spec) on the production server: /e/{slug} shows the ingredients and the
 * nutrition declaration in the visitor's language (Accept-Language, or the language links) with no
 * gate, no cookie set or read, no script and no marketing, under 14 KB compressed; "About this wine"
 * leads through the gate to the hub. Screenshots (en, de, ja at 390x844): test-results/label-screens/.
 */
import { expectAccessible } from '../helpers/a11y'
import { expect, test, type Page } from '@playwright/test'
import { hasLabel } from '../../src/contract/elabel'
import { LOCALE_LABELS } from '../../src/contract/locales'
import { snapshot } from '../helpers/content'
import { GATE } from '../helpers/cookies'
import { passGate } from '../helpers/gate'
import { raw } from '../helpers/http'
import { chooseCountry } from '../helpers/page'
import { ui } from '../helpers/strings'

const SCREENS = 'test-results/label-screens'
/** Compressed, as the visitor's phone receives it. */
const MAX_BYTES = 14_000

async function labelled(page: Page) {
  const wine = (await snapshot(page)).wines.find(
    (w) => hasLabel(w.label) && w.countries.includes('US') && w.label.ingredients.some((i) => i.allergen),
  )!
  return { wine, name: [wine.name, wine.harvest].filter(Boolean).join(' ') }
}

/** Every request the page makes beyond the document, and whether any is a script. */
function watch(page: Page) {
  const requests: { url: string; type: string }[] = []
  page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }))
  return requests
}

async function axe(page: Page) {
  await expectAccessible(page)
}

test.use({ viewport: { width: 390, height: 844 } })

for (const locale of ['en', 'de', 'ja'] as const) {
  test(`a visitor scanning the bottle reads its e-label in ${locale}, without gate, cookie or script`, async ({
    browser,
    page: probe,
  }) => {
    const { wine, name } = await labelled(probe)
    const context = await browser.newContext({
      locale,
      extraHTTPHeaders: { 'accept-language': `${locale},en;q=0.5` },
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    const requests = watch(page)
    const res = await page.goto(`/e/${wine.slug}`)
    expect(res?.status()).toBe(200)
    const headers = res!.headers()
    expect(headers['set-cookie']).toBeUndefined()
    expect(headers['content-security-policy']).toContain("default-src 'none'")
    expect(headers['content-language']).toBe(locale)
    expect(headers.vary).toContain('Accept-Language')
    expect(headers.vary ?? '').not.toContain('Cookie')

    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: ui(locale, 'label.ingredients'), exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: ui(locale, 'label.nutrition') })).toBeVisible()
    // Allergens in a distinct typeface: bold.
    const allergen = page.locator('strong.allergen').first()
    await expect(allergen).toBeVisible()
    expect(Number(await allergen.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700)
    await expect(
      page.getByRole('row', {
        name: new RegExp(
          `${ui(locale, 'label.energy')}.*${wine.label!.energy_kj} kJ / ${wine.label!.energy_kcal} kcal`,
        ),
      }),
    ).toBeVisible()

    // Nothing of the companion: no gate, no script, no cookie, no shop or promotion link.
    await expect(page.getByRole('button', { name: ui(locale, 'gate.confirm') })).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.locator('script').count()).toBe(0)
    expect(requests.filter((r) => r.type === 'script' || r.type === 'xhr' || r.type === 'fetch')).toEqual([])
    expect(requests.every((r) => new URL(r.url).origin === new URL(page.url()).origin)).toBe(true)
    expect(await context.cookies()).toEqual([])
    const links = await page
      .locator('main a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    expect(links).toEqual([`/explore/${wine.slug}`])

    await axe(page)
    await page.screenshot({ path: `${SCREENS}/label-${locale}.png`, fullPage: true })
    await context.close()
  })
}

test('the language links are plain links to each language; cookies are neither read nor changed', async ({
  page,
  context,
}) => {
  const { wine } = await labelled(page)
  // A visitor of the companion, in Japanese: the label still follows its own path and Accept-Language.
  await passGate(context, 'US', 'ja')
  const before = await context.cookies()
  const requests = watch(page)
  await page.goto(`/e/${wine.slug}/en`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const languages = page.getByRole('navigation', { name: ui('en', 'label.languages') })
  await expect(languages.getByRole('link')).toHaveCount(11)
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page')
  await languages.getByRole('link', { name: LOCALE_LABELS.de }).click()
  await expect(page).toHaveURL(`/e/${wine.slug}/de`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 2, name: ui('de', 'label.ingredients'), exact: true })).toBeVisible()
  expect(await context.cookies()).toEqual(before)
  expect(requests.filter((r) => r.type === 'script')).toEqual([])

  // A page in one language does not vary: the cache can keep it whoever asks.
  const named = await raw('GET', `/e/${wine.slug}/de`, { headers: { cookie: GATE, 'accept-language': 'ja' } })
  expect(named.status).toBe(200)
  expect(named.headers['content-language']).toBe('de')
  expect(named.headers.vary ?? '').not.toMatch(/Accept-Language|Cookie/)
  expect(named.headers['set-cookie']).toBeUndefined()
})

test('the page weighs under 14 KB compressed, and prints without its links', async ({ page }) => {
  const { wine } = await labelled(page)
  const br = await raw('GET', `/e/${wine.slug}`, { headers: { 'accept-encoding': 'br' } })
  expect(br.headers['content-encoding']).toBe('br')
  const gzip = await raw('GET', `/e/${wine.slug}`, { headers: { 'accept-encoding': 'gzip' } })
  const plain = await raw('GET', `/e/${wine.slug}`)
  console.log(`e-label /e/${wine.slug}: ${plain.body.length} B, gzip ${gzip.body.length} B, br ${br.body.length} B`)
  expect(br.body.length).toBeLessThan(MAX_BYTES)
  expect(gzip.body.length).toBeLessThan(MAX_BYTES)
  expect(plain.body.toString('utf8')).not.toMatch(/<script|<link[^>]+stylesheet|<iframe/i)

  await page.goto(`/e/${wine.slug}/en`)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('link', { name: ui('en', 'label.about') })).toBeHidden()
  await expect(page.getByRole('navigation')).toBeHidden()
  await expect(page.getByRole('table')).toBeVisible()
})

test('"About this wine" leads through the gate to the wine hub', async ({ page }) => {
  const { wine } = await labelled(page)
  await page.goto(`/e/${wine.slug}/en`)
  await page.getByRole('link', { name: ui('en', 'label.about') }).click()
  await expect(page).toHaveURL(`/explore/${wine.slug}`)
  await page.getByLabel('Yes', { exact: true }).check()
  await chooseCountry(page, 'Country', 'united st', 'United States')
  await page.getByLabel('I accept terms and conditions').check()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 1, name: wine.name })).toBeVisible()
})

test('an address with no e-label answers 404 with the same plain page', async ({ page }) => {
  for (const [path, locale] of [
    ['/e/no-such-wine', 'fr'],
    ['/e/no-such-wine/de', 'de'],
    ['/e/a/b/c', 'fr'],
  ] as const) {
    const res = await raw('GET', path, { headers: { 'accept-language': 'fr' } })
    expect(res.status, path).toBe(404)
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.body.toString('utf8')).toContain(ui(locale, 'label.notFound'))
    expect(res.body.toString('utf8')).not.toContain('<script')
  }
  await page.goto('/e/no-such-wine')
  await expect(page.getByRole('heading', { level: 1, name: ui('en', 'label.notFound') })).toBeVisible()
})
