import type { BrowserContext, Page, Route } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import { passGate as passGateOnly, snapshot } from './helpers'
import { DEMO_MEMBER, DEMO_STAFF } from '../../cms/seed/demoAccounts'

export { snapshot }

/**
 * A visitor past the gate whose start-up popups are done (spec §4: popupShow, popupLocationShow
 * 'false'; geolocation 'true' keeps the shell from resolving the place again over the test's cookies).
 */
export async function passGate(context: BrowserContext, country: string, locale: string) {
  await passGateOnly(context, country, locale)
  const c = (name: string, value: string) => ({ name, value, url: BASE_URL })
  await context.addCookies([c('popupShow', 'false'), c('popupLocationShow', 'false'), c('popShow', 'false'), c('geolocation', 'true')])
}

/** The story viewer, hydrated. */
export async function openViewer(page: Page, url: string) {
  await page.goto(url)
  await page.getByTestId('story-viewer').and(page.locator('[data-ready="true"]')).waitFor()
}

/** Visitor cookies for a place (spec §3: country, state, zip_code). */
export async function setPlace(context: BrowserContext, country: string, locale: string, state?: string, zip?: string) {
  await passGate(context, country, locale)
  const c = (name: string, value: string) => ({ name, value, url: BASE_URL })
  await context.addCookies([...(state ? [c('state', state)] : []), ...(zip ? [c('zip_code', zip)] : [])])
}

export async function setCurrentWine(context: BrowserContext, slug: string) {
  await context.addCookies([{ name: 'wine', value: slug, url: BASE_URL }])
}

/**
 * A signed-in member as the site sees one, for the client's side of the contract (spec §7):
 * GET /api/user, GET /api/passports and POST /api/wines/{id}/passport answered in the browser.
 * Returns the payloads the site posted.
 */
export async function mockMember(page: Page, wineId: string, stored: Record<string, number> = {}) {
  const posts: Record<string, unknown>[] = []
  const entry = { id: 'p1', wine: { id: wineId, name: 'x' }, wine_rating: 0, colour_rating: 0, aroma_rating: 0, flavour_rating: 0, comment: null, ...stored }
  await page.route('**/api/user', (r: Route) => r.fulfill({ json: { data: { id: 7, name: 'Maria', surname: 'Silva', country: 'US' } } }))
  await page.route('**/sanctum/csrf-cookie', (r: Route) => r.fulfill({ status: 204, headers: { 'set-cookie': 'XSRF-TOKEN=tok123; Path=/' } }))
  await page.route('**/api/passports', (r: Route) => r.fulfill({ json: { data: [entry] } }))
  await page.route(`**/api/wines/${wineId}/passport`, async (r: Route) => {
    const body = r.request().postDataJSON() as Record<string, number>
    posts.push({ ...body, xsrf: r.request().headers()['x-xsrf-token'] })
    Object.assign(entry, body)
    await r.fulfill({ json: { data: entry } })
  })
  return posts
}

/**
 * The Origin a browser sends with its writes: Payload accepts its admin cookie only from its own
 * origin (or a same-origin Sec-Fetch-Site), and the test's request context sends neither by itself.
 */
export const STAFF = { headers: { origin: BASE_URL } }

/** A staff session for previews: the admin's login (POST /cms-api/users/login sets the payload-token cookie). */
export async function staffLogin(page: Page) {
  const res = await page.request.post('/cms-api/users/login', { data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password } })
  if (!res.ok()) throw new Error(`staff login ${res.status()}`)
}

/** The dataLayer of the page. */
export function dataLayer(page: Page) {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
}

/** Keeps links that open a new tab from leaving the test's page. */
export async function stopNavigation(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('click', (e) => {
      const a = (e.target as HTMLElement).closest('a')
      if (a && a.target === '_blank') e.preventDefault()
    })
  })
}

/** The XSRF-TOKEN header for API writes from the test (spec §7: GET /sanctum/csrf-cookie first). */
export async function xsrf(page: Page): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie')
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) }
}

/** Signs the demo member in through POST /login (the session cookie lands in the browser context). */
export async function memberLogin(page: Page) {
  const res = await page.request.post('/login', { headers: await xsrf(page), data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } })
  if (!res.ok()) throw new Error(`member login ${res.status()} ${await res.text()}`)
}

/**
 * A wine saved as a draft only, through Payload's REST API as staff (signs staff in): nothing of it
 * is published, so the site is not rebuilt. Returns its id; delete it with `deleteWine`.
 */
export async function createDraftWine(page: Page, data: Record<string, unknown>): Promise<string> {
  await staffLogin(page)
  const s = await snapshot(page)
  const stamp = Date.now().toString(36)
  const res = await page.request.post('/cms-api/wines?draft=true', {
    ...STAFF,
    data: { _status: 'draft', name: `Draft ${stamp}`, slug: `draft-${stamp}`, image: s.wines[0].image.id, countries: ['US'], ...data },
  })
  if (res.status() !== 201) throw new Error(`creating a draft wine: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { doc: { id: string } }).doc.id
}

export async function deleteWine(page: Page, id: string) {
  await staffLogin(page)
  const res = await page.request.delete(`/cms-api/wines/${id}`, STAFF)
  if (!res.ok()) throw new Error(`deleting wine ${id}: ${res.status()}`)
}
