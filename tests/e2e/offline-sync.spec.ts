/**
 * Offline ratings and notes, in Chromium against the production server (docs/decisions.md, Installable and offline): with the context
 * offline, a member rates a wine and writes a note twice; the screens say the changes are saved on
 * the phone and will sync; the passport and palate open as last seen, marked offline. Back online,
 * each change reaches the server once (the entry's write keys, read through the admin's REST API),
 * the later note wins, and signing out with changes still waiting asks first. And when the first
 * tries after the connection returns fail (phones fire `online` before the network carries anything),
 * the page keeps trying until the write arrives, once (docs/decisions.md, A fresh machine).
 */
import { expectAccessible } from '../helpers/a11y'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import path from 'node:path'
import { aWine } from '../helpers/content'
import { setCurrentWine, visitor } from '../helpers/gate'
import { controlled } from '../helpers/page'
import { newMember, STAFF, staffLogin, xsrf } from '../helpers/session'
import { T, ui } from '../helpers/strings'

const t = T('en')
const SCREENS = process.env.MEMBERS_SCREENS_DIR ?? 'test-results/members-screens'

test.use({ viewport: { width: 390, height: 844 } })

/** An axe scan (no serious or critical violations) and a screenshot to look at. */
async function look(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENS, `offline-${name}.png`) })
  await expectAccessible(page)
}

/** The member's passport as the API answers it. */
async function passport(page: Page) {
  return (await (await page.request.get('/api/passports')).json()).data as {
    id: string
    wine: { id: string }
    wine_rating: number | null
    comment: string | null
  }[]
}

async function openPassportDetails(page: Page, name: string) {
  await page.goto('/passport')
  await page.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page).toHaveURL(/\/passport-details$/)
}

/** How many records an IndexedDB store of the page's origin holds (0 when it was never made). */
const countIn = (page: Page, database: string, store: string) =>
  page.evaluate(
    ([database, store]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store)) return resolve(0)
          const count = db.transaction(store).objectStore(store).count()
          count.onsuccess = () => resolve(count.result)
        }
      }),
    [database, store],
  )
/** What waits in the outbox. */
const waiting = (page: Page) => countIn(page, 'wc-outbox', 'writes')

/** Playwright's offline emulation does not reach service workers (microsoft/playwright#2311): a
 * Background Sync would send the writes while the page is "offline". The page's own sending is what
 * these tests follow, so the page does not ask for one. */
const withoutBackgroundSync = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined }))

/** A passport entry as stored (the write keys it took, when each field was edited), through the admin's REST API. */
async function stored(
  browser: Browser,
  entryId: string,
): Promise<{ write_keys: string[]; edit_times: Record<string, number> }> {
  const staff = await browser.newPage()
  await staffLogin(staff)
  const entry = await (await staff.request.get(`/cms-api/passports/${entryId}?depth=0`, STAFF)).json()
  await staff.close()
  return entry
}

async function offline(context: BrowserContext, page: Page, on: boolean) {
  await context.setOffline(on)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!on)
}

test('a rating and two notes made offline sync once, the later note kept; the passport and palate open as last seen', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000)
  await withoutBackgroundSync(page)
  const [wine, other] = [await aWine(page, 0), await aWine(page, 1)]
  await visitor(context)
  await newMember(page)
  // Online first: the pages open once (the worker keeps them) and the passport is seen once.
  await page.goto('/explore')
  await controlled(page)
  await page.request.post(`/api/wines/${other.id}/passport`, { headers: await xsrf(page), data: { wine_rating: 3 } })
  await setCurrentWine(context, wine.slug)
  for (const path of ['/rateWine', '/addNotes', '/palate']) {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
  }
  // The palate answered and kept as last seen before the connection goes (else it opens empty offline).
  await expect(page.locator('.m-palate')).toBeVisible()
  await openPassportDetails(page, other.name)
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible()

  await offline(context, page, true)

  // 1. A rating, offline.
  await page.goto('/rateWine')
  await expect(page.getByRole('heading', { level: 1, name: wine.name })).toBeVisible()
  await expect(page.getByTestId('offline-note')).toContainText('You are offline')
  await page.locator('label').filter({ hasText: '4 of 5 stars' }).click()
  await expect(page.getByText(t('sync.queued'))).toBeVisible()
  await look(page, 'rate')

  // 2. A note, offline: the screen stays and says it will sync.
  await page.goto('/addNotes')
  await page.getByRole('textbox', { name: t('notes.title') }).fill('Cellar: wet stone, lemon peel.')
  await page.getByRole('button', { name: t('notes.save') }).click()
  await expect(page.getByRole('status').filter({ hasText: t('sync.queued') })).toBeVisible()
  await expect(page).toHaveURL(/\/addNotes$/)
  await look(page, 'note')

  // The passport as last seen, with the offline rating on it; the palate as last seen.
  await page.goto('/passport')
  await expect(page.getByTestId('offline-note')).toBeVisible()
  const row = page.getByTestId('passport-list').getByRole('link', { name: new RegExp(wine.name) })
  await expect(row.getByRole('img', { name: /4 of 5/ })).toBeVisible()
  await look(page, 'passport')
  await page.goto('/palate')
  await expect(page.getByTestId('offline-note')).toBeVisible()

  // 3. The same note edited again, later, from the passport details (note and rating together).
  await openPassportDetails(page, wine.name)
  await expect(page.getByText('Cellar: wet stone, lemon peel.')).toBeVisible()
  await page.getByRole('button', { name: t('details.edit') }).click()
  await page.getByRole('textbox', { name: t('details.note') }).fill('Later: opened up, ripe pear.')
  await page.getByRole('button', { name: t('details.save') }).click()
  await expect(page.getByRole('status').filter({ hasText: t('sync.queued') })).toBeVisible()
  expect(await waiting(page)).toBe(3)
  // The server has none of it yet (the test's own requests are not offline).
  expect((await passport(page)).find((e) => e.wine.id === wine.id)).toBeUndefined()

  // Signing out now asks first; staying keeps the member and the changes.
  await page.getByRole('button', { name: ui('en', 'menu.open') }).click()
  await page.getByRole('button', { name: ui('en', 'menu.signOut') }).click()
  const dialog = page.getByRole('dialog', { name: t('sync.signOutTitle') })
  await expect(dialog).toBeVisible()
  await look(page, 'sign-out')
  await dialog.getByRole('button', { name: t('sync.stay') }).click()
  await expect(dialog).toBeHidden()
  expect(await waiting(page)).toBe(3)

  // 4. Back online: the page sends what waited, once each.
  await offline(context, page, false)
  await expect.poll(() => waiting(page), { timeout: 15_000 }).toBe(0)
  await expect(page.getByRole('status').filter({ hasText: t('sync.synced') })).toBeVisible()
  const entry = (await passport(page)).find((e) => e.wine.id === wine.id)
  expect(entry).toMatchObject({ wine_rating: 4, comment: 'Later: opened up, ripe pear.' })

  // Through the admin's API: one entry, and exactly three writes taken (no retry counted twice).
  const { write_keys, edit_times } = await stored(browser, entry!.id)
  expect(write_keys).toHaveLength(3)
  expect(new Set(write_keys).size).toBe(3)
  expect(Object.keys(edit_times).sort()).toEqual(['comment', 'wine_rating'])

  // Sending again changes nothing: the outbox is empty, and a replayed key is answered as replayed.
  const replay = await page.request.post(`/api/wines/${wine.id}/passport`, {
    headers: { ...(await xsrf(page)), 'idempotency-key': write_keys[0] },
    data: { comment: 'Cellar: wet stone, lemon peel.', edited_ms_ago: 120_000 },
  })
  expect(replay.headers()['idempotent-replayed']).toBe('true')
  expect((await passport(page)).find((e) => e.wine.id === wine.id)?.comment).toBe('Later: opened up, ripe pear.')

  // Nothing waits now: signing out asks nothing, and the device forgets the passport it kept.
  await page.getByRole('button', { name: ui('en', 'menu.open') }).click()
  await page.getByRole('button', { name: ui('en', 'menu.signOut') }).click()
  await expect(page).toHaveURL(/\/$/)
  const kept = await countIn(page, 'wc-last-seen', 'answers')
  expect(kept).toBe(0)
})

test('when the first tries after the connection returns fail, the page keeps trying until the rating arrives, once', async ({
  page,
  context,
  browser,
}) => {
  await withoutBackgroundSync(page)
  const wine = await aWine(page, 2)
  await visitor(context)
  await newMember(page)
  await page.goto('/explore')
  await controlled(page)
  await setCurrentWine(context, wine.slug)
  await page.goto('/rateWine')
  await expect(page.getByRole('heading', { level: 1, name: wine.name })).toBeVisible()

  await offline(context, page, true)
  await page.locator('label').filter({ hasText: '3 of 5 stars' }).click()
  await expect(page.getByText(t('sync.queued'))).toBeVisible()
  expect(await waiting(page)).toBe(1)

  // The network is not there yet when the browser says online: the first two sends fail as they would.
  const tries: string[] = []
  await context.route('**/api/wines/*/passport', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    tries.push(route.request().headers()['idempotency-key'])
    return tries.length <= 2 ? route.abort('internetdisconnected') : route.fallback()
  })
  await offline(context, page, false)
  await expect.poll(() => waiting(page), { timeout: 15_000 }).toBe(0)
  await expect(page.getByText(t('sync.synced'))).toBeVisible()

  // Three tries of one write (the same key), the third taken: the server has the rating, once.
  expect(tries).toHaveLength(3)
  expect(new Set(tries).size).toBe(1)
  const entry = (await passport(page)).find((e) => e.wine.id === wine.id)
  expect(entry).toMatchObject({ wine_rating: 3 })
  expect((await stored(browser, entry!.id)).write_keys).toEqual([tries[0]])
})
