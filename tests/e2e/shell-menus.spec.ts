/** Header menus signed out and in, language switching, the bottom navigation's tabs, home (spec §2, §4). */
import { expect, test, type Page } from '@playwright/test'
import { countryName } from '../../src/contract/countryNames'
import { winesFor } from '../helpers/content'
import { cookiesOf, expectLanguageSwitched, passGate, quietShell, setCurrentWine } from '../helpers/gate'
import { markSignedIn, memberData, mockApi, mockSetLocale } from '../helpers/mockApi'
import { signIn } from '../helpers/session'
import { ui } from '../helpers/strings'

test.beforeEach(async ({ context }) => {
  await passGate(context, 'US', 'en')
  await quietShell(context)
})

const burger = (page: Page) => page.getByRole('dialog', { name: ui('en', 'menu.label') })
async function openBurger(page: Page) {
  await page.getByRole('button', { name: ui('en', 'menu.open') }).click()
  await expect(burger(page)).toBeVisible()
  return burger(page)
}

test('signed out: the burger menu has home, website, contact, terms, languages, sign up / sign in and social links', async ({
  page,
}) => {
  await page.goto('/terms')
  await expect(page.getByRole('link', { name: ui('en', 'menu.signIn') }).first()).toBeVisible()
  const menu = await openBurger(page)
  await expect(menu.getByRole('link', { name: ui('en', 'common.home') })).toHaveAttribute('href', '/')
  await expect(menu.getByRole('link', { name: ui('en', 'menu.website') })).toHaveAttribute('href', /^https:\/\/.+/)
  await expect(menu.getByRole('link', { name: ui('en', 'menu.contact') })).toHaveAttribute('href', /^mailto:.+@.+/)
  await expect(menu.getByRole('link', { name: ui('en', 'menu.terms') })).toHaveAttribute('href', '/terms')
  await expect(menu.getByRole('link', { name: ui('en', 'menu.signUp') })).toHaveAttribute('href', '/signUp')
  await expect(menu.getByRole('link', { name: ui('en', 'menu.signIn') })).toHaveAttribute('href', '/signIn')
  await expect(menu.getByRole('button', { name: ui('en', 'menu.signOut') })).toBeHidden()
  await expect(menu.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/)
  await expect(menu.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
  await expect(menu.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  // The user menu is for members only.
  await expect(page.getByRole('button', { name: ui('en', 'user.menu') })).toBeHidden()
})

test('signed in: the user menu shows avatar, full name, country and the member links; sign out returns home without a reload there', async ({
  page,
}) => {
  const mode = await signIn(page)
  await page.goto('/')
  const account = page.getByRole('button', { name: ui('en', 'user.menu') })
  await expect(account).toBeVisible()
  await expect(account.locator('[data-avatar]')).toHaveText('AR')
  await account.click()
  const menu = page.getByRole('dialog', { name: `${memberData.name} ${memberData.surname}` })
  await expect(menu).toBeVisible()
  await expect(menu.getByText(countryName('US', 'en'))).toBeVisible()
  await expect(menu.getByRole('link', { name: ui('en', 'user.news') })).toHaveAttribute('href', '/news')
  await expect(menu.getByRole('link', { name: ui('en', 'user.journey') })).toHaveAttribute('href', '/journey')
  await expect(menu.getByRole('link', { name: ui('en', 'user.profile') })).toHaveAttribute('href', '/profile')
  await menu.getByRole('button', { name: ui('en', 'common.close') }).click()

  const nav = await page.evaluate(() => performance.getEntriesByType('navigation').length)
  const logout = page.waitForRequest((r) => new URL(r.url()).pathname === '/logout' && r.method() === 'POST')
  const m = await openBurger(page)
  await expect(m.getByRole('link', { name: ui('en', 'menu.signIn') })).toBeHidden()
  await m.getByRole('button', { name: ui('en', 'menu.signOut') }).click()
  await logout
  await expect(page.getByRole('button', { name: ui('en', 'user.menu') })).toBeHidden()
  await expect(page.getByRole('link', { name: ui('en', 'menu.signIn') }).first()).toBeVisible()
  await expect(burger(page)).toBeHidden()
  // Home already: the header updated in place (the same document).
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(nav)
  expect(await page.evaluate(() => document.documentElement.dataset.auth)).toBe('out')
  test.info().annotations.push({ type: 'member', description: mode })
})

test('signing out elsewhere goes home', async ({ page }) => {
  await signIn(page)
  await page.goto('/terms')
  const m = await openBurger(page)
  await m.getByRole('button', { name: ui('en', 'menu.signOut') }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: ui('en', 'home.heading') })).toBeVisible()
})

test('a failed current-user call means signed out', async ({ page }) => {
  await markSignedIn(page)
  await mockApi(page, { '/api/user': { message: 'boom' } }, { status: { '/api/user': 500 } })
  await page.goto('/')
  await expect(page.getByRole('link', { name: ui('en', 'menu.signIn') }).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'out')
})

test('the user slot keeps its size: no layout shift when the member loads', async ({ page }) => {
  await signIn(page)
  await page.route(
    (u) => u.pathname === '/api/user',
    async (route) => {
      await new Promise((r) => setTimeout(r, 600))
      await route.fallback()
    },
  )
  await page.goto('/')
  const before = await page.locator('.site-header').boundingBox()
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  await expect(page.getByRole('button', { name: ui('en', 'user.menu') })).toBeVisible()
  expect(await page.locator('.site-header').boundingBox()).toEqual(before)
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading)
})

test('switching language in the burger menu: cookie for 30 days, the server told, the same page in the new language', async ({
  page,
}) => {
  const calls = await mockSetLocale(page)
  await page.goto('/terms')
  const menu = await openBurger(page)
  await menu.getByRole('button', { name: 'Español' }).click()
  await expectLanguageSwitched(page, calls, { locale: 'es', path: /\/terms$/, heading: ui('es', 'terms.title') })
  await expect(page.getByRole('link', { name: ui('es', 'nav.explore') })).toBeVisible()
})

test('the preloader covers the screen while a language switch waits for the server', async ({ page }) => {
  await mockSetLocale(page, 1200)
  await page.goto('/')
  const menu = await openBurger(page)
  await menu.getByRole('button', { name: 'Deutsch' }).click()
  await expect(page.locator('#shell-preloader')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('#shell-preloader')).toBeHidden()
})

test('bottom navigation: explore is active on /explore and a wine hub, none on home and terms', async ({ page }) => {
  const { sold } = await winesFor(page, 'US')
  const active = () => page.locator('.bottom-nav [aria-current="page"]')
  await page.goto('/explore')
  await expect(active()).toHaveAttribute('data-tab', 'explore')
  await page.goto(`/explore/${sold.slug}`)
  await expect(active()).toHaveAttribute('data-tab', 'explore')
  await page.goto('/')
  await expect(page.locator('.bottom-nav')).toBeVisible()
  await expect(active()).toHaveCount(0)
  await page.goto('/terms')
  await expect(active()).toHaveCount(0)
  await expect(page.locator('.bottom-nav a')).toHaveText([
    ui('en', 'nav.explore'),
    ui('en', 'nav.discover'),
    ui('en', 'nav.enjoy'),
    ui('en', 'nav.shop'),
  ])
})

for (const [path, tab] of [
  ['/discover', 'discover'],
  ['/enjoy', 'enjoy'],
  ['/shop', 'shop'],
  ['/vendors', 'shop'],
  ['/promotions', 'shop'],
  ['/exploreWine', 'explore'],
] as const) {
  test(`bottom navigation: ${tab} is active on ${path}`, async ({ page, context }) => {
    const { sold } = await winesFor(page, 'US')
    await setCurrentWine(context, sold.slug)
    const res = await page.goto(path)
    expect(res?.status()).toBe(200)
    await expect(page.locator('.bottom-nav [aria-current="page"]')).toHaveAttribute('data-tab', tab)
  })
}

test('home: heading, logo, the four tiles at the compass points, the needle', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'home.heading'))
  const tiles = page.getByRole('navigation', { name: ui('en', 'home.tilesLabel') }).getByRole('link')
  await expect(tiles).toHaveText([
    ui('en', 'home.explore'),
    ui('en', 'home.discover'),
    ui('en', 'home.enjoy'),
    ui('en', 'home.shop'),
  ])
  expect(await tiles.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/explore',
    '/discover',
    '/enjoy',
    '/vendors',
  ])
  const box = async (i: number) => (await tiles.nth(i).boundingBox())!
  const [n, e, s, w] = [await box(0), await box(1), await box(2), await box(3)]
  expect(n.y).toBeLessThan(e.y)
  expect(s.y).toBeGreaterThan(e.y)
  expect(e.x).toBeGreaterThan(n.x)
  expect(w.x).toBeLessThan(n.x)
  await expect(page.locator('#needle')).toHaveCount(1)
  await expect(page.getByRole('link', { name: /Norte/ }).first()).toBeVisible()
})

test("home: a signed-in member's country goes into the country cookie", async ({ page, context }) => {
  await signIn(page, { country: 'PT' })
  await page.goto('/')
  await expect(page.getByRole('button', { name: ui('en', 'user.menu') })).toBeVisible()
  await expect.poll(async () => (await cookiesOf(context)).country.value).toBe('PT')
})

test('/terms has a back control: to the page the visitor came from, else home (spec §2)', async ({ page }) => {
  await page.goto('/explore')
  await openBurger(page).then((menu) => menu.getByRole('link', { name: ui('en', 'menu.terms') }).click())
  await expect(page).toHaveURL(/\/terms$/)
  await page.getByRole('link', { name: ui('en', 'common.back') }).click()
  await expect(page).toHaveURL(/\/explore$/)
  // Opened directly (a shared link), Back goes home.
  await page.goto('/terms')
  await page.getByRole('link', { name: ui('en', 'common.back') }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'home.heading'))
})

test('a signed-out visit makes no request that fails and logs no error (spec §4: signed out is no error)', async ({
  page,
}) => {
  const failed: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`)
  })
  page.on('console', (m) => {
    if (m.type() === 'error') failed.push(`console: ${m.text()}`)
  })
  const { sold } = await winesFor(page, 'US')
  for (const path of ['/', '/explore', `/explore/${sold.slug}`, '/signUp']) {
    await page.goto(path)
    await expect(page.locator('html[data-startup="done"]')).toBeAttached()
    if (path !== '/signUp') await expect(page.locator('html')).toHaveAttribute('data-auth', 'out')
  }
  expect(failed).toEqual([])
})
