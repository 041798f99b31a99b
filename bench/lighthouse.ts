/**
 * Lighthouse (mobile, simulated slow 4G) on the main screens of a running production server, past the
 * age gate with a visitor's cookies. Prints one row per page: the four category scores, LCP, TBT, CLS
 * and the bytes transferred. Lighthouse is fetched by npx (not a project dependency: a benchmark
 * tool, 13.5 pinned), and drives Debian's Chromium.
 *
 * The cookies are in the browser's own jar, as a real visitor's are (a fresh profile per page, made
 * with Playwright, and Lighthouse told not to clear it): sent as a header only, the pages' scripts
 * could not read them, and a member screen, which reads the signed-in hint, went to /signIn.
 *
 *   BENCH_URL=http://localhost:3302 npx tsx bench/lighthouse.ts [/path ...]
 *
 * LIGHTHOUSE_RUNS=3 runs each page three times and shows the median run (the row's perf cell lists all three);
 * LIGHTHOUSE_REPORTS=<folder> keeps each run's full report there (which audits failed, the long tasks).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { signedIn } from './session'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions } from '../scripts/lib/chromium'

const base = process.env.BENCH_URL ?? 'http://localhost:3000'
const chrome = process.env.CHROME_PATH ?? CHROMIUM_PATH
const country = process.env.BENCH_COUNTRY ?? 'US'
// One page of every type of spec §2 (the member screens as a visitor who is not signed in sees them).
const HUB = '/explore/norte-grande-reserva'
const EVERY_TYPE = [
  ...['/', '/ageLocation', '/explore', HUB, `${HUB}/stories`, `${HUB}/caf`, `${HUB}/pair`, `${HUB}/portfolio`],
  ...[
    '/discover',
    '/enjoy',
    '/shop',
    '/vendors',
    '/promotions',
    '/newsPromotions',
    '/club',
    '/news',
    '/journey',
    '/terms',
  ],
  ...['/signIn', '/signUp', '/forgot-password', '/becomeMember', '/passport', '/palate', '/profile', '/rateWine'],
  // The EU e-label (docs/decisions.md, Beyond the spec): outside the gate, its cookies are sent and ignored.
  '/e/norte-grande-reserva',
]
const pages = process.argv.slice(2).length ? process.argv.slice(2) : EVERY_TYPE
// A visitor who passed the gate, chose a language and saw the start-up popups (spec §4).
const cookies = [
  'firstVisit=false',
  'acceptTerms=true',
  'adult=true',
  `country=${country}`,
  'locale=en',
  'popupShow=false',
  'popupLocationShow=false',
  'popShow=false',
  'geolocation=true',
].join('; ')

type Audit = { numericValue?: number }
type Report = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, Audit>
  finalDisplayedUrl: string
}

// The member screens as the demo member sees them (a visitor is sent to sign in).
const MEMBER_PAGES = new Set(['/passport', '/palate', '/profile', '/rateWine', '/passport-details', '/addNotes'])
const member = await signedIn(base)

/** A new browser profile holding these cookies (for a day) for the server's host, and nothing else. */
async function profileWith(cookieHeader: string): Promise<string> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'))
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions())
  const expires = Math.floor(Date.now() / 1000) + 86_400
  await context.addCookies(
    cookieHeader.split('; ').map((pair) => {
      const eq = pair.indexOf('=')
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base, expires }
    }),
  )
  await context.close()
  return profile
}

const dir = process.env.LIGHTHOUSE_REPORTS
  ? path.resolve(process.env.LIGHTHOUSE_REPORTS)
  : mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
mkdirSync(dir, { recursive: true })
/** One Lighthouse run of a page, in a fresh profile; its report (or why it failed). */
async function lighthouse(page: string, out: string): Promise<Report | string> {
  const profile = await profileWith(MEMBER_PAGES.has(page) ? `${cookies}; ${member.header}` : cookies)
  const run = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@13.5.0',
      base + page,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      // The profile's cookies stay; its cache is empty (a new profile per page), as Lighthouse's reset makes it.
      '--disable-storage-reset',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')} --user-data-dir=${profile}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 180_000 },
  )
  rmSync(profile, { recursive: true, force: true })
  if (run.status !== 0) return (run.stderr || run.stdout).trim().split('\n').at(-1) ?? 'failed'
  return JSON.parse(readFileSync(out, 'utf8')) as Report
}

// LIGHTHOUSE_RUNS=3: each page three times, the row is the median run by performance (as Lighthouse CI
// reports): one run on a busy 2-core machine moves by several points.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
const rows: string[] = []
for (const page of pages) {
  const name = page.replace(/\W+/g, '_') || 'home'
  const reports: Report[] = []
  let failed = ''
  for (let n = 1; n <= runs; n++) {
    const r = await lighthouse(page, path.join(dir, runs > 1 ? `${name}.${n}.json` : `${name}.json`))
    if (typeof r === 'string') failed = r
    else reports.push(r)
  }
  if (!reports.length) {
    rows.push(`| ${page} | failed: ${failed} |`)
    continue
  }
  const perf = (r: Report) => r.categories.performance?.score ?? 0
  const r = reports.sort((a, b) => perf(a) - perf(b))[Math.floor((reports.length - 1) / 2)]
  const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100)
  const num = (k: string) => r.audits[k]?.numericValue ?? NaN
  // A page that sent Lighthouse elsewhere (a member screen to /signIn) says so: its figures are the other page's.
  const landed = new URL(r.finalDisplayedUrl).pathname
  const shown = landed.replace(/\/$/, '') === page.replace(/\/$/, '') ? page : `${page} → ${landed}`
  const spread = reports.length > 1 ? ` (${reports.map((x) => Math.round(perf(x) * 100)).join('/')})` : ''
  rows.push(
    `| ${shown} | ${score('performance')}${spread} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(num('largest-contentful-paint') / 1000).toFixed(1)} s | ${Math.round(num('total-blocking-time'))} ms | ${num('cumulative-layout-shift').toFixed(3)} | ${Math.round(num('total-byte-weight') / 1024)} KB |`,
  )
  console.error(`[lighthouse] ${page} done`)
}
if (!process.env.LIGHTHOUSE_REPORTS) rmSync(dir, { recursive: true, force: true })
console.log('| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | transfer |')
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
for (const row of rows) console.log(row)
