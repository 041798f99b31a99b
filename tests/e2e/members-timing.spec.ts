/** The forgot-password 60 s resend countdown and the palate's 1.5 s toggle lock, on a controlled clock. */
import { expect, test } from '@playwright/test'
import { visitor } from '../helpers/gate'
import { mockMemberApi } from '../helpers/mockApi'
import { open } from '../helpers/page'
import { T } from '../helpers/strings'

const t = T('en')

test('forgot password: step 2 counts 60 s down, then offers the resend, which starts again', async ({
  page,
  context,
}) => {
  await visitor(context)
  const sent = await mockMemberApi(page, {
    member: null,
    posts: { '/forgot-password': { status: 200, body: { message: 'Reset password email sent.' } } },
  })
  await page.clock.install()
  await open(page, '/forgot-password')
  await page.getByLabel(t('fields.email'), { exact: true }).fill('ana@example.com')
  await page.getByRole('button', { name: t('forgot.submit') }).click()
  await expect(page.getByRole('heading', { name: t('forgot.sent') })).toBeVisible()
  await expect(page.locator('#main').getByRole('link', { name: t('forgot.ok') })).toHaveAttribute('href', '/')
  const countdown = page.getByTestId('resend-countdown')
  await expect(countdown).toHaveText(t('forgot.countdown', { count: 60 }))
  await page.clock.runFor(1_000)
  await expect(countdown).toHaveText(t('forgot.countdown', { count: 59 }))
  await page.clock.runFor(29_000)
  await expect(countdown).toHaveText(t('forgot.countdown', { count: 30 }))
  await expect(page.getByRole('button', { name: t('forgot.resend') })).toHaveCount(0)
  await page.clock.runFor(29_000)
  await expect(countdown).toHaveText(t('forgot.countdown', { count: 1 }))
  await page.clock.runFor(1_000)
  await expect(countdown).toHaveCount(0)
  await page.getByRole('button', { name: t('forgot.resend') }).click()
  await expect(page.getByTestId('resend-countdown')).toHaveText(t('forgot.countdown', { count: 60 }))
  expect(sent.filter((s) => s.path === '/forgot-password').map((s) => JSON.parse(s.body!))).toEqual([
    { email: 'ana@example.com' },
    { email: 'ana@example.com' },
  ])
})

test('palate: the show/hide-taste toggle is locked for 1.5 s after each press', async ({ page, context }) => {
  await visitor(context)
  await mockMemberApi(page, {
    palate: {
      user_palate: { fruit: 4, body: 3, tannin: 2.5, acidity: 3, sweetness: 1, oak: 2 },
      wine_palates: {
        'Alvor 2021': { fruit: 5, body: 4, tannin: 4, acidity: 3, sweetness: 1, oak: 3 },
        'Brisa 2023': { fruit: 3, body: 2, tannin: 1, acidity: 5, sweetness: 2, oak: 0 },
      },
    },
  })
  await page.clock.install()
  await open(page, '/palate')
  await expect(page.getByRole('heading', { level: 2, name: t('palate.myTaste') })).toBeVisible()
  await page
    .getByRole('button', { name: t('palate.next') })
    .last()
    .click()
  const slide = page.locator('.swiper-slide-active')
  await expect(slide.getByRole('heading', { level: 2 })).toHaveText('Alvor 2021')
  const toggle = slide.getByTestId('taste-toggle')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(toggle).toHaveText(t('palate.hide'))

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(toggle).toHaveAttribute('aria-disabled', 'true')
  await expect(slide.getByRole('img')).not.toHaveAttribute('aria-label', /My taste/)
  // Presses while locked change nothing.
  await toggle.click()
  await page.clock.runFor(1_000)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await page.clock.runFor(499)
  await expect(toggle).toHaveAttribute('aria-disabled', 'true')
  await page.clock.runFor(1)
  await expect(toggle).not.toHaveAttribute('aria-disabled', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(toggle).toHaveText(t('palate.hide'))
  await expect(slide.getByRole('img')).toHaveAttribute('aria-label', /My taste/)
})
