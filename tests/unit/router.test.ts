import { describe, expect, it } from 'vitest'
import { chooseLocale, gatePassed, route, type Decision } from '../../server/serve/router'
import { GATE_PASSED } from '../helpers/cookies'

// duas-margens is sold in the US and Portugal, not in Germany or Japan.
const manifest = {
  countries: ['us', 'pt', 'de', 'jp'],
  wines: { us: ['duas-margens', 'vinha-velha'], pt: ['duas-margens'], de: ['vinha-velha'], jp: [] },
}
const passed = { ...GATE_PASSED, country: 'US' }
const go = (url: string, cookies: Record<string, string> = {}, method = 'GET'): Decision =>
  route({ method, url, cookies }, manifest)
const file = (d: Decision) => (d.kind === 'page' ? d.file : d.kind)

describe('the gate (spec §4)', () => {
  // Every cookie state: the gate shows until firstVisit is false, terms and adult true and a country set.
  const cases: [string, Record<string, string>, boolean][] = [
    ['no cookies (first visit)', {}, false],
    ['first visit defaults', { firstVisit: 'true', acceptTerms: 'false', adult: 'false' }, false],
    ['firstVisit still true', { ...passed, firstVisit: 'true' }, false],
    ['terms not accepted', { ...passed, acceptTerms: 'false' }, false],
    ['terms missing', { firstVisit: 'false', adult: 'true', country: 'US' }, false],
    ['adult false', { ...passed, adult: 'false' }, false],
    ['country missing', { firstVisit: 'false', acceptTerms: 'true', adult: 'true' }, false],
    ['country null string', { ...passed, country: 'null' }, false],
    ['country not a code', { ...passed, country: 'United States' }, false],
    ['all set', passed, true],
    ['lower-case country', { ...passed, country: 'us' }, true],
  ]
  it.each(cases)('%s', (_name, cookies, ok) => {
    expect(gatePassed(cookies)).toBe(ok)
    const d = go('/explore', cookies)
    expect(d.kind).toBe('page')
    if (d.kind === 'page') expect(d.gate).toBe(!ok)
  })

  it('serves the gate at the asked URL, keeping deep links (no redirect)', () => {
    for (const url of ['/', '/explore/duas-margens', '/explore/duas-margens/caf?utm=qr', '/terms']) {
      const d = go(url)
      expect(d).toMatchObject({ kind: 'page', gate: true, file: 'en/gate/index.html', status: 200 })
    }
  })

  it('answers a path that is no page with the gate and 404 (a monitor asking /metrics is not told 200)', () => {
    for (const url of ['/nope', '/metrics', '/status', '/server-status', '/actuator/health', '/explore/Bad_Slug']) {
      expect(go(url)).toMatchObject({ kind: 'page', gate: true, file: 'en/gate/index.html', status: 404 })
    }
  })

  it('always serves the gate at /ageLocation, even after it was passed', () => {
    expect(go('/ageLocation', passed)).toMatchObject({ kind: 'page', gate: true })
  })

  it('shows the gate in the chosen language', () => {
    expect(file(go('/explore', { locale: 'ja' }))).toBe('ja/gate/index.html')
  })
})

describe('language', () => {
  it('takes the locale cookie first', () => {
    expect(chooseLocale({ locale: 'pt', country: 'DE' })).toBe('pt')
    expect(chooseLocale({ locale: 'zh-Hant' })).toBe('zh-Hant')
  })
  it('else the first language of the country', () => {
    expect(chooseLocale({ country: 'DE' })).toBe('de')
    expect(chooseLocale({ country: 'BR' })).toBe('pt')
    expect(chooseLocale({ country: 'TW' })).toBe('zh-Hant')
    expect(chooseLocale({ country: 'CN' })).toBe('zh')
  })
  it('else en, also for unknown values', () => {
    expect(chooseLocale({})).toBe('en')
    expect(chooseLocale({ locale: 'xx' })).toBe('en')
    expect(chooseLocale({ country: 'IT' })).toBe('en')
  })
})

describe('pages after the gate', () => {
  it('serves the country variant of catalogue pages', () => {
    expect(file(go('/explore', passed))).toBe('en/us/explore/index.html')
    expect(file(go('/vendors', { ...passed, country: 'PT', locale: 'en' }))).toBe('en/pt/vendors/index.html')
    expect(file(go('/vendors', { ...passed, country: 'PT' }))).toBe('pt/pt/vendors/index.html')
  })

  it('serves the empty variant to a country without content', () => {
    expect(file(go('/explore', { ...passed, country: 'NZ' }))).toBe('en/none/explore/index.html')
  })

  it('serves locale pages without a country', () => {
    expect(file(go('/', passed))).toBe('en/index.html')
    expect(file(go('/terms', { ...passed, locale: 'ja' }))).toBe('ja/terms/index.html')
    expect(file(go('/signIn', passed))).toBe('en/signIn/index.html')
    expect(file(go('/reset-password/abc123?email=a%40b.c', passed))).toBe('en/reset-password/index.html')
  })

  it('answers an unknown path with the localized 404', () => {
    expect(go('/nothing-here', { ...passed, locale: 'de' })).toMatchObject({
      kind: 'page',
      status: 404,
      file: 'de/404/index.html',
    })
    expect(go('/explore/Bad_Slug', passed)).toMatchObject({ status: 404 })
    expect(go('/explore/a/b/c', passed)).toMatchObject({ status: 404 })
  })

  it('gives every page a localized not-found fallback', () => {
    expect(go('/vendors', { ...passed, locale: 'fr' })).toMatchObject({
      file: 'fr/us/vendors/index.html',
      notFound: 'fr/404/index.html',
    })
  })

  it("serves a wine's pages, shared by every country, only where the wine is sold", () => {
    expect(file(go('/explore/duas-margens', { ...passed, locale: 'es' }))).toBe('es/wine/duas-margens/index.html')
    expect(file(go('/explore/duas-margens/stories', passed))).toBe('en/wine/duas-margens/stories/index.html')
    expect(file(go('/explore/duas-margens/caf', { ...passed, country: 'PT' }))).toBe(
      'pt/wine/duas-margens/caf/index.html',
    )
    for (const [country, slug] of [
      ['DE', 'duas-margens'],
      ['JP', 'duas-margens'],
      ['NZ', 'duas-margens'],
      ['US', 'not-here'],
    ]) {
      expect(go(`/explore/${slug}/pair`, { ...passed, country, locale: 'fr' })).toMatchObject({
        kind: 'page',
        status: 404,
        file: 'fr/404/index.html',
      })
    }
  })

  it('resolves the current-wine routes through the wine cookie', () => {
    const withWine = { ...passed, wine: 'duas-margens' }
    expect(file(go('/exploreWine', withWine))).toBe('en/wine/duas-margens/index.html')
    expect(file(go('/caf', withWine))).toBe('en/wine/duas-margens/caf/index.html')
    expect(file(go('/pair', withWine))).toBe('en/wine/duas-margens/pair/index.html')
    expect(go('/stories', { ...withWine, country: 'DE' })).toMatchObject({ status: 404 })
    expect(go('/exploreWine', passed)).toEqual({ kind: 'redirect', location: '/explore', status: 302 })
    expect(go('/stories', { ...passed, wine: '../etc' })).toEqual({
      kind: 'redirect',
      location: '/explore',
      status: 302,
    })
  })

  it('serves the preview shells for ?wine= (a draft wine needs no cookie and has no pages of its own)', () => {
    expect(file(go('/exploreWine?wine=abc', passed))).toBe('en/preview/wine/index.html')
    for (const kind of ['stories', 'caf', 'pair', 'portfolio'])
      expect(file(go(`/${kind}?wine=abc`, passed))).toBe(`en/preview/wine/${kind}/index.html`)
    expect(file(go('/pair?food=abc', { ...passed, wine: 'duas-margens' }))).toBe('en/wine/duas-margens/pair/index.html')
  })

  it('serves staff previews without the gate, in the language and country asked, marked so that nothing keeps or indexes them', () => {
    const staff = { 'payload-token': 'x' }
    expect(go('/exploreWine?wine=abc&locale=pt', staff)).toMatchObject({
      kind: 'page',
      file: 'pt/preview/wine/index.html',
      gate: false,
      preview: true,
    })
    expect(go('/discover?discover=abc&locale=ja&country=JP', staff)).toMatchObject({
      file: 'ja/jp/discover/index.html',
      gate: false,
      preview: true,
    })
    // The staff's own cookies where the URL asks nothing; a country without content gets the empty variant.
    expect(go('/vendors?vendor=abc', { ...staff, locale: 'de', country: 'DE' })).toMatchObject({
      file: 'de/de/vendors/index.html',
      preview: true,
    })
    expect(go('/enjoy?enjoy=abc&country=NZ', staff)).toMatchObject({ file: 'en/none/enjoy/index.html', preview: true })
    // Nonsense in the query is ignored, never a path.
    expect(go('/newsPromotions?promotion=abc&locale=../x&country=USA', staff)).toMatchObject({
      file: 'en/none/newsPromotions/index.html',
    })
  })

  it('keeps the gate for a preview without a staff cookie, and for staff on pages that are no preview', () => {
    expect(go('/exploreWine?wine=abc&locale=pt')).toMatchObject({ gate: true, file: 'en/gate/index.html' })
    expect(go('/explore', { 'payload-token': 'x' })).toMatchObject({ gate: true })
    expect(go('/ageLocation?wine=abc', { 'payload-token': 'x' })).toMatchObject({ gate: true })
    expect(go('/explore', passed)).not.toHaveProperty('preview')
  })

  it('drops a trailing slash', () => {
    expect(go('/explore/?a=1', passed)).toEqual({ kind: 'redirect', location: '/explore?a=1', status: 308 })
  })
})

describe('the CMS, assets and media', () => {
  it('sends the API, auth calls and the admin to the CMS, gate or not', () => {
    for (const url of [
      '/api/wines',
      '/api/wines/US',
      '/cms-api/snapshot',
      '/admin',
      '/admin/collections/wines',
      '/_next/static/x.js',
      '/sanctum/csrf-cookie',
      '/login',
      '/logout',
      '/register',
      '/email/resend',
    ]) {
      expect(go(url).kind, url).toBe('cms')
    }
  })
  it('sends forgot and reset to the CMS only when posted', () => {
    expect(go('/forgot-password', {}, 'POST').kind).toBe('cms')
    expect(go('/reset-password', {}, 'POST').kind).toBe('cms')
    expect(file(go('/forgot-password', passed))).toBe('en/forgot-password/index.html')
  })
  it('serves assets and media without the gate', () => {
    expect(go('/_astro/app.1234.js')).toEqual({ kind: 'asset', file: '_astro/app.1234.js' })
    expect(go('/brand/logo.svg')).toEqual({ kind: 'asset', file: 'brand/logo.svg' })
    expect(go('/media/norte.webp')).toEqual({ kind: 'media', file: 'norte.webp' })
  })
  it('does not mistake /administrator or /apiary for the CMS', () => {
    expect(go('/administrator', passed)).toMatchObject({ kind: 'page', status: 404 })
    expect(go('/apiary', passed)).toMatchObject({ kind: 'page', status: 404 })
  })
})
