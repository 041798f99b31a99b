import { expect, test, type Page } from '@playwright/test'
import { STORY_SLIDE_MS } from '../../src/contract/constants'
import { createDraftWine, deleteWine, snapshot } from '../helpers/content'
import { setCurrentWine, visitor } from '../helpers/gate'
import { mockMember } from '../helpers/mockApi'
import { openViewer, stopNavigation } from '../helpers/page'
import { memberLogin, STAFF, staffLogin, xsrf } from '../helpers/session'

/** A fake clock that stands still until the test moves it (page loads take no slide time). */
async function stillClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-22T12:00:01Z'))
}

const viewer = (page: Page) => page.getByTestId('story-viewer')
const index = async (page: Page) => Number(await viewer(page).getAttribute('data-index'))

async function wine(page: Page) {
  const s = await snapshot(page)
  return s.wines.find((w) => w.countries.includes('US') && w.stories.length >= 3 && w.foods.length)!
}

test.describe('story viewer timing and gestures', () => {
  test('a slide lasts 12 s; a hold of 150 ms pauses and release resumes; left third goes back', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
    await stillClock(page)
    await openViewer(page, `/explore/${w.slug}/stories`)
    await expect(viewer(page)).toHaveAttribute('data-count', String(w.stories.length + 2))
    expect(await index(page)).toBe(0)

    await page.clock.runFor(STORY_SLIDE_MS - 500)
    expect(await index(page)).toBe(0)
    await page.clock.runFor(600)
    await expect.poll(() => index(page)).toBe(1)

    // Hold on the right side: paused after 150 ms, time stands still while held, no step on release.
    const box = (await page.getByTestId('viewer-stage').boundingBox())!
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.5)
    await page.mouse.down()
    await page.clock.runFor(100)
    await expect(viewer(page)).toHaveAttribute('data-paused', 'false')
    await page.clock.runFor(100)
    await expect(viewer(page)).toHaveAttribute('data-paused', 'true')
    await expect(page.getByText('Paused')).toBeVisible()
    await page.clock.runFor(30_000)
    expect(await index(page)).toBe(1)
    await page.mouse.up()
    await expect(viewer(page)).toHaveAttribute('data-paused', 'false')
    expect(await index(page)).toBe(1)
    // The slide resumes where it was paused, not from the start.
    await page.clock.runFor(STORY_SLIDE_MS - 200 + 100)
    await expect.poll(() => index(page)).toBe(2)

    // A tap on the left third goes back, anywhere else forward.
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.5)
    await expect.poll(() => index(page)).toBe(1)
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5)
    await expect.poll(() => index(page)).toBe(2)
    // Back on the first slide there is nothing before it (loop off).
    await page.mouse.click(box.x + 10, box.y + box.height * 0.5)
    await page.mouse.click(box.x + 10, box.y + box.height * 0.5)
    await page.mouse.click(box.x + 10, box.y + box.height * 0.5)
    await expect.poll(() => index(page)).toBe(0)
  })

  test('the last slide stays (loop off) and progress bars show where we are', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
    await stillClock(page)
    await openViewer(page, `/explore/${w.slug}/portfolio`)
    await expect(viewer(page)).toHaveAttribute('data-count', String(w.portfolio.length))
    await expect(page.locator('.sv-bar')).toHaveCount(w.portfolio.length)
    await page.clock.runFor(STORY_SLIDE_MS * (w.portfolio.length + 2))
    await expect.poll(() => index(page)).toBe(w.portfolio.length - 1)
    await expect(page.getByText(w.portfolio.at(-1)!.name, { exact: true }).first()).toBeVisible()
  })

  test('keyboard: arrows and space move, announced; Escape closes to the hub', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
    await openViewer(page, `/explore/${w.slug}/stories`)
    const live = page.getByTestId('viewer-live')
    await expect(live).toHaveAttribute('aria-live', 'polite')
    await expect(live).toContainText(`Slide 1 of ${w.stories.length + 2}: ${w.stories[0].title.en}`)
    await page.keyboard.press('ArrowRight')
    await expect(live).toContainText(`Slide 2 of ${w.stories.length + 2}: ${w.stories[1].title.en}`)
    await page.keyboard.press(' ')
    await expect.poll(() => index(page)).toBe(2)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => index(page)).toBe(1)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(new RegExp(`/explore/${w.slug}$`))
  })

  test('see more: a swipe up opens the whole text', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
    await openViewer(page, `/explore/${w.slug}/stories`)
    const box = (await page.getByTestId('viewer-stage').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.7)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.3, { steps: 6 })
    await page.mouse.up()
    await expect(page.getByTestId('see-more')).toContainText(w.stories[0].description.en!)
    expect(await index(page)).toBe(0)
    await expect(viewer(page)).toHaveAttribute('data-paused', 'true')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('see-more')).toHaveCount(0)
  })

  test('slide text sits where the content says, in its colours', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
    await openViewer(page, `/explore/${w.slug}/stories`)
    const story = w.stories[0]
    const text = page.getByTestId('slide-text')
    await expect(text).toHaveAttribute('data-position', story.text_position ?? 'bottom')
    if (story.text_color) {
      const hex = story.text_color.replace('#', '')
      const rgb = [0, 2, 4].map((i) => parseInt(hex.length === 3 ? hex[i / 2] + hex[i / 2] : hex.slice(i, i + 2), 16))
      await expect(text).toHaveCSS('color', `rgb(${rgb.join(', ')})`)
    }
  })

  test('close on an unprefixed viewer returns to /exploreWine', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
    await setCurrentWine(context, w.slug)
    await openViewer(page, '/pair')
    await expect(page.getByText(w.foods[0].name.en!).first()).toBeVisible()
    await page.getByTestId('viewer-close').click()
    await expect(page).toHaveURL(/\/exploreWine$/)
    await expect(page.getByRole('heading', { level: 1, name: w.name })).toBeVisible()
  })
})

test.describe('closing slides', () => {
  test('visitors: the rating site in a new tab, then the invitation to sign up', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
    await openViewer(page, `/explore/${w.slug}/stories`)
    for (let i = 0; i < w.stories.length; i++) await page.keyboard.press('ArrowRight')
    const site = page.getByTestId('rating-site').getByRole('link')
    await expect(site).toHaveAttribute('href', w.url!)
    await expect(site).toHaveAttribute('target', '_blank')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('join').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signUp')
    await expect(viewer(page)).toHaveAttribute('data-member', 'false')
  })

  test('members: the rate-the-wine slide, 5 stars, each tap saves', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
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
  test('members rate colour, aroma and flavour; each tap saves; coming back shows them preset', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
    const posts = await mockMember(page, w.id)
    await openViewer(page, `/explore/${w.slug}/caf`)
    await expect(viewer(page)).toHaveAttribute('data-member', 'true')
    await expect(viewer(page)).toHaveAttribute('data-count', '7')
    const order = ['Colour', 'rate-colour', 'Aroma', 'rate-aroma', 'Flavour', 'rate-flavour', 'thanks']
    const want = { colour: 4, aroma: 2, flavour: 5 }
    for (const [i, step] of order.entries()) {
      await expect.poll(() => index(page)).toBe(i)
      if (step.startsWith('rate-')) {
        const aspect = step.slice(5) as keyof typeof want
        await page.getByTestId(step).getByRole('button', { name: `${want[aspect]} of 5 stars` }).click()
        await expect(page.getByTestId(step).getByRole('status')).toHaveText('Saved')
      } else if (step === 'thanks') {
        await expect(page.getByTestId('thanks').getByRole('link')).toHaveAttribute('href', '/palate')
      } else {
        await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible()
      }
      if (i < order.length - 1) await page.keyboard.press('ArrowRight')
    }
    expect(posts.map(({ xsrf: _x, ...p }) => p)).toEqual([{ colour_rating: 4 }, { aroma_rating: 2 }, { flavour_rating: 5 }])
    // Coming back: the stored passport presets the stars.
    await openViewer(page, `/explore/${w.slug}/caf`)
    await expect(viewer(page)).toHaveAttribute('data-member', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('rate-colour').locator('[data-rating]')).toHaveAttribute('data-rating', '4')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('rate-aroma').locator('[data-rating]')).toHaveAttribute('data-rating', '2')
  })

  test('visitors: ratings stay on the device for sign-up, then rating site and invitation', async ({ page, context }) => {
    const w = await wine(page)
    await visitor(context, 'US', 'en')
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

test('?food= preview: not available to visitors', async ({ page, context }) => {
  const w = await wine(page)
  await visitor(context, 'US', 'en')
  await stopNavigation(page)
  await openViewer(page, `/explore/${w.slug}/pair?food=${w.foods[0].id}`)
  await expect(page.getByTestId('preview-missing')).toBeVisible()
})

test('a real member: sign in through POST /login, the rate slide shows the stored rating and saves a tap', async ({ page, context }) => {
  const s = await snapshot(page)
  await visitor(context, 'US', 'en')
  await memberLogin(page)
  const entries = ((await (await page.request.get('/api/passports')).json()) as { data: { wine: { id: string; slug: string }; wine_rating: number | null }[] }).data
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
  const after = ((await (await page.request.get('/api/passports')).json()) as typeof entries extends unknown ? { data: typeof entries } : never).data
  expect(after.find((e) => e.wine.id === w.id)?.wine_rating).toBe(other)
  // Put the demo member's rating back.
  await page.request.post(`/api/wines/${w.id}/passport`, { headers: await xsrf(page), data: { wine_rating: rated!.wine_rating } })
})

/** A short webm recorded in the browser from a canvas (MediaRecorder): no video tool needed. */
async function recordClip(page: Page, ms: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (length) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 180, height: 320 })
    const ctx = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (e) => chunks.push(e.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    const t0 = performance.now()
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - t0
        ctx.fillStyle = `hsl(${Math.round(t / 8) % 360} 55% 35%)`
        ctx.fillRect(0, 0, canvas.width, canvas.height)
        if (t < length) requestAnimationFrame(draw)
        else resolve()
      }
      draw()
    })
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(binary)
  }, ms)
  return Buffer.from(base64, 'base64')
}

test('a video slide lasts the video\'s own length, not 12 s', async ({ page, context }) => {
  const s = await snapshot(page)
  await visitor(context, 'US', 'en')
  await page.goto('/terms')
  const clip = await recordClip(page, 2000)
  await staffLogin(page)
  const upload = await page.request.post('/cms-api/media', { ...STAFF, multipart: { file: { name: 'clip.webm', mimeType: 'video/webm', buffer: clip }, _payload: JSON.stringify({ alt: 'A clip' }) } })
  expect(upload.status()).toBe(201)
  const video = ((await upload.json()) as { doc: { id: string } }).doc.id
  const id = await createDraftWine(page, { stories: [{ title: 'In motion', image: video }, { title: 'Still', image: s.wines[0].stories[0].image.id }] })
  try {
    await page.goto(`/stories?wine=${id}`)
    await expect(viewer(page).locator('video')).toBeVisible()
    const shown = Date.now()
    await expect.poll(() => index(page), { timeout: 9_000 }).toBe(1)
    const lasted = Date.now() - shown
    expect(lasted).toBeGreaterThan(1_000)
    expect(lasted).toBeLessThan(STORY_SLIDE_MS - 3_000)
  } finally {
    await deleteWine(page, id)
    await page.request.delete(`/cms-api/media/${video}`, STAFF)
  }
})
