/**
 * Every language first-class (docs/decisions.md, Every language first-class): in Japanese, Korean, Traditional Chinese, German and Dutch,
 * the home screen, a wine hub, a story slide, sign-up and the passport at 390x844: the page in its
 * language (html lang), the demo content written in it (no text marked as an English fallback), no
 * sideways scrolling (German compounds, CJK lines), no serious or critical axe finding, and a
 * screenshot to look at (LOCALE_SCREENS_DIR, default test-results/locale-screens).
 */
import { expectAccessible } from '../helpers/a11y'
import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { LOCALE_HTML_LANG, type Locale } from '../../src/contract/locales'
import { pick } from '../../src/contract/localize'
import { shownIn, snapshot } from '../helpers/content'
import { visitor } from '../helpers/gate'
import { entry, mockMemberApi } from '../helpers/mockApi'
import { open } from '../helpers/page'

const SCREENS = process.env.LOCALE_SCREENS_DIR ?? 'test-results/locale-screens'
const VISITORS: [Locale, string][] = [
  ['ja', 'JP'],
  ['ko', 'US'],
  ['zh-Hant', 'US'],
  ['de', 'DE'],
  ['nl', 'US'],
]

async function check(page: Page, locale: Locale, name: string) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_HTML_LANG[locale])
  // Content that fell back to another language is marked with it (src/contract/localize.ts pickLang): none here.
  expect(
    await page
      .locator('main [lang]')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('lang')}: ${e.textContent?.slice(0, 40)}`)),
  ).toEqual([])
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: path.join(SCREENS, `${locale}-${name}.png`) })
  await expectAccessible(page)
}

for (const [locale, country] of VISITORS) {
  test(`${locale} (${country}): home, hub, story, sign-up and passport in the visitor's language`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await visitor(context, country, locale)
    const [sold, other] = shownIn((await snapshot(page)).wines, country)

    await open(page, '/')
    await check(page, locale, 'home')

    await open(page, `/explore/${sold.slug}`)
    await expect(page.locator('.description')).toHaveText(pick(sold.description, locale))
    await check(page, locale, 'hub')

    await open(page, `/explore/${sold.slug}/stories`)
    await expect(page.getByTestId('slide-text').first()).toContainText(pick(sold.stories[0].title, locale))
    await check(page, locale, 'story')

    await open(page, '/signUp')
    await check(page, locale, 'signUp')

    await mockMemberApi(page, { passports: [entry(sold, 4, '—'), entry(other, 3)] })
    await open(page, '/passport')
    await expect(page.getByTestId('passport-list').getByRole('listitem').first()).toBeVisible()
    await check(page, locale, 'passport')
  })
}
