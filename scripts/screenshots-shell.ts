/**
 * Screenshots of the shell at 390x844 (gate, terms panel, home, burger menu, user menu, terms, popups):
 *   npx tsx scripts/screenshots-shell.ts [baseUrl] [outDir] [locale...]
 * The user menu uses a mocked member (GET /api/user), so it works before the API has sign-in.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from './lib/chromium'

const [base = 'http://localhost:3000', out = '/tmp/shots', ...locales] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
const member = { id: 'm1', name: 'Alex', surname: 'Rivera', country: 'US', image: null }

async function shoot(
  locale: string,
  name: string,
  url: string,
  opts: {
    gate?: boolean
    member?: boolean
    quiet?: boolean
    ios?: boolean
    act?: (p: Page) => Promise<void>
    click?: string
  } = {},
) {
  const context = await browser.newContext({
    viewport: { width: Number(process.env.SHOT_WIDTH ?? 390), height: Number(process.env.SHOT_HEIGHT ?? 844) },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    userAgent: opts.ios
      ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
      : undefined,
  })
  const c = (n: string, v: string) => ({ name: n, value: v, url: base })
  const cookies = [c('locale', locale)]
  if (opts.gate !== false)
    cookies.push(c('firstVisit', 'false'), c('acceptTerms', 'true'), c('adult', 'true'), c('country', 'US'))
  if (opts.quiet !== false)
    cookies.push(c('popupShow', 'false'), c('popupLocationShow', 'false'), c('popShow', 'false'))
  await context.addCookies(cookies)
  const page = await context.newPage()
  if (opts.member)
    await page.route(
      (u) => u.pathname === '/api/user',
      (r) => r.fulfill({ json: { data: member } }),
    )
  await page.goto(base + url, { waitUntil: 'load' })
  if (opts.act) await opts.act(page)
  if (opts.click) await page.locator(opts.click).click()
  await page
    .locator('html[data-startup="done"]')
    .waitFor({ state: 'attached', timeout: 20000 })
    .catch(() => {})
  await page.waitForTimeout(400)
  const file = path.join(out, `${locale}-${name}.png`)
  await page.screenshot({ path: file })
  console.log(file)
  await context.close()
}

for (const locale of locales.length ? locales : ['en', 'ja']) {
  await shoot(locale, 'gate', '/', { gate: false })
  await shoot(locale, 'gate-error', '/', {
    gate: false,
    click: '.gate-confirm',
  })
  await shoot(locale, 'gate-list', '/', {
    gate: false,
    click: 'input[role=combobox]',
  })
  await shoot(locale, 'gate-terms', '/', {
    gate: false,
    click: '.gate-link',
  })
  await shoot(locale, 'home', '/')
  await shoot(locale, 'burger', '/', {
    click: '[data-open-menu="burger"]',
  })
  await shoot(locale, 'user-menu', '/', {
    member: true,
    click: '[data-open-menu="user"]',
  })
  await shoot(locale, 'terms', '/terms')
  await shoot(locale, 'location', '/', { quiet: false, ios: true })
}
await browser.close()
