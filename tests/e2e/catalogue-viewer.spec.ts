import { expect, test, type Page } from '@playwright/test'
import { STORY_SLIDE_MS } from '../../src/contract/constants'
import { createDraftWine, deleteWine, snapshot } from '../helpers/content'
import { setCurrentWine, visitor } from '../helpers/gate'
import { openViewer, slideIndex, stillClock, storyWineForVisitor, viewer } from '../helpers/viewer'
import { STAFF, staffLogin } from '../helpers/session'

test.describe('story viewer timing and gestures', () => {
  test('a slide lasts 12 s; a hold of 150 ms pauses and release resumes; left third goes back', async ({ page }) => {
    const w = await storyWineForVisitor(page)
    await stillClock(page)
    await openViewer(page, `/explore/${w.slug}/stories`)
    await expect(viewer(page)).toHaveAttribute('data-count', String(w.stories.length + 2))
    expect(await slideIndex(page)).toBe(0)

    await page.clock.runFor(STORY_SLIDE_MS - 500)
    expect(await slideIndex(page)).toBe(0)
    await page.clock.runFor(600)
    await expect.poll(() => slideIndex(page)).toBe(1)

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
    expect(await slideIndex(page)).toBe(1)
    await page.mouse.up()
    await expect(viewer(page)).toHaveAttribute('data-paused', 'false')
    expect(await slideIndex(page)).toBe(1)
    // The slide resumes where it was paused, not from the start.
    await page.clock.runFor(STORY_SLIDE_MS - 200 + 100)
    await expect.poll(() => slideIndex(page)).toBe(2)

    // A tap on the left third goes back, anywhere else forward.
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.5)
    await expect.poll(() => slideIndex(page)).toBe(1)
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5)
    await expect.poll(() => slideIndex(page)).toBe(2)
    // Back on the first slide there is nothing before it (loop off).
    await page.mouse.click(box.x + 10, box.y + box.height * 0.5)
    await page.mouse.click(box.x + 10, box.y + box.height * 0.5)
    await page.mouse.click(box.x + 10, box.y + box.height * 0.5)
    await expect.poll(() => slideIndex(page)).toBe(0)
  })

  test('the last slide stays (loop off) and progress bars show where we are', async ({ page }) => {
    const w = await storyWineForVisitor(page)
    await stillClock(page)
    await openViewer(page, `/explore/${w.slug}/portfolio`)
    await expect(viewer(page)).toHaveAttribute('data-count', String(w.portfolio.length))
    await expect(page.locator('.sv-bar')).toHaveCount(w.portfolio.length)
    await page.clock.runFor(STORY_SLIDE_MS * (w.portfolio.length + 2))
    await expect.poll(() => slideIndex(page)).toBe(w.portfolio.length - 1)
    await expect(page.getByText(w.portfolio.at(-1)!.name, { exact: true }).first()).toBeVisible()
  })

  test('keyboard: arrows and space move, announced; Escape closes to the hub', async ({ page }) => {
    const w = await storyWineForVisitor(page)
    await openViewer(page, `/explore/${w.slug}/stories`)
    const live = page.getByTestId('viewer-live')
    await expect(live).toHaveAttribute('aria-live', 'polite')
    await expect(live).toContainText(`Slide 1 of ${w.stories.length + 2}: ${w.stories[0].title.en}`)
    await page.keyboard.press('ArrowRight')
    await expect(live).toContainText(`Slide 2 of ${w.stories.length + 2}: ${w.stories[1].title.en}`)
    await page.keyboard.press(' ')
    await expect.poll(() => slideIndex(page)).toBe(2)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => slideIndex(page)).toBe(1)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(new RegExp(`/explore/${w.slug}$`))
  })

  test('see more: a swipe up opens the whole text', async ({ page }) => {
    const w = await storyWineForVisitor(page)
    await openViewer(page, `/explore/${w.slug}/stories`)
    const box = (await page.getByTestId('viewer-stage').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.7)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.3, { steps: 6 })
    await page.mouse.up()
    await expect(page.getByTestId('see-more')).toContainText(w.stories[0].description.en!)
    expect(await slideIndex(page)).toBe(0)
    await expect(viewer(page)).toHaveAttribute('data-paused', 'true')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('see-more')).toHaveCount(0)
  })

  test('slide text sits where the content says, in its colours', async ({ page }) => {
    const w = await storyWineForVisitor(page)
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
    const w = await storyWineForVisitor(page)
    await setCurrentWine(context, w.slug)
    await openViewer(page, '/pair')
    await expect(page.getByText(w.foods[0].name.en!).first()).toBeVisible()
    await page.getByTestId('viewer-close').click()
    await expect(page).toHaveURL(/\/exploreWine$/)
    await expect(page.getByRole('heading', { level: 1, name: w.name })).toBeVisible()
  })
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

test("a video slide lasts the video's own length, not 12 s", async ({ page, context }) => {
  const s = await snapshot(page)
  await visitor(context, 'US', 'en')
  await page.goto('/terms')
  const clip = await recordClip(page, 2000)
  await staffLogin(page)
  const upload = await page.request.post('/cms-api/media', {
    ...STAFF,
    multipart: {
      file: { name: 'clip.webm', mimeType: 'video/webm', buffer: clip },
      _payload: JSON.stringify({ alt: 'A clip' }),
    },
  })
  expect(upload.status()).toBe(201)
  const video = ((await upload.json()) as { doc: { id: string } }).doc.id
  const id = await createDraftWine(page, {
    stories: [
      { title: 'In motion', image: video },
      { title: 'Still', image: s.wines[0].stories[0].image.id },
    ],
  })
  try {
    await page.goto(`/stories?wine=${id}`)
    await expect(viewer(page).locator('video')).toBeVisible()
    const shown = Date.now()
    await expect.poll(() => slideIndex(page), { timeout: 9_000 }).toBe(1)
    const lasted = Date.now() - shown
    expect(lasted).toBeGreaterThan(1_000)
    expect(lasted).toBeLessThan(STORY_SLIDE_MS - 3_000)
  } finally {
    await deleteWine(page, id)
    await page.request.delete(`/cms-api/media/${video}`, STAFF)
  }
})
