/**
 * /palate draws each radar as it comes near: the first slides at once, a far one only when the member
 * swipes towards it (a member with many rated wines does not wait for every chart).
 */
import { expect, test, type Locator } from '@playwright/test'
import { visitor } from '../helpers/gate'
import { mockMemberApi } from '../helpers/mockApi'
import { open } from '../helpers/page'
import { T } from '../helpers/strings'

const t = T('en')
const taste = (n: number) => ({ fruit: n, body: 3, tannin: 2, acidity: 4, sweetness: 1, oak: 2 })

/** How many pixels of a slide's chart are painted. */
const painted = (slide: Locator) =>
  slide.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height)
    let n = 0
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++
    return n
  })

test('palate: the charts near the shown slide are drawn, a far one when the member reaches it', async ({
  page,
  context,
}) => {
  await visitor(context)
  await mockMemberApi(page, {
    palate: {
      user_palate: taste(4),
      wine_palates: { 'Alvor 2021': taste(5), 'Brisa 2023': taste(3), 'Cume 2019': taste(2), 'Duna 2022': taste(1) },
    },
  })
  await open(page, '/palate')
  const slides = page.locator('.swiper-slide')
  await expect(slides).toHaveCount(5)
  await expect.poll(() => painted(slides.nth(0))).toBeGreaterThan(1000)
  await expect.poll(() => painted(slides.nth(1))).toBeGreaterThan(1000)
  expect(await painted(slides.nth(4))).toBe(0)

  const next = page.getByRole('button', { name: t('palate.next') }).last()
  for (const n of [2, 3, 4]) {
    await next.click()
    await expect(page.getByText(t('palate.slide', { n, total: 5 }))).toBeVisible()
  }
  await expect.poll(() => painted(slides.nth(4))).toBeGreaterThan(1000)
  await expect(slides.nth(4).getByRole('img')).toHaveAttribute('aria-label', /Duna 2022/)
})
