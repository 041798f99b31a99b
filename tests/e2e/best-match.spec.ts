/**
 * The best match (docs/decisions.md, Beyond the spec, docs/palate.md): a new member answers the three-question taste quiz on
 * /palate and gets the wine of their country closest to those answers; the wine's hub then tells
 * them it is a good match. Member data is mocked (an empty palate); the site is the production build.
 * Screenshots: test-results/members-screens/best-match-*.png.
 */
import { expectAccessible } from '../helpers/a11y'
import { expect, test } from '@playwright/test'
import { bestMatch, seedPalate, tasteMatch } from '../../src/contract/palate'
import { GOOD_MATCH } from '../../src/contract/constants'
import { shownIn, snapshot } from '../helpers/content'
import { visitor } from '../helpers/gate'
import { mockMemberApi } from '../helpers/mockApi'
import { open } from '../helpers/page'
import { T } from '../helpers/strings'

const SCREENS = 'test-results/members-screens'
const t = T('en')

test('a new member takes the taste quiz, gets the closest wine of their country, and its hub says it is a good match', async ({
  page,
  context,
}) => {
  await visitor(context, 'US', 'en')
  await mockMemberApi(page, { palate: { user_palate: {}, wine_palates: {} } })
  const answers = { sweetness: 'dry', body: 'full', style: 'oak' } as const
  const wines = shownIn((await snapshot(page)).wines, 'US').map((w) => ({ ...w, profile: w.taste_profile }))
  const expected = bestMatch(seedPalate(answers), wines)!

  await open(page, '/palate')
  const quiz = page.getByTestId('taste-quiz')
  await expect(quiz.getByRole('heading', { name: t('palate.quiz.title') })).toBeVisible()
  const submit = quiz.getByRole('button', { name: t('palate.quiz.submit') })
  await expect(submit).toBeDisabled()
  await page.screenshot({ path: `${SCREENS}/best-match-quiz.png` })
  await expectAccessible(page)
  await quiz
    .getByRole('group', { name: t('palate.quiz.sweetness') })
    .getByRole('radio', { name: t('palate.quiz.dry') })
    .check()
  await quiz
    .getByRole('group', { name: t('palate.quiz.body') })
    .getByRole('radio', { name: t('palate.quiz.full') })
    .check()
  await quiz
    .getByRole('group', { name: t('palate.quiz.style') })
    .getByRole('radio', { name: t('palate.quiz.oak') })
    .check()
  await submit.click()

  const card = page.getByTestId('best-match')
  await expect(card).toHaveAttribute('href', `/explore/${expected.wine.slug}`)
  await expect(card).toContainText(expected.wine.name)
  await expect(card).toContainText(`${expected.score}% match with your taste`)
  await page.screenshot({ path: `${SCREENS}/best-match-result.png` })
  await expectAccessible(page)

  // The answers stay on the device: the page again shows the match, not the questions.
  await open(page, '/palate')
  await expect(page.getByTestId('best-match')).toContainText(expected.wine.name)
  await expect(page.getByTestId('taste-quiz')).toHaveCount(0)

  // The hub of the match says so, over the picture; a wine far from the answers says nothing.
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/explore/${expected.wine.slug}$`))
  const badge = page.getByTestId('match-badge')
  expect(expected.score).toBeGreaterThanOrEqual(GOOD_MATCH)
  await expect(badge).toHaveText(`A good match for your taste: ${expected.score}%`)
  await page.screenshot({ path: `${SCREENS}/best-match-hub.png` })
  const far = wines.find((w) => tasteMatch(seedPalate(answers), w.profile) < GOOD_MATCH)!
  await open(page, `/explore/${far.slug}`)
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('match-badge')).toBeHidden()
})
