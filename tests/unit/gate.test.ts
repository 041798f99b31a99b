import { describe, expect, it } from 'vitest'
import { firstVisitCookies, gatePassedCookies, validateGate, type GateInput } from '../../src/lib/gate'
import { cookieString } from '../../src/lib/cookies'

describe('gate validation (spec §5)', () => {
  const table: [string, GateInput, ReturnType<typeof validateGate>][] = [
    ['nothing chosen', { adult: null, country: null, terms: false }, 'please-fields'],
    ['answer missing', { adult: null, country: 'US', terms: true }, 'please-fields'],
    ['country missing', { adult: 'yes', country: null, terms: true }, 'please-fields'],
    ['country empty', { adult: 'yes', country: '', terms: true }, 'please-fields'],
    ['no, with country', { adult: 'no', country: 'US', terms: true }, 'you-not-18'],
    ['no, without country', { adult: 'no', country: null, terms: true }, 'please-fields'],
    ['terms not accepted', { adult: 'yes', country: 'US', terms: false }, 'accept-term'],
    ['no and terms not accepted', { adult: 'no', country: 'US', terms: false }, 'you-not-18'],
    ['all good', { adult: 'yes', country: 'US', terms: true }, null],
  ]
  it.each(table)('%s', (_n, input, expected) => expect(validateGate(input)).toBe(expected))
})

describe('gate cookies (spec §4, §9)', () => {
  it('writes the passed state with the spec lifetimes', () => {
    const cookies = Object.fromEntries(gatePassedCookies('us', 'ja').map((c) => [c.name, c]))
    expect(cookies.firstVisit).toMatchObject({ value: 'false', maxAge: 7 * 86400 })
    expect(cookies.acceptTerms).toMatchObject({ value: 'true', maxAge: 7 * 86400 })
    expect(cookies.adult).toMatchObject({ value: 'true', maxAge: 7 * 86400 })
    expect(cookies.country).toMatchObject({ value: 'US', maxAge: 30 * 86400 })
    expect(cookies.locale).toMatchObject({ value: 'ja', maxAge: 30 * 86400 })
  })
  it('serialises site-wide, Lax, Secure only on https', () => {
    expect(cookieString({ name: 'country', value: 'US', maxAge: 60 }, false)).toBe(
      'country=US; Max-Age=60; Path=/; SameSite=Lax',
    )
    expect(cookieString({ name: 'locale', value: 'zh-Hant', maxAge: 60 }, true)).toBe(
      'locale=zh-Hant; Max-Age=60; Path=/; SameSite=Lax; Secure',
    )
  })
})

import { filterCountries, foldForSearch, termsParagraphs } from '../../src/lib/gate'

describe('gate country search', () => {
  const list = [
    { code: 'AT', name: 'Österreich' },
    { code: 'DE', name: 'Deutschland' },
    { code: 'US', name: 'Vereinigte Staaten' },
    { code: 'GB', name: 'Vereinigtes Königreich' },
    { code: 'JP', name: '日本' },
  ]
  it('folds case and accents', () => expect(foldForSearch('ÖsTerReich')).toBe('osterreich'))
  it('an empty query gives the whole list', () => expect(filterCountries(list, '  ')).toHaveLength(5))
  it('matches name starts first, then anywhere in the name', () => {
    expect(filterCountries(list, 'ver').map((c) => c.code)).toEqual(['US', 'GB'])
    expect(filterCountries(list, 'reich').map((c) => c.code)).toEqual(['AT', 'GB'])
  })
  it('finds accented names without the accents, CJK names, and codes', () => {
    expect(filterCountries(list, 'oster').map((c) => c.code)).toEqual(['AT'])
    expect(filterCountries(list, '日').map((c) => c.code)).toEqual(['JP'])
    expect(filterCountries(list, 'us').map((c) => c.code)).toEqual(['US'])
  })
  it('no match gives none', () => expect(filterCountries(list, 'xyz')).toEqual([]))
})

describe('terms paragraphs', () => {
  it('drops a title line, splits paragraphs and sets short lead sentences apart', () => {
    const text =
      'Terms and conditions of use\n\nAbout these terms. You agree.\n\nA long paragraph without a short lead sentence, because this first sentence runs on for far too long to be a lead.'
    expect(termsParagraphs(text)).toEqual([
      { lead: 'About these terms.', text: 'You agree.' },
      {
        lead: null,
        text: 'A long paragraph without a short lead sentence, because this first sentence runs on for far too long to be a lead.',
      },
    ])
  })
  it('handles Japanese full stops and empty text', () => {
    expect(termsParagraphs('利用規約について。同意します。')).toEqual([
      { lead: '利用規約について。', text: '同意します。' },
    ])
    expect(termsParagraphs(null)).toEqual([])
  })
})

describe('firstVisitCookies (spec §4 first visit)', () => {
  it('writes firstVisit true, acceptTerms false, country null and adult false for 7 days, once', () => {
    const writes = firstVisitCookies({})
    expect(writes.map((w) => [w.name, w.value, w.maxAge / 86400])).toEqual([
      ['firstVisit', 'true', 7],
      ['acceptTerms', 'false', 7],
      ['country', 'null', 7],
      ['adult', 'false', 7],
    ])
    expect(firstVisitCookies({ firstVisit: 'true' })).toEqual([])
  })

  it('keeps a country the visitor still has', () => {
    expect(firstVisitCookies({ country: 'PT' }).map((w) => w.name)).toEqual(['firstVisit', 'acceptTerms', 'adult'])
  })
})
