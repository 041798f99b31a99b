import { expect, test } from '@playwright/test'
import { createDraftWine, deleteDoc, deleteWine, draftCopy, publishDoc, shownIn, snapshot } from '../helpers/content'
import { setCurrentWine, visitor } from '../helpers/gate'
import { swipe } from '../helpers/page'

test.describe('/explore carousel', () => {
  test('shows 3 wines per view, loops with the arrows, and swipes', async ({ page, context }) => {
    const wines = shownIn((await snapshot(page)).wines)
    await visitor(context, 'US', 'en')
    await page.goto('/explore')
    const carousel = page.getByTestId('wine-carousel')
    await expect(carousel).toHaveClass(/swiper-initialized/)
    // Three slides in view, the chosen one in the middle.
    const inView = await page.locator('.swiper-slide-visible').count()
    expect(inView).toBe(3)
    const active = () => page.locator('.swiper-slide-active a').getAttribute('data-slug')
    expect(await active()).toBe(wines[0].slug)
    // Swiper ignores an arrow while a slide is moving: each step waits until it has settled.
    const settled = () =>
      page.waitForFunction(
        () => !(document.querySelector('.swiper') as HTMLElement & { swiper: { animating: boolean } }).swiper.animating,
      )
    // Previous from the first wine wraps to the last: looping.
    await page.getByTestId('carousel-prev').click()
    await expect.poll(active).toBe(wines.at(-1)!.slug)
    await settled()
    // All the way round with next returns to the first.
    for (let i = 0; i < wines.length; i++) {
      await page.getByTestId('carousel-next').click()
      await expect.poll(active).toBe(wines[i].slug)
      await settled()
    }
    await expect.poll(active).toBe(wines.at(-1)!.slug)
    await page.getByTestId('carousel-next').click()
    await expect.poll(active).toBe(wines[0].slug)
    await settled()
    // A swipe to the left moves on by one, one to the right back. Each drags 0.8 of a slide: on by one
    // whether the machine delivers it as a quick flick or a slow drag (tests/helpers/page.ts, swipe).
    const box = (await carousel.boundingBox())!
    const slide = (await page.locator('.swiper-slide-active').boundingBox())!.width
    const y = box.y + box.height / 2
    const from = box.x + box.width * 0.7
    await swipe(page, { x: from, y }, { x: from - slide * 0.8, y })
    await expect.poll(active).toBe(wines[1].slug)
    await settled()
    // This one starts in the gap beside a scaled side slide: it must swipe all the same.
    const gap = box.x + box.width * 0.3
    await swipe(page, { x: gap, y }, { x: gap + slide * 0.8, y })
    await expect.poll(active).toBe(wines[0].slug)
    expect(page.url()).toMatch(/\/explore$/) // a swipe is not a click on the wine
  })

  test('choosing a wine makes it the current wine and opens its hub', async ({ page, context }) => {
    const s = await snapshot(page)
    const wine = shownIn(s.wines)[0]
    await visitor(context, 'US', 'en')
    await page.goto('/explore')
    await page.locator(`.swiper-slide-active a[data-slug="${wine.slug}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/explore/${wine.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: wine.name })).toBeVisible()
    const cookie = (await context.cookies()).find((c) => c.name === 'wine')
    expect(cookie?.value).toBe(wine.slug)
    // /exploreWine is now this wine's hub.
    await page.goto('/exploreWine')
    await expect(page.getByRole('heading', { level: 1, name: wine.name })).toBeVisible()
  })

  test('a country without wines gets the nothing and come-back messages', async ({ page, context }) => {
    await visitor(context, 'NZ', 'en')
    await page.goto('/explore')
    await expect(page.getByText('There is nothing here yet.')).toBeVisible()
    await expect(page.getByText('Please come back later.')).toBeVisible()
    await expect(page.locator('.swiper')).toHaveCount(0)
  })
})

test.describe('wine hub', () => {
  test('links to caf, stories, pair and portfolio; fixed height, no body scroll', async ({ page, context }) => {
    const s = await snapshot(page)
    const wine = s.wines.find((w) => w.countries.includes('PT') && w.foods.length)!
    await visitor(context, 'PT', 'pt')
    await page.goto(`/explore/${wine.slug}`)
    const links = page.getByRole('navigation', { name: 'Formas de conhecer este vinho' }).getByRole('link')
    await expect(links).toHaveCount(4)
    for (const x of ['caf', 'stories', 'pair', 'portfolio'])
      await expect(page.locator(`a[data-link="${x}"]`)).toHaveAttribute('href', `/explore/${wine.slug}/${x}`)
    const { overflow, scroll, height } = await page.evaluate(() => ({
      overflow: getComputedStyle(document.body).overflow,
      scroll: document.scrollingElement!.scrollHeight,
      height: innerHeight,
    }))
    expect(overflow).toBe('hidden')
    expect(scroll).toBeLessThanOrEqual(height + 1)
    await page.mouse.wheel(0, 600)
    expect(await page.evaluate(() => scrollY)).toBe(0)
    // Header and bottom navigation stay.
    await expect(page.locator('.bottom-nav')).toBeVisible()
  })

  test('the hub offers only the viewers a wine has slides for: no pair, stories or portfolio without them', async ({
    page,
    context,
  }) => {
    // Every demo wine has them all, so staff draft one without and preview its hub (no rebuild needed).
    const id = await createDraftWine(page, { name: 'No Pairing Yet' })
    try {
      await visitor(context, 'US', 'en')
      await page.goto(`/exploreWine?wine=${id}`)
      await expect(page.getByTestId('wine-preview')).toHaveAttribute('data-state', 'ok')
      await expect(page.locator('a[data-link="caf"]')).toBeVisible()
      for (const viewer of ['stories', 'pair', 'portfolio'])
        await expect(page.locator(`a[data-link="${viewer}"]`)).toBeHidden()
    } finally {
      await deleteWine(page, id)
    }
  })

  test('a published wine without portfolio items has no portfolio link on its hub', async ({ page, context }) => {
    const wine = (await snapshot(page)).wines[0]
    test.setTimeout(120_000)
    const slug = `no-portfolio-${Date.now().toString(36)}`
    const id = await draftCopy(page, 'wines', wine.id, { portfolio: [], slug })
    try {
      await publishDoc(page, 'wines', id)
      await visitor(context, 'US', 'en')
      // Live after its publish (about 2 s).
      await expect(async () => {
        await page.goto(`/explore/${slug}`)
        await expect(page.getByTestId('wine-hub')).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 60_000 })
      await expect(page.locator('a[data-link="stories"]')).toBeVisible()
      await expect(page.locator('a[data-link="pair"]')).toBeVisible()
      await expect(page.locator('a[data-link="portfolio"]')).toHaveCount(0)
    } finally {
      await deleteDoc(page, 'wines', id)
      // The tests after this one see the demo's wines again.
      await expect(async () => expect((await page.request.get(`/explore/${slug}`)).status()).toBe(404)).toPass({
        timeout: 60_000,
      })
    }
  })

  test('no current wine: /exploreWine and the unprefixed viewers go to /explore', async ({ page, context }) => {
    await visitor(context, 'US', 'en')
    for (const path of ['/exploreWine', '/stories', '/caf', '/pair', '/portfolio']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/explore$/)
    }
  })

  test('?wine= preview: not available to visitors', async ({ page, context }) => {
    const s = await snapshot(page)
    await visitor(context, 'US', 'en')
    await setCurrentWine(context, s.wines[0].slug)
    await page.goto(`/exploreWine?wine=${s.wines[0].id}`)
    await expect(page.getByTestId('preview-missing')).toBeVisible()
    const res = await page.request.get(`/api/wines/preview/${s.wines[0].id}`)
    expect(res.status()).toBe(404)
  })

  test("?wine= preview: staff see a draft wine's hub and its viewers, which have no published pages", async ({
    page,
    context,
  }) => {
    const s = await snapshot(page)
    // A brand-new wine saved as a draft only: nothing of it is on the published site.
    const stamp = Date.now().toString(36)
    const id = await createDraftWine(page, {
      name: `Draft Wine ${stamp}`,
      stories: [
        {
          title: `Draft story ${stamp}`,
          description: 'Only staff can see this.',
          image: s.wines[0].stories[0].image.id,
        },
      ],
      foods: [],
    })
    try {
      await visitor(context, 'US', 'en')
      // A click in the page is never a language switch (the hub carries data-locale too).
      const localeSwitches: string[] = []
      page.on('request', (r) => r.url().includes('/set-locale/') && localeSwitches.push(r.url()))
      await page.goto(`/exploreWine?wine=${id}`)
      await expect(page.getByTestId('wine-preview')).toHaveAttribute('data-state', 'ok')
      await expect(page.getByRole('heading', { level: 1, name: `Draft Wine ${stamp}` })).toBeVisible()
      // No foods: no pair link. The stories link opens the draft's own viewer.
      await expect(page.locator('[data-link="pair"]')).toBeHidden()
      await page.getByRole('heading', { level: 1 }).click()
      await page.locator('a[data-link="stories"]').click()
      await expect(page).toHaveURL(`/stories?wine=${id}`)
      expect(localeSwitches).toEqual([])
      await expect(page.getByTestId('story-viewer')).toContainText(`Draft story ${stamp}`)
      await expect(page.getByTestId('story-viewer')).toContainText(`Draft Wine ${stamp}`)
      // Closing goes back to the draft's hub.
      await page.getByTestId('viewer-close').click()
      await expect(page).toHaveURL(`/exploreWine?wine=${id}`)
      // A visitor asking for the same viewer learns there is nothing to preview.
      await context.clearCookies({ name: 'payload-token' })
      await page.goto(`/stories?wine=${id}`)
      await expect(page.getByTestId('preview-missing')).toBeVisible()
    } finally {
      await deleteWine(page, id)
    }
  })
})
