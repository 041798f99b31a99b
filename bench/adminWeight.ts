/**
 * What the admin's pages weigh for staff: the HTML of each page (Payload renders it on the server
 * with its React Server Components payload inline: the config, the form state, the translations),
 * as sent (compressed) and as read, in English and in German, against a running server. The admin's
 * own words reach the browser in the staff member's language only (cms/i18n/adminTextIn.ts): this
 * is the measure of it. JavaScript bundles are Next's, cached after the first page, and not counted.
 *
 *   npx tsx bench/adminWeight.ts [baseUrl=http://localhost:3000]
 *
 * Prints a line per page and language: the bytes sent and read (bench/README.md, Admin pages).
 */
import { chromium, type Page } from '@playwright/test'
import { DEMO_STAFF } from '../cms/seed/demoAccounts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium'
import { markdownTable, type Row } from './benchKit'

const [base = 'http://localhost:3000'] = process.argv.slice(2)

/** The document request's sizes, as the browser counts them. */
async function htmlWeight(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' })
  // An error page weighs something too: only the page staff asked for counts.
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`)
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return { sent: nav.encodedBodySize, read: nav.decodedBodySize }
  })
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: base })
const page = await context.newPage()
page.setDefaultTimeout(60_000)
const rows: Row[] = []
try {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(DEMO_STAFF.email)
  await page.locator('#field-password').fill(DEMO_STAFF.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL((url) => !url.pathname.includes('/login'))
  const snapshot = (await (await page.request.get('/cms-api/snapshot')).json()) as { wines: { id: string }[] }
  const pages = {
    dashboard: '/admin',
    'a wine': `/admin/collections/wines/${snapshot.wines[0].id}`,
    'the wines list': '/admin/collections/wines',
    translations: '/admin/translations',
  }
  for (const language of ['en', 'de']) {
    // Payload's language cookie, as the account screen's language picker sets it.
    await context.addCookies([{ name: 'payload-lng', value: language, url: base }])
    for (const [name, path] of Object.entries(pages)) {
      await htmlWeight(page, path) // once to warm Next's caches
      const { sent, read } = await htmlWeight(page, path)
      rows.push({ what: `${name} (${language})`, note: `${sent} B sent, ${read} B read` })
    }
  }
} finally {
  await browser.close()
}
console.log(markdownTable(rows))
