/**
 * Offline in Chromium (the service worker of src/sw): a hub and its stories the visitor opened open
 * again without a network; a page never opened shows the offline page in the visitor's language; a
 * browser whose gate cookies are gone gets nothing kept for a visitor past the gate; no API answer is
 * ever kept.
 */
import { expect, test } from '@playwright/test'
import { aWine } from '../helpers/content'
import { visitor } from '../helpers/gate'
import { controlled } from '../helpers/page'

test('a visited hub and its stories open offline; the rest shows the offline page; the gate still holds', async ({
  page,
  context,
}) => {
  const wine = await aWine(page)
  await visitor(context)
  await page.goto('/explore')
  await controlled(page)
  await page.goto(`/explore/${wine.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wine.name)
  await page.goto(`/explore/${wine.slug}/stories`)
  await expect(page.locator('main')).toBeVisible()

  await context.setOffline(true)
  const t0 = Date.now()
  await page.goto(`/explore/${wine.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wine.name)
  console.log(`offline: the kept hub painted ${Date.now() - t0} ms after navigating`)
  await page.goto(`/explore/${wine.slug}/stories`)
  await expect(page.locator('main')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline")

  // Never opened: the offline page, in English, with a way back.
  await page.goto('/club')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline")
  await expect(page.getByRole('link', { name: 'Back to our wines' })).toBeVisible()

  // The gate cookies gone (another person, a cleared browser): nothing kept past the gate is served.
  await context.clearCookies()
  await page.goto(`/explore/${wine.slug}`).catch(() => null)
  await expect(page.getByRole('heading', { level: 1, name: wine.name })).toHaveCount(0)

  await context.setOffline(false)
  await page.goto('/')
  // Nothing of the API is in any cache.
  const kept = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url)
    return urls
  })
  expect(kept.some((u) => u.includes('/api/') || u.includes('/cms-api/'))).toBe(false)
  expect(kept.some((u) => u.includes('/_astro/'))).toBe(true)
})
