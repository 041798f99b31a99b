/**
 * The staff's first hour, timed: each task done in the admin as staff click it, in Chromium at
 * 1280x900 against a running server, from the click that starts it to what staff wait for (the
 * dashboard, the draft in the live preview, "Live", the saved picture, the figures, the copy's form…),
 * with a screenshot of each end, to be looked at. The documents it makes are drafts of its own, deleted
 * at the end. Run it right after a start to see the first publish after a start.
 *
 *   npx tsx bench/staff.ts [baseUrl=http://localhost:3000] [screenshots=bench-results/staff]
 *
 * Prints a table of each task, its milliseconds, and what it waited for (bench/README.md, Staff tasks).
 */
import { chromium, expect, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DEMO_STAFF } from '../cms/seed/demoAccounts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium'
import { markdownTable, type Row } from './benchKit'

const [base = 'http://localhost:3000', shots = 'bench-results/staff'] = process.argv.slice(2)
mkdirSync(shots, { recursive: true })
const headers = { origin: base }
const stamp = Date.now().toString(36)
const made: [string, string][] = []
const rows: Row[] = []

/** Times `task` until it resolves; its end is screenshot to `<n>-<name>.png`. */
async function timed(page: Page, name: string, waitsFor: string, task: () => Promise<void>) {
  const t0 = performance.now()
  try {
    await task()
    rows.push({ what: name, ms: performance.now() - t0, note: `until ${waitsFor}` })
  } catch (err) {
    rows.push({ what: name, note: `FAILED waiting for ${waitsFor}: ${(err as Error).message.split('\n')[0]}` })
  }
  await page.screenshot({
    path: path.join(shots, `${String(rows.length).padStart(2, '0')}-${name.replace(/\W+/g, '-')}.png`),
  })
}

/** A draft copy of `id` through Payload's REST API, deleted at the end. */
async function draftCopy(page: Page, collection: string, id: string, change: Record<string, unknown>) {
  const doc = (await (
    await page.request.get(`/cms-api/${collection}/${id}?depth=0&locale=all`, { headers })
  ).json()) as Record<string, unknown>
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => k !== 'id')
              .map(([k, x]) => [k, strip(x)]),
          )
        : v
  const { id: _id, createdAt: _c, updatedAt: _u, _order: _o, ...data } = strip(doc) as Record<string, unknown>
  const res = await page.request.post(`/cms-api/${collection}?draft=true&locale=all`, {
    headers,
    data: { ...data, ...('slug' in data && { slug: `staff-bench-${stamp}` }), _status: 'draft', ...change },
  })
  if (!res.ok()) throw new Error(`copying ${collection}: ${res.status()} ${await res.text()}`)
  const copy = ((await res.json()) as { doc: { id: string } }).doc.id
  made.push([collection, copy])
  return copy
}

const publishButton = (page: Page) => page.getByRole('button', { name: /publish changes/i })
const status = (page: Page) => page.getByTestId('publish-status')

/** The document's latest publish and status, as its sidebar reads them (GET /cms-api/publishes?doc=). */
async function lastPublish(page: Page, ref: string) {
  const res = await page.request.get(`/cms-api/publishes?doc=${ref}`, { headers })
  return (await res.json()) as { data: { id: number } | null; state: { state: string } }
}

/**
 * Publish, clicked again while an autosave keeps the form busy (as staff would), until this publish is
 * live (a newer one than before in the publish log) and the document's status says so.
 */
async function publishToLive(page: Page, ref: string) {
  const before = (await lastPublish(page, ref)).data?.id ?? 0
  await expect(async () => {
    await publishButton(page).click()
    await expect(status(page)).toHaveAttribute('data-state', 'publishing', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect
    .poll(
      async () => {
        const now = await lastPublish(page, ref)
        return (now.data?.id ?? 0) > before && now.state.state === 'live'
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(true)
  await expect(status(page)).toHaveAttribute('data-state', 'live', { timeout: 60_000 })
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-quic'] })
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: base })).newPage()
page.setDefaultTimeout(30_000)
try {
  await page.goto('/admin/login')
  await timed(page, 'sign in', 'the dashboard with its recent publishes', async () => {
    await page.locator('#field-email').fill(DEMO_STAFF.email)
    await page.locator('#field-password').fill(DEMO_STAFF.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    // Its rows, or on a new install its "Nothing published yet."
    const recent = page.getByTestId('recent-publishes')
    await expect(recent.getByRole('row').nth(1).or(recent.getByText('Nothing published yet.'))).toBeVisible()
  })

  const snapshot = (await (await page.request.get('/cms-api/snapshot')).json()) as {
    wines: { id: string }[]
    promotions: { id: string; countries: string[] }[]
    vendors: { id: string; countries: string[] }[]
  }
  const wine = await draftCopy(page, 'wines', snapshot.wines[0].id, { name: `Staff bench ${stamp}` })
  await timed(page, 'open a wine with the live preview', 'the draft in the preview frame', async () => {
    await page.goto(`/admin/collections/wines/${wine}?locale=en`)
    const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
    if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
    await expect(page.frameLocator('#live-preview-iframe').getByTestId('wine-preview')).toHaveAttribute(
      'data-state',
      'ok',
    )
  })
  await timed(page, 'type in the description', 'the letter in the preview', async () => {
    const field = page.locator('#field-description')
    await field.click()
    await field.press('Control+End')
    await field.press('x')
    const shown = await field.inputValue()
    await expect(page.frameLocator('#live-preview-iframe').locator('[data-field="description"]')).toHaveText(shown)
  })
  await page.getByRole('button', { name: 'Exit Live Preview' }).click()
  await timed(
    page,
    'publish (the first since the start, if run right after one)',
    '"Live since …" on the document',
    () => publishToLive(page, `wines:${wine}`),
  )
  await timed(page, 'publish again', '"Live since …"', async () => {
    await page.locator('#field-description').fill(`Staff bench ${stamp}, edited.`)
    await publishToLive(page, `wines:${wine}`)
  })
  await timed(page, 'the history', 'its versions, newest first', async () => {
    await page.goto(`/admin/collections/wines/${wine}/versions`)
    await expect(page.getByTestId('history').locator('tbody tr').first()).toBeVisible()
  })
  await timed(page, 'duplicate', "the copy's form, named (copy)", async () => {
    await page.goto(`/admin/collections/wines/${wine}`)
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click()
    await expect(page.locator('#field-name')).toHaveValue(/\(copy\)$/)
    made.push(['wines', /\/wines\/([\w-]+)/.exec(page.url())![1]])
  })

  const promotion = await draftCopy(
    page,
    'promotions',
    snapshot.promotions.find((p) => p.countries.includes('US'))!.id,
    {
      title: { en: `Staff bench ${stamp}` },
    },
  )
  await timed(page, 'schedule a publish', '"Scheduled successfully"', async () => {
    await page.goto(`/admin/collections/promotions/${promotion}?locale=en`)
    await page
      .locator('.btn--withPopup', { has: publishButton(page) })
      .locator('.popup-button')
      .click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    const at = new Date(Date.now() + 2 * 86_400_000)
    const hour = at.getHours() % 12 || 12
    const text = `${at.toLocaleString('en-US', { month: 'short' })} ${at.getDate()}, ${at.getFullYear()} ${hour}:00 ${at.getHours() < 12 ? 'AM' : 'PM'}`
    const time = page.locator('#time input, input#time').first()
    await time.fill(text)
    await time.press('Enter')
    await page.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Scheduled successfully').last()).toBeVisible()
  })
  await page.keyboard.press('Escape')

  await timed(page, 'upload a picture', 'the saved picture', async () => {
    await page.goto('/admin/collections/media/create?locale=en')
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(path.join('public', 'brand', 'touch-icon.png'))
    await page.locator('#field-alt').fill(`Staff bench ${stamp}`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    // Saved: the page is the picture's own (its id in the address), no longer the create page.
    await expect(page).toHaveURL(/\/media\/[0-9a-f]{8}-[0-9a-f-]{27}(\?|$)/)
    made.push(['media', /\/media\/([\w-]+)/.exec(page.url())![1]])
  })

  const vendor = await draftCopy(page, 'vendors', snapshot.vendors.find((v) => v.countries.includes('US'))!.id, {
    countries: ['US'],
    states: [],
    zip_codes: [],
  })
  await timed(page, "a vendor's state, published", '"Live since …"', async () => {
    await page.goto(`/admin/collections/vendors/${vendor}?locale=en`)
    const states = page
      .locator('.field-type')
      .filter({ has: page.getByText('States', { exact: true }) })
      .getByRole('combobox')
    await states.fill('CA')
    await states.press('Enter')
    await publishToLive(page, `vendors:${vendor}`)
  })

  await timed(page, 'Insights, 30 days', 'the figures', async () => {
    await page.goto('/admin/insights?period=30d')
    await expect(page.getByTestId('insights-visits')).toBeVisible()
  })
  await timed(page, 'Insights, 12 months', 'the figures', async () => {
    await page.getByTestId('insights-period').selectOption('12m')
    await expect(page.getByTestId('insights-loading')).toHaveText('')
    await expect(page.getByTestId('insights-visits')).toBeVisible()
  })
  await timed(page, 'list search', 'the matching row', async () => {
    await page.goto('/admin/collections/wines')
    await page.locator('#search-filter-input').fill(`staff bench ${stamp}`)
    await expect(
      page
        .locator('table tbody tr')
        .filter({ hasText: `Staff bench ${stamp}` })
        .first(),
    ).toBeVisible()
  })
  await timed(page, 'delete to the trash', 'the list', async () => {
    await page.goto(`/admin/collections/promotions/${promotion}`)
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page
      .locator('dialog, .confirmation-modal')
      .filter({ hasText: 'to the trash' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await expect(page).toHaveURL(/\/admin\/collections\/promotions(\?|$)/)
  })
  await timed(page, 'restore from the trash', 'the restored document', async () => {
    await page.goto(`/admin/collections/promotions/trash/${promotion}`)
    await page.getByRole('button', { name: 'Restore', exact: true }).click()
    await page
      .locator('dialog, .confirmation-modal')
      .filter({ hasText: /restore/i })
      .getByRole('button', { name: /Confirm|Restore/ })
      .last()
      .click()
    await expect(page).toHaveURL(/\/admin\/collections\/promotions\/[\w-]+(\?|$)/)
  })
} finally {
  for (const [collection, id] of made.reverse())
    await page.request.delete(`/cms-api/${collection}/${id}?trash=true`, { headers }).catch(() => undefined)
  await browser.close()
}

console.log(`\nStaff tasks in the admin at 1280x900 (${base}), screenshots in ${shots}/\n`)
console.log(markdownTable(rows))
