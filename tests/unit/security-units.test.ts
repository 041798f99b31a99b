import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { networkOf } from '../../cms/api/net'
import { deployment, deploymentProblems, modeFromEnv } from '../../cms/lib/deployment'
import { isCommonPassword, STAFF_PASSWORD_MIN, staffPasswordProblem } from '../../cms/lib/passwords'
import { clientAddress, parseTrustProxy } from '../../server/clientAddress'
import { cmsKind, HSTS, securityHeaders, type ResponseKind } from '../../server/headers'
import { MAX_PATH_LENGTH, route, sameOriginLocation, trimTrailingSlashes, type Decision } from '../../server/router'
import { isStaffToken, payloadJwtKey } from '../../server/staffToken'
import { inlineScripts, scriptHash } from '../../src/integrations/inlineScriptHashes'
import { frameSandbox } from '../../src/lib/startup/popups'

const manifest = { countries: ['us'], wines: { us: ['duas-margens'] } }
const passed = { firstVisit: 'false', acceptTerms: 'true', adult: 'true', country: 'US' }
const go = (url: string, cookies: Record<string, string> = {}, method = 'GET'): Decision => route({ method, url, cookies }, manifest)

/** Whether a Location a browser receives stays on the site that sent it. */
const SITE = 'https://site.example'
const staysHome = (location: string) => new URL(location, SITE).origin === SITE
/** Exactly one leading slash, never `//` or `/\` (both read as another host). */
const oneLeadingSlash = (location: string) => location.startsWith('/') && location[1] !== '/' && location[1] !== '\\'

const timed = (f: () => void) => {
  const t0 = performance.now()
  f()
  return performance.now() - t0
}

describe('router: trimTrailingSlashes', () => {
  const cases: [string, string][] = [
    ['/explore/', '/explore'],
    ['/explore///', '/explore'],
    ['/explore', '/explore'],
    ['/', '/'],
    ['///', '/'],
    ['', ''],
    ['/a//b//', '/a//b'],
  ]
  it.each(cases)('%j -> %j', (input, output) => {
    expect(trimTrailingSlashes(input)).toBe(output)
  })

  it('is linear: 100,000 slashes finish in well under 50 ms', () => {
    const slashes = '/'.repeat(100_000)
    trimTrailingSlashes(`/warm${slashes}`)
    expect(timed(() => expect(trimTrailingSlashes(slashes)).toBe('/'))).toBeLessThan(50)
    expect(timed(() => expect(trimTrailingSlashes(`/x${slashes}`)).toBe('/x'))).toBeLessThan(50)
  })
})

describe('router: sameOriginLocation', () => {
  const tricky = [
    '//evil.example',
    '///evil.example',
    '////evil.example/x',
    '/\\evil',
    '\\\\evil',
    '\\/evil',
    '/\\/evil',
    '\\',
    '/\\\\/\\evil',
    '/%2Fevil',
    '/%2F%2Fevil.example',
    '//%2Fevil',
    '/%5Cevil',
    '/%5C%5Cevil',
    '/%09/evil',
    '/%0D%0A/evil',
    '/%00//evil',
    '/.//evil',
    '/%2e%2e//evil',
    'evil.example',
    'https://evil.example',
    '',
  ]
  it.each(tricky)('%j stays on this origin', (path) => {
    for (const search of ['', '?next=//evil.example']) {
      const location = sameOriginLocation(path, search)
      expect(oneLeadingSlash(location), location).toBe(true)
      expect(staysHome(location), location).toBe(true)
    }
  })

  it('never decodes: percent-encodings stay as they are', () => {
    expect(sameOriginLocation('/%2Fevil')).toBe('/%2Fevil')
    expect(sameOriginLocation('/%0D%0ASet-Cookie:x')).toBe('/%0D%0ASet-Cookie:x')
  })

  it('keeps the query', () => {
    expect(sameOriginLocation('//explore', '?a=1')).toBe('/explore?a=1')
  })
})

describe('router: built files are internal', () => {
  const internal = [
    '/en/us/explore/index.html',
    '/site-manifest.json',
    '/en/gate/index.html',
    '/en/404/index.html',
    '/ja/terms/index.html',
    '/en/wine/duas-margens/index.html',
    '//site-manifest.json',
    '/%2Fsite-manifest.json',
    '/en/us/explore/index.html?x=1',
  ]
  it.each(internal)('%s: the localized 404 after the gate', (url) => {
    expect(go(url, passed)).toMatchObject({ kind: 'page', file: 'en/404/index.html', status: 404, gate: false })
    expect(go(url, { ...passed, locale: 'pt' })).toMatchObject({ kind: 'page', file: 'pt/404/index.html', status: 404 })
  })
  it.each(internal)('%s: the gate before it', (url) => {
    expect(go(url)).toMatchObject({ kind: 'page', file: 'en/gate/index.html', gate: true })
  })

  // BUG: the asset check looks at the decoded path, where %2F..%2F is a dot segment the URL parser did not
  // remove; the file `x/../site-manifest.json` is then resolved by server/static.ts safeJoin to the
  // build's site-manifest.json and served.
  it('a dot segment hidden behind %2F never reaches an internal file', () => {
    for (const url of ['/x%2F..%2Fsite-manifest.json', '/x%2F..%2Fen%2Fus%2Fexplore%2Fdata.json']) {
      expect(go(url, passed), url).toMatchObject({ kind: 'page', status: 404 })
    }
  })

  // BUG (case-insensitive file systems: macOS, Windows): `.HTML`, `Site-Manifest.json` and `EN/` are not
  // recognised as internal, so they become assets and the file system serves the page behind the gate.
  it('internal files are internal in any letter case', () => {
    for (const url of ['/EN/us/explore/index.HTML', '/en/us/explore/index.Html', '/Site-Manifest.json']) {
      expect(go(url), url).toMatchObject({ kind: 'page', gate: true })
    }
  })
})

describe('router: assets, long paths, redirects', () => {
  const assets: [string, string][] = [
    ['/_astro/x.js', '_astro/x.js'],
    ['/favicon.svg', 'favicon.svg'],
    ['/brand/logo.png', 'brand/logo.png'],
  ]
  it.each(assets)('%s stays an asset, gate or not', (url, file) => {
    expect(go(url)).toEqual({ kind: 'asset', file })
    expect(go(url, passed)).toEqual({ kind: 'asset', file })
  })

  const long = [
    `/${'a'.repeat(MAX_PATH_LENGTH)}`,
    `/_astro/${'a'.repeat(MAX_PATH_LENGTH)}.js`,
    `/media/${'a'.repeat(MAX_PATH_LENGTH)}.webp`,
    `/explore/${'a'.repeat(MAX_PATH_LENGTH)}/`,
    `/x${'/'.repeat(100_000)}`,
  ]
  it.each(long.map((u) => [u.slice(0, 24), u]))('a path longer than MAX_PATH_LENGTH (%s...) is the 404 or the gate', (_name, url) => {
    expect(go(url, passed)).toMatchObject({ kind: 'page', file: 'en/404/index.html', status: 404 })
    expect(go(url)).toMatchObject({ kind: 'page', gate: true })
  })

  it('a path of exactly MAX_PATH_LENGTH is still served', () => {
    const url = `/_astro/${'a'.repeat(MAX_PATH_LENGTH - '/_astro/.js'.length)}.js`
    expect(url.length).toBe(MAX_PATH_LENGTH)
    expect(go(url).kind).toBe('asset')
  })

  it('a 100,000-slash path is decided quickly', () => {
    const url = `/x${'/'.repeat(100_000)}`
    go(url)
    expect(timed(() => go(url, passed))).toBeLessThan(200)
  })

  const redirects = [
    '//evil.example/x/',
    '///evil.example/',
    '/\\evil.example/x/',
    '/\\\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5C%5Cevil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '//evil.example//?next=//evil.example',
  ]
  it.each(redirects)('%j redirects to a same-origin location', (url) => {
    const d = go(url, passed)
    expect(d).toMatchObject({ kind: 'redirect', status: 308 })
    if (d.kind === 'redirect') {
      expect(oneLeadingSlash(d.location), d.location).toBe(true)
      expect(staysHome(d.location), d.location).toBe(true)
    }
  })

  it('//evil.example/x/ redirects to /evil.example/x', () => {
    expect(go('//evil.example/x/', passed)).toEqual({ kind: 'redirect', location: '/evil.example/x', status: 308 })
  })
})

describe('clientAddress: parseTrustProxy', () => {
  it.each([undefined, '', '   ', '0'])('%j -> null (this server is the edge)', (value) => {
    expect(parseTrustProxy(value)).toBeNull()
  })
  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
  ])('%j -> %i hops', (value, hops) => {
    expect(parseTrustProxy(value)).toEqual({ hops })
  })
  it('reads a list of addresses and CIDR ranges, IPv4 and IPv6', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.1 2001:db8::/32,::1')
    expect(trust && 'list' in trust).toBe(true)
    if (!trust || !('list' in trust)) return
    expect(trust.list.check('10.1.2.3', 'ipv4')).toBe(true)
    expect(trust.list.check('192.168.1.1', 'ipv4')).toBe(true)
    expect(trust.list.check('192.168.1.2', 'ipv4')).toBe(false)
    expect(trust.list.check('2001:db8:ffff::1', 'ipv6')).toBe(true)
    expect(trust.list.check('::1', 'ipv6')).toBe(true)
    expect(trust.list.check('11.0.0.1', 'ipv4')).toBe(false)
  })
  it.each(['nope', '10.0.0.0/8, proxy.example', '10.0.0.0/abc', '10.0.0.0/33', '1.2.3.4.5'])('%j throws', (value) => {
    expect(() => parseTrustProxy(value)).toThrow()
  })
})

describe('clientAddress', () => {
  const list = parseTrustProxy('10.0.0.0/8, 192.168.1.1, 2001:db8::/32')
  const cases: [string, string | undefined, string | string[] | undefined, ReturnType<typeof parseTrustProxy>, string][] = [
    ['no trust: the socket, whatever X-Forwarded-For says', '203.0.113.7', '1.2.3.4', null, '203.0.113.7'],
    ['no trust: no header', '203.0.113.7', undefined, null, '203.0.113.7'],
    ['no trust: IPv4-mapped socket', '::ffff:203.0.113.7', '1.2.3.4', null, '203.0.113.7'],
    ['no trust: no socket', undefined, '1.2.3.4', null, ''],
    ['1 hop: the last entry', '10.0.0.1', '6.6.6.6, 1.2.3.4', { hops: 1 }, '1.2.3.4'],
    ['1 hop: several headers', '10.0.0.1', ['6.6.6.6', '1.2.3.4'], { hops: 1 }, '1.2.3.4'],
    ['1 hop: no header, the socket', '10.0.0.1', undefined, { hops: 1 }, '10.0.0.1'],
    ['2 hops: second from the right', '10.0.0.2', '6.6.6.6, 1.2.3.4, 10.0.0.1', { hops: 2 }, '1.2.3.4'],
    ['2 hops: IPv4-mapped entry', '10.0.0.2', '::ffff:1.2.3.4, 10.0.0.1', { hops: 2 }, '1.2.3.4'],
    ['list: walks over trusted hops', '10.0.0.1', '1.2.3.4, 192.168.1.1', list, '1.2.3.4'],
    ['list: stops at the first untrusted hop', '10.0.0.1', '5.5.5.5, 1.2.3.4, 10.9.9.9', list, '1.2.3.4'],
    ['list: untrusted socket, the header is ignored', '203.0.113.7', '1.2.3.4', list, '203.0.113.7'],
    ['list: IPv4-mapped socket is trusted', '::ffff:10.0.0.1', '1.2.3.4', list, '1.2.3.4'],
    ['list: IPv4-mapped entry is normalised', '10.0.0.1', '::ffff:1.2.3.4', list, '1.2.3.4'],
    ['list: IPv6', '2001:db8::1', '2001:db9::5, 2001:db8::2', list, '2001:db9::5'],
    ['list: bracketed IPv6 entry', '2001:db8::1', '[2001:db9::5]', list, '2001:db9::5'],
    ['list: a garbage hop is not trusted', '10.0.0.1', '1.2.3.4, not-an-ip', list, 'not-an-ip'],
  ]
  it.each(cases)('%s', (_name, peer, xff, trust, expected) => {
    expect(clientAddress(peer, xff, trust)).toBe(expected)
  })

  // The client talks to our proxy at 10.0.0.1 (or straight to us) and prepends what it likes; the proxy appends 1.2.3.4.
  const spoofs = ['10.0.0.9', '192.168.1.1', '127.0.0.1', '2001:db8::9', '::ffff:10.0.0.9', 'evil']
  it.each(spoofs)('a spoofed %j prepended by the client is never chosen', (spoof) => {
    expect(clientAddress('10.0.0.1', `${spoof}, 1.2.3.4`, list)).toBe('1.2.3.4')
    expect(clientAddress('10.0.0.1', [spoof, '1.2.3.4'], list)).toBe('1.2.3.4')
    expect(clientAddress('10.0.0.1', `${spoof}, 1.2.3.4`, { hops: 1 })).toBe('1.2.3.4')
    expect(clientAddress('10.0.0.2', `${spoof}, 1.2.3.4, 10.0.0.1`, { hops: 2 })).toBe('1.2.3.4')
    expect(clientAddress('1.2.3.4', spoof, null)).toBe('1.2.3.4')
    expect(clientAddress('1.2.3.4', spoof, list)).toBe('1.2.3.4')
  })
})

describe('staffToken: isStaffToken', () => {
  const SECRET = 'a-payload-secret-of-at-least-32-characters'
  const NOW = Date.UTC(2026, 0, 1)
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const sign = (claims: object, secret = SECRET, header: object = { alg: 'HS256', typ: 'JWT' }) => {
    const unsigned = `${b64(header)}.${b64(claims)}`
    return `${unsigned}.${createHmac('sha256', payloadJwtKey(secret)).update(unsigned).digest('base64url')}`
  }
  const staff = { id: 1, collection: 'users', email: 'staff@example.com', exp: NOW / 1000 + 3600 }
  const valid = sign(staff)

  it('derives the key as Payload does: the first 32 hex characters of SHA-256(secret)', () => {
    expect(payloadJwtKey(SECRET)).toBe(createHash('sha256').update(SECRET).digest('hex').slice(0, 32))
    expect(payloadJwtKey(SECRET)).toMatch(/^[0-9a-f]{32}$/)
  })

  it('a valid staff token is accepted', () => {
    expect(isStaffToken(valid, SECRET, NOW)).toBe(true)
  })

  const [h, body, sig] = valid.split('.')
  const refused: [string, string | undefined][] = [
    ['expired', sign({ ...staff, exp: NOW / 1000 - 1 })],
    ['expiring right now', sign({ ...staff, exp: NOW / 1000 })],
    ['without exp', sign({ id: 1, collection: 'users' })],
    ['exp as a string', sign({ ...staff, exp: String(NOW / 1000 + 3600) })],
    ['a member', sign({ ...staff, collection: 'members' })],
    ['no collection', sign({ id: 1, exp: staff.exp })],
    ['signed with another secret', sign(staff, 'another-secret-of-at-least-32-characters')],
    ['signed with the raw secret', `${h}.${body}.${createHmac('sha256', SECRET).update(`${h}.${body}`).digest('base64url')}`],
    ['tampered body', `${h}.${b64({ ...staff, exp: staff.exp + 10 ** 6 })}.${sig}`],
    ['body of a member under a staff signature', `${h}.${b64({ ...staff, collection: 'members' })}.${sig}`],
    ['alg none, no signature', `${b64({ alg: 'none' })}.${body}.`],
    ['no signature', `${h}.${body}`],
    ['truncated signature', `${h}.${body}.${sig.slice(0, -4)}`],
    ['an extra part', `${valid}.x`],
    ['signed body that is not JSON', (() => {
      const unsigned = `${h}.${Buffer.from('not json').toString('base64url')}`
      return `${unsigned}.${createHmac('sha256', payloadJwtKey(SECRET)).update(unsigned).digest('base64url')}`
    })()],
    ['garbage', 'not-a-token'],
    ['dots only', '..'],
    ['empty', ''],
    ['undefined', undefined],
    ['oversized', sign({ ...staff, pad: 'x'.repeat(5000) })],
  ]
  it.each(refused)('%s is refused', (_name, token) => {
    expect(isStaffToken(token, SECRET, NOW)).toBe(false)
  })

  it('expiry is checked against now', () => {
    expect(isStaffToken(valid, SECRET, NOW + 3_599_000)).toBe(true)
    expect(isStaffToken(valid, SECRET, NOW + 3_600_000)).toBe(false)
  })
})

describe('deployment: modeFromEnv', () => {
  const cases: [string, Record<string, string>, 'production' | 'local'][] = [
    ['nothing set', {}, 'local'],
    ['NODE_ENV=development', { NODE_ENV: 'development' }, 'local'],
    ['NODE_ENV=production', { NODE_ENV: 'production' }, 'production'],
    ['an https PUBLIC_URL', { PUBLIC_URL: 'https://wines.example.com' }, 'production'],
    ['an http PUBLIC_URL', { PUBLIC_URL: 'http://localhost:3000' }, 'local'],
    ['npm start records local before it sets NODE_ENV', { WINE_COMPASS_MODE: 'local', NODE_ENV: 'production' }, 'local'],
    ['npm start records production', { WINE_COMPASS_MODE: 'production' }, 'production'],
    ['an unknown WINE_COMPASS_MODE is ignored', { WINE_COMPASS_MODE: 'yes', NODE_ENV: 'production' }, 'production'],
  ]
  it.each(cases)('%s -> %s', (_name, env, mode) => {
    expect(modeFromEnv(env)).toBe(mode)
  })
})

describe('deployment', () => {
  it('local defaults', () => {
    expect(deployment({})).toEqual({ production: false, origin: 'http://localhost:3000', https: false, seedDemo: true, outboxAllowed: true })
    expect(deployment({ PORT: '4321' }).origin).toBe('http://localhost:4321')
    expect(deployment({ SEED_DEMO: '0' }).seedDemo).toBe(false)
    expect(deployment({ SEED_DEMO: '1' }).seedDemo).toBe(true)
    expect(deployment({ PUBLIC_URL: 'http://localhost:8080/' })).toMatchObject({ production: false, origin: 'http://localhost:8080', https: false })
  })

  it('production', () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://wines.example.com/' }
    expect(deployment(env)).toEqual({ production: true, origin: 'https://wines.example.com', https: true, seedDemo: false, outboxAllowed: false })
    expect(deployment({ ...env, SEED_DEMO: '1' }).seedDemo).toBe(true)
    expect(deployment({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(false)
    expect(deployment({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toMatchObject({ production: true, https: false })
    expect(deployment({ PUBLIC_URL: 'https://wines.example.com' })).toMatchObject({ production: true, https: true })
  })

  // BUG: modeFromEnv reads the scheme case-insensitively (production) and deploymentProblems accepts it
  // (new URL lower-cases it), but `https` compares case-sensitively: no Secure cookies and no HSTS.
  it('https follows the scheme in any letter case, as the mode does', () => {
    expect(deployment({ PUBLIC_URL: 'HTTPS://wines.example.com' })).toMatchObject({ production: true, https: true })
  })
})

describe('deployment: deploymentProblems', () => {
  const safe = { NODE_ENV: 'production', PUBLIC_URL: 'https://wines.example.com', SMTP_URL: 'smtp://mail.example.com:587', PAYLOAD_SECRET: 'x'.repeat(32) }

  it('safe production settings have no problems', () => {
    expect(deploymentProblems(safe)).toEqual([])
  })

  const problems: [string, Record<string, string | undefined>, RegExp][] = [
    ['no PUBLIC_URL', { ...safe, PUBLIC_URL: undefined }, /PUBLIC_URL/],
    ['a blank PUBLIC_URL', { ...safe, PUBLIC_URL: '  ' }, /PUBLIC_URL/],
    ['no SMTP_URL', { ...safe, SMTP_URL: undefined }, /SMTP_URL/],
    ['a blank SMTP_URL', { ...safe, SMTP_URL: ' ' }, /SMTP_URL/],
    ['http PUBLIC_URL on another host', { ...safe, PUBLIC_URL: 'http://wines.example.com' }, /PUBLIC_URL must be https/],
    ['http PUBLIC_URL on a look-alike of localhost', { ...safe, PUBLIC_URL: 'http://localhost.evil.example' }, /PUBLIC_URL must be https/],
    ['PUBLIC_URL not a URL', { ...safe, PUBLIC_URL: 'wines.example.com' }, /PUBLIC_URL/],
    ['a short PAYLOAD_SECRET', { ...safe, PAYLOAD_SECRET: 'x'.repeat(31) }, /PAYLOAD_SECRET/],
    ['a TRUST_PROXY that is neither', { ...safe, TRUST_PROXY: 'proxy.example' }, /TRUST_PROXY/],
  ]
  it.each(problems)('%s is named', (_name, env, named) => {
    const found = deploymentProblems(env)
    expect(found.length).toBeGreaterThan(0)
    expect(found.some((p) => named.test(p)), found.join(' | ')).toBe(true)
  })

  it('names every problem at once', () => {
    const found = deploymentProblems({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short' })
    for (const name of ['PUBLIC_URL', 'SMTP_URL', 'PAYLOAD_SECRET']) expect(found.some((p) => p.includes(name)), name).toBe(true)
  })

  it.each(['http://localhost', 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])('%s is allowed to try production locally', (url) => {
    expect(deploymentProblems({ ...safe, PUBLIC_URL: url })).toEqual([])
  })

  it.each([
    ['nothing set', {}],
    ['an http public host', { PUBLIC_URL: 'http://wines.example.com', PAYLOAD_SECRET: 'short' }],
    ['recorded local over NODE_ENV', { WINE_COMPASS_MODE: 'local', NODE_ENV: 'production' }],
  ])('local mode never has problems: %s', (_name, env) => {
    expect(deploymentProblems(env)).toEqual([])
  })
})

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

  it('page: the build\'s hashes in script-src, no inline script otherwise, no plugins', () => {
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

describe('net: networkOf', () => {
  const cases: [string, string | null, string | null][] = [
    ['null', null, null],
    ['IPv4 unchanged', '203.0.113.7', '203.0.113.7'],
    ['IPv6 full', '2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:0:0::/64'],
    ['IPv6 compressed', '2001:db8::1', '2001:db8:0:0::/64'],
    ['IPv6 upper case', '2001:DB8::1', '2001:db8:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['unspecified', '::', '0:0:0:0::/64'],
    ['trailing ::', '2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['no ::', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ]
  it.each(cases)('%s', (_name, ip, network) => {
    expect(networkOf(ip)).toBe(network)
  })

  it('every IPv6 form maps to a /64', () => {
    for (const ip of ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1', '::1', 'fe80::abcd:1']) expect(networkOf(ip)).toMatch(/^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64$/)
  })

  it('one /64 gives one key, different /64s different keys', () => {
    expect(networkOf('2001:db8:1:2::1')).toBe(networkOf('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    expect(networkOf('2001:db8:1:2::1')).toBe(networkOf('2001:0db8:0001:0002:0000:0000:0000:0abc'))
    expect(networkOf('2001:db8::1')).toBe(networkOf('2001:db8:0:0:1::'))
    expect(networkOf('2001:db8:1:2::1')).not.toBe(networkOf('2001:db8:1:3::1'))
    expect(networkOf('2001:db8::1')).not.toBe(networkOf('2001:db9::1'))
    expect(networkOf('203.0.113.7')).not.toBe(networkOf('203.0.113.8'))
  })
})

describe('passwords', () => {
  const common: [string, boolean][] = [
    ['password', true],
    ['Password1', true],
    ['qwerty123!', true],
    ['PASSWORD', true],
    ['norte-member-2026', false],
    ['cellar-door-2026', false],
  ]
  it.each(common)('isCommonPassword(%j) is %s', (password, is) => {
    expect(isCommonPassword(password)).toBe(is)
  })

  const staff: [string, unknown, RegExp | null][] = [
    ['short', 'Ab1!xyz', new RegExp(String(STAFF_PASSWORD_MIN))],
    ['one short of the minimum', 'x'.repeat(STAFF_PASSWORD_MIN - 1), new RegExp(String(STAFF_PASSWORD_MIN))],
    ['common, long enough', 'password123456', /common/],
    ['fine', 'cellar-door-2026', null],
    ['a number', 123456789012345, null],
    ['undefined', undefined, null],
    ['null', null, null],
  ]
  it.each(staff)('staffPasswordProblem: %s', (_name, password, problem) => {
    const found = staffPasswordProblem(password)
    if (problem === null) expect(found).toBeNull()
    else expect(found).toMatch(problem)
  })
})

describe('popups: frameSandbox', () => {
  const origin = 'https://wines.example.com'
  const cases: [string, string, boolean][] = [
    ['a cross-origin https frame', 'https://www.youtube.com/embed/abc', true],
    ['a subdomain is another origin', 'https://cdn.wines.example.com/x', true],
    ['another port is another origin', 'https://wines.example.com:8443/x', true],
    ['a relative frame', '/media/popup.html', false],
    ['a relative frame without slash', 'media/popup.html', false],
    ['an absolute same-origin frame', 'https://wines.example.com/media/popup.html', false],
    ['a same-origin frame with upper-case host', 'https://WINES.example.com/x', false],
    ['a same-origin frame with the default port', 'https://wines.example.com:443/x', false],
    ['unparsable', 'https://[nope', false],
  ]
  it.each(cases)('%s: allow-same-origin %s', (_name, frame, sameOriginAllowed) => {
    const tokens = frameSandbox(frame, origin).split(/\s+/)
    expect(tokens.includes('allow-same-origin')).toBe(sameOriginAllowed)
    expect(tokens).toContain('allow-scripts')
    expect(tokens.some((t) => t.startsWith('allow-top-navigation'))).toBe(false)
  })
})

describe('inlineScriptHashes', () => {
  it('picks inline classic and module scripts, skips src= scripts and data blocks', () => {
    const html = [
      '<script>classic()</script>',
      '<script type="module">module()</script>',
      "<script type='text/javascript'>typed()</script>",
      '<SCRIPT TYPE="Module">upper()</SCRIPT>',
      '<script src="/_astro/x.js"></script>',
      '<script type="module" src="/_astro/y.js"></script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>\n  multi()\n  line()\n</script>',
    ].join('\n')
    expect(inlineScripts(html)).toEqual(['classic()', 'module()', 'typed()', 'upper()', '\n  multi()\n  line()\n'])
  })

  it('no scripts, no hashes', () => {
    expect(inlineScripts('<p>hello</p>')).toEqual([])
  })

  it('scriptHash is the base64 SHA-256 a browser computes over the exact body', () => {
    expect(scriptHash("alert('hi')")).toBe('sha256-XTqNqFSUlZHAW7f/OGNYSOEzxKhjdAAGMXoid2VEbJk=')
    for (const body of ['', 'x()', '\n  multi()\n', 'é ✓']) {
      expect(scriptHash(body)).toBe(`sha256-${createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64')}`)
    }
    expect(scriptHash('x()')).not.toBe(scriptHash('x() '))
  })
})
