/** The age and country gate (spec §2, §4, §5): every path, in en, es and ja. */
import { expect, test } from '@playwright/test'
import { countryName } from '../../src/contract/countryNames'
import type { Answer } from '../../src/contract/api/typed'
import type { Locale } from '../../src/contract/locales'
import { BASE_URL } from '../../playwright.config'
import { winesFor } from '../helpers/content'
import { GATE_PASSED } from '../helpers/cookies'
import { cookiesOf, daysLeft, expectLanguageSwitched, quietShell, setCookies } from '../helpers/gate'
import { mockApi, mockSetLocale } from '../helpers/mockApi'
import { chooseCountry, holdIsland } from '../helpers/page'
import { ui } from '../helpers/strings'

const LOCALES: Locale[] = ['en', 'es', 'ja']

test.beforeEach(async ({ context }) => {
  await quietShell(context)
})

for (const locale of LOCALES) {
  test.describe(`gate in ${locale}`, () => {
    test.beforeEach(async ({ context }) => {
      await setCookies(context, { locale })
    })
    const s = (key: string) => ui(locale, key)
    const us = countryName('US', locale)

    test('nothing chosen: please-fields', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await page.getByRole('button', { name: s('gate.confirm') }).click()
      await expect(page.getByRole('alert')).toHaveText(s('errors.please-fields'))
    })

    test('answer given, no country: please-fields', async ({ page }) => {
      await page.goto('/')
      await page.getByLabel(s('gate.yes'), { exact: true }).check()
      await page.getByLabel(s('gate.acceptTerms')).check()
      await page.getByRole('button', { name: s('gate.confirm') }).click()
      await expect(page.getByRole('alert')).toHaveText(s('errors.please-fields'))
    })

    test('no: you-not-18', async ({ page }) => {
      await page.goto('/')
      await page.getByLabel(s('gate.no'), { exact: true }).check()
      await chooseCountry(page, s('gate.country'), us.slice(0, 3), us)
      await page.getByLabel(s('gate.acceptTerms')).check()
      await page.getByRole('button', { name: s('gate.confirm') }).click()
      await expect(page.getByRole('alert')).toHaveText(s('errors.you-not-18'))
    })

    test('terms not accepted: accept-term', async ({ page, context }) => {
      await page.goto('/')
      await page.getByLabel(s('gate.yes'), { exact: true }).check()
      await chooseCountry(page, s('gate.country'), us.slice(0, 3), us)
      await page.getByRole('button', { name: s('gate.confirm') }).click()
      await expect(page.getByRole('alert')).toHaveText(s('errors.accept-term'))
      // Still a first visit (spec §4): the gate was not passed.
      expect((await cookiesOf(context)).firstVisit.value).toBe('true')
    })
  })
}

test('success at the root: the cookies of spec §4 with the lifetimes of §9, then home', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.locator('.site-header, .bottom-nav')).toHaveCount(0)
  await page.getByLabel('Yes', { exact: true }).check()
  await chooseCountry(page, 'Country', 'portu', 'Portugal')
  await page.getByLabel('I accept terms and conditions').check()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 1, name: ui('en', 'home.heading') })).toBeVisible()
  await expect(page).toHaveURL(`${BASE_URL}/`)
  const c = await cookiesOf(context)
  expect(c.firstVisit.value).toBe('false')
  expect(c.acceptTerms.value).toBe('true')
  expect(c.adult.value).toBe('true')
  expect(c.country.value).toBe('PT')
  expect(daysLeft(c.firstVisit.expires)).toBe(7)
  expect(daysLeft(c.acceptTerms.expires)).toBe(7)
  expect(daysLeft(c.adult.expires)).toBe(7)
  expect(daysLeft(c.country.expires)).toBe(30)
})

test('success on a deep link lands on that wine', async ({ page }) => {
  const { sold } = await winesFor(page, 'US')
  await page.goto(`/explore/${sold.slug}?from=qr`)
  await page.getByLabel('Yes', { exact: true }).check()
  await chooseCountry(page, 'Country', 'united st', 'United States')
  await page.getByLabel('I accept terms and conditions').check()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 1, name: sold.name })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/explore/${sold.slug}\\?from=qr$`))
})

test('a quick tap before the gate has loaded its script is kept (a slow phone)', async ({ page }) => {
  const gate = await holdIsland(page, 'Gate')
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Yes', { exact: true }).check()
  await page.getByLabel('I accept terms and conditions').check()
  gate.release()
  await gate.hydrated()
  await chooseCountry(page, 'Country', 'united st', 'United States')
  await expect(page.getByLabel('Yes', { exact: true })).toBeChecked()
  await expect(page.getByLabel('I accept terms and conditions')).toBeChecked()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 1, name: ui('en', 'home.heading') })).toBeVisible()
  expect(await cookiesOf(page.context())).toMatchObject({ adult: { value: 'true' }, acceptTerms: { value: 'true' } })
})

test('the country list works with the keyboard alone, and says when nothing matches', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Country' })
  await box.focus()
  await page.keyboard.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.type('jap')
  await expect(box).toHaveValue('jap')
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1)
  await expect(box).toHaveAttribute('aria-activedescendant', /opt-0$/)
  await page.keyboard.press('Enter')
  await expect(box).toHaveValue('Japan')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await box.fill('zzz')
  await expect(page.getByRole('status').filter({ hasText: ui('en', 'gate.noCountry') })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(box).toHaveValue('Japan')
  // Accents and case do not matter; names are in the gate's language.
  await box.fill('osterr')
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0)
  await page.goto('/')
  await setCookies(page.context(), { locale: 'de' })
  await page.reload()
  await page.getByRole('combobox', { name: ui('de', 'gate.country') }).fill('osterr')
  await expect(page.getByRole('option', { name: 'Österreich' })).toBeVisible()
})

test("the terms panel opens from the terms row, has a back control and the producer's website", async ({ page }) => {
  await page.goto('/')
  const open = page.getByRole('button', { name: ui('en', 'gate.readTerms') })
  await open.click()
  const panel = page.getByRole('dialog', { name: ui('en', 'terms.title') })
  await expect(panel).toBeVisible()
  await expect(panel.getByText('About these terms.')).toBeVisible()
  await expect(panel.getByRole('link', { name: ui('en', 'gate.visitWebsite') })).toHaveAttribute('href', /^https:\/\//)
  await panel.getByRole('button', { name: ui('en', 'common.back') }).click()
  await expect(panel).toBeHidden()
  await expect(open).toBeFocused()
  await open.click()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

test("the gate's language switcher sets the cookie for 30 days, tells the server and shows the gate in that language", async ({
  page,
}) => {
  const calls = await mockSetLocale(page)
  await page.goto('/explore')
  await page.getByLabel('Language').selectOption('ja')
  await expectLanguageSwitched(page, calls, { locale: 'ja', path: /\/explore$/, heading: ui('ja', 'gate.title') })
})

test('first visit: the language of the country the IP lookup found, and that country preselected', async ({
  page,
  context,
}) => {
  await mockApi(page, {
    '/api/get-client-ip-address': {
      data: {
        ip: '203.0.113.9',
        country: { code: 'JP', name: 'Japan', languages: ['ja'] },
        state: 'Tokyo',
        zip_code: '100-0001',
      },
    } satisfies Answer<'clientIp'>,
  })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('combobox', { name: ui('ja', 'gate.country') })).toHaveValue(countryName('JP', 'ja'))
  const c = await cookiesOf(context)
  expect(c.locale.value).toBe('ja')
  expect(c.country.value).toBe('JP')
  expect(c.ip.value).toBe('203.0.113.9')
  expect(c.locales.value).toBe('ja')
})

test('a first visit writes the four first-visit cookies for 7 days (spec §4)', async ({ page, context }) => {
  await mockApi(page, {
    '/api/get-client-ip-address': {
      data: { ip: '203.0.113.10', country: null, state: null, zip_code: null },
    } satisfies Answer<'clientIp'>,
  })
  await page.goto('/')
  await expect(page.locator('html[data-startup="done"]')).toBeAttached()
  const c = await cookiesOf(context)
  expect([c.firstVisit?.value, c.acceptTerms?.value, c.country?.value, c.adult?.value]).toEqual([
    'true',
    'false',
    'null',
    'false',
  ])
  for (const name of ['firstVisit', 'acceptTerms', 'country', 'adult']) expect(daysLeft(c[name].expires)).toBe(7)
  // The gate still shows (the first visit of the IP lookup test above finds its country over the null).
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible()
})

test('/ageLocation shows the gate even after it was passed', async ({ page, context }) => {
  await setCookies(context, { ...GATE_PASSED, country: 'US' })
  await page.goto('/ageLocation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'gate.title'))
})
