/** The story viewer in a Playwright page: opening it, its clock, where it is, and a wine with enough to show. */
import type { Page } from '@playwright/test'
import { snapshot } from './content'
import { visitor } from './gate'

/** The story viewer, hydrated. */
export async function openViewer(page: Page, url: string) {
  await page.goto(url)
  await page.getByTestId('story-viewer').and(page.locator('[data-ready="true"]')).waitFor()
}

/** A fake clock that stands still until the test moves it (page loads take no slide time). */
export async function stillClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-22T12:00:01Z'))
}

export const viewer = (page: Page) => page.getByTestId('story-viewer')

/** The index of the slide the viewer shows. */
export const slideIndex = async (page: Page) => Number(await viewer(page).getAttribute('data-index'))

/** A US wine with three stories or more and a food pairing. */
async function storyWine(page: Page) {
  const s = await snapshot(page)
  return s.wines.find((w) => w.countries.includes('US') && w.stories.length >= 3 && w.foods.length)!
}

/** A story wine (storyWine), and the browser a US visitor past the gate, in English. */
export async function storyWineForVisitor(page: Page) {
  const wine = await storyWine(page)
  await visitor(page.context(), 'US', 'en')
  return wine
}
