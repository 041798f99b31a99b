/**
 * A snapshot item in one language: what the API answers and what the wine hub renders. Every
 * `Localized` map of the snapshot's schemas (src/contract/snapshot.ts) becomes its text in the
 * visitor's language (else English, else any language there is; pick()), or null; a `Heading` becomes
 * '' when there is none. The API's schema of an item is derived from the snapshot's by the same rule
 * (`inLocaleSchema`), so a field added to a snapshot schema is in the API's answer and in
 * /api/openapi.json with nothing more written.
 */
import { z } from 'zod'
import { pick } from './localize'
import { Media, Wine } from './snapshot'

type AsSchema<T> = T extends z.ZodType ? T : never
/** The type of a snapshot schema in one language. */
export type InLocaleSchema<S> = S extends { inLocale: 'heading' }
  ? z.ZodString
  : S extends { inLocale: 'text' }
    ? z.ZodNullable<z.ZodString>
    : S extends z.ZodObject<infer Shape>
      ? z.ZodObject<{ -readonly [K in keyof Shape]: AsSchema<InLocaleSchema<Shape[K]>> }>
      : S extends z.ZodArray<infer E>
        ? z.ZodArray<AsSchema<InLocaleSchema<E>>>
        : S extends z.ZodNullable<infer I>
          ? z.ZodNullable<AsSchema<InLocaleSchema<I>>>
          : S extends z.ZodOptional<infer I>
            ? z.ZodOptional<AsSchema<InLocaleSchema<I>>>
            : S

/** A snapshot schema in one language (for the API's declarations); the parts without texts are the same schemas. */
export function inLocaleSchema<S extends z.ZodType>(schema: S): InLocaleSchema<S> {
  return derive(schema) as InLocaleSchema<S>
}

/** What a locale map of the snapshot (`Localized`, `Heading`) is in one language; undefined for any other schema. */
const kindOf = (s: z.ZodType) => (s as { inLocale?: 'text' | 'heading' }).inLocale
type Def =
  z.ZodObject['_zod']['def'] | z.ZodArray['_zod']['def'] | z.ZodNullable['_zod']['def'] | z.ZodOptional['_zod']['def']
const defOf = (s: z.ZodType) => s._zod.def as Def

function derive(s: z.ZodType): z.ZodType {
  const kind = kindOf(s)
  const def = defOf(s)
  let out: z.ZodType
  if (kind) out = kind === 'heading' ? z.string() : z.string().nullable()
  else if (def.type === 'object') {
    const shape = Object.entries(def.shape)
    const derived = shape.map(([k, f]) => [k, derive(f as z.ZodType)] as const)
    if (derived.every(([k, f]) => f === def.shape[k])) return s
    out = z.object(Object.fromEntries(derived))
  } else if (def.type === 'array' || def.type === 'nullable' || def.type === 'optional') {
    const inner = def.type === 'array' ? def.element : def.innerType
    const d = derive(inner as z.ZodType)
    if (d === inner) return s
    out = def.type === 'array' ? z.array(d) : def.type === 'nullable' ? d.nullable() : d.optional()
  } else return s
  // Keep the description (and any other metadata) the snapshot's schema carries, for openapi.json.
  const meta = z.globalRegistry.get(s)
  return meta ? out.meta(meta) : out
}

type Walk = (value: unknown, locale: string) => unknown
/**
 * The function that gives a snapshot item (as the snapshot's shaper makes it) in one language, keeping
 * only the schema's fields. Made once per schema: the walk is planned from the schema, not the value.
 */
export function localizer<S extends z.ZodType>(schema: S) {
  const walk = plan(schema)
  return (item: z.input<S>, locale: string) => walk(item, locale) as z.output<InLocaleSchema<S>>
}

function plan(s: z.ZodType): Walk {
  const kind = kindOf(s)
  if (kind) return kind === 'heading' ? (v, l) => pick(v, l) : (v, l) => pick(v, l) || null
  const def = defOf(s)
  if (def.type === 'object') {
    const fields = Object.entries(def.shape).map(([k, f]) => [k, plan(f as z.ZodType)] as const)
    return (v, l) => {
      if (v == null || typeof v !== 'object') return v
      const out: Record<string, unknown> = {}
      for (const [k, walk] of fields) {
        const x = walk((v as Record<string, unknown>)[k], l)
        if (x !== undefined) out[k] = x
      }
      return out
    }
  }
  if (def.type === 'array') {
    const walk = plan(def.element as z.ZodType)
    return (v, l) => (Array.isArray(v) ? v.map((x) => walk(x, l)) : v)
  }
  if (def.type === 'nullable' || def.type === 'optional') {
    const walk = plan(def.innerType as z.ZodType)
    return (v, l) => (v == null ? v : walk(v, l))
  }
  return (v) => v
}

/** A picture in one language (its alt text). */
export const mediaInLocale = localizer(Media)
/** The snapshot's wine without what only the site's own pages read (its place in the list, its e-label). */
export const WineInLocale = Wine.omit({ order: true, label: true })
/** A wine in one language: the API's wine before the member's data, and what the hub renders. */
export const wineInLocale = localizer(WineInLocale)
export type WineInLocale = ReturnType<typeof wineInLocale>
/** A pairing in one language. */
export const foodInLocale = localizer(Wine.shape.foods.element)
