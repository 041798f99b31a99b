/**
 * cms/translations/xliff.ts: what staff send translators is valid XLIFF 2.0 (OASIS's schema, checked by
 * xmllint from Debian's libxml2-utils), reads back as written, survives a second, independent XLIFF
 * library (the `xliff` package) opening and saving it, and a file that is not right is refused saying where.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import js2xliff from 'xliff/js2xliff'
import xliff2js from 'xliff/xliff2js'
import { afterAll, describe, expect, it } from 'vitest'
import { readXliff, writeXliff, type OutDoc } from '../../cms/translations/xliff'

const SCHEMA = path.resolve('tests/fixtures/xliff-2.0/xliff_core_2.0.xsd')
const dir = mkdtempSync(path.join(tmpdir(), 'xliff-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** xmllint's verdict on `xml` against the XLIFF 2.0 schema: '' when valid, else what it said. */
function schemaErrors(xml: string): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.xlf`)
  writeFileSync(file, xml)
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, file], { stdio: 'pipe' })
    return ''
  } catch (err) {
    const e = err as { code?: string; stderr?: Buffer }
    if (e.code === 'ENOENT') throw new Error('xmllint is missing: apt-get install libxml2-utils (.ci/run does)')
    return e.stderr?.toString() ?? String(err)
  }
}

const tricky = 'Tinto & "rosé" <b>not a tag</b>\nsecond line\r\n\ttab · 葡萄酒 · 🍷 · \u0007bell'
const doc: OutDoc = {
  source: 'en',
  target: 'de',
  files: [
    {
      id: 'wines.4ae0e82c-1d2b-4c1a-9f00-000000000001',
      notes: ['Wine: Norte Grande Reserva'],
      units: [
        { id: 'name', source: 'Norte Grande Reserva', notes: ['Name', 'Missing in German.'] },
        {
          id: 'stories.65a1b2c3d4e5f6a7b8c9d0e1.title',
          source: tricky,
          target: 'Altes Deutsch',
          notes: ['Stories › 1 › Title', 'Out of date: the English changed.', 'At most 60 characters.'],
        },
      ],
    },
    { id: 'global.settings', notes: [], units: [] },
  ],
}

describe('XLIFF 2.0 out', () => {
  const xml = writeXliff(doc, '2.0')

  it('is valid against the OASIS schema', () => {
    expect(schemaErrors(xml)).toBe('')
  })

  it('reads back as written: ids, sources, the old translation, every character', () => {
    const read = readXliff(xml)
    expect(read.errors).toEqual([])
    expect(read.doc).toEqual({
      version: '2.0',
      source: 'en',
      target: 'de',
      files: [
        {
          id: 'wines.4ae0e82c-1d2b-4c1a-9f00-000000000001',
          units: [
            { id: 'name', source: 'Norte Grande Reserva', target: null, state: 'initial' },
            { id: 'stories.65a1b2c3d4e5f6a7b8c9d0e1.title', source: tricky, target: 'Altes Deutsch', state: 'initial' },
          ],
        },
      ],
    })
  })

  it('a document with nothing to translate is left out (XLIFF has no empty file)', () => {
    expect(xml).not.toContain('global.settings')
  })

  it('opened and saved again by another XLIFF library, with the translations filled in, reads back the same', async () => {
    const js = (await xliff2js(xml)) as {
      resources: Record<string, Record<string, { source: string; target?: string }>>
    }
    const file = js.resources['wines.4ae0e82c-1d2b-4c1a-9f00-000000000001']
    file.name.target = 'Norte Grande Reserva'
    file['stories.65a1b2c3d4e5f6a7b8c9d0e1.title'].target = 'Die Terrassen & „Keller“'
    const saved = (await js2xliff(js)) as string
    expect(schemaErrors(saved)).toBe('')
    const read = readXliff(saved)
    expect(read.errors).toEqual([])
    const units = read.doc!.files[0].units
    expect(units.map((u) => [u.id, u.target])).toEqual([
      ['name', 'Norte Grande Reserva'],
      ['stories.65a1b2c3d4e5f6a7b8c9d0e1.title', 'Die Terrassen & „Keller“'],
    ])
  })
})

describe('XLIFF 1.2', () => {
  it('is written for the tools that prefer it, and read back', () => {
    const read = readXliff(writeXliff(doc, '1.2'))
    expect(read.errors).toEqual([])
    expect(read.doc).toMatchObject({ version: '1.2', source: 'en', target: 'de' })
    expect(read.doc!.files[0].units[1]).toMatchObject({ target: 'Altes Deutsch', state: 'initial' })
  })
})

describe('a translated file', () => {
  const unit = (body: string) => `<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
  <file id="f1" original="wines.x"><unit id="name">${body}</unit></file>
</xliff>`

  it('split into segments by a tool reads as one text, the unit as far as its least advanced segment', () => {
    const read = readXliff(
      unit(
        '<segment state="final"><source>One.</source><target>Eins.</target></segment><ignorable><source> </source></ignorable>' +
          '<segment state="translated"><source>Two.</source><target>Zwei.</target></segment>',
      ),
    )
    expect(read.doc!.files[0].units[0]).toEqual({
      id: 'name',
      source: 'One. Two.',
      target: 'Eins. Zwei.',
      state: 'translated',
    })
  })

  it('with markup in a target is refused, naming the document, the text and the tag', () => {
    const read = readXliff(unit('<segment><source>Hi</source><target>Hallo <ph id="1"/></target></segment>'))
    expect(read.doc).toBeNull()
    expect(read.errors).toMatchObject([
      {
        file: 'wines.x',
        unit: 'name',
        code: 'markup',
        reason: '<ph> is a tag or a code, markup the site cannot show: write plain text.',
      },
    ])
  })

  it('that is not XML, not XLIFF, or declares entities is refused with the reason', () => {
    expect(readXliff('<xliff><file>').errors[0].reason).toMatch(/^The file is not well-formed XML: .+ \(line \d+\)\.$/)
    expect(readXliff('<?xml version="1.0"?><html/>').errors[0].reason).toBe(
      'The file is XML, but not XLIFF (no <xliff> element).',
    )
    expect(readXliff('<!DOCTYPE x [<!ENTITY a "aaaa">]><xliff version="2.0" srcLang="en"/>').errors[0].reason).toBe(
      'The file declares a document type; XLIFF has none.',
    )
    expect(readXliff('<xliff version="3.0" srcLang="en"/>').errors[0].reason).toBe(
      'XLIFF version 3.0 is not read here: use 2.0 or 1.2.',
    )
  })
})
