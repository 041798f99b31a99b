/**
 * Inputs made from a declared JSON Schema (the API's /api/openapi.json), as an outside fuzzer makes
 * them: one value each property's schema allows, and for each keyword a value it forbids.
 */
export type Schema = {
  type?: string | string[]
  enum?: unknown[]
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  anyOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
}

const types = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : [])
const matches = (s: Schema, v: string) => !s.pattern || new RegExp(s.pattern, 'u').test(v)

/** An address no one has used in the run (a sign-up with it is new). */
const freshEmail = () => `contract-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/**
 * Strings tried, in order, for a pattern: the first the pattern takes is the allowed value, the first
 * it refuses the forbidden one (an email's pattern takes the address, issue 47).
 */
const patternTries = () => [
  'US',
  'en',
  `sess-${'a'.repeat(9)}`,
  'idem-key-0001',
  freshEmail(),
  '!',
  '0',
  'x'.repeat(300),
]

/**
 * A value `s` allows. `known` gives values for fields whose meaning the schema cannot say (a real
 * password, a wine id), by property name; the rest is made from the keywords.
 */
export function allowedValue(s: Schema, name: string, known: Record<string, unknown>): unknown {
  if (name in known) return known[name]
  if (s.enum) return s.enum.find((v) => v !== null)
  if (s.anyOf) return allowedValue(s.anyOf[0], name, known)
  const t = types(s)
  if (t.includes('boolean')) return true
  if (t.includes('integer') || t.includes('number')) return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1))
  if (t.includes('string')) {
    if (s.format === 'email') return freshEmail()
    if (s.pattern) return patternTries().find((v) => matches(s, v))
    return 'Ana'.padEnd(s.minLength ?? 3, 'a').slice(0, s.maxLength ?? 100)
  }
  return undefined
}

/** Values `s` forbids, each named by the keyword it breaks ('required' is the property left out, as undefined). */
export function forbiddenValues(s: Schema, required: boolean): [string, unknown][] {
  const out: [string, unknown][] = []
  if (required) out.push(['required', undefined])
  if (s.anyOf || !s.type) return out // a union or any value: nothing simple is outside it but a missing one
  const t = types(s)
  if (t.includes('string')) {
    out.push(['type', 12345])
    if (s.enum) out.push(['enum', 'not-one-of-these'])
    if (s.format === 'email') out.push(['format', 'not-an-email'])
    const refused = s.pattern && patternTries().find((v) => !matches(s, v))
    if (refused !== undefined && refused !== '') out.push(['pattern', refused])
    if (s.maxLength !== undefined) out.push(['maxLength', 'a'.repeat(s.maxLength + 1)])
  } else if (t.includes('integer') || t.includes('number')) {
    out.push(['type', 'abc'])
    if (s.minimum !== undefined) out.push(['minimum', s.minimum - 1])
    if (s.maximum !== undefined) out.push(['maximum', s.maximum + 1])
    if (t.includes('integer') && !t.includes('number')) out.push(['integer', 1.5])
  } else if (t.includes('boolean')) {
    out.push(['type', 'maybe'])
  }
  return out
}
