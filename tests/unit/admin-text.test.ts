/**
 * The admin in the staff member's language (docs/decisions.md, Every language first-class): every
 * label, description, collection name and option of our collections and globals is in every admin
 * language (cms/i18n/adminText.ts, from cms/i18n/texts/*.json), never a plain English string; our
 * components read one language from Payload's i18n; and the dictionaries hold no text that nothing uses.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ADMIN_LANGUAGES, type AdminLanguage } from '../../cms/i18n/adminLanguages'
import { ADMIN_TRANSLATIONS } from '../../cms/i18n/adminTranslations'
import { ADMIN_TEXT_KEYS, ADMIN_TEXTS_BY_LANGUAGE, adminText, adminTexts } from '../../cms/i18n/adminText'
import { initI18n } from '@payloadcms/translations'
import { createClientConfig } from 'payload'
import { ADMIN_TEXT_NAMESPACE, adminTextIn, labelIn } from '../../cms/i18n/adminTextIn'
import { siteLocaleOf } from '../../cms/i18n/cldrNames'

const root = path.resolve(import.meta.dirname, '../..')
const LANGUAGES = Object.keys(ADMIN_LANGUAGES) as AdminLanguage[]
const ENTRIES = ADMIN_TEXT_KEYS

const placeholders = (text: string) => [...text.matchAll(/\{\{-?\s*(\w+)/g)].map((m) => m[1])

/** Every .ts/.tsx file under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    if (d.isDirectory()) return sourceFiles(p)
    return /\.tsx?$/.test(d.name) ? [p] : []
  })
}

/** The string literals of a source file, as values (quotes and escapes resolved). */
function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text)
    node.forEachChild(visit)
  }
  visit(source)
  return found
}

/**
 * The files a module reaches through value imports (type-only imports are erased), each as the chain
 * that reaches it; relative imports only, which is how cms/ imports its own files.
 */
function valueImports(file: string, chain: string[] = [file], seen = new Set<string>()): string[][] {
  const found: string[][] = []
  const source = readFileSync(file, 'utf8')
  for (const m of source.matchAll(/^import\s+(type\s)?[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)) {
    if (m[1]) continue
    const base = path.resolve(path.dirname(file), m[2])
    const target = [base, `${base}.ts`, `${base}.tsx`].find((f) => existsSync(f) && !statSync(f).isDirectory())
    if (!target || seen.has(target)) continue
    seen.add(target)
    found.push([...chain, target])
    if (/\.tsx?$/.test(target)) found.push(...valueImports(target, [...chain, target], seen))
  }
  return found
}

type Term = { id: string; use: string; avoid?: string[] }
type Glossary = { terms: Term[]; avoidPatterns?: { pattern: string; why: string }[] }
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** As tests/unit/glossary.test.ts: a whole word in scripts with spaces, anywhere in CJK text. */
const wordPattern = (word: string) =>
  new RegExp(/^[\p{Script=Latin}\s'’-]+$/u.test(word) ? `(?<![\\p{L}])${escape(word)}(?![\\p{L}])` : escape(word), 'iu')

describe('admin texts (cms/i18n/adminText.ts)', () => {
  it('gives every entry in all 11 admin languages, with the same placeholders as the English', () => {
    expect(LANGUAGES).toHaveLength(11)
    const problems: string[] = []
    for (const en of ENTRIES) {
      const texts = adminTexts(en)
      for (const language of LANGUAGES) {
        const text = texts[language]
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${language} missing: ${en}`)
        else if (text !== text.trim()) problems.push(`${language} has outer spaces: ${en}`)
        else if (placeholders(text).some((p) => !placeholders(en).includes(p)))
          problems.push(`${language} has a placeholder the English lacks: ${en}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('writes placeholders one way, as the site does: {{name}} (src/contract/format.ts fill)', () => {
    // A single-brace {name} would be shown to staff as written; {slug} in an address is text, not a placeholder.
    const single = /(?<!\{)\{(?!slug\})\w+\}(?!\})/
    const problems = ENTRIES.flatMap((en) =>
      Object.entries(adminTexts(en))
        .filter(([, text]) => single.test(text))
        .map(([language]) => `${language}: ${en}`),
    )
    expect(problems).toEqual([])
  })

  it('keeps one JSON file per language with the same entries, in the same order', () => {
    const dir = path.join(root, 'cms/i18n/texts')
    expect(readdirSync(dir).sort()).toEqual(
      LANGUAGES.filter((l) => l !== 'en')
        .map((l) => `${l}.json`)
        .sort(),
    )
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const entries = JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Record<string, unknown>
      expect(Object.keys(entries), language).toEqual([...ENTRIES])
      expect(ADMIN_TEXTS_BY_LANGUAGE[language as Exclude<AdminLanguage, 'en'>]).toEqual(entries)
    }
  })

  it("registers every language's texts with Payload's i18n, where components read the staff member's", () => {
    const de = ADMIN_TRANSLATIONS.de as Record<string, Record<string, string>>
    expect(de[ADMIN_TEXT_NAMESPACE]['Recent publishes']).toBe('Letzte Veröffentlichungen')
    // What Payload's initI18n hands a component: its translations merged with ours for one language.
    const i18n = { translations: { authentication: {}, ...ADMIN_TRANSLATIONS.fr } }
    expect(adminTextIn(i18n, 'Live since {{time}}.', { time: '14:05' })).toBe('En ligne depuis 14:05.')
    // English has no file: the key is the text.
    expect(adminTextIn({ translations: ADMIN_TRANSLATIONS.en }, 'Recent publishes')).toBe('Recent publishes')
    expect(adminTextIn({ translations: {} }, 'Live since {{time}}.', { time: '9:00' })).toBe('Live since 9:00.')
  })

  it("gives Payload labels as functions of the staff member's language, however Payload calls them", async () => {
    const label = adminText('Recent publishes')
    expect(label({ i18n: { language: 'de' } })).toBe('Letzte Veröffentlichungen')
    expect(label({ i18n: { language: 'xx' } })).toBe('Recent publishes')
    // Tabs and a collection's description get Payload's `t` alone: it answers the namespace's language mark.
    const config = {
      supportedLanguages: ADMIN_LANGUAGES,
      fallbackLanguage: 'en' as const,
      translations: ADMIN_TRANSLATIONS,
    }
    for (const language of ['ja', 'zh-TW', 'en'] as const) {
      const i18n = await initI18n({ config, context: 'client', language })
      expect(label({ t: i18n.t as (key: string) => string })).toBe(adminTexts('Recent publishes')[language])
    }
    expect(label({})).toBe('Recent publishes')
    // What we send or write ourselves reads any of Payload's forms of a label.
    expect(labelIn(label, 'fr')).toBe('Publications récentes')
    expect(labelIn({ en: 'Wine', pt: 'Vinho' }, 'pt')).toBe('Vinho')
    expect(labelIn({ en: 'Wine' }, 'pt')).toBe('Wine')
    expect(labelIn('Wine', 'pt')).toBe('Wine')
    expect(labelIn(undefined, 'pt')).toBeUndefined()
  })

  it("leaves no function in Payload's client config, which goes to the browser (a label Payload copies as it is)", async () => {
    const config = await (await import('../../payload.config')).default
    const i18n = await initI18n({ config: config.i18n, context: 'client', language: 'de' })
    const clientConfig = createClientConfig({ config, i18n, importMap: {}, user: true })
    const functions: string[] = []
    const seen = new Set<unknown>()
    const walk = (value: unknown, at: string) => {
      if (typeof value === 'function') functions.push(at)
      if (!value || typeof value !== 'object' || seen.has(value)) return
      seen.add(value)
      for (const [key, v] of Object.entries(value)) walk(v, `${at}.${key}`)
    }
    walk(clientConfig, 'clientConfig')
    expect(functions).toEqual([])
    // …and it is in German: a collection's name and a field's description.
    const wines = clientConfig.collections.find((c) => c.slug === 'wines')
    expect(wines?.labels.singular).toBe(adminTexts('Wine').de)
  }, 60_000)

  it('sends the browser one language: no client component reaches the dictionaries', () => {
    const clientFiles = sourceFiles(path.join(root, 'cms/components')).filter((f) =>
      /^['"]use client['"]/.test(readFileSync(f, 'utf8')),
    )
    const problems = clientFiles.flatMap((file) =>
      valueImports(file)
        .filter((chain) => /cms\/i18n\/(adminText\.ts|texts\/)/.test(chain.at(-1) ?? ''))
        .map((chain) => chain.map((f) => path.relative(root, f)).join(' → ')),
    )
    expect(problems).toEqual([])
  })

  it('refuses a text it has no translations for', () => {
    expect(() => adminText('A label nobody translated')).toThrow(/no entry/)
    expect(() => adminTexts('A label nobody translated')).toThrow(/no entry/)
  })

  it('holds no entry that nothing in cms/ uses', () => {
    const skip = (file: string) =>
      /^cms\/(seed|migrations)\/|^cms\/payload-types\.ts$|^cms\/i18n\/adminText\.ts$/.test(
        path.relative(root, file).split(path.sep).join('/'),
      )
    const used = new Set(
      sourceFiles(path.join(root, 'cms'))
        .filter((f) => !skip(f))
        .flatMap(stringLiterals),
    )
    expect(ENTRIES.filter((en) => !used.has(en))).toEqual([])
  })

  it("uses each language's glossary: no variant it avoids", () => {
    const found: string[] = []
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const file = path.join(root, 'locales/glossary', `${siteLocaleOf(language)}.json`)
      if (!existsSync(file)) continue
      const g = JSON.parse(readFileSync(file, 'utf8')) as Glossary
      const rules = [
        ...g.terms.flatMap((t) =>
          (t.avoid ?? []).map((a) => ({ re: wordPattern(a), why: `${t.id}: use "${t.use}", not "${a}"` })),
        ),
        ...(g.avoidPatterns ?? []).map((p) => ({ re: new RegExp(p.pattern, 'u'), why: p.why })),
      ]
      for (const en of ENTRIES) {
        const text = adminTexts(en)[language]
        // Site paths (/discover, /explore/{slug}) are addresses, not words.
        const words = text.replace(/\/[A-Za-z][\w{}/-]*/g, '/…')
        for (const r of rules) if (r.re.test(words)) found.push(`${language} "${text}" — ${r.why}`)
      }
    }
    expect(found).toEqual([])
  })
})

/** What Payload shows as a label or description: a record of every language, or a function it calls per language. */
function checkText(where: string, value: unknown, problems: string[]) {
  if (typeof value === 'function') {
    for (const language of LANGUAGES) {
      const text: unknown = value({ i18n: { language, fallbackLanguage: 'en' }, t: (key: string) => key })
      if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${where}: no ${language} text from its label function`)
    }
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    const missing = LANGUAGES.filter((l) => typeof record[l] !== 'string' || (record[l] as string).trim() === '')
    if (missing.length) problems.push(`${where}: no ${missing.join(', ')}`)
  } else {
    problems.push(`${where}: ${JSON.stringify(value)} is not in every language (use adminText)`)
  }
}

type AnyField = Record<string, unknown> & { admin?: Record<string, unknown> }

/** Labels, descriptions, row labels and options of a field tree; fields hidden from the admin are skipped. */
function checkFields(fields: AnyField[], where: string, problems: string[]) {
  for (const field of fields) {
    if (field.admin?.hidden) continue
    const name = typeof field.name === 'string' ? field.name : undefined
    const at = `${where}.${name ?? String(field.type)}`
    if (field.type === 'tabs') {
      for (const tab of field.tabs as AnyField[]) {
        const tabAt = `${at}[${typeof tab.name === 'string' ? tab.name : 'tab'}]`
        checkText(`${tabAt} label`, tab.label, problems)
        if (tab.description !== undefined) checkText(`${tabAt} description`, tab.description, problems)
        checkFields(tab.fields as AnyField[], tabAt, problems)
      }
      continue
    }
    // A named field without a label shows Payload's English made from its name; `label: false` hides it on purpose.
    if ((name !== undefined || field.type === 'collapsible') && field.label !== false)
      checkText(`${at} label`, field.label, problems)
    if (field.admin?.description !== undefined) checkText(`${at} description`, field.admin.description, problems)
    const labels = field.labels as { singular?: unknown; plural?: unknown } | undefined
    if (labels) {
      checkText(`${at} labels.singular`, labels.singular, problems)
      checkText(`${at} labels.plural`, labels.plural, problems)
    }
    if (Array.isArray(field.options)) {
      for (const option of field.options as unknown[]) {
        if (typeof option === 'string')
          problems.push(`${at} option "${option}": a bare value shows as is (give it a label)`)
        else
          checkText(
            `${at} option ${String((option as { value: unknown }).value)}`,
            (option as { label: unknown }).label,
            problems,
          )
      }
    }
    // Our components read their texts from Payload's i18n (cms/i18n/adminTextIn.ts); a plain string in
    // their clientProps is a field name, an address (the origin QR codes hold), or an English text the
    // component translates, which must then be an entry.
    for (const component of Object.values((field.admin?.components ?? {}) as Record<string, unknown>)) {
      const props = (component as { clientProps?: Record<string, unknown> } | undefined)?.clientProps ?? {}
      for (const [key, value] of Object.entries(props))
        if (
          typeof value === 'string' &&
          !/^[a-z_]+$/.test(value) &&
          !/^https?:\/\/[^\s]+$/.test(value) &&
          !ENTRIES.includes(value)
        )
          problems.push(`${at} clientProps.${key}: "${value}" is English only`)
    }
    if (Array.isArray(field.fields)) checkFields(field.fields as AnyField[], at, problems)
  }
}

/** The configs a folder's modules export (anything with a slug and fields). */
async function configsIn(folder: string): Promise<AnyField[]> {
  const dir = path.join(root, folder)
  const modules = await Promise.all(
    readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => import(path.join(dir, f)) as Promise<Record<string, unknown>>),
  )
  return modules
    .flatMap((m) => Object.values(m))
    .filter(
      (v): v is AnyField =>
        !!v &&
        typeof v === 'object' &&
        typeof (v as AnyField).slug === 'string' &&
        Array.isArray((v as AnyField).fields),
    )
}

describe("the admin's collections and globals", () => {
  it('name, describe and label everything in every admin language', async () => {
    // As Payload holds them once it has sanitized the config: the defaults it adds (an array's row
    // names, made in English from the field's name) show only then.
    await (
      await import('../../payload.config')
    ).default
    const [collections, globals] = await Promise.all([configsIn('cms/collections'), configsIn('cms/globals')])
    expect(collections.map((c) => c.slug).sort()).toEqual(
      expect.arrayContaining([
        'avatars',
        'clubs',
        'discovers',
        'enjoys',
        'local-promotions',
        'media',
        'members',
        'other-popups',
        'passports',
        'popups',
        'promotions',
        'rate-limits',
        'sessions',
        'shops',
        'tracking-records',
        'users',
        'vendors',
        'wines',
      ]),
    )
    expect(globals.map((g) => g.slug).sort()).toEqual(['countries', 'settings'])
    const problems: string[] = []
    for (const c of collections) {
      const labels = c.labels as { singular?: unknown; plural?: unknown } | undefined
      checkText(`${c.slug} labels.singular`, labels?.singular, problems)
      checkText(`${c.slug} labels.plural`, labels?.plural, problems)
    }
    for (const g of globals) checkText(`${g.slug} label`, g.label, problems)
    for (const config of [...collections, ...globals]) {
      if (config.admin?.group !== undefined && config.admin.group !== false)
        checkText(`${config.slug} group`, config.admin.group, problems)
      if (config.admin?.description !== undefined)
        checkText(`${config.slug} description`, config.admin.description, problems)
      checkFields(config.fields as AnyField[], String(config.slug), problems)
    }
    expect(problems).toEqual([])
  })
})
