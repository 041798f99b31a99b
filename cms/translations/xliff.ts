/**
 * XLIFF, the file translators' tools (Trados, memoQ, Phrase, Crowdin) read and write: 2.0 (OASIS,
 * checked against its schema in tests/unit/xliff.test.ts) and 1.2 for the tools that prefer it. One
 * `<file>` per document, one `<unit>` per text, ids stable across exports (the document and the
 * text's path), notes for the translator (what the text is, why it is asked for, its limit). Plain text
 * only: the site's texts have no markup, so a target with inline codes is refused. Pure.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { problem, type Problem } from './reasons'

export type XliffVersion = '2.0' | '1.2'

/** A text to translate: its source, the translation there is (out of date), and notes. */
type OutUnit = { id: string; source: string; target?: string; notes: string[] }
export type OutFile = { id: string; notes: string[]; units: OutUnit[] }
export type OutDoc = { source: string; target: string; files: OutFile[] }

/** A text as a translated file has it. `state`: XLIFF 2.0's (initial, translated, reviewed, final), 1.2's mapped to them. */
type InUnit = { id: string; source: string; target: string | null; state: string | null }
type InFile = { id: string; units: InUnit[] }
export type InDoc = { version: XliffVersion; source: string; target: string | null; files: InFile[] }

/** Why a file cannot be read, naming where (file and unit ids) when the problem is in one text. */
export type ReadError = Problem

const NS_20 = 'urn:oasis:names:tc:xliff:document:2.0'
const NS_12 = 'urn:oasis:names:tc:xliff:document:1.2'

// Characters XML 1.0 cannot hold at all; XLIFF 2.0 writes them as <cp hex="…"/>.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text as XML content; a carriage return kept as a reference (a parser turns a bare one into \n). */
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;')
const escapeAttribute = (s: string) => escape(s).replace(/"/g, '&quot;')

const text20 = (s: string) =>
  escape(s).replace(NOT_XML, (c) => `<cp hex="${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}"/>`)
const text12 = (s: string) => escape(s).replace(NOT_XML, '')

export function writeXliff(doc: OutDoc, version: XliffVersion = '2.0'): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>']
  const a = escapeAttribute
  const files = doc.files.filter((f) => f.units.length > 0)
  if (version === '2.0') {
    lines.push(`<xliff xmlns="${NS_20}" version="2.0" srcLang="${a(doc.source)}" trgLang="${a(doc.target)}">`)
    for (const f of files) {
      lines.push(`  <file id="${a(f.id)}" original="${a(f.id)}">`)
      if (f.notes.length)
        lines.push('    <notes>', ...f.notes.map((n) => `      <note>${text20(n)}</note>`), '    </notes>')
      for (const u of f.units) {
        lines.push(`    <unit id="${a(u.id)}">`)
        if (u.notes.length)
          lines.push('      <notes>', ...u.notes.map((n) => `        <note>${text20(n)}</note>`), '      </notes>')
        lines.push(
          '      <segment state="initial">',
          `        <source xml:space="preserve">${text20(u.source)}</source>`,
          ...(u.target !== undefined ? [`        <target xml:space="preserve">${text20(u.target)}</target>`] : []),
          '      </segment>',
          '    </unit>',
        )
      }
      lines.push('  </file>')
    }
    lines.push('</xliff>', '')
    return lines.join('\n')
  }
  lines.push(`<xliff xmlns="${NS_12}" version="1.2">`)
  for (const f of files) {
    lines.push(
      `  <file original="${a(f.id)}" source-language="${a(doc.source)}" target-language="${a(doc.target)}" datatype="plaintext">`,
    )
    if (f.notes.length)
      lines.push('    <header>', ...f.notes.map((n) => `      <note>${text12(n)}</note>`), '    </header>')
    lines.push('    <body>')
    for (const u of f.units) {
      lines.push(
        `      <trans-unit id="${a(u.id)}" xml:space="preserve">`,
        `        <source>${text12(u.source)}</source>`,
        u.target !== undefined
          ? `        <target state="needs-review-translation">${text12(u.target)}</target>`
          : `        <target state="needs-translation"></target>`,
        ...u.notes.map((n) => `        <note>${text12(n)}</note>`),
        '      </trans-unit>',
      )
    }
    lines.push('    </body>', '  </file>')
  }
  lines.push('</xliff>', '')
  return lines.join('\n')
}

// --- Reading ---------------------------------------------------------------------------------------

/** fast-xml-parser's ordered tree: `{ tag: children, ':@': attributes }` or `{ '#text': text }`. */
type Node = Record<string, unknown>
const ATTRS = ':@'
const tagOf = (n: Node) => Object.keys(n).find((k) => k !== ATTRS) ?? ''
/** The local name: a prefix (`xlf:unit`) is dropped. */
const nameOf = (n: Node) => tagOf(n).replace(/^[\w-]+:/, '')
const kids = (n: Node) => (Array.isArray(n[tagOf(n)]) ? (n[tagOf(n)] as Node[]) : [])
const attr = (n: Node, name: string): string | null => {
  const a = n[ATTRS] as Record<string, unknown> | undefined
  const v = a?.[name]
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null
}
const elements = (n: Node, name: string) => kids(n).filter((k) => nameOf(k) === name)

class MarkupError extends Error {
  constructor(readonly tag: string) {
    super(`<${tag}>`)
  }
}
const inUnit = (err: unknown, file: string, unit: string): Problem =>
  err instanceof MarkupError
    ? problem('markup', { tag: err.tag }, { file, unit })
    : problem('notXml', { error: String(err), line: 0 }, { file, unit })

/** Inline content as plain text; markup the site cannot show throws with its name. */
function plain(n: Node): string {
  let out = ''
  for (const k of kids(n)) {
    const t = tagOf(k)
    if (t === '#text') out += String(k['#text'])
    else if (nameOf(k) === 'cp') out += String.fromCodePoint(parseInt(attr(k, 'hex') ?? '', 16) || 0xfffd)
    // Annotations around text (2.0's <mrk>, 1.2's <mrk> and <g>): the text stays.
    else if (nameOf(k) === 'mrk' || nameOf(k) === 'g') out += plain(k)
    else throw new MarkupError(nameOf(k))
  }
  return out
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  // Numeric character references (&#13;, &#x41;) as tools write them; fast-xml-parser decodes them with the HTML ones.
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
})

/** The text of an XLIFF 2.0 unit's segments and ignorables, in order (a tool may have split it). */
function unit20(u: Node): Omit<InUnit, 'id'> {
  let source = ''
  let target: string | null = null
  let state: string | null = null
  for (const part of kids(u).filter((k) => nameOf(k) === 'segment' || nameOf(k) === 'ignorable')) {
    const s = elements(part, 'source')[0]
    const t = elements(part, 'target')[0]
    const src = s ? plain(s) : ''
    source += src
    if (t) target = (target ?? '') + plain(t)
    // An ignorable (whitespace between segments) without a target stands for itself.
    else if (nameOf(part) === 'ignorable' && target !== null) target += src
    if (nameOf(part) === 'segment') {
      const st = attr(part, 'state') ?? 'initial'
      // The unit is as far as its least advanced segment.
      const order = ['initial', 'translated', 'reviewed', 'final']
      state = state === null || order.indexOf(st) < order.indexOf(state) ? st : state
    }
  }
  return { source, target, state }
}

/** XLIFF 1.2's target states, as 2.0 names them. */
function state12(s: string | null): string | null {
  if (s === null) return null
  if (s === 'final' || s === 'signed-off') return 'final'
  if (s === 'translated') return 'translated'
  if (s === 'reviewed' || s === 'needs-review-l10n' || s === 'needs-l10n') return 'reviewed'
  return 'initial'
}

/** Reads a translated XLIFF file; every problem found, each naming where it is. */
export function readXliff(xml: string): { doc: InDoc; errors: [] } | { doc: null; errors: ReadError[] } {
  // No document type: entity definitions are how a file can make a parser use gigabytes.
  if (/<!DOCTYPE/i.test(xml)) return { doc: null, errors: [problem('doctype')] }
  const valid = XMLValidator.validate(xml)
  if (valid !== true)
    return {
      doc: null,
      errors: [problem('notXml', { error: valid.err.msg.replace(/\.$/, ''), line: valid.err.line })],
    }
  const tree = parser.parse(xml) as Node[]
  const root = tree.find((n) => nameOf(n) === 'xliff')
  if (!root) return { doc: null, errors: [problem('notXliff')] }
  const version = attr(root, 'version')
  if (version !== '2.0' && version !== '1.2' && version !== '2.1' && version !== '2.2')
    return { doc: null, errors: [problem('version', { version: version ?? '—' })] }
  const errors: ReadError[] = []
  const files: InFile[] = []
  let source: string | null = null
  let target: string | null = null
  if (version !== '1.2') {
    source = attr(root, 'srcLang')
    target = attr(root, 'trgLang')
    const walk = (parent: Node, file: InFile) => {
      for (const k of kids(parent)) {
        if (nameOf(k) === 'group') walk(k, file)
        if (nameOf(k) !== 'unit') continue
        const id = attr(k, 'id') ?? ''
        try {
          file.units.push({ id, ...unit20(k) })
        } catch (err) {
          errors.push(inUnit(err, file.id, id))
        }
      }
    }
    for (const f of elements(root, 'file')) {
      const file: InFile = { id: attr(f, 'original') ?? attr(f, 'id') ?? '', units: [] }
      walk(f, file)
      files.push(file)
    }
  } else {
    for (const f of elements(root, 'file')) {
      source ??= attr(f, 'source-language')
      target ??= attr(f, 'target-language')
      const file: InFile = { id: attr(f, 'original') ?? '', units: [] }
      const walk = (parent: Node) => {
        for (const k of kids(parent)) {
          if (nameOf(k) === 'group' || nameOf(k) === 'body') walk(k)
          if (nameOf(k) !== 'trans-unit') continue
          const id = attr(k, 'id') ?? ''
          try {
            const s = elements(k, 'source')[0]
            const t = elements(k, 'target')[0]
            file.units.push({
              id,
              source: s ? plain(s) : '',
              target: t ? plain(t) : null,
              state: t ? state12(attr(t, 'state')) : null,
            })
          } catch (err) {
            errors.push(inUnit(err, file.id, id))
          }
        }
      }
      walk(f)
      files.push(file)
    }
  }
  if (!source) errors.push(problem('noSource'))
  if (errors.length) return { doc: null, errors }
  return { doc: { version: version === '1.2' ? '1.2' : '2.0', source: source!, target, files }, errors: [] }
}
