/**
 * What the winery learns (docs/decisions.md, "What the winery learns") on the production server: the
 * figures are for staff only, a QR code scanned counts for its wine and for no one, and staff read the
 * Insights view at 1280x900: the demo's visits, ratings and scans, a country filter, tables that
 * download as the CSV they show, groups of fewer than five people hidden.
 */
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../helpers/a11y'
import { hasLabel } from '../../src/contract/elabel'
import { snapshot } from '../helpers/content'
import { adminLogin, STAFF, staffLogin } from '../helpers/session'

const SHOTS = process.env.ADMIN_SCREENS_DIR ?? 'test-results/admin-screens'
const day = (ago = 0) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10)

type Answer = {
  visits: { perDay: unknown[] }
  wines: { id: string; scans: { hub: number; label: number } }[]
}
async function figures(page: Page, query: Record<string, string>) {
  const res = await page.request.get(`/cms-api/insights?${new URLSearchParams(query)}`, STAFF)
  expect(res.status()).toBe(200)
  return (await res.json()) as Answer
}

test('the figures are for staff only; a period that is not one is refused with its reason', async ({
  page,
  request,
}) => {
  const month = { from: day(29), to: day() }
  expect((await request.get(`/cms-api/insights?${new URLSearchParams(month)}`)).status()).toBe(401)
  await staffLogin(page)
  expect((await figures(page, month)).visits.perDay).toHaveLength(30)
  for (const [query, reason] of [
    [{ from: '2026-13-01', to: day() }, 'from is a day, YYYY-MM-DD.'],
    [{ from: day(), to: day(3) }, 'from is not after to.'],
    [{ from: day(500), to: day() }, 'A period is at most 400 days.'],
    [{ ...month, country: 'usa' }, 'country is two capital letters.'],
  ] as const) {
    const res = await page.request.get(`/cms-api/insights?${new URLSearchParams(query)}`, STAFF)
    expect(res.status(), JSON.stringify(query)).toBe(400)
    expect(await res.json()).toEqual({ message: reason })
  }
})

test('a QR code scanned counts for its wine (the e-label and the hub), and nothing about who scanned it', async ({
  page,
  request,
}) => {
  await staffLogin(page)
  const today = { from: day(), to: day() }
  // The last wine with an e-label sold in the US: other specs scan the first, and their scans are written up to
  // 5 s after they are counted, so they could land between this test's two readings.
  const wine = (await snapshot(page)).wines.filter((w) => hasLabel(w.label) && w.countries.includes('US')).at(-1)!
  const scansOf = async () => (await figures(page, today)).wines.find((w) => w.id === wine.id)!.scans
  const before = await scansOf()

  // Scanned by a phone that has never been here: no cookie, the gate shows on the hub, the scan counts.
  expect((await request.get(`/e/${wine.slug}`)).status()).toBe(200)
  expect((await request.get(`/explore/${wine.slug}?from=qr`)).status()).toBe(200)
  // Not scans: a label that does not exist, the hub opened from the app, a HEAD.
  expect((await request.get('/e/no-such-wine')).status()).toBe(404)
  await request.get(`/explore/${wine.slug}`)
  await request.head(`/e/${wine.slug}`)

  // Counted in memory, written every 5 s.
  await expect.poll(scansOf, { timeout: 15_000 }).toEqual({ hub: before.hub + 1, label: before.label + 1 })

  // A scan counts for the country the visitor chose on the site (else their address's), and no other.
  const inCountry = async (country: string) =>
    (await figures(page, { ...today, country })).wines.find((w) => w.id === wine.id)!.scans.label
  const [pt, us] = [await inCountry('PT'), await inCountry('US')]
  expect((await request.get(`/e/${wine.slug}`, { headers: { cookie: 'country=PT' } })).status()).toBe(200)
  await expect.poll(() => inCountry('PT'), { timeout: 15_000 }).toBe(pt + 1)
  expect(await inCountry('US')).toBe(us)
})

test.describe('the Insights view', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  /** A table's header and cells as they read on screen. */
  async function tableText(page: Page, name: string) {
    const table = page.getByTestId(`insights-table-${name}`)
    const header = (await table.locator('thead th').allInnerTexts()).map((s) => s.trim())
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim())))
    return [header, ...rows]
  }

  /** The QR scans the scans-per-day table adds up to (both codes, every day). */
  async function scanTotal(page: Page) {
    const rows = (await tableText(page, 'scans-per-day')).slice(1)
    return rows.reduce((n, r) => n + Number(r[1].replace(/\D/g, '')) + Number(r[2].replace(/\D/g, '')), 0)
  }

  /** The rows of a CSV text, as simply as the view writes it (quoted fields with doubled quotes). */
  function parseCsv(text: string): string[][] {
    return text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) =>
        [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
          m[1].replace(/^"|"$/g, '').replaceAll('""', '"'),
        ),
      )
  }

  test("staff see the demo's visits, ratings and scans, filter by country, download what they see; small groups hidden", async ({
    page,
  }) => {
    // A year of figures loads, renders and is scanned: 20-28 s on two cores under load, its own budget.
    test.setTimeout(90_000)
    await adminLogin(page)
    // Payload keeps its nav closed up to 1440 px wide: opened, it leads to the view, marked as the current page.
    await page.locator('.nav-toggler').first().click()
    await page.getByTestId('insights-nav-link').click()
    await expect(page).toHaveURL(/\/admin\/insights/)
    await expect(page.getByTestId('insights-nav-link')).toHaveAttribute('aria-current', 'page')
    await page.locator('.nav-toggler').first().click()

    await page.getByTestId('insights-period').selectOption('12m')
    await expect(page.getByTestId('insights-visits')).toBeVisible()
    // The year's days are shown once the twelve months have loaded.
    await expect
      .poll(async () => (await tableText(page, 'scans-per-day')).length - 1, { timeout: 15_000 })
      .toBeGreaterThan(300)
    // The demo's months: sessions from several countries, the wines rated, QR codes scanned.
    expect((await tableText(page, 'visits-by-country')).length - 1).toBeGreaterThan(5)
    const wines = await tableText(page, 'wines')
    expect(wines.length - 1).toBeGreaterThanOrEqual(3)
    expect(wines.slice(1).some((row) => row.some((cell) => /^[1-5][.,]\d$/.test(cell)))).toBe(true)
    // Countries with one to four members: their cells say so, never a number.
    const byCountry = page.getByTestId('insights-table-members-by-country')
    await expect(byCountry).toContainText('fewer than 5')
    await page.screenshot({ path: `${SHOTS}/insights-12-months.png`, fullPage: true })
    // Payload's own header (its locale switcher's label) is not ours to fix. A year's tables hold ~900
    // rows made by one component: axe reads their first 20 (a full scan took 5-7 s here idle, past 30 s
    // on a loaded 2-core machine).
    await expectAccessible(page, { exclude: ['.app-header', '.ins__scroll tbody tr:nth-child(n+21)'] })

    // The CSV holds exactly the table's cells.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('insights-csv-wines').click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      /^insights-wines-all-countries-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const csv = parseCsv(await streamText(await download.createReadStream()))
    expect(csv).toEqual(wines)

    // One country: its sessions only; its members too few to show their ratings; its scans only.
    const allScans = await scanTotal(page)
    await page.getByTestId('insights-country').selectOption('IT')
    await expect
      .poll(async () => (await tableText(page, 'visits-by-country')).slice(1).map((r) => r[0]))
      .toHaveLength(1)
    await expect(page.getByTestId('insights-table-visits-per-day')).toContainText('fewer than 5')
    const italyScans = await scanTotal(page)
    expect(italyScans).toBeGreaterThan(0)
    expect(italyScans).toBeLessThan(allScans / 5)
    await page.screenshot({ path: `${SHOTS}/insights-italy.png`, fullPage: true })
    // A country nobody visited from, asked by the address: no scans (once, the whole range's were shown).
    await page.goto('/admin/insights?period=12m&country=AF')
    await expect(page.getByTestId('insights-country')).toHaveValue('AF')
    await expect.poll(async () => (await tableText(page, 'scans-per-day')).length - 1).toBeGreaterThan(300)
    expect(await scanTotal(page)).toBe(0)
  })
})

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}
