import { describe, it, expect } from 'vitest'
import { demo, source } from '../../cms/seed/data'
import { dictionary, englishTexts, TRANSLATED_LOCALES } from '../../cms/seed/data/translate'
import type { DemoText, Hex } from '../../cms/seed/data/types'
import { contrastRatio } from '../../src/contract/contrast'
import { LOCALES } from '../../src/contract/locales'

/** The demo content as the seed writes it: English texts completed from the dictionaries. */
const { wines, settings, clubs, discovers, enjoys, localPromotions, otherPopups, popups, promotions, shops, vendors } =
  demo
const MARKETS = ['US', 'GB', 'PT', 'ES', 'DE', 'FR', 'BR', 'JP']
const US_STATES = ['CA', 'NY', 'TX', 'FL', 'WA']

/** The site's own WCAG 2 contrast ratio (src/contract/contrast.ts). */
const contrast = (a: Hex, b: Hex): number => contrastRatio(a, b)!

/** Every localized text (an object with an `en` key) anywhere in a value, with its path. */
function localizedTexts(value: unknown, path = ''): [string, Record<string, unknown>][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => localizedTexts(v, `${path}[${i}]`))
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    if ('en' in obj) return [[path, obj]]
    return Object.entries(obj).flatMap(([k, v]) => localizedTexts(v, path ? `${path}.${k}` : k))
  }
  return []
}

const allContent = { wines, discovers, enjoys, shops, vendors, promotions, localPromotions, clubs, popups, otherPopups }

describe('demo wines', () => {
  it('has 9 wines with unique kebab-case slugs', () => {
    expect(wines).toHaveLength(9)
    const slugs = wines.map((w) => w.slug)
    expect(new Set(slugs).size).toBe(9)
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('covers the required styles', () => {
    const count = (style: string) => wines.filter((w) => w.style === style).length
    expect(count('red')).toBeGreaterThanOrEqual(4)
    expect(count('white')).toBeGreaterThanOrEqual(2)
    expect(count('rose')).toBeGreaterThanOrEqual(1)
    expect(count('sparkling')).toBeGreaterThanOrEqual(1)
    expect(count('sweet')).toBeGreaterThanOrEqual(1)
    expect(wines.some((w) => w.bottle.style === 'burgundy')).toBe(true)
  })

  it.each(wines.map((w) => [w.slug, w] as const))(
    '%s has stories, foods, portfolio and a matching bottle',
    (_slug, w) => {
      expect(w.stories.length).toBeGreaterThanOrEqual(3)
      expect(w.foods.length).toBeGreaterThanOrEqual(3)
      expect(w.portfolio.length).toBeGreaterThanOrEqual(2)
      expect(w.harvest).toMatch(w.style === 'sparkling' ? /^(NV|\d{4})$/ : /^\d{4}$/)
      const bottleStyles: Record<string, string[]> = {
        red: ['bordeaux', 'burgundy'],
        white: ['bordeaux', 'burgundy'],
        rose: ['rose'],
        sparkling: ['sparkling'],
        sweet: ['sweet'],
      }
      expect(bottleStyles[w.style]).toContain(w.bottle.style)
      expect(w.caf.colour.art.kind).toBe('glass')
      expect(w.caf.aroma.art.kind).toBe('aroma')
      expect(w.caf.flavour.art.kind).toBe('flavour')
      expect(new URL(w.url).hostname.endsWith('.example')).toBe(true)
    },
  )

  it('keeps taste profiles within 0..6 and coherent with the style', () => {
    for (const w of wines) {
      for (const v of Object.values(w.taste_profile)) {
        expect(Number.isInteger(v)).toBe(true)
        expect(v).toBeGreaterThanOrEqual(0)
        expect(v).toBeLessThanOrEqual(6)
      }
    }
    for (const w of wines.filter((x) => x.style === 'sweet'))
      expect(w.taste_profile.sweetness).toBeGreaterThanOrEqual(5)
    for (const w of wines.filter((x) => x.style === 'sparkling'))
      expect(w.taste_profile.acidity).toBeGreaterThanOrEqual(5)
    for (const w of wines.filter((x) => x.style === 'white' || x.style === 'sparkling'))
      expect(w.taste_profile.tannin).toBe(0)
  })

  it('gives each market at least 4 wines and leaves a wine out of JP and of US', () => {
    for (const c of MARKETS) expect(wines.filter((w) => w.countries.includes(c)).length, c).toBeGreaterThanOrEqual(4)
    for (const w of wines) for (const c of w.countries) expect(MARKETS).toContain(c)
    expect(wines.some((w) => !w.countries.includes('JP'))).toBe(true)
    expect(wines.some((w) => !w.countries.includes('US'))).toBe(true)
  })

  it('keeps slide texts phone-sized', () => {
    for (const w of wines) {
      for (const slide of [...w.stories, ...w.foods]) {
        for (const l of LOCALES) {
          const d = slide.description[l] ?? ''
          expect(d.length, `${w.slug} ${l}: ${d}`).toBeLessThanOrEqual(240)
        }
      }
    }
  })
})

describe('demo texts', () => {
  it('writes every localized text in all 11 locales', () => {
    const texts = [
      ...localizedTexts(allContent),
      ['settings.terms', settings.terms] as [string, Record<string, unknown>],
    ]
    // the walker must find every DemoText the types declare: 2 per card (name/title + description), plus the wine texts
    const perWine = wines.reduce(
      (n, w) => n + 2 + 3 + 2 * w.stories.length + 2 * w.foods.length + w.portfolio.length,
      0,
    )
    const cards = [discovers, enjoys, shops, vendors, promotions, localPromotions, clubs, popups].reduce(
      (n, l) => n + 2 * l.length,
      0,
    )
    expect(texts.length).toBe(perWine + cards + otherPopups.length + 1) // an other popup has a title only
    for (const [path, t] of texts) {
      for (const l of LOCALES) {
        expect(typeof t[l], `${path}.${l}`).toBe('string')
        expect((t[l] as string).trim().length, `${path}.${l}`).toBeGreaterThan(0)
      }
    }
  })

  it('writes the terms as 8-12 paragraphs in every locale', () => {
    for (const l of LOCALES) {
      const paragraphs = (settings.terms[l] ?? '').split(/\n\s*\n/).filter((p) => p.trim())
      expect(paragraphs.length, l).toBeGreaterThanOrEqual(8)
      expect(paragraphs.length, l).toBeLessThanOrEqual(13) // a title line plus up to 12 paragraphs
    }
  })
})

describe('demo dictionaries (cms/seed/data/i18n)', () => {
  // The terms are a document per locale (cms/seed/data/terms/<locale>.md), not a dictionary entry.
  const english = new Set([...englishTexts(source)].filter((en) => en !== source.settings.terms.en))
  it.each(TRANSLATED_LOCALES)('%s translates every English text of the data, and nothing else', (locale) => {
    const dict = dictionary(locale)
    const inline = (t: DemoText) => t[locale] !== undefined
    const needed = [...english].filter(
      (en) => !localizedTexts(source).some(([, t]) => (t as DemoText).en === en && inline(t as DemoText)),
    )
    expect(
      needed.filter((en) => !dict[en]?.trim()).map((en) => en.slice(0, 60)),
      'missing',
    ).toEqual([])
    expect(
      Object.keys(dict)
        .filter((en) => !english.has(en))
        .map((en) => en.slice(0, 60)),
      'stale: no longer in the data',
    ).toEqual([])
  })
})

describe('demo content by country', () => {
  it('has nothing at all for NZ', () => {
    const json = JSON.stringify(allContent)
    expect(json).not.toContain('"NZ"')
    const lists = [wines, discovers, enjoys, shops, vendors, promotions, localPromotions, clubs, popups, otherPopups]
    for (const list of lists) for (const item of list) expect(item.countries).not.toContain('NZ')
  })

  it('has exactly one newest promotion', () => {
    expect(promotions.filter((p) => p.newest)).toHaveLength(1)
  })

  it('has US-wide promotions and one for California only', () => {
    expect(promotions.some((p) => p.countries.length === 1 && p.countries[0] === 'US' && p.states.length === 0)).toBe(
      true,
    )
    expect(promotions.filter((p) => p.states.length === 1 && p.states[0] === 'CA')).toHaveLength(1)
  })

  it('places vendors in US states and zips, and elsewhere by country only', () => {
    const us = vendors.filter((v) => v.countries.includes('US'))
    expect(us.length).toBeGreaterThanOrEqual(10)
    for (const s of US_STATES)
      expect(
        us.some((v) => v.states.includes(s)),
        s,
      ).toBe(true)
    expect(us.some((v) => v.zip_codes.length === 0)).toBe(true)
    expect(us.some((v) => v.zip_codes.length > 0)).toBe(true)
    for (const v of us) for (const z of v.zip_codes) expect(z).toMatch(/^\d{5}$/)
    for (const c of ['GB', 'PT', 'DE']) {
      const local = vendors.filter((v) => v.countries.includes(c))
      expect(local.length, c).toBeGreaterThanOrEqual(2)
      for (const v of local) {
        expect(v.states).toEqual([])
        expect(v.zip_codes).toEqual([])
      }
    }
  })

  it('links shops internally to /vendors and externally to .example sites', () => {
    expect(shops.some((s) => s.link_type === 'internal' && s.link === '/vendors')).toBe(true)
    const links = [discovers, enjoys, shops, vendors, promotions, localPromotions, clubs].flat().map((x) => x.link)
    for (const link of links) {
      if (link.startsWith('/')) continue
      expect(new URL(link).hostname.endsWith('.example'), link).toBe(true)
    }
  })
})

describe('demo colours (WCAG contrast >= 4.5)', () => {
  const pairs: [string, Hex, Hex][] = []
  for (const w of wines) {
    for (const [k, c] of Object.entries(w.caf)) pairs.push([`${w.slug} caf.${k}`, c.text_color, c.text_bg_color])
    w.stories.forEach((s, i) => pairs.push([`${w.slug} stories[${i}]`, s.text_color, s.text_background_color]))
    w.foods.forEach((f, i) => pairs.push([`${w.slug} foods[${i}]`, f.text_color, f.background_text]))
  }
  enjoys.forEach((e, i) => pairs.push([`enjoys[${i}]`, e.text_color, e.background_color]))
  shops.forEach((s, i) => pairs.push([`shops[${i}]`, s.text_color, s.background_color]))

  it('measures contrast as WCAG 2 does (known values)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it.each(pairs)('%s', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5)
  })
})
