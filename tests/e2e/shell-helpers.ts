/**
 * Helpers for the shell's end-to-end specs (tests/e2e/shell-*.spec.ts): gate cookies, a quiet shell
 * (no start-up popups), mocks of the API calls the shell makes (recorded, so specs can assert on
 * them) and the demo member.
 */
import type { BrowserContext, Page, Route } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BASE_URL } from '../../playwright.config'
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'

export { DEMO_MEMBER }

type Tree = { [k: string]: string | Tree }
/** A UI string as the build resolves it (tests read the same locales/*.json). */
export function ui(locale: string, key: string): string {
  const tree = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', `${locale}.json`), 'utf8')) as Tree
  let node: string | Tree = tree
  for (const part of key.split('.')) node = (node as Tree)[part]
  if (typeof node !== 'string') throw new Error(`no string ${locale}:${key}`)
  return node
}

const cookie = (name: string, value: string) => ({ name, value, url: BASE_URL })

/** The gate's cookies as a passed visitor has them (spec §4). */
export async function passGate(context: BrowserContext, country = 'US', locale = 'en') {
  await context.addCookies([cookie('firstVisit', 'false'), cookie('acceptTerms', 'true'), cookie('adult', 'true'), cookie('country', country), cookie('locale', locale)])
}

/** No start-up popups, no location sheet, no iOS banner: for specs about something else. */
export async function quietShell(context: BrowserContext) {
  await context.addCookies([cookie('popupShow', 'false'), cookie('popupLocationShow', 'false'), cookie('popShow', 'false')])
}

export async function cookiesOf(context: BrowserContext): Promise<Record<string, { value: string; expires: number }>> {
  return Object.fromEntries((await context.cookies(BASE_URL)).map((c) => [c.name, { value: decodeURIComponent(c.value), expires: c.expires }]))
}

/** Days from now until a cookie expires (rounded). */
export const daysLeft = (expires: number) => Math.round((expires * 1000 - Date.now()) / 86_400_000)

export type Call = { method: string; path: string; body: unknown }
type Reply = unknown | ((call: Call) => unknown)

/**
 * Answers the API paths given (path or path prefix ending in '*') with JSON, records every call.
 * Paths not given reach the real server.
 */
export async function mockApi(page: Page | BrowserContext, replies: Record<string, Reply>, opts: { status?: Record<string, number>; delayMs?: Record<string, number> } = {}) {
  const calls: Call[] = []
  for (const [key, reply] of Object.entries(replies)) {
    const prefix = key.endsWith('*') ? key.slice(0, -1) : null
    const matcher = (url: URL) => (prefix ? url.pathname.startsWith(prefix) : url.pathname === key)
    await page.route(matcher, async (route: Route) => {
      const req = route.request()
      const url = new URL(req.url())
      let body: unknown = null
      try {
        body = req.postDataJSON()
      } catch {
        body = req.postData()
      }
      const call = { method: req.method(), path: url.pathname, body }
      calls.push(call)
      if (opts.delayMs?.[key]) await new Promise((r) => setTimeout(r, opts.delayMs![key]))
      const value = typeof reply === 'function' ? (reply as (c: Call) => unknown)(call) : reply
      await route.fulfill({ status: opts.status?.[key] ?? 200, contentType: 'application/json', body: JSON.stringify(value ?? {}) })
    })
  }
  return calls
}

export const memberData = { id: 'member-1', name: DEMO_MEMBER.name, surname: DEMO_MEMBER.surname, email: DEMO_MEMBER.email, country: DEMO_MEMBER.country, image: null }

/**
 * Signs the demo member in: the real POST /login when the API has it, else a mock of
 * GET /api/user and POST /logout (the header only needs those). Returns which one was used.
 */
export async function signIn(page: Page, member: Partial<typeof memberData> = {}): Promise<'real' | 'mock'> {
  if (!Object.keys(member).length) {
    const csrf = await page.request.get('/sanctum/csrf-cookie').catch(() => null)
    const token = (await page.context().cookies(BASE_URL)).find((c) => c.name === 'XSRF-TOKEN')?.value
    const res = await page.request.post('/login', {
      data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      headers: token ? { 'x-xsrf-token': decodeURIComponent(token) } : {},
      failOnStatusCode: false,
    })
    if (csrf && res.ok()) {
      const user = await page.request.get('/api/user', { failOnStatusCode: false })
      if (user.ok()) return 'real'
    }
  }
  let signedIn = true
  await page.route((u) => u.pathname === '/api/user', (route) =>
    signedIn
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { ...memberData, ...member } }) })
      : route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthenticated."}' }),
  )
  await page.route((u) => u.pathname === '/logout', (route) => {
    signedIn = false
    return route.fulfill({ status: 204, body: '' })
  })
  await page.route((u) => u.pathname === '/sanctum/csrf-cookie', (route) => route.fulfill({ status: 204, body: '', headers: { 'set-cookie': 'XSRF-TOKEN=test-token; Path=/' } }))
  return 'mock'
}

/** Picks a country in the gate's searchable list by typing part of its name. */
export async function chooseCountry(page: Page, label: string, query: string, name: string) {
  const box = page.getByRole('combobox', { name: label })
  await box.fill(query)
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click()
}

/** Waits until the page's start-up work (route guard, popups) is over. */
export async function settled(page: Page) {
  await page.locator('html[data-startup="done"]').waitFor({ state: 'attached', timeout: 20_000 })
}
