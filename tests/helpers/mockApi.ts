/**
 * The API answered inside the browser (Playwright page.route), for screens tested apart from the real API.
 * The answers are typed as the contract declares them (src/contract/api), so a mock cannot drift from it.
 */
import type { User } from '../../src/contract/api/accounts'
import type { Palate, PassportEntry } from '../../src/contract/api/members'
import type { BrowserContext, Page, Route } from '@playwright/test'
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'
import { ACCOUNT_WRITES } from './accounts'
import { CSRF_PATH } from './csrf'
import { BASE_URL } from '../../playwright.config'
import { SIGNED_IN_COOKIE } from '../../src/contract/cookies'

/** The hint the server sets with a member's session: a page asks GET /api/user only with it (src/stores/user.ts). */
export const markSignedIn = (page: Page) =>
  page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: BASE_URL }])

type Call = { method: string; path: string; body: unknown }
type Reply = unknown | ((call: Call) => unknown)

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
const unauthenticated = (route: Route) => json(route, { message: 'Unauthenticated.' }, 401)
/** The CSRF bootstrap answered with a fixed token. */
const mockCsrf = (page: Page, token: string) =>
  page.route(`**${CSRF_PATH}`, (r) =>
    r.fulfill({ status: 204, headers: { 'set-cookie': `XSRF-TOKEN=${token}; Path=/` } }),
  )

/**
 * Answers the API paths given (path or path prefix ending in '*') with JSON, records every call.
 * Paths not given reach the real server.
 */
export async function mockApi(
  page: Page | BrowserContext,
  replies: Record<string, Reply>,
  opts: { status?: Record<string, number>; delayMs?: Record<string, number> } = {},
) {
  const calls: Call[] = []
  for (const [key, reply] of Object.entries(replies)) {
    const prefix = key.endsWith('*') ? key.slice(0, -1) : null
    const matcher = (url: URL) => (prefix ? url.pathname.startsWith(prefix) : url.pathname === key)
    await page.route(matcher, async (route: Route) => {
      const req = route.request()
      let body: unknown = null
      try {
        body = req.postDataJSON()
      } catch {
        body = req.postData()
      }
      const call = { method: req.method(), path: new URL(req.url()).pathname, body }
      calls.push(call)
      if (opts.delayMs?.[key]) await new Promise((r) => setTimeout(r, opts.delayMs![key]))
      const value = typeof reply === 'function' ? (reply as (c: Call) => unknown)(call) : reply
      await json(route, value ?? {}, opts.status?.[key] ?? 200)
    })
  }
  return calls
}

const SET_LOCALE = '/api/settings/set-locale/*'

/** POST /api/settings/set-locale/{locale} answered success, after `delayMs`; returns the calls recorded. */
export const mockSetLocale = (page: Page, delayMs = 0) =>
  mockApi(page, { [SET_LOCALE]: { success: true } }, { delayMs: { [SET_LOCALE]: delayMs } })

/** The demo member as GET /api/user answers it. */
export const memberData: User = {
  id: 'member-1',
  name: DEMO_MEMBER.name,
  surname: DEMO_MEMBER.surname,
  email: DEMO_MEMBER.email,
  country: DEMO_MEMBER.country,
  image: null,
  keep_me_update: false,
  adult: true,
  birth_year: 1990,
  locale: 'en',
  email_verified_at: '2026-01-01T00:00:00Z',
}

/** A member other than the demo one, as GET /api/user answers (the contract's User). */
export type MockMember = User
export const MEMBER: MockMember = {
  ...memberData,
  id: 'm-1',
  name: 'Ana',
  surname: 'Silva',
  email: 'ana@example.com',
  country: 'US',
}

/** Requests the page sent to a mocked API path, to assert on what was (or was not) sent. */
export type Sent = { method: string; path: string; body: string | null; contentType: string | null }[]

/**
 * Mocks the member API for one page: GET /api/user and /api/profile answer `member` (or 401 when null),
 * passports and palates answer what is given, POSTs answer `posts[path]` or 200 {}. Returns the POSTs sent.
 */
export async function mockMemberApi(
  page: Page,
  opts: {
    member?: MockMember | null
    passports?: PassportEntry[]
    palate?: Palate
    posts?: Record<string, { status: number; body: unknown }>
  } = {},
): Promise<Sent> {
  const sent: Sent = []
  const member = opts.member === undefined ? MEMBER : opts.member
  if (member) await markSignedIn(page)
  await mockCsrf(page, 'test-token')
  await page.route(/\/api\/(user|profile)$/, (r) => {
    if (r.request().method() !== 'GET') return r.fallback()
    return member ? json(r, { data: member }) : unauthenticated(r)
  })
  await page.route(/\/api\/passports$/, (r) => (member ? json(r, { data: opts.passports ?? [] }) : unauthenticated(r)))
  await page.route(/\/api\/palates$/, (r) =>
    member ? json(r, { data: { data: opts.palate ?? { user_palate: {}, wine_palates: {} } } }) : unauthenticated(r),
  )
  const posts = [...ACCOUNT_WRITES, '/api/palates-temp']
  await page.route(
    (url) => posts.includes(url.pathname) || /^\/api\/wines\/[^/]+\/passport$/.test(url.pathname),
    (r) => {
      const req = r.request()
      if (req.method() !== 'POST') return r.fallback()
      const p = new URL(req.url()).pathname
      sent.push({
        method: req.method(),
        path: p,
        body: req.postData(),
        contentType: req.headers()['content-type'] ?? null,
      })
      const answer = opts.posts?.[p] ?? (/\/passport$/.test(p) ? opts.posts?.['passport'] : undefined)
      return answer ? json(r, answer.body, answer.status) : json(r, {})
    },
  )
  return sent
}

/** A passport entry as GET /api/passports answers it. */
export function entry(
  wine: { id: string; slug: string; name: string; harvest: string | null },
  rating: number,
  comment: string | null = null,
): PassportEntry {
  return {
    id: `p-${wine.id}`,
    wine: {
      id: wine.id,
      slug: wine.slug,
      name: wine.name,
      harvest: wine.harvest,
      grape_variety: 'Touriga Nacional',
      image: null,
    },
    wine_rating: rating,
    colour_rating: null,
    aroma_rating: null,
    flavour_rating: null,
    comment,
  }
}

/**
 * A signed-in member as the story viewer sees one: GET /api/user, GET /api/passports and
 * POST /api/wines/{id}/passport answered in the browser. Returns the payloads the site posted.
 */
export async function mockMember(
  page: Page,
  wineId: string,
  stored: Partial<Pick<PassportEntry, 'wine_rating' | 'colour_rating' | 'aroma_rating' | 'flavour_rating'>> = {},
) {
  const posts: Record<string, unknown>[] = []
  const stub: PassportEntry = {
    id: 'p1',
    wine: { id: wineId, slug: 'x', name: 'x', harvest: null, grape_variety: null, image: null },
    wine_rating: null,
    colour_rating: null,
    aroma_rating: null,
    flavour_rating: null,
    comment: null,
    ...stored,
  }
  const user: User = { ...MEMBER, id: '7', name: 'Maria', surname: 'Silva', country: 'US' }
  await markSignedIn(page)
  await page.route('**/api/user', (r: Route) => r.fulfill({ json: { data: user } }))
  await mockCsrf(page, 'tok123')
  await page.route('**/api/passports', (r: Route) => r.fulfill({ json: { data: [stub] } }))
  await page.route(`**/api/wines/${wineId}/passport`, async (r: Route) => {
    const body = r.request().postDataJSON() as Record<string, number>
    posts.push({ ...body, xsrf: r.request().headers()['x-xsrf-token'] })
    Object.assign(stub, body)
    await r.fulfill({ json: { data: stub } })
  })
  return posts
}
