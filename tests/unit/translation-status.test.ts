/** cms/translations: which texts a document has, and whether each locale's translation is missing, out of date or current. */
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { inLocale, setUnitText, slotsOf, unitsOf, type Unit } from '../../cms/translations/fields'
import { currentSources, localeStatus, sourceHash, sourcesAfterSave } from '../../cms/translations/status'

const fields: Field[] = [
  { name: 'name', label: { en: 'Name', pt: 'Nome' }, type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  {
    name: 'caf',
    type: 'group',
    label: 'Colour, aroma, flavour',
    fields: [{ name: 'colour', type: 'group', fields: [{ name: 'text', type: 'textarea', localized: true }] }],
  },
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Stories',
        fields: [
          {
            name: 'stories',
            label: 'Stories',
            type: 'array',
            fields: [
              { name: 'title', label: 'Title', type: 'text', localized: true, maxLength: 60 },
              { name: 'image', type: 'text' },
            ],
          },
        ],
      },
    ],
  },
] as Field[]

const doc = {
  name: { en: 'Norte Reserva', pt: 'Norte Reserva', de: 'Norte Reserva' },
  slug: 'norte',
  caf: { colour: { text: { en: 'Deep ruby.', pt: 'Rubi profundo.' } } },
  stories: [
    { id: 'r1', title: { en: 'The terraces', pt: 'Os socalcos' }, image: 'x' },
    { id: 'r2', title: { en: 'The cellar' }, image: 'y' },
  ],
}

describe('the texts of a document', () => {
  it('are its localized text fields, wherever they sit, one unit per array row, with labels for translators', () => {
    const units = unitsOf(slotsOf(fields), doc)
    expect(units.map((u) => [u.id, u.label])).toEqual([
      ['name', 'Name'],
      ['caf.colour.text', 'Colour, aroma, flavour › Colour › Text'],
      ['stories.r1.title', 'Stories › 1 › Title'],
      ['stories.r2.title', 'Stories › 2 › Title'],
    ])
    expect(units[2]).toMatchObject({ kind: 'text', maxLength: 60, texts: { en: 'The terraces', pt: 'Os socalcos' } })
  })

  it("set one text in a document read in one locale, an array row's by its id", () => {
    const inPt = { name: 'Norte Reserva', stories: [{ id: 'r1', title: 'Os socalcos' }, { id: 'r2' }] }
    expect(setUnitText(slotsOf(fields), inPt, 'stories.r2.title', 'A adega')).toBe(true)
    expect(setUnitText(slotsOf(fields), inPt, 'caf.colour.text', 'Rubi.')).toBe(true)
    expect(inPt).toMatchObject({
      stories: [{ title: 'Os socalcos' }, { title: 'A adega' }],
      caf: { colour: { text: 'Rubi.' } },
    })
    expect(setUnitText(slotsOf(fields), inPt, 'stories.gone.title', 'x')).toBe(false)
  })

  it('read in every locale, seen as one locale reads them: its texts, no fallback, the other fields kept', () => {
    expect(inLocale(fields, doc, 'pt')).toEqual({
      name: 'Norte Reserva',
      slug: 'norte',
      caf: { colour: { text: 'Rubi profundo.' } },
      stories: [
        { id: 'r1', title: 'Os socalcos', image: 'x' },
        { id: 'r2', title: null, image: 'y' },
      ],
    })
    // Only the fields asked for (what an import sends back).
    expect(inLocale(fields, doc, 'de', new Set(['stories']))).toEqual({
      stories: [
        { id: 'r1', title: null, image: 'x' },
        { id: 'r2', title: null, image: 'y' },
      ],
    })
  })
})

describe('a locale’s status', () => {
  const units = unitsOf(slotsOf(fields), doc)
  const pt = currentSources(units, 'en', 'pt')

  it('a text the source has and the locale lacks is missing; a new field is missing everywhere', () => {
    expect(localeStatus(units, 'en', 'pt', pt)).toEqual({ missing: ['stories.r2.title'], outdated: [] })
    expect(localeStatus(units, 'en', 'ja', {}).missing).toEqual(units.map((u) => u.id))
  })

  it('editing the source puts the translations made from it out of date', () => {
    const edited: Unit[] = units.map((u) =>
      u.id === 'caf.colour.text' ? { ...u, texts: { ...u.texts, en: 'Inky ruby.' } } : u,
    )
    expect(
      localeStatus(
        edited,
        'en',
        'pt',
        sourcesAfterSave({ before: units, after: edited, source: 'en', locale: 'en', sources: pt }),
      ),
    ).toEqual({
      missing: ['stories.r2.title'],
      outdated: ['caf.colour.text'],
    })
    // Put back as it was: current again.
    expect(localeStatus(units, 'en', 'pt', pt).outdated).toEqual([])
  })

  it('editing the translation makes it current; the other translations keep their sources', () => {
    const edited: Unit[] = units.map((u) =>
      u.id === 'caf.colour.text' ? { ...u, texts: { ...u.texts, en: 'Inky ruby.' } } : u,
    )
    const retranslated = edited.map((u) =>
      u.id === 'caf.colour.text' ? { ...u, texts: { ...u.texts, pt: 'Rubi escuro.' } } : u,
    )
    const next = sourcesAfterSave({ before: edited, after: retranslated, source: 'en', locale: 'pt', sources: pt })
    expect(next['caf.colour.text']).toBe(sourceHash('Inky ruby.'))
    expect(next.name).toBe(pt.name)
    expect(localeStatus(retranslated, 'en', 'pt', next).outdated).toEqual([])
  })

  it('an imported translation is current for the source the translator had, not the source of today', () => {
    const next = sourcesAfterSave({
      before: units,
      after: units.map((u) => (u.id === 'stories.r2.title' ? { ...u, texts: { ...u.texts, pt: 'A adega' } } : u)),
      source: 'en',
      locale: 'pt',
      sources: pt,
      translatedFrom: { 'stories.r2.title': 'The old cellar' },
    })
    expect(next['stories.r2.title']).toBe(sourceHash('The old cellar'))
  })

  it('a translation with no record of its source (written around the hooks) counts as out of date; a cleared one is missing', () => {
    expect(localeStatus(units, 'en', 'de', {}).outdated).toEqual(['name'])
    const cleared = units.map((u) => (u.id === 'name' ? { ...u, texts: { en: u.texts.en } } : u))
    const next = sourcesAfterSave({ before: units, after: cleared, source: 'en', locale: 'pt', sources: pt })
    expect(next.name).toBeUndefined()
    expect(localeStatus(cleared, 'en', 'pt', next).missing).toContain('name')
  })
})
