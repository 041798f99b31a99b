/**
 * The security review (docs/decisions.md, Safe to deploy), point by point, against the production server
 * (`npm start`'s script, the built bundle): answers, redirects, routes and headers. Accounts, bodies and
 * uploads: server-accounts.spec.ts; the lesser points: server-lesser-points.spec.ts. Worker points:
 * tests/unit/worker*.test.ts; production mode: production.spec.ts; fuzz and crash: fuzz.spec.ts,
 * crash.spec.ts. Each test failed on 832d8a9.
 */
import { expect, test } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'
import { GATE } from '../helpers/cookies'
import { passGate } from '../helpers/gate'
import { Client, newMember, raw } from '../helpers/http'
import { BASE_URL } from '../../playwright.config'

const CREDENTIALS = en.api.validation.credentials

test.describe('1. sign-in errors are answers, not 500s', () => {
  test('a wrong password on the demo member: 422 with the credentials message', async () => {
    const c = await new Client().csrf()
    const res = await c.post('/login', { email: DEMO_MEMBER.email, password: 'not-the-password' })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: CREDENTIALS, errors: { email: [CREDENTIALS] } })
  })

  test('an unknown email gets the very same answer (no account probing)', async () => {
    const c = await new Client().csrf()
    const res = await c.post('/login', { email: `nobody-${Date.now()}@example.com`, password: 'not-the-password' })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: CREDENTIALS, errors: { email: [CREDENTIALS] } })
  })

  test('failures per email from one address count, and then that address answers 429, never 500', async () => {
    const { email, password } = await newMember()
    // One address throughout (a client keeps its own): its failures for this email are what answer.
    const c = await new Client().csrf()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push((await c.post('/login', { email, password: `wrong-${i}-password` })).status)
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422])
    expect(statuses.slice(5)).toEqual([429, 429])
    // Even the right password waits, from that address (tests/security/sign-in-trust.spec.ts: not from another).
    const res = await c.post('/login', { email, password })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

test.describe('2. redirects never leave the origin', () => {
  const tricky = [
    '/%2Fevil.example/',
    '/%2F%2Fevil.example/',
    '/%2f%2fevil.example/x/',
    '/.//evil.example/x/',
    '/./evil.example/',
    '//evil.example/',
    '///evil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/\\evil.example/',
    '/\\\\evil.example/',
    '/%09/evil.example/',
    '/%0D%0ALocation:%20http://evil.example/',
    '/%0d%0aSet-Cookie:%20a=b/',
    '/%E3%80%82evil.example/',
    '/%EF%BC%8F%EF%BC%8Fevil.example/',
    '/https:/evil.example/',
    '/http://evil.example/',
    '/@evil.example/',
    '/explore/?next=//evil.example',
    '/explore//',
    '/..//evil.example/',
  ]
  for (const path of tricky) {
    test(`GET ${JSON.stringify(path)}`, async () => {
      for (const cookie of ['', GATE]) {
        const res = await raw('GET', path, { headers: cookie ? { cookie } : {} })
        expect(res.status).toBeLessThan(500)
        const location = res.headers.location
        if (location !== undefined) {
          expect(location).toMatch(/^\/(?![/\\])/)
          expect(location).not.toMatch(/[\r\n\t]/)
          expect(new URL(location, 'http://site.example').origin).toBe('http://site.example')
        }
      }
    })
  }
})

test('3. a 16 KB path answers within 50 ms (no quadratic work on the one event loop)', async () => {
  await raw('GET', '/explore', { headers: { cookie: GATE } }) // warm
  // '/'.repeat(16000) + 'x/' cost the old /\/+$/ about 110 ms here (0.4 s on the review's machine).
  for (const path of [
    '/'.repeat(16_000) + 'x/',
    '/' + '/'.repeat(16_000),
    '/explore' + '/'.repeat(16_000),
    '/' + 'a/'.repeat(8_000),
    '/%2F'.repeat(4_000),
  ]) {
    const res = await raw('GET', path, { headers: { cookie: GATE } })
    expect(res.status).toBeLessThan(500)
    expect(res.ms).toBeLessThan(50)
  }
})

test.describe('5. only the spec routes and assets are served', () => {
  test('built file paths and unknown paths get the gate or the localized 404, never a page', async () => {
    const gate = (await raw('GET', '/explore')).body.toString()
    const notFound = (await raw('GET', '/no-such-route', { headers: { cookie: GATE } })).body.toString()
    const explore = (await raw('GET', '/explore', { headers: { cookie: GATE } })).body.toString()
    expect(gate).not.toBe(explore)
    expect(notFound).not.toBe(explore)
    const paths = [
      '/en/us/explore/index.html',
      '/en/us/explore/',
      '/en/us/explore',
      '/en/gate/index.html',
      '/en/404/index.html',
      '/en/index.html',
      '/index.html',
      '/explore/index.html',
      '/en/wine/duas-margens/index.html',
      '/en/wine/duas-margens',
      '/en/preview/wine/index.html',
      '/en/none/explore/index.html',
      '/site-manifest.json',
      '/.build-hash',
      '/.page-keys.json',
      '/.env',
      '/package.json',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/ja/jp/explore/index.html',
      '/en/us/promotions/index.html',
      // An operations path that is no page here (/metrics is one when METRICS_TOKEN is set: operations.spec.ts).
      '/status',
      '/server-status',
    ]
    for (const path of paths) {
      const anonymous = await raw('GET', path)
      const passed = await raw('GET', path, { headers: { cookie: GATE } })
      // The gate until it was passed; afterwards the not-found page. A trailing slash first redirects to the clean path.
      const follow = async (res: typeof anonymous, cookie?: string) =>
        res.status === 308 ? raw('GET', String(res.headers.location), { headers: cookie ? { cookie } : {} }) : res
      // A path that looks like a file (/.env) and is no asset: a plain 404.
      const allowed = [gate, notFound, 'Not found']
      const first = await follow(anonymous)
      expect(allowed, `${path} without the gate cookies`).toContain(first.body.toString())
      // Never 200: a monitor or scraper asking a path that is no page is not told it exists.
      expect(first.status, `${path} without the gate cookies`).toBe(404)
      const final = await follow(passed, GATE)
      expect(final.status, path).toBe(404)
      expect([notFound, 'Not found'], path).toContain(final.body.toString())
    }
  })

  test('assets are still served', async () => {
    const res = await raw('GET', '/favicon.svg')
    expect(res.status).toBe(200)
  })

  test('/robots.txt opens the landing and the e-labels to search engines, and nothing else', async () => {
    const res = await raw('GET', '/robots.txt')
    expect(res.status).toBe(200)
    expect(String(res.headers['content-type'])).toBe('text/plain; charset=utf-8')
    expect(res.body.toString().trim().split('\n')).toEqual([
      'User-agent: *',
      'Allow: /$',
      'Allow: /e/',
      'Allow: /_astro/',
      'Allow: /brand/',
      'Allow: /sitemap.xml$',
      'Disallow: /',
      '',
      `Sitemap: ${BASE_URL}/sitemap.xml`,
    ])
  })

  test('/sitemap.xml lists the landing and every e-label in every language, each answering without the gate', async () => {
    const res = await raw('GET', '/sitemap.xml')
    expect(res.status).toBe(200)
    expect(String(res.headers['content-type'])).toMatch(/^application\/xml/)
    const body = res.body.toString()
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    )
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs[0]).toBe(`${BASE_URL}/`)
    const labels = locs.filter((l) => l.startsWith(`${BASE_URL}/e/`))
    // Each wine's address that picks the language, and one per language (11): nothing else.
    expect(labels.length % 12).toBe(0)
    expect(labels.length).toBeGreaterThanOrEqual(12)
    expect(locs.length).toBe(labels.length + 1)
    expect(body).toContain('hreflang="x-default"')
    for (const loc of labels.filter((_, i) => i % 12 < 2)) {
      const page = await raw('GET', loc.slice(BASE_URL.length))
      expect(page.status, loc).toBe(200)
    }
  })
})

test('11. the header set on the site, the admin and the APIs', async () => {
  const site = await raw('GET', '/')
  const csp = String(site.headers['content-security-policy'])
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/)
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  expect(csp).toContain("object-src 'none'")
  expect(site.headers['x-frame-options']).toBe('SAMEORIGIN')

  const admin = await raw('GET', '/admin/login')
  expect(String(admin.headers['content-security-policy'])).toMatch(
    /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
  )
  expect(String(admin.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  expect(admin.headers['x-frame-options']).toBe('DENY')
  // Next put the same nonce on its scripts.
  const nonce = /'nonce-([^']+)'/.exec(String(admin.headers['content-security-policy']))![1]
  expect(admin.body.toString()).toContain(`nonce="${nonce}"`)

  for (const path of ['/api/settings', '/cms-api/wines?limit=1']) {
    const res = await raw('GET', path)
    expect(res.status, path).toBe(200)
    // No critical client hint outside the admin: Chromium would send a mailed link's request twice.
    expect(res.headers['critical-ch'], path).toBeUndefined()
    expect(res.headers['content-security-policy'], path).toContain("default-src 'none'")
    expect(res.headers['x-frame-options'], path).toBe('DENY')
  }
  for (const res of [
    site,
    admin,
    await raw('GET', '/api/settings'),
    await raw('GET', '/cms-api/wines?limit=1'),
    await raw('GET', '/favicon.svg'),
  ]) {
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  }
})

test('11. pages and the admin run under their CSP without a single violation', async ({ page, context }) => {
  await passGate(context, 'US', 'en')
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  )
  for (const path of ['/', '/explore', '/palate', '/signIn', '/admin/login']) {
    // Everything the page loads, loaded, and its islands run: a violation would have been reported.
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0)
    expect(violations, path).toEqual([])
  }
  // The islands ran: the sign-in form is interactive.
  await page.goto('/signIn')
  await expect(page.getByRole('button', { name: en.members.signIn.submit, exact: true })).toBeEnabled()
})
