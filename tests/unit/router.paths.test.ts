/** server/serve/router.ts on hostile paths: trailing slashes, same-origin redirects, the build's internal files, long paths. */
import { describe, expect, it } from 'vitest'
import {
  MAX_PATH_LENGTH,
  route,
  sameOriginLocation,
  trimTrailingSlashes,
  type Decision,
} from '../../server/serve/router'
import { GATE_PASSED } from '../helpers/cookies'

const manifest = { countries: ['us'], wines: { us: ['duas-margens'] } }
const passed = { ...GATE_PASSED, country: 'US' }
const go = (url: string, cookies: Record<string, string> = {}, method = 'GET'): Decision =>
  route({ method, url, cookies }, manifest)

/** Whether a Location a browser receives stays on the site that sent it. */
const SITE = 'https://site.example'
const staysHome = (location: string) => new URL(location, SITE).origin === SITE
/** Exactly one leading slash, never `//` or `/\` (both read as another host). */
const oneLeadingSlash = (location: string) => location.startsWith('/') && location[1] !== '/' && location[1] !== '\\'

/** The fastest of five runs: a quadratic slip takes seconds every time, a busy CI machine only sometimes. */
const timed = (f: () => void) => {
  let best = Infinity
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now()
    f()
    best = Math.min(best, performance.now() - t0)
  }
  return best
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
  it.each(cases)('%j -> %j', (input, output) => expect(trimTrailingSlashes(input)).toBe(output))

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
  // remove; the file `x/../site-manifest.json` is then resolved by server/serve/static.ts safeJoin to the
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
  it.each(long.map((u) => [u.slice(0, 24), u]))(
    'a path longer than MAX_PATH_LENGTH (%s...) is the 404 or the gate',
    (_name, url) => {
      expect(go(url, passed)).toMatchObject({ kind: 'page', file: 'en/404/index.html', status: 404 })
      expect(go(url)).toMatchObject({ kind: 'page', gate: true })
    },
  )

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
