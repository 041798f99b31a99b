/**
 * The screenshots of the web manifest (the richer install sheet of Chrome and Edge), taken from a
 * running server with the demo content and written as WebP to public/screenshots/:
 *   npx tsx scripts/manifest-screenshots.ts [baseUrl]
 * Narrow ones at 390x844 (2x) for phones, a wide one at 1280x800 for desktops. Which ones, and their
 * labels, are in src/lib/pwa.ts (SCREENSHOTS). Run again when the look changes.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { chromium } from '@playwright/test'
import { SCREENSHOTS } from '../src/lib/screenshots'
import { GATE_PASSED, QUIET_STARTUP } from '../tests/helpers/cookies'
import { CHROMIUM_PATH } from './lib/chromium'

const [base = 'http://localhost:3000'] = process.argv.slice(2)
const out = path.resolve(import.meta.dirname, '../public/screenshots')
mkdirSync(out, { recursive: true })
const snap = await (await fetch(`${base}/cms-api/snapshot`)).json()
const wine = snap.wines.find((w: { countries: string[] }) => w.countries.includes('US'))
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox'],
})
for (const shot of SCREENSHOTS) {
  const context = await browser.newContext({
    viewport: { width: shot.width / shot.scale, height: shot.height / shot.scale },
    deviceScaleFactor: shot.scale,
  })
  const cookies = { ...GATE_PASSED, ...QUIET_STARTUP, country: 'US', locale: 'en', geolocation: 'true' }
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: base })))
  const page = await context.newPage()
  await page.goto(base + shot.path.replace('{slug}', wine.slug), { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(600) // the entrance animations end
  const png = await page.screenshot()
  await sharp(png).webp({ quality: 78 }).toFile(path.join(out, shot.file))
  console.log(`${shot.file}: ${shot.width}x${shot.height}`)
  await context.close()
}
await browser.close()
