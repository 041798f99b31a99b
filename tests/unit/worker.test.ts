/**
 * The Cloudflare worker (server/serve/worker.ts): forwarding to the CMS (never to another origin, with the
 * client address Cloudflare saw and the shared secret), the security headers on what the CMS answers, and
 * its own answers from the build. Its settings, CMS_ORIGIN and EDGE_SECRET: worker-settings.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { API_CSP, MEDIA_CSP } from '../../server/serve/headers'
import { route } from '../../server/serve/router'
import {
  answerWith,
  assetUrls,
  CMS,
  EDGE_SECRET,
  expectSecurityHeaders,
  files,
  GATE,
  get,
  manifest,
  scriptSrc,
  SECRET,
  sent,
  SITE,
  stubCmsFetch,
} from '../helpers/workerEnv'

stubCmsFetch()

describe('forwarding to the CMS never leaves its origin', () => {
  const paths = [
    '//evil.example/api/user',
    '/api/..//evil.example',
    '/%2F%2Fevil.example/api',
    '/\\evil.example/api/x',
    '/api/%2e%2e/%2e%2e/x',
    '/media/..%2F..%2Fx',
    '/media/%5C%5Cevil.example/x.png',
    '/media/norte-bottle.webp?v=//evil.example',
    '/cms-api//evil.example',
    '/cms-api/%2F%2Fevil.example/users',
    '/login?next=//evil.example',
    '/api/user@evil.example',
    '/api/user:pass@evil.example:8443/x',
    '/api/http://evil.example/x',
    '/api/https:%2F%2Fevil.example',
    '/api/x?@evil.example#@evil.example',
    '/api/\u00fcber/\u0435vil',
    '/api/%0d%0aHost:%20evil.example',
    '/api/%E2%80%AE//evil.example',
    '/admin/../api//evil.example',
    '/_next/..%5C..%5Cevil.example',
    '/%61pi//evil.example',
    '/api\\..\\..\\evil.example/x',
    '/register;//evil.example',
  ]

  it.each(paths)('%s', async (path) => {
    const url = new URL(SITE + path)
    const d = route({ method: 'GET', url: url.pathname + url.search, cookies: {} }, manifest)
    const res = await get(path, { cookie: SECRET })
    if (d.kind === 'cms' || d.kind === 'media') {
      expect(res.status).toBe(200)
      expect(sent).toHaveLength(1)
      const target = new URL(sent[0].url)
      expect(target.origin).toBe(CMS)
      expect(target.username + target.password).toBe('')
      // The path and query go on as the browser sent them, so the CMS sees the same request.
      expect(target.pathname + target.search).toBe(url.pathname + url.search)
    } else {
      expect(sent).toHaveLength(0)
    }
    for (const req of sent) expect(new URL(req.url).origin).toBe(CMS)
    for (const u of assetUrls) expect(u.origin).toBe(SITE)
  })

  it('has paths of each kind in the table', () => {
    const kinds = paths.map((p) => {
      const url = new URL(SITE + p)
      return route({ method: 'GET', url: url.pathname + url.search, cookies: {} }, manifest).kind
    })
    expect(kinds.filter((k) => k === 'cms').length).toBeGreaterThanOrEqual(10)
    expect(kinds).toContain('media')
    expect(kinds).toContain('page')
  })

  it('sends the client address Cloudflare saw as the one X-Forwarded-For, not what the client sent', async () => {
    await get('/api/user', {
      cookie: SECRET,
      'cf-connecting-ip': '203.0.113.7',
      'x-forwarded-for': '6.6.6.6, 7.7.7.7',
      'x-real-ip': '6.6.6.6',
    })
    expect(sent).toHaveLength(1)
    expect(sent[0].headers.get('x-forwarded-for')).toBe('203.0.113.7')
    expect(sent[0].headers.get('x-real-ip')).toBeNull()
    // With the shared secret, which is how the CMS knows this address is Cloudflare's and not the client's.
    expect(sent[0].headers.get('x-edge-secret')).toBe(EDGE_SECRET)
    // The CMS's own session cookies are the point of forwarding: they go there, and only there.
    expect(sent[0].headers.get('cookie')).toBe(SECRET)
  })

  it('drops a client-sent X-Forwarded-For even without CF-Connecting-IP', async () => {
    await get('/api/user', { 'x-forwarded-for': '6.6.6.6' })
    expect(sent[0].headers.get('x-forwarded-for')).toBeNull()
  })

  it('forwards method and body, with redirects left to the browser', async () => {
    const body = JSON.stringify({ email: 'a@b.example', password: 'pw' })
    await get('/login', { 'content-type': 'application/json' }, { method: 'POST', body })
    expect(sent[0].method).toBe('POST')
    expect(sent[0].redirect).toBe('manual')
    expect(await sent[0].text()).toBe(body)
  })

  it("passes the CMS's redirect to the browser unchanged", async () => {
    answerWith(() => new Response(null, { status: 302, headers: { location: `${CMS}/admin/login` } }))
    const res = await get('/admin')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${CMS}/admin/login`)
  })
})

describe('security headers on forwarded answers', () => {
  it('gives an API answer the API set when the CMS sent no policy, keeping its other headers', async () => {
    answerWith(() => new Response('{}', { headers: { 'content-type': 'application/json', 'x-cms': '1' } }))
    const res = await get('/api/user')
    expect(res.headers.get('content-security-policy')).toBe(API_CSP)
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-cms')).toBe('1')
    expectSecurityHeaders(res)
  })

  it("keeps the CMS's own policy", async () => {
    answerWith(() => new Response('{}', { headers: { 'content-security-policy': "default-src 'self'" } }))
    const res = await get('/cms-api/users/me')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'")
  })

  it('gives the admin a nonce policy, and the nonce to the CMS to put on its scripts', async () => {
    const res = await get('/admin', { 'content-security-policy': "script-src 'nonce-forged'" })
    const nonce = /'nonce-([^']+)'/.exec(sent[0].headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(scriptSrc(res.headers.get('content-security-policy'))).toContain(`'nonce-${nonce}'`)
    expect(sent[0].headers.get('content-security-policy')).not.toContain('forged')
  })

  it('always gives media the sandboxed media set, whatever the CMS sent', async () => {
    answerWith(
      () =>
        new Response('<svg/>', {
          headers: {
            'content-type': 'image/svg+xml',
            'content-security-policy': "default-src *; script-src 'unsafe-inline'",
          },
        }),
    )
    const res = await get('/media/logo.svg')
    expect(new URL(sent[0].url).href).toBe(`${CMS}/media/logo.svg`)
    expect(res.headers.get('content-security-policy')).toBe(MEDIA_CSP)
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expectSecurityHeaders(res)
  })
})

describe("the worker's own answers", () => {
  it('serves the gate with the site policy: build hashes, no inline scripts, no framing elsewhere', async () => {
    const res = await get('/explore')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(files['en/gate/index.html'])
    const csp = res.headers.get('content-security-policy')
    expect(scriptSrc(csp)).toContain("'sha256-abc='")
    expect(scriptSrc(csp)).not.toContain('unsafe-inline')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('vary')).toBe('Cookie')
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expectSecurityHeaders(res)
    expect(sent).toHaveLength(0)
  })

  it('serves a page once the gate is passed', async () => {
    const res = await get('/explore', { cookie: GATE })
    expect(await res.text()).toBe(files['en/us/explore/index.html'])
    expect(res.headers.get('content-security-policy')).toContain("'sha256-abc='")
  })

  it('redirects to a same-origin Location with the headers', async () => {
    for (const [path, location] of [
      ['/explore/', '/explore'],
      ['//evil.example/', '/evil.example'],
    ]) {
      const res = await get(path, { cookie: GATE })
      expect(res.status).toBe(308)
      expect(res.headers.get('location')).toBe(location)
      expect(new URL(res.headers.get('location') ?? '', SITE).origin).toBe(SITE)
      expectSecurityHeaders(res)
    }
    expect(sent).toHaveLength(0)
  })

  it('never serves a page file by its path: the 404 page instead', async () => {
    const res = await get('/en/us/explore/index.html', { cookie: GATE })
    expect(res.status).toBe(404)
    expect(await res.text()).toBe(files['en/404/index.html'])
    expect(res.headers.get('content-security-policy')).toContain("'sha256-abc='")
    expectSecurityHeaders(res)
  })

  it("serves a build file with the asset set, keeping the assets' own headers", async () => {
    const res = await get('/_astro/a.js')
    expect([res.status, await res.text(), res.headers.get('etag')]).toEqual([200, files['_astro/a.js'], '"1"'])
    expectSecurityHeaders(res)
  })

  it('answers a missing build file 404 with the headers', async () => {
    const res = await get('/_astro/missing.js')
    expect(res.status).toBe(404)
    expectSecurityHeaders(res)
  })

  it('refuses anything but reads outside the CMS', async () => {
    const res = await get('/explore', {}, { method: 'POST', body: 'x' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
    expect(sent).toHaveLength(0)
  })
})
