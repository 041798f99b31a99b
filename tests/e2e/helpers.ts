import type { BrowserContext, Page } from '@playwright/test'
import type { Snapshot } from '../../src/contract/snapshot'
import { BASE_URL } from '../../playwright.config'

/** The gate's cookies as a passed visitor has them (spec §4). */
export async function passGate(context: BrowserContext, country: string, locale: string) {
  const c = (name: string, value: string) => ({ name, value, url: BASE_URL })
  await context.addCookies([c('firstVisit', 'false'), c('acceptTerms', 'true'), c('adult', 'true'), c('country', country), c('locale', locale)])
}

let cached: Snapshot | null = null
/** What the site was built from, read from the CMS endpoint. */
export async function snapshot(page: Page): Promise<Snapshot> {
  if (!cached) cached = (await (await page.request.get('/cms-api/snapshot')).json()) as Snapshot
  return cached
}

/** A wine sold in `country`, and one that is not. */
export async function winesFor(page: Page, country: string) {
  const s = await snapshot(page)
  const sold = s.wines.find((w) => w.countries.includes(country))!
  const notSold = s.wines.find((w) => !w.countries.includes(country))!
  return { sold, notSold }
}

/**
 * A one-finger swipe on the touch screen, as a phone user makes it (CDP touch events, so the page
 * sees real touch pointers, not a mouse drag that Chromium may turn into a link drag).
 */
export async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 8) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
