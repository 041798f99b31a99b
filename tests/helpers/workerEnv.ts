/**
 * The Cloudflare worker (server/serve/worker.ts) in a test: its static assets a small built site in memory, and
 * the CMS it forwards to a stub of fetch (stubCmsFetch) that records each Request and answers with
 * `answerWith`'s reply.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest'
import worker from '../../server/serve/worker'
import { cookieHeader, GATE_PASSED } from './cookies'

// The same manifest for every test: the worker keeps the first one it reads.
export const manifest = { countries: ['us'], wines: { us: ['duas-margens'] }, scriptHashes: ['sha256-abc='] }
export const files: Record<string, string> = {
  'site-manifest.json': JSON.stringify(manifest),
  'en/gate/index.html': '<title>gate</title>',
  'en/404/index.html': '<title>not found</title>',
  'en/us/explore/index.html': '<title>explore</title>',
  '_astro/a.js': 'console.log(1)',
}
export const SITE = 'https://site.example'
export const CMS = 'https://cms.example.com'
export const GATE = cookieHeader({ ...GATE_PASSED, country: 'US' })
/** The CMS's session cookies, which the worker must forward to the CMS and nowhere else. */
export const SECRET = 'wine_compass_session=secret; payload-token=t'

/** Headers that throw when changed, as those of a Response the Workers runtime fetched. */
class FrozenHeaders extends Headers {
  override set(): void {
    throw new TypeError('immutable headers')
  }
  override append(): void {
    throw new TypeError('immutable headers')
  }
  override delete(): void {
    throw new TypeError('immutable headers')
  }
}
function frozen(res: Response): Response {
  Object.defineProperty(res, 'headers', { value: new FrozenHeaders(res.headers) })
  return res
}

/** Every URL the worker asked of its assets, and every Request it sent out, in the test running. */
export const assetUrls: URL[] = []
export const sent: Request[] = []
const ok = () => new Response('ok', { status: 200 })
let answer: (req: Request) => Response = ok

/** What the CMS answers to the Requests the worker sends it, until the test ends (else 200 "ok"). */
export const answerWith = (reply: (req: Request) => Response) => {
  answer = reply
}

const ASSETS = {
  async fetch(input: Request | URL | string): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input))
    assetUrls.push(url)
    const body = files[decodeURIComponent(url.pathname.slice(1))]
    if (body === undefined) return frozen(new Response('missing', { status: 404 }))
    return frozen(new Response(body, { headers: { etag: '"1"', 'cache-control': 'public, max-age=3600' } }))
  },
}
export const EDGE_SECRET = 'e'.repeat(32)
const env = { ASSETS, CMS_ORIGIN: CMS, EDGE_SECRET }

/** For each test of the file: fetch stubbed as the CMS, and what was asked and sent cleared. */
export function stubCmsFetch() {
  beforeEach(() => {
    assetUrls.length = 0
    sent.length = 0
    answer = ok
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
        const req = new Request(input, init)
        sent.push(req)
        return frozen(answer(req))
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())
}

/** A request to the worker on the site's origin, with the configured CMS and secret. */
export const get = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  worker.fetch(new Request(SITE + path, { headers, ...init }), env)

/** A request to the worker on the site's origin, with `settings` in place of the good ones. */
export const fetchWith = (
  settings: { CMS_ORIGIN?: string; EDGE_SECRET?: string },
  path: string,
  headers: Record<string, string> = {},
) => worker.fetch(new Request(SITE + path, { headers }), { ...env, ...settings })

/** The script-src directive of a Content-Security-Policy. */
export const scriptSrc = (csp: string | null) =>
  (csp ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? ''

export function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
}
