/**
 * One voice per language (docs/decisions.md, Every language first-class): each locale has a glossary, locales/glossary/<locale>.json,
 * that names who the text is written for, its register and punctuation, and for each word of the
 * product the form to use and the variants to avoid. No UI string (locales/<locale>.json) and no demo
 * content text (cms/seed/data: dictionaries and terms) may contain a variant the glossary avoids.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demo } from '../../cms/seed/data'
import type { DemoText } from '../../cms/seed/data/types'
import { LOCALES, type Locale } from '../../src/contract/locales'

type Term = { id: string; use: string; avoid?: string[]; note?: string }
type Glossary = {
  locale: Locale
  readers: string
  register: string
  punctuation: string
  terms: Term[]
  avoidPatterns?: { pattern: string; why: string }[]
}

/** The words of the product every glossary settles (docs/decisions.md, Every language first-class). */
export const REQUIRED_TERMS = [
  'palate',
  'passport',
  'journey',
  'discover',
  'enjoy',
  'explore',
  'signIn',
  'signUp',
  'signOut',
  'terms',
  'rating',
  'notes',
  'club',
  'promotion',
  'pairing',
]

const root = path.resolve(import.meta.dirname, '../..')
const glossary = (l: Locale) =>
  JSON.parse(readFileSync(path.join(root, 'locales/glossary', `${l}.json`), 'utf8')) as Glossary

function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]]
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k))
}

/** Every text of `locale`: UI strings by key, demo content texts by their English source. */
function textsOf(locale: Locale): [string, string][] {
  const ui = strings(JSON.parse(readFileSync(path.join(root, 'locales', `${locale}.json`), 'utf8')))
  const content: [string, string][] = []
  const walk = (v: unknown) => {
    if (v && typeof v === 'object' && typeof (v as DemoText).en === 'string') {
      const text = (v as DemoText)[locale]
      if (text) content.push([`content: ${(v as DemoText).en.slice(0, 50)}`, text])
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  walk(demo)
  return [...ui.map(([k, v]) => [`ui: ${k}`, v] as [string, string]), ...content]
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** An avoided word: as a whole word in scripts with spaces, anywhere in CJK text. */
const wordPattern = (word: string) =>
  new RegExp(/^[\p{Script=Latin}\s'’-]+$/u.test(word) ? `(?<![\\p{L}])${escape(word)}(?![\\p{L}])` : escape(word), 'iu')

describe('glossaries (locales/glossary)', () => {
  it.each(LOCALES)('%s: says who it is for, the register, the punctuation and every required term', (locale) => {
    const g = glossary(locale)
    expect(g.locale).toBe(locale)
    for (const field of ['readers', 'register', 'punctuation'] as const)
      expect(g[field].trim().length, field).toBeGreaterThan(10)
    const ids = g.terms.map((t) => t.id)
    expect(
      REQUIRED_TERMS.filter((id) => !ids.includes(id)),
      'terms missing',
    ).toEqual([])
    for (const t of g.terms) expect(t.use.trim(), t.id).not.toBe('')
    for (const t of g.terms)
      for (const a of t.avoid ?? [])
        expect(wordPattern(a).test(t.use), `${t.id}: "${t.use}" contains what it avoids, "${a}"`).toBe(false)
  })

  it.each(LOCALES)('%s: no UI string or demo text uses a variant the glossary avoids', (locale) => {
    const g = glossary(locale)
    const rules = [
      ...g.terms.flatMap((t) =>
        (t.avoid ?? []).map((a) => ({ re: wordPattern(a), why: `${t.id}: use "${t.use}", not "${a}"` })),
      ),
      ...(g.avoidPatterns ?? []).map((p) => ({ re: new RegExp(p.pattern, 'u'), why: p.why })),
    ]
    const found: string[] = []
    for (const [where, text] of textsOf(locale))
      for (const r of rules) if (r.re.test(text)) found.push(`${where} — ${r.why}: ${text.slice(0, 80)}`)
    expect(found).toEqual([])
  })
})
