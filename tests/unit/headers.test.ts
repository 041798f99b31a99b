import { describe, expect, it } from 'vitest'
import { cmsKind, HSTS, securityHeaders, type ResponseKind } from '../../server/serve/headers'

describe('headers: securityHeaders', () => {
  const csp = (headers: Record<string, string>) =>
    new Map(
      (headers['content-security-policy'] ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name, values] as const),
    )
  const kinds: ResponseKind[] = ['page', 'asset', 'media', 'admin', 'api']
  const hashes = ['sha256-AAAA', 'sha256-BBBB']

  it("page: the build's hashes in script-src, no inline script otherwise, no plugins", () => {
    const d = csp(securityHeaders('page', { https: false, scriptHashes: hashes }))
    expect(d.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"]))
    expect(d.get('script-src')).not.toContain("'unsafe-inline'")
    expect(d.get('script-src')).not.toContain("'unsafe-eval'")
    expect(d.get('object-src')).toEqual(["'none'"])
    expect(d.get('base-uri')).toEqual(["'self'"])
  })

  it('page: without hashes, only this origin', () => {
    expect(csp(securityHeaders('page', { https: false })).get('script-src')).toEqual(["'self'"])
  })

  it('admin: the nonce with strict-dynamic, never framed', () => {
    const h = securityHeaders('admin', { https: false, nonce: 'bm9uY2U=' })
    const d = csp(h)
    expect(d.get('script-src')).toEqual(expect.arrayContaining(["'nonce-bm9uY2U='", "'strict-dynamic'"]))
    expect(d.get('script-src')).not.toContain("'unsafe-inline'")
    expect(d.get('frame-ancestors')).toEqual(["'none'"])
    expect(d.get('object-src')).toEqual(["'none'"])
    expect(h['x-frame-options']).toBe('DENY')
  })

  it.each(['media', 'api'] as const)('%s: sandboxed, nothing loads by default', (kind) => {
    const d = csp(securityHeaders(kind, { https: false }))
    expect(d.has('sandbox')).toBe(true)
    expect(d.get('sandbox')).toEqual([])
    expect(d.get('default-src')).toEqual(["'none'"])
    expect(d.get('script-src')).toBeUndefined()
  })

  it.each(kinds)('%s: HSTS only over https, nosniff always', (kind) => {
    const plain = securityHeaders(kind, { https: false, nonce: 'n' })
    const secure = securityHeaders(kind, { https: true, nonce: 'n' })
    expect(plain['strict-transport-security']).toBeUndefined()
    expect(secure['strict-transport-security']).toBe(HSTS)
    expect(plain['x-content-type-options']).toBe('nosniff')
    expect(secure['x-content-type-options']).toBe('nosniff')
  })
})

describe('headers: cmsKind', () => {
  const cases: [string, 'admin' | 'api'][] = [
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/admin/collections/wines', 'admin'],
    ['/administrator', 'api'],
    ['/adminx/y', 'api'],
    ['/api/wines', 'api'],
    ['/cms-api/snapshot', 'api'],
    ['/login', 'api'],
  ]
  it.each(cases)('%s -> %s', (path, kind) => {
    expect(cmsKind(path)).toBe(kind)
  })
})
