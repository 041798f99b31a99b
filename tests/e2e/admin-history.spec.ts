/**
 * Staff's history and copies in the admin at 1280x900: a document's versions newest first with who
 * saved each, restored as a draft or published at once (two plain choices, each saying what it does);
 * Duplicate names the copy and gives it an address that can be published; a wine's QR codes show the
 * address they hold and warn before a local one is downloaded.
 */
import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { createDraftWine, deleteWine, publishDoc, snapshot } from '../helpers/content'
import { publishChanges } from '../helpers/admin'
import { STAFF, staffLogin } from '../helpers/session'
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'

const SHOTS = process.env.ADMIN_SCREENS_DIR ?? 'test-results/admin-screens'

test.use({ viewport: { width: 1280, height: 900 } })

/** The history's rows as staff read them: what each version is, who saved it, when. */
async function history(page: Page, id: string) {
  await page.goto(`/admin/collections/wines/${id}/versions`)
  const rows = page.getByTestId('history').locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  return {
    rows,
    roles: () => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-role'))),
    times: () => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-updated')!)),
  }
}

/** Restores row `n` of the history by `choice`, after reading the confirmation; back on the form. */
async function restore(page: Page, row: number, choice: 'Restore as draft' | 'Restore and publish', says: RegExp) {
  await page.getByTestId('history').locator('tbody tr').nth(row).getByRole('button', { name: choice }).click()
  const dialog = page.locator('dialog[open], .confirmation-modal').filter({ hasText: says })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: choice }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/wines\/[\w-]+(\?|$)/)
}

test('the history: newest first with who saved each version; restore as a draft or published, each said plainly', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const id = await createDraftWine(page, { name: 'History Alpha' })
  try {
    await publishDoc(page, 'wines', id)
    const renamed = await page.request.patch(`/cms-api/wines/${id}`, {
      ...STAFF,
      data: { name: 'History Beta', _status: 'published' },
    })
    expect(renamed.ok()).toBe(true)

    let h = await history(page, id)
    const before = await h.roles()
    expect(before[0]).toBe('live')
    expect(before.slice(1)).toEqual(expect.arrayContaining(['published', 'draft']))
    await expect(h.rows.first()).toContainText(DEMO_STAFF.email)
    await expect(page.getByRole('columnheader', { name: 'Who' })).toBeVisible()

    // Restore and publish the first name: it says it goes live at once, and then it is what is live.
    await restore(page, 1, 'Restore and publish', /goes live at once/)
    await expect(page.locator('#field-name')).toHaveValue('History Alpha')
    await expect(page.getByTestId('publish-status')).toHaveAttribute('data-state', /publishing|live/)
    h = await history(page, id)
    // The restored version is the newest, first (it was once last, on page 2), and says who restored it.
    expect(await h.roles()).toEqual(['live', ...before.map((r) => (r === 'live' ? 'published' : r))])
    const times = await h.times()
    expect([...times].sort().reverse()).toEqual(times)
    await expect(h.rows.first()).toContainText(DEMO_STAFF.email)
    await page.screenshot({ path: path.join(SHOTS, 'history.png') })

    // Restore as a draft: the site keeps what it shows; the draft is the newest, marked as not published.
    await restore(page, 1, 'Restore as draft', /Visitors see nothing of it until you publish/)
    await expect(page.locator('#field-name')).toHaveValue('History Beta')
    h = await history(page, id)
    expect((await h.roles()).slice(0, 2)).toEqual(['latestDraft', 'live'])
    await expect(h.rows.first()).toContainText('Latest draft, not published')
  } finally {
    await deleteWine(page, id)
  }
})

test('Duplicate: "Name (copy)" with a free address that keeps the slug rule, so the copy publishes', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const slug = `bruma-${Date.now().toString(36)}`
  const id = await createDraftWine(page, { name: 'Bruma Baga Trial', slug })
  const copies: string[] = []
  try {
    await page.goto(`/admin/collections/wines/${id}`)
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/wines\/[\w-]+(\?|$)/)
    await expect(page).not.toHaveURL(new RegExp(`/wines/${id}(\\?|$)`))
    copies.push(/\/wines\/([\w-]+)/.exec(page.url())![1])
    await expect(page.locator('#field-name')).toHaveValue('Bruma Baga Trial (copy)')
    await expect(page.locator('#field-slug')).toHaveValue(`${slug}-copy`)
    // Published as it is (the copy's address was once "… - Copy", which the slug rule refused).
    await publishChanges(
      page,
      page.locator('[data-testid="publish-status"]:is([data-state="publishing"], [data-state="live"])'),
    )
    await expect(page.getByTestId('publish-status')).toHaveAttribute('data-state', 'live', { timeout: 30_000 })

    // A second copy gets the next free address.
    const again = await page.request.post(`/cms-api/wines/${id}/duplicate`, { ...STAFF, data: {} })
    expect(again.ok()).toBe(true)
    const second = ((await again.json()) as { doc: { id: string; slug: string } }).doc
    copies.push(second.id)
    expect(second.slug).toBe(`${slug}-copy-2`)
  } finally {
    for (const copy of copies) await deleteWine(page, copy)
    await deleteWine(page, id)
  }
})

test("a wine's QR codes show the address they hold, and a local address is said before a download", async ({
  page,
}) => {
  await staffLogin(page)
  const wine = (await snapshot(page)).wines[0]
  await page.goto(`/admin/collections/wines/${wine.id}`)
  const origin = new URL(page.url()).origin
  const codes = page.getByTestId('qr-codes')
  await expect(codes.getByTestId('qr-label-address')).toHaveText(`Opens ${origin}/e/${wine.slug}`)
  await expect(codes.getByTestId('qr-hub-address')).toHaveText(`Opens ${origin}/explore/${wine.slug}?from=qr`)
  // The demo's address is this machine's: said on the sidebar, and asked again on a download.
  await expect(codes.getByTestId('qr-local-warning')).toContainText(`local address (${origin})`)
  await codes.scrollIntoViewIfNeeded()
  await codes.screenshot({ path: path.join(SHOTS, 'qr-codes.png') })
  const svg = codes.getByTestId('qr-label').getByRole('link', { name: 'Download SVG' })
  // Declined: the click's default (the download) is prevented; accepted: the file comes.
  const prevented = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        window.addEventListener('click', (e) => resolve(e.defaultPrevented), { once: true }),
      ),
  )
  page.once('dialog', (d) => {
    expect(d.message()).toContain('no phone can open')
    void d.dismiss()
  })
  await svg.click()
  expect(await prevented).toBe(true)
  page.once('dialog', (d) => void d.accept())
  const [download] = await Promise.all([page.waitForEvent('download'), svg.click()])
  expect(download.suggestedFilename()).toBe(`${wine.slug}-e-label.svg`)
})
