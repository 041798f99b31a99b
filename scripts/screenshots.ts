/**
 * Screenshots of screens at a phone size, to look at what we build:
 *   npx tsx scripts/screenshots.ts [baseUrl] [outDir] [locale] [country] path...
 * With no paths: the gate, home, explore, a wine hub, terms and the 404.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './lib/chromium'

const [base = 'http://localhost:3000', out = '/tmp/shots', locale = 'en', country = 'US', ...paths] =
  process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
const shoot = async (name: string, url: string, gate: boolean) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  const cookies = [{ name: 'locale', value: locale, url: base }]
  // Past the gate, with the start-up popups already seen (they would cover the screen).
  const passed = [
    ['firstVisit', 'false'],
    ['acceptTerms', 'true'],
    ['adult', 'true'],
    ['country', country],
    ['popupShow', 'false'],
    ['popupLocationShow', 'false'],
    ['popShow', 'false'],
    ['geolocation', 'true'],
  ]
  if (gate) for (const [n, v] of passed) cookies.push({ name: n, value: v, url: base })
  await context.addCookies(cookies)
  const page = await context.newPage()
  await page.goto(base + url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  const file = path.join(out, `${locale}-${name}.png`)
  await page.screenshot({ path: file })
  console.log(file)
  await context.close()
}
if (paths.length) {
  for (const p of paths) await shoot(p.replace(/\W+/g, '_') || 'root', p, true)
} else {
  const snap = await (await fetch(`${base}/cms-api/snapshot`)).json()
  const wine = snap.wines.find((w: { countries: string[] }) => w.countries.includes(country))
  await shoot('gate', '/', false)
  await shoot('home', '/', true)
  await shoot('explore', '/explore', true)
  await shoot('hub', `/explore/${wine.slug}`, true)
  await shoot('terms', '/terms', true)
  await shoot('404', '/nope', true)
}
await browser.close()
