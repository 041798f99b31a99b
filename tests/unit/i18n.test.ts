/**
 * UI strings: every locale has every key of en.json (and no stray ones), no value is empty, the
 * {{placeholders}} match en, and every key of en.json is used somewhere in the source.
 *
 * "Used" means the full key appears as a string in src/, cms/ or server/ (the API's messages under
 * "api." live in cms/api), or the key matches one of DYNAMIC below: keys built at run time from a
 * prefix and a value. Add to DYNAMIC only with the file that builds the key.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/contract/locales'
import { fillCount, PLURAL_SUFFIX } from '../../src/contract/format'
import { expectedKeys, pluralBase, siteStrings } from '../../cms/translations/siteStrings'

const root = path.resolve(import.meta.dirname, '../..')
const flatten = (locale: string) => siteStrings(locale, root)

/** Keys built from a prefix at run time, with where. */
export const DYNAMIC: { pattern: RegExp; where: string }[] = [
  { pattern: /^nav\.(explore|discover|enjoy|shop)$/, where: 'src/components/BottomNav.astro: `nav.${tab.id}`' },
  { pattern: /^home\.(explore|discover|enjoy|shop)$/, where: 'src/pages/[locale]/index.astro: `home.${tile.id}`' },
  { pattern: /^location\.step[1-4]$/, where: 'src/components/Startup.astro: `location.${step}`' },
  { pattern: /^errors\./, where: 'gate and form errors: the message key is the error code (src/lib/gate.ts)' },
  {
    pattern: /^catalogue\.viewer\./,
    where: 'src/lib/catalogue/strings.ts: `catalogue.viewer.${key}`, `catalogue.viewer.titles.${kind}`',
  },
  {
    pattern: /^catalogue\.(discover|enjoy|shop|vendors|club|promotions)\.(title|intro)$/,
    where: 'src/components/catalogue/CardListPage.astro: `catalogue.${screen}.title` and `.intro`',
  },
  {
    pattern: /^(notFound|members\.(wineAdded|becomeMember|thankYou))\.(title|text)$/,
    where:
      'src/layouts/MessagePage.astro: `${texts}.title` and `.text`, texts from src/pages/[locale]/[message].astro and thankYou.astro',
  },
  {
    pattern: /^meta\.screenshots\.(home|hub|stories|explore)$/,
    where: 'src/lib/pwa.ts: `meta.screenshots.${label}`, labels from src/lib/screenshots.ts',
  },
  {
    pattern:
      /^label\.(category\.[a-z-]+|negligibleName\.[a-z]+|fat|saturates|carbohydrate|sugars|protein|salt|producer|bottler)$/,
    where:
      'src/lib/label.ts: `label.category.${category}`, `label.negligibleName.${nutrient}`, `label.${nutrient}`; src/pages/[locale]/e/[slug].astro: `label.${who}`',
  },
  { pattern: /^api\./, where: 'cms/api: message(locale, key) with keys built per error' },
  {
    pattern: /^members\./,
    where:
      'src/lib/members/strings.ts: memberStrings(locale, section) gives islands s[`section.key`]; tests/unit/members-strings.test.ts checks each is used',
  },
]

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) sources(p, out)
    else if (/\.(astro|tsx?|mjs|js)$/.test(name)) out.push(readFileSync(p, 'utf8'))
  }
  return out
}

const en = flatten('en')
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const enFamilies = new Set([...en.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(pluralBase))
/** The English string a locale's key translates: a plural form's English is its _other (or _one). */
const english = (key: string) => en.get(key) ?? en.get(`${pluralBase(key)}_other`)!

describe('locales', () => {
  it('en has keys', () => expect(en.size).toBeGreaterThan(50))

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has exactly the keys of en, none empty, same placeholders`, () => {
      const other = flatten(locale)
      const expected = expectedKeys(en, locale)
      const missing = [...expected].filter((k) => !other.has(k))
      const extra = [...other.keys()].filter((k) => !expected.has(k))
      const empty = [...other].filter(([, v]) => !v.trim()).map(([k]) => k)
      const badPlaceholders = [...other.keys()].filter(
        (k) => expected.has(k) && placeholders(english(k)).join() !== placeholders(other.get(k)!).join(),
      )
      expect({ missing, extra, empty, badPlaceholders }).toEqual({
        missing: [],
        extra: [],
        empty: [],
        badPlaceholders: [],
      })
    })
  }

  it('every key of en.json is used in the source (or built from a documented prefix)', () => {
    const text = ['src', 'cms', 'server'].flatMap((d) => sources(path.join(root, d))).join('\n')
    const used = (k: string) => text.includes(`'${k}'`) || text.includes(`"${k}"`) || text.includes(`\`${k}\``)
    const unused = [...en.keys()].filter(
      (k) => !DYNAMIC.some((d) => d.pattern.test(k)) && !used(k) && !used(pluralBase(k)),
    )
    expect(unused).toEqual([])
  })

  it('counts read right in every language: the counted strings have plural forms, filled with {{count}}', () => {
    expect([...enFamilies].sort()).toEqual(
      expect.arrayContaining(['api.throttle', 'api.validation.reset-throttle', 'members.forgot.countdown']),
    )
    for (const locale of LOCALES) {
      const strings = Object.fromEntries(flatten(locale))
      for (const base of enFamilies) {
        for (const n of [0, 1, 2, 5, 60]) {
          const text = fillCount(strings, locale, base, n)
          expect(text, `${locale} ${base} ${n}`).toContain(String(n))
          expect(text, `${locale} ${base} ${n}`).not.toMatch(/\{\{/)
        }
      }
    }
    const s = Object.fromEntries(en)
    expect(fillCount(s, 'en', 'members.forgot.countdown', 1)).toBe(
      'You can resend the password reset again in 1 second.',
    )
    expect(fillCount(s, 'en', 'members.forgot.countdown', 2)).toBe(
      'You can resend the password reset again in 2 seconds.',
    )
  })
})
