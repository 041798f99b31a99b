import { accessibilityProblems } from '../helpers/a11y'
import { expect, test } from '@playwright/test'
import { snapshot } from '../helpers/content'
import { setCookies, visitor } from '../helpers/gate'
import { still } from '../helpers/page'

/** Every catalogue screen in en and ja: no serious or critical violations. */
for (const locale of ['en', 'ja']) {
  test(`axe: the catalogue screens in ${locale}`, async ({ page, context }) => {
    test.setTimeout(120_000)
    const s = await snapshot(page)
    const wine = s.wines.find((w) => w.countries.includes('JP') && w.countries.includes('US'))!
    await visitor(context, 'US', locale)
    await setCookies(context, { wine: wine.slug, popupShow: 'false', state: 'CA' })
    const screens = [
      '/explore',
      `/explore/${wine.slug}`,
      `/explore/${wine.slug}/caf`,
      `/explore/${wine.slug}/stories`,
      `/explore/${wine.slug}/pair`,
      `/explore/${wine.slug}/portfolio`,
      '/discover',
      '/enjoy',
      '/shop',
      '/vendors',
      '/news',
      '/newsPromotions',
      '/promotions',
      '/club',
      `/exploreWine?wine=${wine.id}`,
    ]
    const problems: string[] = []
    for (const url of screens) {
      await page.goto(url)
      await still(page)
      for (const problem of await accessibilityProblems(page, { rules: 'all', exclude: '.startup-popup' }))
        problems.push(`${url}: ${problem}`)
    }
    // The closing slides too.
    await page.goto(`/explore/${wine.slug}/stories`)
    await page.locator('[data-ready="true"]').waitFor()
    for (let i = 0; i < wine.stories.length; i++) await page.keyboard.press('ArrowRight')
    await still(page) // the slide's fade-in
    for (const problem of await accessibilityProblems(page, { rules: 'all' })) problems.push(`closing: ${problem}`)
    expect(problems).toEqual([])
  })
}
