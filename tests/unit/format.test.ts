import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { fill, type Vars } from '../../src/contract/format'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', resources: {}, interpolation: { escapeValue: false }, initAsync: false })
// The one format fill knows, added to i18next as its documentation's example of a custom format.
i18n.services.formatter?.add('lowercase', (value: string) => value.toLowerCase())

const cases: [string, Vars][] = [
  ['In {{n}} seconds, {{ n }}!', { n: 5 }],
  ['{{x}} stays', {}],
  ['{{x}} given as undefined', { x: undefined }],
  ['null: [{{x}}]', { x: null }],
  ['{{n}} of {{total}}', { n: 0, total: 5 }],
  ['{{- email}} sent', { email: 'a&b@example.com' }],
  ['{{user.name}} rated', { user: { name: 'Ana' } }],
  ['no re-scan: {{a}}', { a: '{{b}}', b: 'x' }],
  ['{{place}}', { place: 'CA · 90210' }],
  ['{{a}}{{b}}', { a: true, b: 12.5 }],
  ['Pick {{label, lowercase}}', { label: 'Background Colour' }],
  ['{{label}} wählen', { label: 'Hintergrundfarbe' }],
]

describe('fill', () => {
  // t(key, vars) hands i18next the same object as data and as options.
  it.each(cases)('fills %s as i18next does', (text, vars) => {
    expect(fill(text, vars)).toBe(i18n.services.interpolator.interpolate(text, vars, 'en', vars))
  })
  it('keeps placeholders it is not given, fills the rest', () => {
    expect(fill('{{n}} / {{m}}', { n: 1 })).toBe('1 / {{m}}')
  })
})
