/**
 * Screenshots of every catalogue screen at 390x844, and what each page loads (JS gzip, HTML):
 *   npx tsx scripts/catalogue-shots.ts [baseUrl] [outDir] [locale]
 * Cookies: passed gate, country US, state CA, zip 94105. Start-up popups are dismissed by their cookie.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './lib/chromium'

const [base = 'http://localhost:3000', out = '/tmp/shots', locale = 'en'] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
const snap = await (await fetch(`${base}/cms-api/snapshot`)).json()
const wine = snap.wines.find((w: { countries: string[] }) => w.countries.includes('US'))
type Step = { name: string; url: string; country?: string; act?: (p: import('@playwright/test').Page) => Promise<void> }
const right = (n: number) => async (p: import('@playwright/test').Page) => {
  for (let i = 0; i < n; i++) await p.keyboard.press('ArrowRight')
  await p.waitForTimeout(400)
}
const steps: Step[] = [
  { name: 'explore', url: '/explore' },
  { name: 'explore-empty', url: '/explore', country: 'NZ' },
  { name: 'hub', url: `/explore/${wine.slug}` },
  { name: 'caf', url: `/explore/${wine.slug}/caf` },
  { name: 'caf-rate', url: `/explore/${wine.slug}/caf`, act: right(1) },
  { name: 'stories', url: `/explore/${wine.slug}/stories` },
  { name: 'stories-2', url: `/explore/${wine.slug}/stories`, act: right(1) },
  { name: 'stories-ratingsite', url: `/explore/${wine.slug}/stories`, act: right(wine.stories.length) },
  { name: 'stories-join', url: `/explore/${wine.slug}/stories`, act: right(wine.stories.length + 1) },
  {
    name: 'stories-seemore',
    url: `/explore/${wine.slug}/stories`,
    act: async (p) => {
      await p.keyboard.press('ArrowUp')
      await p.waitForTimeout(400)
    },
  },
  { name: 'pair', url: `/explore/${wine.slug}/pair` },
  { name: 'portfolio', url: `/explore/${wine.slug}/portfolio` },
  { name: 'discover', url: '/discover' },
  { name: 'enjoy', url: '/enjoy' },
  { name: 'shop', url: '/shop' },
  { name: 'vendors', url: '/vendors' },
  { name: 'vendors-empty', url: '/vendors', country: 'NZ' },
  { name: 'news', url: '/news' },
  { name: 'newsPromotions', url: '/newsPromotions' },
  { name: 'promotions', url: '/promotions' },
  { name: 'club', url: '/club' },
  { name: 'club-empty', url: '/club', country: 'NZ' },
  { name: 'preview-wine', url: `/exploreWine?wine=${wine.id}` },
]
const sizes: string[] = []
for (const s of steps) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  const c = (name: string, value: string) => ({ name, value, url: base })
  await context.addCookies([
    c('locale', locale),
    c('firstVisit', 'false'),
    c('acceptTerms', 'true'),
    c('adult', 'true'),
    c('country', s.country ?? 'US'),
    c('state', 'CA'),
    c('zip_code', '94105'),
    c('popupShow', 'false'),
    c('popShow', 'false'),
    c('popupLocationShow', 'false'),
    c('geolocation', 'true'),
    c('wine', wine.slug),
  ])
  const page = await context.newPage()
  let js = 0
  let html = 0
  page.on('response', async (r) => {
    const u = new URL(r.url())
    if (u.origin !== base) return
    const type = r.headers()['content-type'] ?? ''
    try {
      const body = await r.body()
      if (type.includes('javascript')) js += gzipSync(body).length
      else if (type.includes('text/html')) html += body.length
    } catch {
      /* redirects have no body */
    }
  })
  await page.goto(base + s.url, { waitUntil: 'load' })
  await page.waitForTimeout(1200)
  if (s.act) await s.act(page)
  const file = path.join(out, `${locale}-${s.name}.png`)
  await page.screenshot({ path: file })
  sizes.push(
    `${s.name.padEnd(20)} JS ${(js / 1024).toFixed(1).padStart(6)} KB gzip   HTML ${(html / 1024).toFixed(1).padStart(6)} KB`,
  )
  await context.close()
}
console.log(sizes.join('\n'))
await browser.close()
