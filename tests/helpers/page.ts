/** A Playwright page: waiting until it is live, input as a phone user makes it, and what it records. */
import type { Page } from '@playwright/test'

/** Goes to a page and waits until its islands are live (Astro drops the `ssr` attribute after hydrating). */
export async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0)
}

/**
 * Waits until the page is still: its islands live and no animation or transition moving (endless ones,
 * a spinner, aside) for three frames in a row. What a scan of colours or a screenshot needs, without
 * guessing how long a fade takes on a busy machine.
 */
export async function still(page: Page) {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __stillFrames?: number }
      const moving =
        document.querySelectorAll('astro-island[ssr]').length > 0 ||
        document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
      w.__stillFrames = moving ? 0 : (w.__stillFrames ?? 0) + 1
      return w.__stillFrames >= 3
    },
    undefined,
    { polling: 'raf' },
  )
}

/**
 * Holds back an island's script (`/_astro/<Name>.<hash>.js`) until the returned function is called,
 * as a slow phone would: the visitor meets the page's HTML first. `hydrated()` resolves once it is live.
 */
export async function holdIsland(page: Page, name: string) {
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), async (route) => {
    await held
    await route.continue()
  })
  const hydrated = () =>
    page.waitForFunction((n) => !document.querySelector(`astro-island[ssr][component-url*="/${n}."]`), name)
  return { release, hydrated }
}

/** Resolves once the service worker controls the page (the first visit installs it and it takes over). */
export async function controlled(page: Page) {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null,
  )
}

/** Waits until the page's start-up work (route guard, popups) is over. */
export async function settled(page: Page) {
  await page.locator('html[data-startup="done"]').waitFor({ state: 'attached', timeout: 20_000 })
}

/**
 * A one-finger swipe on the touch screen, as a phone user makes it (CDP touch events, so the page
 * sees real touch pointers, not a mouse drag that Chromium may turn into a link drag), its finger
 * reported every 4 px or so, as a phone's touch screen does at 60 Hz and more.
 *
 * How long it takes is the machine's, not the test's: each step is a round trip to the browser, 35 ms
 * idle and much more under load. A carousel reads a quick flick and a slow drag differently (Swiper:
 * under 300 ms any move goes on; a longer drag must pass half a slide), so a test that means "swipe
 * on by one" drags past half a slide and not a whole one: true of a flick and of a slow drag alike.
 */
export async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const steps = Math.max(4, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / 4))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** Picks a country in the gate's searchable list by typing part of its name. */
export async function chooseCountry(page: Page, label: string, query: string, name: string) {
  const box = page.getByRole('combobox', { name: label })
  await box.fill(query)
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click()
}

/** The dataLayer of the page. */
export function dataLayer(page: Page) {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
}

/** Keeps links that open a new tab from leaving the test's page. */
export async function stopNavigation(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('click', (e) => {
      const a = (e.target as HTMLElement).closest('a')
      if (a && a.target === '_blank') e.preventDefault()
    })
  })
}
