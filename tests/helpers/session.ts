/** Sign-ins from a Playwright page's request context (the session cookie lands in the browser context). */
import { expect, type Page } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import { DEMO_MEMBER, DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { CSRF_PATH, xsrfHeader } from './csrf'
import { markSignedIn, memberData } from './mockApi'
import { signUp } from './accounts'
import { freshIp } from './http'

const xsrfCookie = async (page: Page) =>
  (await page.context().cookies(BASE_URL)).find((c) => c.name === 'XSRF-TOKEN')?.value

/** The X-XSRF-TOKEN header for API writes from the test (GET /sanctum/csrf-cookie first). */
export async function xsrf(page: Page): Promise<Record<string, string>> {
  await page.request.get(CSRF_PATH)
  return xsrfHeader(await xsrfCookie(page))
}

/** Signs the demo member in through POST /login. */
export async function memberLogin(page: Page) {
  const res = await page.request.post('/login', {
    headers: await xsrf(page),
    data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  })
  if (!res.ok()) throw new Error(`member login ${res.status()} ${await res.text()}`)
}

/**
 * The Origin a browser sends with its writes: Payload accepts its admin cookie only from its own
 * origin (or a same-origin Sec-Fetch-Site), and the test's request context sends neither by itself.
 */
export const STAFF = { headers: { origin: BASE_URL } }

/**
 * A staff session: the admin's login (POST /cms-api/users/login sets the payload-token cookie), once
 * per browser context, each from an address of its own: the staff sign-in limit (20 per address in 10
 * minutes) counts attackers, not the suite.
 */
export async function staffLogin(page: Page) {
  if ((await page.context().cookies(BASE_URL)).some((c) => c.name === 'payload-token')) return
  const res = await page.request.post('/cms-api/users/login', {
    headers: { 'x-forwarded-for': freshIp() },
    data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  })
  if (!res.ok()) throw new Error(`staff login ${res.status()}`)
}

/** Signs the demo staff member in as staff do: the admin's sign-in form. */
export async function adminLogin(page: Page) {
  // From an address of its own, as staffLogin: the sign-in limit counts attackers, not the suite.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() })
  await page.goto('/admin')
  await page.locator('input[name="email"]').fill(DEMO_STAFF.email)
  await page.locator('input[name="password"]').fill(DEMO_STAFF.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Signs the demo member in: the real POST /login when the API has it, else a mock of
 * GET /api/user and POST /logout (the header only needs those). Returns which one was used.
 */
export async function signIn(page: Page, member: Partial<typeof memberData> = {}): Promise<'real' | 'mock'> {
  if (!Object.keys(member).length) {
    const csrf = await page.request.get(CSRF_PATH).catch(() => null)
    const token = await xsrfCookie(page)
    const res = await page.request.post('/login', {
      data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      headers: token ? xsrfHeader(token) : {},
      failOnStatusCode: false,
    })
    if (csrf && res.ok()) {
      const user = await page.request.get('/api/user', { failOnStatusCode: false })
      if (user.ok()) return 'real'
    }
  }
  let signedIn = true
  await markSignedIn(page)
  await page.route(
    (u) => u.pathname === '/api/user',
    (route) =>
      signedIn
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ data: { ...memberData, ...member } }),
          })
        : route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthenticated."}' }),
  )
  await page.route(
    (u) => u.pathname === '/logout',
    (route) => {
      signedIn = false
      return route.fulfill({ status: 204, body: '' })
    },
  )
  await page.route(
    (u) => u.pathname === CSRF_PATH,
    (route) => route.fulfill({ status: 204, body: '', headers: { 'set-cookie': 'XSRF-TOKEN=test-token; Path=/' } }),
  )
  return 'mock'
}

/** A new member, signed in in this page's context (a fresh address, so runs do not meet); returns what they signed up with. */
export async function newMember(page: Page, country = 'US') {
  const body = signUp({ country })
  const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`
  const res = await page.request.post('/register', {
    headers: { ...(await xsrf(page)), 'x-forwarded-for': ip },
    data: body,
  })
  if (res.status() >= 300) throw new Error(`register: ${res.status()} ${await res.text()}`)
  return body
}
