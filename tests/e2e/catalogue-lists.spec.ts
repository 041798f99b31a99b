import { expect, test } from '@playwright/test'
import type { Snapshot } from '../../src/contract/snapshot'
import { shownIn, snapshot } from '../helpers/content'
import { cookiesOf, passGate, quietShell, setPlace, visitor } from '../helpers/gate'
import { dataLayer, stopNavigation } from '../helpers/page'
import en from '../../locales/en.json' with { type: 'json' }
import { staffLogin } from '../helpers/session'

test.describe('/discover, /enjoy, /shop', () => {
  test('discover: cards with new-tab links, the content alignment and text colour', async ({ page, context }) => {
    const s = await snapshot(page)
    const items = shownIn(s.discovers)
    await visitor(context, 'US', 'en')
    await page.goto('/discover')
    const cards = page.getByTestId('discover-list').locator('li')
    await expect(cards).toHaveCount(items.length)
    for (const [i, d] of items.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading')).toHaveText(d.name.en!)
      if (d.link) await expect(card.locator('a')).toHaveAttribute('target', '_blank')
      await expect(card.locator('.cc-body')).toHaveCSS('text-align', d.align_content)
    }
    // First image eager, the rest lazy, every image with its size (no layout shift).
    await expect(cards.nth(0).locator('img')).toHaveAttribute('loading', 'eager')
    await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy')
    await expect(cards.nth(1).locator('img')).toHaveAttribute('srcset', /320w/)
    await expect(cards.nth(1).locator('img')).toHaveAttribute('width', /\d+/)
  })

  test('enjoy: a click opens a new window and pushes an event with the English name (Japanese page)', async ({
    page,
    context,
  }) => {
    const s = await snapshot(page)
    const items = s.enjoys.filter((d) => d.countries.includes('JP'))
    await visitor(context, 'JP', 'ja')
    await stopNavigation(page)
    await page.goto('/enjoy')
    const cards = page.getByTestId('enjoy-list').locator('li')
    await expect(cards).toHaveCount(items.length)
    expect(await dataLayer(page)).toEqual([])
    await cards.nth(1).locator('a').click()
    const events = (await dataLayer(page)) as { event: string; label: string }[]
    expect(events).toEqual([
      expect.objectContaining({ event: 'enjoy_click', category: 'enjoy', label: items[1].name.en }),
    ])
    await expect(cards.nth(1).locator('a')).toHaveAttribute('target', '_blank')
  })

  test('shop: internal links stay in the app, others open a new tab', async ({ page, context }) => {
    const s = await snapshot(page)
    const shops = shownIn(s.shops)
    await visitor(context, 'US', 'en')
    await page.goto('/shop')
    for (const shop of shops) {
      const a = page.locator(`li[data-id="${shop.id}"] a`)
      await expect(a).toHaveAttribute('href', shop.link.path!)
      if (shop.link.type === 'internal') expect(await a.getAttribute('target')).toBeNull()
      else await expect(a).toHaveAttribute('target', '_blank')
    }
  })

  test('no third-party request and no tag manager by default', async ({ page, context }) => {
    await visitor(context, 'US', 'en')
    const hosts = new Set<string>()
    page.on('request', (r) => hosts.add(new URL(r.url()).host))
    for (const path of ['/discover', '/enjoy', '/shop', '/vendors', '/newsPromotions', '/explore'])
      await page.goto(path)
    expect([...hosts].filter((h) => !h.startsWith('localhost'))).toEqual([])
  })

  test('previews of discover, enjoy, promotion and vendor: not available to visitors', async ({ page, context }) => {
    const s = await snapshot(page)
    await visitor(context, 'US', 'en')
    for (const [path, id] of [
      ['/discover?discover=', s.discovers[0].id],
      ['/enjoy?enjoy=', s.enjoys[0].id],
      ['/newsPromotions?promotion=', s.promotions[0].id],
      ['/vendors?vendor=', s.vendors[0].id],
    ]) {
      await page.goto(path + id)
      await expect(page.getByTestId('preview-missing')).toBeVisible()
      await expect(page.locator('.cc-list li:visible')).toHaveCount(0)
    }
  })

  test('previews: staff see the draft', async ({ page, context }) => {
    const s = await snapshot(page)
    await staffLogin(page)
    await visitor(context, 'US', 'en')
    await page.goto(`/discover?discover=${s.discovers[0].id}`)
    await expect(page.getByTestId('discover-list').locator('li')).toHaveCount(1)
    await expect(page.getByTestId('discover-list').getByRole('heading')).toHaveText(s.discovers[0].name.en!)
  })
})

/** The US vendor and local promotion aimed at California as a whole (not at one of its zip codes). */
function aimedAtCalifornia(s: Snapshot) {
  const atCalifornia = (x: { countries: string[]; states: string[]; zip_codes: string[] }) =>
    x.countries.includes('US') && x.states.includes('CA') && !x.zip_codes.length
  return { caVendor: s.vendors.find(atCalifornia)!, caLocal: s.localPromotions.find(atCalifornia)! }
}

test("a US visitor whose browser is in California sees California's vendors and local promotion: the state comes from the position", async ({
  page,
  context,
}) => {
  const { caVendor, caLocal } = aimedAtCalifornia(await snapshot(page))
  await passGate(context, 'US', 'en')
  await quietShell(context)
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 37.7749, longitude: -122.4194 })
  await page.goto('/')
  await expect.poll(async () => (await cookiesOf(context)).state?.value).toBe('CA')
  await page.goto('/vendors')
  await expect(page.locator(`li[data-id="${caVendor.id}"]`)).toBeVisible()
  await page.goto('/newsPromotions')
  await expect(page.getByTestId('local-promotion-list').locator(`li[data-id="${caLocal.id}"]`)).toBeVisible()
})

test('a US visitor without a place is told that choosing one shows more, chooses California and a zip code on /vendors and sees what is aimed at them', async ({
  page,
  context,
}) => {
  const s = await snapshot(page)
  const { caVendor, caLocal } = aimedAtCalifornia(s)
  const zipVendor = s.vendors.find((v) => v.countries.includes('US') && v.zip_codes.includes('94105'))!
  await visitor(context, 'US', 'en')
  await page.goto('/vendors')
  const choice = page.getByTestId('vendors-place')
  await expect(choice.getByText(en.location.chooseState)).toBeVisible()
  await expect(page.locator(`li[data-id="${caVendor.id}"]`)).toBeHidden()
  // The choice writes the state cookie and shows the page again with it.
  await Promise.all([
    page.waitForEvent('load'),
    choice.getByLabel(en.location.state).selectOption({ label: 'California' }),
  ])
  await expect(page.locator(`li[data-id="${caVendor.id}"]`)).toBeVisible()
  expect((await cookiesOf(context)).state?.value).toBe('CA')
  await expect(choice.getByLabel(en.location.state)).toHaveValue('CA')
  await expect(choice.getByText(en.location.chooseState)).toBeHidden()
  // A zip code of another shape is refused with a message; a US one is kept.
  const zip = choice.getByLabel(en.location.zip)
  await zip.fill('941')
  await zip.press('Enter')
  await expect(choice.getByRole('alert')).toHaveText(en.location.zipInvalid)
  await expect(zip).toHaveAttribute('aria-invalid', 'true')
  await zip.fill(' 94105 ')
  await Promise.all([page.waitForEvent('load'), choice.getByRole('button', { name: en.location.save }).click()])
  await expect(page.locator(`li[data-id="${zipVendor.id}"]`)).toBeVisible()
  expect((await cookiesOf(context)).zip_code?.value).toBe('94105')
  await expect(choice.getByLabel(en.location.zip)).toHaveValue('94105')
  await page.goto('/newsPromotions')
  await expect(page.getByTestId('local-promotion-list').locator(`li[data-id="${caLocal.id}"]`)).toBeVisible()
  // A country where nothing is aimed at a place offers no choice.
  await setPlace(context, 'GB', 'en')
  await page.goto('/vendors')
  await expect(page.getByTestId('vendors-place')).toHaveCount(0)
})

test.describe('/vendors', () => {
  test('asks POST /api/sellers with the country, state and zip cookies, shows what it answers, tracks the English shop name', async ({
    page,
    context,
  }) => {
    const s = await snapshot(page)
    const us = shownIn(s.vendors)
    const answer = [
      us.find((v) => v.zip_codes.includes('94105'))!,
      us.find((v) => v.states.includes('CA') && !v.zip_codes.length)!,
    ]
    let asked: unknown = null
    await page.route('**/api/sellers', (r) => {
      asked = r.request().postDataJSON()
      return r.fulfill({ json: { data: answer } })
    })
    await setPlace(context, 'US', 'ja', 'CA', '94105')
    await stopNavigation(page)
    await page.goto('/vendors')
    const shown = page.getByTestId('vendor-list').locator('li:visible')
    await expect(shown).toHaveCount(2)
    expect(asked).toEqual({ country: 'US', state: 'CA', zip_code: '94105' })
    await expect(shown.nth(0)).toHaveAttribute('data-id', answer[0].id)
    await shown.nth(0).locator('a').click()
    expect(await dataLayer(page)).toEqual([
      expect.objectContaining({ event: 'vendor_click', label: answer[0].shop_name.en }),
    ])
    await expect(shown.nth(0).locator('a')).toHaveAttribute('target', '_blank')
  })

  test('a failed or empty answer shows nothing here yet', async ({ page, context }) => {
    await page.route('**/api/sellers', (r) => r.fulfill({ status: 500, json: { message: 'x' } }))
    await setPlace(context, 'US', 'en', 'CA', '94105')
    await page.goto('/vendors')
    await expect(page.getByText('There is nothing here yet.')).toBeVisible()
    await expect(page.getByTestId('vendor-list').locator('li:visible')).toHaveCount(0)
  })

  test('filters by state and zip code through the real API', async ({ page, context }) => {
    const s = await snapshot(page)
    const sf = s.vendors.find((v) => v.zip_codes.includes('94105'))!
    const ny = s.vendors.find((v) => v.zip_codes.includes('10001'))!
    await setPlace(context, 'US', 'en', 'CA', '94105')
    await page.goto('/vendors')
    await expect(page.locator(`li[data-id="${sf.id}"]`)).toBeVisible()
    await expect(page.locator(`li[data-id="${ny.id}"]`)).toBeHidden()
    await setPlace(context, 'US', 'en', 'NY', '10001')
    await page.goto('/vendors')
    await expect(page.locator(`li[data-id="${ny.id}"]`)).toBeVisible()
    await expect(page.locator(`li[data-id="${sf.id}"]`)).toBeHidden()
  })
})

test.describe('news, promotions and club', () => {
  test('/news: tiles to promotions and club, and the podcast tile from the settings', async ({ page, context }) => {
    const s = await snapshot(page)
    await visitor(context, 'US', 'en')
    await page.goto('/news')
    await expect(page.locator('a[data-tile="promotions"]')).toHaveAttribute('href', '/newsPromotions')
    await expect(page.locator('a[data-tile="club"]')).toHaveAttribute('href', '/club')
    const podcast = s.settings.podcast[0]?.val
    if (podcast) await expect(page.locator('a[data-tile="podcast"]')).toHaveAttribute('href', podcast)
    else await expect(page.locator('a[data-tile="podcast"]')).toHaveCount(0)
  })

  test('/newsPromotions: the newest carries New, the no-promotions line follows, local ones by state and zip', async ({
    page,
    context,
  }) => {
    const s = await snapshot(page)
    const promos = s.promotions.filter((p) => p.countries.includes('US') && !p.states.length)
    await setPlace(context, 'US', 'en', 'NY', '10001')
    await page.goto('/newsPromotions')
    const cards = page.getByTestId('promotion-list').locator('li:visible')
    await expect(cards).toHaveCount(promos.length)
    for (const [i, p] of promos.entries()) await expect(cards.nth(i).locator('.cc-badge')).toHaveCount(p.newest ? 1 : 0)
    const after = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="promotion-list"]')!
      const line = document.querySelector('[data-testid="no-promotions"]')!
      return !!(list.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(after).toBe(true)
    await expect(page.getByTestId('no-promotions')).toBeVisible()
    const local = s.localPromotions.filter(
      (p) =>
        p.countries.includes('US') &&
        (!p.states.length || p.states.includes('NY')) &&
        (!p.zip_codes.length || p.zip_codes.includes('10001')),
    )
    await expect(page.getByTestId('local-promotion-list').locator('li:visible')).toHaveCount(local.length)
  })

  test("/promotions: the promotions of the country and the visitor's state", async ({ page, context }) => {
    const s = await snapshot(page)
    const all = shownIn(s.promotions)
    await setPlace(context, 'US', 'en', 'CA')
    await page.goto('/promotions')
    await expect(page.getByTestId('promotion-list').locator('li:visible')).toHaveCount(
      all.filter((p) => !p.states.length || p.states.includes('CA')).length,
    )
    await setPlace(context, 'US', 'en', 'TX')
    await page.goto('/promotions')
    await expect(page.getByTestId('promotion-list').locator('li:visible')).toHaveCount(
      all.filter((p) => !p.states.length).length,
    )
  })

  test('/club: every card is new; a country without club items gets the nothing message', async ({ page, context }) => {
    const s = await snapshot(page)
    const clubs = shownIn(s.clubs)
    await visitor(context, 'US', 'en')
    await page.goto('/club')
    await expect(page.getByTestId('club-list').locator('li')).toHaveCount(clubs.length)
    await expect(page.getByTestId('club-list').locator('.cc-badge')).toHaveCount(clubs.length)
    await visitor(context, 'NZ', 'en')
    await page.goto('/club')
    await expect(page.getByText('There is nothing here yet.')).toBeVisible()
  })
})
