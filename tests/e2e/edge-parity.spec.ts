/**
 * The edge and the Node server answer alike: the run's built site served by server/serve/worker.ts in
 * workerd (wrangler dev, offline, the repository's wrangler.jsonc) and by the production Node server,
 * one table of requests sent to both. Each answer must agree in status, body (the file chosen: the
 * same bytes) and the headers a browser acts on. The worker forwards API, admin and media paths to
 * the same Node server, which is its CMS here.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readlinkSync, realpathSync, watch } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { BASE_URL, E2E_EDGE_SECRET } from '../../playwright.config'
import type { Snapshot } from '../../src/contract/snapshot'
import { hasLabel } from '../../src/contract/elabel'
import { cookieHeader, GATE_PASSED } from '../helpers/cookies'
import { startEdge, type Edge } from '../helpers/edge'
import { freshIp, raw, type RawAnswer } from '../helpers/http'
import { e2eDataDir } from '../helpers/mail'

const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 3198)

/** What a browser acts on. Not compared: Date, ETag/Last-Modified (each runtime its own), lengths and framing. */
const KEY_HEADERS = [
  'content-type',
  'cache-control',
  'vary',
  'location',
  'allow',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'content-language',
]

type Req = {
  name: string
  method?: string
  path: string
  cookies?: Record<string, string>
  body?: string
  headers?: Record<string, string>
  sameBody?: boolean
}

const passed = (country: string, locale?: string) => ({ ...GATE_PASSED, country, ...(locale ? { locale } : {}) })
const US = passed('US', 'en')

/** The table: every kind of answer the router gives, in several cookie states, locales and countries. */
function table(s: Snapshot, media: string, css: string): Req[] {
  const sold = s.wines.find((w) => w.countries.includes('US'))!.slug
  const notSold = s.wines.find((w) => !w.countries.includes('US'))!.slug
  const jp = s.wines.find((w) => w.countries.includes('JP'))?.slug ?? sold
  const labelled = s.wines.find((w) => hasLabel(w.label))!.slug
  return [
    // The gate, until its cookies say it was passed, at any URL (a QR code's deep link is kept).
    { name: 'gate: home, no cookies', path: '/' },
    { name: 'gate: deep link to a wine', path: `/explore/${sold}` },
    { name: 'gate: deep link to stories', path: `/explore/${sold}/stories` },
    { name: 'gate: unknown path', path: '/nowhere' },
    { name: 'gate: terms not accepted', path: '/explore', cookies: { ...US, acceptTerms: 'false' } },
    { name: 'gate: not of age', path: '/explore', cookies: { ...US, adult: 'false' } },
    { name: 'gate: no country', path: '/explore', cookies: { ...GATE_PASSED, locale: 'en' } },
    { name: 'gate: a country code that is no code', path: '/explore', cookies: passed('ZZZ', 'en') },
    { name: 'gate in Japanese (locale cookie)', path: '/', cookies: { locale: 'ja' } },
    // Pages of a visitor past the gate.
    { name: 'home', path: '/', cookies: US },
    { name: 'explore', path: '/explore', cookies: US },
    { name: 'a hub', path: `/explore/${sold}`, cookies: US },
    { name: 'its stories', path: `/explore/${sold}/stories`, cookies: US },
    { name: 'its colour, aroma, flavour', path: `/explore/${sold}/caf`, cookies: US },
    { name: 'its pairings', path: `/explore/${sold}/pair`, cookies: US },
    { name: 'its portfolio', path: `/explore/${sold}/portfolio`, cookies: US },
    { name: 'a wine not sold in the country', path: `/explore/${notSold}`, cookies: US },
    { name: 'an unknown wine', path: '/explore/no-such-wine', cookies: US },
    { name: 'current wine hub', path: '/exploreWine', cookies: US },
    { name: 'promotions', path: '/promotions', cookies: US },
    { name: 'club', path: '/club', cookies: US },
    { name: 'discover', path: '/discover', cookies: US },
    { name: 'enjoy', path: '/enjoy', cookies: US },
    { name: 'shops', path: '/shop', cookies: US },
    { name: 'vendors', path: '/vendors', cookies: US },
    { name: 'news', path: '/news', cookies: US },
    { name: 'news and promotions', path: '/newsPromotions', cookies: US },
    { name: 'journey', path: '/journey', cookies: US },
    { name: 'palate', path: '/palate', cookies: US },
    { name: 'passport', path: '/passport', cookies: US },
    { name: 'sign in', path: '/signIn', cookies: US },
    { name: 'sign up', path: '/signUp', cookies: US },
    { name: 'terms', path: '/terms', cookies: US },
    { name: 'a reset link', path: '/reset-password/abc123', cookies: US },
    { name: 'a query string', path: '/explore?utm_source=qr', cookies: US },
    // Locales and countries.
    { name: 'Japanese in Japan', path: '/explore', cookies: passed('JP', 'ja') },
    { name: 'a hub in Japanese', path: `/explore/${jp}`, cookies: passed('JP', 'ja') },
    { name: 'German in Germany', path: '/', cookies: passed('DE', 'de') },
    { name: 'Traditional Chinese in Taiwan', path: '/explore', cookies: passed('TW', 'zh-Hant') },
    { name: "the country's language without a locale cookie", path: '/explore', cookies: passed('PT') },
    { name: 'a locale that does not exist', path: '/explore', cookies: passed('US', 'xx') },
    { name: 'a lower-case country', path: '/explore', cookies: passed('us', 'en') },
    { name: 'a country without content', path: '/explore', cookies: passed('AQ', 'en') },
    // Previews (the page is static; its island asks the API as staff).
    { name: 'preview of a draft hub', path: '/exploreWine?wine=1', cookies: US },
    { name: 'preview of draft stories', path: '/stories?wine=1', cookies: US },
    // 404s and redirects.
    { name: 'an unknown page', path: '/no-such-page', cookies: US },
    { name: 'a page file by its path', path: '/en/us/explore/index.html', cookies: US },
    { name: 'the build manifest', path: '/site-manifest.json', cookies: US },
    { name: 'too deep', path: `/explore/${sold}/stories/more`, cookies: US },
    { name: 'a trailing slash', path: '/explore/', cookies: US },
    { name: 'doubled slashes', path: '//explore', cookies: US },
    { name: 'a backslash', path: '/\\evil.example', cookies: US },
    // E-labels: before the gate, no cookie read, the language from Accept-Language or the path.
    {
      name: 'an e-label, no cookies, German',
      path: `/e/${labelled}`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    },
    {
      name: 'an e-label past the gate, Japanese cookie',
      path: `/e/${labelled}`,
      cookies: passed('JP', 'ja'),
      headers: { 'accept-language': 'fr' },
    },
    { name: 'an e-label in one language', path: `/e/${labelled}/zh-Hant`, headers: { 'accept-language': 'de' } },
    { name: 'no e-label there', path: '/e/no-such-wine', headers: { 'accept-language': 'es' } },
    { name: 'an e-label in no language of ours', path: `/e/${labelled}/xx` },
    // Files of the build and media.
    { name: 'favicon', path: '/favicon.svg' },
    { name: 'a hashed stylesheet', path: `/${css}` },
    { name: 'a missing script', path: '/_astro/missing.js' },
    { name: 'the logo', path: '/brand/logo-light.svg' },
    { name: 'a wine picture (media)', path: media },
    { name: 'missing media', path: '/media/no-such-file.webp' },
    // Methods.
    { name: 'HEAD of a page', method: 'HEAD', path: '/explore', cookies: US },
    {
      name: 'POST to a page',
      method: 'POST',
      path: '/explore',
      cookies: US,
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    // Forwarded to the CMS.
    { name: 'API: settings', path: '/api/settings', sameBody: true },
    { name: 'API: wines of the US', path: '/api/wines/US', sameBody: true },
    { name: 'API: a wine not sold there', path: `/api/wines/detail/${notSold}?country=US`, sameBody: true },
    { name: 'API: the member, anonymous', path: '/api/user', sameBody: true },
    { name: 'API: the CSRF cookie', path: '/sanctum/csrf-cookie', sameBody: false },
    {
      name: 'API: a write without CSRF',
      method: 'POST',
      path: '/login',
      body: '{"email":"a@b.example","password":"x"}',
      headers: { 'content-type': 'application/json' },
      sameBody: true,
    },
    { name: 'API: an unknown call', path: '/api/no-such-call', sameBody: true },
    { name: 'Payload REST', path: '/cms-api/wines?limit=1&depth=0', sameBody: true },
    { name: 'the admin sign-in page', path: '/admin/login', sameBody: false },
  ]
}

type Seen = { status: number; headers: Record<string, string | undefined>; cookies: string[]; body: string }

function seen(a: RawAnswer, withBody: boolean): Seen {
  const headers: Record<string, string | undefined> = {}
  for (const h of KEY_HEADERS) {
    const v = a.headers[h]
    // The admin's nonce is new on every request. Accept-Encoding in Vary belongs to whoever compresses:
    // Node does it itself, Cloudflare's edge does it after the worker (wrangler dev does not compress).
    headers[h] =
      v === undefined
        ? undefined
        : String(v)
            .replace(/'nonce-[^']+'/g, "'nonce-…'")
            .replace(/,?\s*Accept-Encoding/i, '') || undefined
  }
  // Cookies: names and attributes (values are per request).
  const cookies = (a.headers['set-cookie'] ?? []).map((c) => c.replace(/^([^=]+)=[^;]*/, '$1=…')).sort()
  return { status: a.status, headers, cookies, body: withBody ? createHash('sha256').update(a.body).digest('hex') : '' }
}

/** The live build, once no build is on its way (a publish by an earlier test switches `current` when done). */
async function settledSite(siteRoot: string): Promise<string> {
  const deadline = Date.now() + 180_000
  for (;;) {
    const live = path.basename(readlinkSync(path.join(siteRoot, 'current')))
    const newest = readdirSync(path.join(siteRoot, 'builds')).sort().at(-1)
    if (newest === live) return realpathSync(path.join(siteRoot, 'current'))
    if (Date.now() > deadline) throw new Error(`a site build is still running after 3 minutes (${newest})`)
    await new Promise<void>((resolve) => {
      const w = watch(siteRoot, () => (w.close(), resolve()))
      setTimeout(() => (w.close(), resolve()), 1000)
    })
  }
}

let edge: Edge
let siteDir: string

test.describe('the edge worker in workerd answers as the Node server does', () => {
  test.describe.configure({ timeout: 120_000 })

  test.beforeAll(async () => {
    const dataDir = e2eDataDir()
    siteDir = await settledSite(path.join(dataDir, 'site'))
    const stateDir = path.join(dataDir, 'edge')
    if (!existsSync(stateDir)) mkdirSync(stateDir, { recursive: true })
    edge = await startEdge({
      port: EDGE_PORT,
      siteDir,
      stateDir,
      vars: { CMS_ORIGIN: BASE_URL.replace('localhost', '127.0.0.1'), EDGE_SECRET: E2E_EDGE_SECRET },
    })
  })
  test.afterAll(async () => edge?.stop())

  test('the same answers to a table of requests', async ({ request }) => {
    const s = (await (await request.get('/cms-api/snapshot')).json()) as Snapshot
    const media = new URL(s.wines[0].image.url, BASE_URL).pathname
    const css = readdirSync(path.join(siteDir, '_astro')).find((f) => f.endsWith('.css'))!
    const rows = table(s, media, `_astro/${css}`)
    expect(rows.length).toBeGreaterThanOrEqual(40)

    const differences: string[] = []
    const kinds = new Set<number>()
    for (const r of rows) {
      const headers = { ...r.headers, ...(r.cookies ? { cookie: cookieHeader(r.cookies) } : {}) }
      const method = r.method ?? 'GET'
      const isCms = r.sameBody !== undefined
      const node = seen(await raw(method, r.path, { headers, body: r.body }), r.sameBody ?? true)
      const worker = seen(
        await raw(method, r.path, {
          headers: { ...headers, 'cf-connecting-ip': freshIp() },
          body: r.body,
          base: edge.url,
        }),
        r.sameBody ?? true,
      )
      kinds.add(node.status)
      for (const key of ['status', 'body', 'cookies'] as const) {
        if (JSON.stringify(node[key]) !== JSON.stringify(worker[key]))
          differences.push(
            `${r.name} (${method} ${r.path}): ${key} node ${JSON.stringify(node[key])} edge ${JSON.stringify(worker[key])}`,
          )
      }
      for (const h of KEY_HEADERS) {
        if (node.headers[h] !== worker.headers[h])
          differences.push(
            `${r.name} (${method} ${r.path}): ${h}\n    node ${node.headers[h]}\n    edge ${worker.headers[h]}`,
          )
      }
      if (!isCms && node.status === 0) differences.push(`${r.name}: no answer`)
    }
    expect(differences, differences.join('\n')).toEqual([])
    // The table reaches pages, 404s, redirects, refusals and API errors.
    for (const status of [200, 404, 405]) expect(kinds).toContain(status)
    expect([...kinds].some((k) => k >= 300 && k < 400)).toBe(true)
  })

  test('the CMS believes the client address only from the worker', async () => {
    const viaEdge = await raw('GET', '/api/get-client-ip-address', {
      base: edge.url,
      headers: { 'cf-connecting-ip': '203.0.113.7' },
    })
    expect(JSON.parse(String(viaEdge.body)).data.ip).toBe('203.0.113.7')
    // Straight to the CMS with a made-up secret: the secret is not believed, so neither is the address.
    const forged = await raw('GET', '/api/get-client-ip-address', {
      headers: { 'x-edge-secret': 'x'.repeat(E2E_EDGE_SECRET.length), 'x-forwarded-for': '203.0.113.8, 127.0.0.1' },
    })
    expect(JSON.parse(String(forged.body)).data.ip).not.toBe('203.0.113.8')
  })

  test('HTTPS only at the edge: every answer carries Strict-Transport-Security', async () => {
    for (const p of ['/', '/favicon.svg', '/api/settings', '/no-such-page']) {
      const a = await raw('GET', p, { base: edge.url })
      expect(a.headers['strict-transport-security'], p).toMatch(/^max-age=\d+/)
    }
  })
})
