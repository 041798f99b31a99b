/** The story viewer's closing slides and ratings (visitors, mocked members, a real member), and the food preview kept from visitors. */
import { expect, test } from '@playwright/test'
import { snapshot } from '../helpers/content'
import { visitor } from '../helpers/gate'
import { mockMember } from '../helpers/mockApi'
import { stopNavigation } from '../helpers/page'
import { openViewer, slideIndex, storyWineForVisitor, viewer } from '../helpers/viewer'
import { memberLogin, xsrf } from '../helpers/session'

test.describe('closing slides', () => {
  test('visitors: the rating site in a new tab, then the invitation to sign up', async ({ page }) => {
    const w = await storyWineForVisitor(page)
    await openViewer(page, `/explore/${w.slug}/stories`)
    for (let i = 0; i < w.stories.length; i++) await page.keyboard.press('ArrowRight')
    const site = page.getByTestId('rating-site').getByRole('link')
    await expect(site).toHaveAttribute('href', w.url!)
    await expect(site).toHaveAttribute('target', '_blank')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('join').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signUp')
    await expect(viewer(page)).toHaveAttribute('data-member', 'false')
  })

  test('members: the rate-the-wine slide, 5 stars, each tap saves', async ({ page }) => {
    const w = await storyWineForVisitor(page)
    const posts = await mockMember(page, w.id, { wine_rating: 3 })
    await openViewer(page, `/explore/${w.slug}/stories`)
    await expect(viewer(page)).toHaveAttribute('data-member', 'true')
    await expect(viewer(page)).toHaveAttribute('data-count', String(w.stories.length + 1))
    for (let i = 0; i < w.stories.length; i++) await page.keyboard.press('ArrowRight')
    const stars = page.getByTestId('rate-wine').getByRole('button')
    await expect(stars).toHaveCount(5)
    await expect(page.getByTestId('rate-wine').locator('[data-rating]')).toHaveAttribute('data-rating', '3')
    await stars.nth(4).click()
    await expect(page.getByTestId('rate-wine').getByRole('status')).toHaveText('Saved')
    await stars.nth(1).click()
    await expect.poll(() => posts.length).toBe(2)
    expect(posts[0]).toMatchObject({ wine_rating: 5, xsrf: expect.stringMatching(/.+/) })
    expect(posts[1]).toMatchObject({ wine_rating: 2 })
    // No cancel: tapping the same star keeps it.
    await stars.nth(1).click()
    await expect(page.getByTestId('rate-wine').locator('[data-rating]')).toHaveAttribute('data-rating', '2')
  })
})

test.describe('/caf', () => {
  test('members rate colour, aroma and flavour; each tap saves; coming back shows them preset', async ({ page }) => {
    const w = await storyWineForVisitor(page)
    const posts = await mockMember(page, w.id)
    await openViewer(page, `/explore/${w.slug}/caf`)
    await expect(viewer(page)).toHaveAttribute('data-member', 'true')
    await expect(viewer(page)).toHaveAttribute('data-count', '7')
    const order = ['Colour', 'rate-colour', 'Aroma', 'rate-aroma', 'Flavour', 'rate-flavour', 'thanks']
    const want = { colour: 4, aroma: 2, flavour: 5 }
    for (const [i, step] of order.entries()) {
      await expect.poll(() => slideIndex(page)).toBe(i)
      if (step.startsWith('rate-')) {
        const aspect = step.slice(5) as keyof typeof want
        await page
          .getByTestId(step)
          .getByRole('button', { name: `${want[aspect]} of 5 stars` })
          .click()
        await expect(page.getByTestId(step).getByRole('status')).toHaveText('Saved')
      } else if (step === 'thanks') {
        await expect(page.getByTestId('thanks').getByRole('link')).toHaveAttribute('href', '/palate')
      } else {
        await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible()
      }
      if (i < order.length - 1) await page.keyboard.press('ArrowRight')
    }
    expect(posts.map(({ xsrf: _x, ...p }) => p)).toEqual([
      { colour_rating: 4 },
      { aroma_rating: 2 },
      { flavour_rating: 5 },
    ])
    // Coming back: the stored passport presets the stars.
    await openViewer(page, `/explore/${w.slug}/caf`)
    await expect(viewer(page)).toHaveAttribute('data-member', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('rate-colour').locator('[data-rating]')).toHaveAttribute('data-rating', '4')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('rate-aroma').locator('[data-rating]')).toHaveAttribute('data-rating', '2')
  })

  test('visitors: ratings stay on the device for sign-up, then rating site and invitation', async ({ page }) => {
    const w = await storyWineForVisitor(page)
    await openViewer(page, `/explore/${w.slug}/caf`)
    await expect(viewer(page)).toHaveAttribute('data-count', '8')
    await page.keyboard.press('ArrowRight')
    await page.getByTestId('rate-colour').getByRole('button', { name: '3 of 5 stars' }).click()
    await expect(page.getByTestId('rate-colour').getByRole('status')).toContainText('on this device')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wc:caf-ratings') ?? '{}'))
    expect(stored[w.id]).toEqual({ colour: 3, aroma: 0, flavour: 0 })
    await openViewer(page, `/explore/${w.slug}/caf`)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('rate-colour').locator('[data-rating]')).toHaveAttribute('data-rating', '3')
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('rating-site')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('join')).toBeVisible()
  })
})

test('?food= preview: not available to visitors', async ({ page }) => {
  const w = await storyWineForVisitor(page)
  await stopNavigation(page)
  await openViewer(page, `/explore/${w.slug}/pair?food=${w.foods[0].id}`)
  await expect(page.getByTestId('preview-missing')).toBeVisible()
})

test('a real member: sign in through POST /login, the rate slide shows the stored rating and saves a tap', async ({
  page,
  context,
}) => {
  const s = await snapshot(page)
  await visitor(context, 'US', 'en')
  await memberLogin(page)
  const entries = (
    (await (await page.request.get('/api/passports')).json()) as {
      data: { wine: { id: string; slug: string }; wine_rating: number | null }[]
    }
  ).data
  const rated = entries.find((e) => e.wine_rating && s.wines.find((w) => w.id === e.wine.id)?.countries.includes('US'))
  expect(rated, 'the demo member has a rated wine sold in the US').toBeTruthy()
  const w = s.wines.find((x) => x.id === rated!.wine.id)!
  await openViewer(page, `/explore/${w.slug}/stories`)
  await expect(viewer(page)).toHaveAttribute('data-member', 'true')
  for (let i = 0; i < w.stories.length; i++) await page.keyboard.press('ArrowRight')
  const rate = page.getByTestId('rate-wine')
  await expect(rate.locator('[data-rating]')).toHaveAttribute('data-rating', String(rated!.wine_rating))
  const other = rated!.wine_rating === 5 ? 4 : 5
  await rate.getByRole('button', { name: `${other} of 5 stars` }).click()
  await expect(rate.getByRole('status')).toHaveText('Saved')
  const after = (
    (await (await page.request.get('/api/passports')).json()) as typeof entries extends unknown
      ? { data: typeof entries }
      : never
  ).data
  expect(after.find((e) => e.wine.id === w.id)?.wine_rating).toBe(other)
  // Put the demo member's rating back.
  await page.request.post(`/api/wines/${w.id}/passport`, {
    headers: await xsrf(page),
    data: { wine_rating: rated!.wine_rating },
  })
})
