/**
 * The EU e-label (docs/decisions.md, Beyond the spec): the energy the admin suggests, the rows the nutrition table shows, when a
 * label counts as published, the language chosen from Accept-Language, the router's label routes
 * (no gate, no cookie read), the policy that forbids scripts, and the page's texts.
 */
import { describe, expect, it } from 'vitest'
import {
  hasLabel,
  labelEnergy,
  labelLocale,
  labelPath,
  labelPathLocale,
  nutritionRows,
  type Label,
} from '../../src/contract/elabel'
import { localeFromAcceptLanguage } from '../../src/contract/locales'
import { LABEL_CSP, securityHeaders } from '../../server/serve/headers'
import { route } from '../../server/serve/router'
import { routeCache } from '../../server/serve/routeCache'
import { ingredientParts, labelNumber, lines, negligibleStatement, nutritionTable } from '../../src/lib/label'
import { t as translate } from '../../src/lib/i18n'
import { GATE_PASSED } from '../helpers/cookies'

const label = (over: Partial<Label> = {}): Label => ({
  ingredients: [
    { category: null, name: { en: 'grapes', de: 'Trauben' }, allergen: false },
    { category: 'preservative', name: { en: 'sulphites', de: 'Sulfite' }, allergen: true },
    { category: 'clarifying-agent', name: { en: 'egg albumin' }, allergen: true },
  ],
  energy_kj: 307,
  energy_kcal: 74,
  nutrients: { fat: 0, saturates: 0, carbohydrate: 0.6, sugars: 0.5, protein: null, salt: 0.01 },
  negligible: ['fat', 'saturates'],
  alcohol: 13,
  bottle_ml: 750,
  packaging: { en: 'Bottle: glass bin\n\nCork: general waste ' },
  producer: 'Quinta do Norte',
  bottler: null,
  ...over,
})

describe('labelEnergy: the suggestion from alcohol and carbohydrate (Regulation 1169/2011 Annex XIV)', () => {
  it('counts 0.789 g of alcohol per % vol per 100 ml at 29 kJ / 7 kcal, and carbohydrate at 17 kJ / 4 kcal', () => {
    // 13 % vol: 10.257 g alcohol → 297.5 kJ, 71.8 kcal; 0.6 g carbohydrate → 10.2 kJ, 2.4 kcal.
    expect(labelEnergy(13, 0.6)).toEqual({ kj: 308, kcal: 74 })
    // A tawny: 20 % vol and 10.5 g of sugar-rich carbohydrate.
    expect(labelEnergy(20, 10.5)).toEqual({
      kj: Math.round(20 * 0.789 * 29 + 10.5 * 17),
      kcal: Math.round(20 * 0.789 * 7 + 10.5 * 4),
    })
  })
  it('has nothing to suggest without an alcohol strength; a missing carbohydrate counts as none', () => {
    expect(labelEnergy(null, 1)).toBeNull()
    expect(labelEnergy(undefined, undefined)).toBeNull()
    expect(labelEnergy(-1, 0)).toBeNull()
    expect(labelEnergy(12, null)).toEqual(labelEnergy(12, 0))
  })
})

describe('what a label shows', () => {
  it('is published once it has ingredients and both energy figures', () => {
    expect(hasLabel(label())).toBe(true)
    expect(hasLabel(label({ ingredients: [] }))).toBe(false)
    expect(hasLabel(label({ energy_kcal: null }))).toBe(false)
    expect(hasLabel(null)).toBe(false)
  })
  it('leaves out the rows the negligible statement covers and those not declared, in the regulation order', () => {
    expect(nutritionRows(label()).map((r) => [r.key, r.sub])).toEqual([
      ['carbohydrate', false],
      ['sugars', true],
      ['salt', false],
    ])
  })
  it('marks allergens, puts the category before the name in the visitor language, and marks a fallback name', () => {
    const de = (key: string, o?: Record<string, unknown>) => translate('de', key, o)
    const parts = ingredientParts(label(), 'de', de)
    expect(parts[0]).toEqual({ before: '', name: 'Trauben', after: '', allergen: false, lang: undefined })
    expect(parts[1]).toMatchObject({ name: 'Sulfite', allergen: true })
    expect(parts[1].before).toContain(translate('de', 'label.category.preservative'))
    expect(parts[2]).toMatchObject({ name: 'egg albumin', lang: 'en', allergen: true })
  })
  it('writes numbers the locale way and the energy in kJ and kcal', () => {
    expect(labelNumber('de', 0.5)).toBe('0,5')
    expect(labelNumber('en', 14.5)).toBe('14.5')
    const en = (key: string, o?: Record<string, unknown>) => translate('en', key, o)
    expect(nutritionTable(label(), 'en', en)).toEqual([
      { name: 'Energy', value: '307 kJ / 74 kcal', sub: false },
      { name: 'Carbohydrate', value: '0.6 g', sub: false },
      { name: 'of which sugars', value: '0.5 g', sub: true },
      { name: 'Salt', value: '0.01 g', sub: false },
    ])
    expect(negligibleStatement(label(), 'en', en)).toBe('Contains negligible amounts of fat and saturates.')
    expect(negligibleStatement(label({ negligible: [] }), 'en', en)).toBeNull()
    expect(lines(label().packaging.en)).toEqual(['Bottle: glass bin', 'Cork: general waste'])
  })
})

describe('the label language: Accept-Language only', () => {
  it('takes the best-ranked language we have, zh-TW as Traditional Chinese, else English', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de')
    expect(localeFromAcceptLanguage('it;q=1, ja;q=0.5, fr;q=0.7')).toBe('fr')
    expect(localeFromAcceptLanguage('zh-TW')).toBe('zh-Hant')
    expect(localeFromAcceptLanguage('it, ru')).toBeNull()
    expect(labelLocale('it, ru')).toBe('en')
    expect(labelLocale(undefined)).toBe('en')
    expect(labelLocale('*;q=0.1, ja;q=0')).toBe('en')
  })
  it('reads a locale in a path in any letter case', () => {
    expect(labelPathLocale('zh-hant')).toBe('zh-Hant')
    expect(labelPathLocale('DE')).toBe('de')
    expect(labelPathLocale('xx')).toBeNull()
    expect(labelPath('bruma-baga')).toBe('/e/bruma-baga')
    expect(labelPath('bruma-baga', 'ja')).toBe('/e/bruma-baga/ja')
  })
})

describe('the router: /e/{slug} before the gate, never reading cookies', () => {
  const manifest = { countries: ['us'], wines: { us: ['bruma-baga'] } }
  const go = (url: string, cookies: Record<string, string> = {}, acceptLanguage?: string) =>
    route({ method: 'GET', url, cookies, acceptLanguage }, manifest)

  it('serves the label in the Accept-Language language, gate passed or not, whatever the cookies say', () => {
    const expected = {
      kind: 'label',
      file: 'de/e/bruma-baga/index.html',
      notFound: 'de/e/index.html',
      status: 200,
      locale: 'de',
      negotiated: true,
    }
    expect(go('/e/bruma-baga', {}, 'de-AT,de;q=0.9')).toEqual(expected)
    expect(go('/e/bruma-baga', { ...GATE_PASSED, country: 'JP', locale: 'ja' }, 'de')).toEqual(expected)
    expect(go('/e/bruma-baga?utm_source=qr', {}, 'de')).toEqual(expected)
  })
  it('serves one language when the path names it, for any wine slug (a wine withdrawn from sale keeps its label)', () => {
    expect(go('/e/bruma-baga/ja', {}, 'de')).toEqual({
      kind: 'label',
      file: 'ja/e/bruma-baga/index.html',
      notFound: 'ja/e/index.html',
      status: 200,
      locale: 'ja',
      negotiated: false,
    })
    expect(go('/e/not-sold-anywhere/zh-hant')).toMatchObject({
      file: 'zh-Hant/e/not-sold-anywhere/index.html',
      locale: 'zh-Hant',
    })
  })
  it('answers anything else under /e/ with the not-found label, and a trailing slash with a redirect', () => {
    for (const url of ['/e/bruma-baga/xx', '/e/Bad_Slug', '/e/bruma-baga/xx/more', '/e/x%2Fy']) {
      const d = go(url, {}, 'fr')
      expect(d).toMatchObject({ kind: 'label', file: 'fr/e/index.html', status: 404, locale: 'fr' })
    }
    // A path that names a language answers in it, even when nothing is there.
    expect(go('/e/bruma-baga/de/more', {}, 'fr')).toMatchObject({ file: 'de/e/index.html', locale: 'de' })
    expect(go('/e/bruma-baga/')).toMatchObject({ kind: 'redirect', location: '/e/bruma-baga', status: 308 })
  })
  it('keeps decisions per language, and never per cookie', () => {
    const decide = routeCache()
    expect(decide('GET', '/e/bruma-baga', 'locale=ja', manifest, 'de')).toMatchObject({ locale: 'de' })
    expect(decide('GET', '/e/bruma-baga', 'locale=ja', manifest, 'fr')).toMatchObject({ locale: 'fr' })
    expect(decide('GET', '/e/bruma-baga', undefined, manifest, 'de')).toMatchObject({ locale: 'de' })
    expect(decide('GET', '/%65/bruma-baga', undefined, manifest, 'ja')).toMatchObject({ locale: 'ja' })
    expect(decide('GET', '/%65/bruma-baga', undefined, manifest, 'da')).toMatchObject({ locale: 'da' })
  })
})

describe('the label policy', () => {
  it('lets no script run and nothing load but its own icon, and is never framed', () => {
    const h = securityHeaders('label', { https: true, scriptHashes: ['sha256-abc'] })
    expect(h['content-security-policy']).toBe(LABEL_CSP)
    expect(LABEL_CSP).toContain("default-src 'none'")
    expect(LABEL_CSP).not.toMatch(/script-src/)
    expect(LABEL_CSP).not.toContain('sha256-abc')
    expect(h['x-frame-options']).toBe('DENY')
    expect(h['strict-transport-security']).toBeDefined()
  })
})
