/**
 * The texts of a document that staff translate: every localized text field of a collection or global
 * (Payload's `localized: true`), wherever it sits (in a group, a tab, an array row), found once from
 * the config (`slotsOf`), then read from a document fetched with `locale: 'all'` as one unit per text
 * (`unitsOf`): a stable id (the field's path, an array row's id for its place), a label staff and
 * translators read ("Stories › 2 › Title"), and the text in each locale. Pure.
 */
import type { Field } from 'payload'
import { labelIn } from '../i18n/adminTextIn'

/** A localized text field, where it is: its path with `*` for each array's rows. */
export type Slot = {
  path: string[]
  /** Each step's label in English (the translator's notes are in the source language). */
  label: string[]
  kind: 'text' | 'textarea'
  /** The most characters the field takes, where it has a limit. */
  maxLength?: number
}

/** One text of one document, in every locale that has it. */
export type Unit = {
  /** Stable within the document: `name`, `caf.colour.text`, `stories.<row id>.title`. */
  id: string
  label: string
  kind: Slot['kind']
  maxLength?: number
  /** locale → text (empty texts left out). */
  texts: Record<string, string>
}

type Named = { name?: string; label?: unknown; type: string }

/** A field's English label (cms/i18n/adminText.ts: a function of the language; a record or a string), or its name. */
function englishLabel(f: Named): string {
  const l = labelIn(f.label, 'en')
  if (l) return l
  const name = f.name ?? ''
  return name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ')
}

/** The localized text fields among `fields`, with their paths. */
export function slotsOf(fields: Field[], path: string[] = [], label: string[] = []): Slot[] {
  const out: Slot[] = []
  for (const field of fields) {
    const f = field as Named & {
      localized?: boolean
      fields?: Field[]
      tabs?: (Named & { fields: Field[] })[]
      maxLength?: number
      virtual?: unknown
    }
    if (f.virtual) continue
    if ((f.type === 'text' || f.type === 'textarea') && f.name && f.localized)
      out.push({
        path: [...path, f.name],
        label: [...label, englishLabel(f)],
        kind: f.type,
        ...(typeof f.maxLength === 'number' && { maxLength: f.maxLength }),
      })
    else if (f.type === 'group' && f.fields)
      out.push(
        ...(f.name
          ? slotsOf(f.fields, [...path, f.name], [...label, englishLabel(f)])
          : slotsOf(f.fields, path, label)),
      )
    else if (f.type === 'array' && f.name && f.fields)
      out.push(...slotsOf(f.fields, [...path, f.name, '*'], [...label, englishLabel(f), '*']))
    else if ((f.type === 'row' || f.type === 'collapsible') && f.fields) out.push(...slotsOf(f.fields, path, label))
    else if (f.type === 'tabs' && f.tabs)
      for (const tab of f.tabs)
        out.push(
          ...(tab.name
            ? slotsOf(tab.fields, [...path, tab.name], [...label, englishLabel(tab)])
            : slotsOf(tab.fields, path, label)),
        )
  }
  return out
}

/** A localized value as `locale: 'all'` reads it: `{ en: 'A', pt: 'B' }`, the empty ones left out. */
function textsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {}
  const out: Record<string, string> = {}
  for (const [locale, text] of Object.entries(value as Record<string, unknown>))
    if (typeof text === 'string' && text.trim() !== '') out[locale] = text
  return out
}

/** The units of a document read with `locale: 'all'`, in the order of its fields and rows. */
export function unitsOf(slots: Slot[], doc: Record<string, unknown>): Unit[] {
  const units: Unit[] = []
  const walk = (slot: Slot, value: unknown, step: number, id: string[], label: string[]) => {
    if (step === slot.path.length) {
      units.push({
        id: id.join('.'),
        label: label.join(' › '),
        kind: slot.kind,
        ...(slot.maxLength !== undefined && { maxLength: slot.maxLength }),
        texts: textsOf(value),
      })
      return
    }
    const key = slot.path[step]
    if (key === '*') {
      if (!Array.isArray(value)) return
      value.forEach((row: unknown, i) => {
        const rowId = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined
        if (typeof rowId === 'string' && rowId !== '')
          walk(slot, row, step + 1, [...id, rowId], [...label, String(i + 1)])
      })
      return
    }
    const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
    walk(slot, next, step + 1, [...id, key], [...label, slot.label[step]])
  }
  for (const slot of slots) walk(slot, doc, 0, [], [])
  return units
}

/**
 * The fields `keys` of a document read in every locale (`locale: 'all'`) as a read in `locale` has
 * them (no fallback): each localized value's `locale`, wherever it sits. What an update in that locale
 * sends back, without reading the document again.
 */
export function inLocale(
  fields: Field[],
  doc: Record<string, unknown>,
  locale: string,
  keys?: ReadonlySet<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const walk = (list: Field[], from: Record<string, unknown>, to: Record<string, unknown>, inLocalized: boolean) => {
    for (const field of list) {
      const f = field as Named & {
        localized?: boolean
        fields?: Field[]
        tabs?: (Named & { fields: Field[] })[]
        blocks?: { slug: string; fields: Field[] }[]
      }
      if (!f.name) {
        if (f.fields) walk(f.fields, from, to, inLocalized)
        for (const tab of f.tabs ?? [])
          walk([{ ...tab, type: tab.name ? 'group' : 'row' } as Field], from, to, inLocalized)
        continue
      }
      if (to === out && keys && !keys.has(f.name)) continue
      if (!(f.name in from)) continue
      const localized = Boolean(f.localized) && !inLocalized
      const value = localized ? ((from[f.name] as Record<string, unknown> | null)?.[locale] ?? null) : from[f.name]
      const inside = inLocalized || localized
      const row = (fields: Field[] | undefined, v: unknown) => {
        if (!fields || !v || typeof v !== 'object') return v
        const r: Record<string, unknown> = {}
        for (const [k, x] of Object.entries(v)) if (k === 'id' || k === 'blockType' || k === 'blockName') r[k] = x
        walk(fields, v as Record<string, unknown>, r, inside)
        return r
      }
      if (f.type === 'group') to[f.name] = row(f.fields, value)
      else if (f.type === 'array' && Array.isArray(value)) to[f.name] = value.map((v) => row(f.fields, v))
      else if (f.type === 'blocks' && Array.isArray(value))
        to[f.name] = value.map((v) =>
          row(f.blocks?.find((b) => b.slug === (v as { blockType?: string })?.blockType)?.fields, v),
        )
      else to[f.name] = value
    }
  }
  walk(fields, doc, out, false)
  return out
}

/**
 * `doc` (read in one locale) with the unit `id`'s text set to `text`: the value an update in that
 * locale sends; or, with `locale`, `doc` read in every locale with that locale's text set (`undefined`
 * takes it out). Answers false when the document has no such unit (an array row gone since).
 */
export function setUnitText(
  slots: Slot[],
  doc: Record<string, unknown>,
  id: string,
  text: string | undefined,
  locale?: string,
): boolean {
  const parts = id.split('.')
  for (const slot of slots) {
    if (slot.path.length !== parts.length) continue
    let at: unknown = doc
    let matched = true
    for (let i = 0; i < parts.length - 1 && matched; i++) {
      const key = slot.path[i]
      if (key === '*') {
        const row = Array.isArray(at) ? at.find((r: { id?: unknown }) => r?.id === parts[i]) : undefined
        if (row === undefined) matched = false
        at = row
      } else if (key === parts[i] && at && typeof at === 'object') {
        const obj = at as Record<string, unknown>
        obj[key] ??= slot.path[i + 1] === '*' ? [] : {}
        at = obj[key]
      } else matched = false
    }
    if (matched && slot.path.at(-1) === parts.at(-1) && at && typeof at === 'object') {
      const holder = at as Record<string, unknown>
      const leaf = parts.at(-1)!
      if (locale === undefined) holder[leaf] = text
      else {
        const texts = { ...((holder[leaf] as Record<string, unknown> | null) ?? {}) }
        if (text === undefined) delete texts[locale]
        else texts[locale] = text
        holder[leaf] = texts
      }
      return true
    }
  }
  return false
}

/**
 * The units a save leaves, from the document before it (read with `locale: 'all'`) and the data the
 * save sends in `locale` (or in every locale, `'all'`): what the data has replaces that locale's texts,
 * what it leaves out stays; an array the data sends has its rows (their other locales' texts found by
 * row id). A row the save adds has no id yet, so it is counted from the next save on.
 */
export function unitsAfterSave(
  slots: Slot[],
  before: Record<string, unknown> | null,
  data: Record<string, unknown>,
  locale: string,
): Unit[] {
  const units: Unit[] = []
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null)
  const walk = (slot: Slot, was: unknown, now: unknown, sent: boolean, step: number, id: string[], label: string[]) => {
    if (step === slot.path.length) {
      const texts = textsOf(was)
      // Every locale sent (`locale: 'all'`) sets those it names; one locale sent sets that one.
      if (sent && locale === 'all' && obj(now))
        for (const [l, t] of Object.entries(obj(now)!)) texts[l] = typeof t === 'string' ? t : ''
      else if (sent && locale !== 'all') texts[locale] = typeof now === 'string' ? now : ''
      for (const [l, t] of Object.entries(texts)) if (!t.trim()) delete texts[l]
      units.push({
        id: id.join('.'),
        label: label.join(' › '),
        kind: slot.kind,
        ...(slot.maxLength !== undefined && { maxLength: slot.maxLength }),
        texts,
      })
      return
    }
    const key = slot.path[step]
    if (key === '*') {
      const rows = sent ? now : was
      if (!Array.isArray(rows)) return
      const previous = Array.isArray(was) ? (was as { id?: unknown }[]) : []
      rows.forEach((row: unknown, i) => {
        const rowId = obj(row)?.id
        if (typeof rowId !== 'string' || rowId === '') return
        const old = previous.find((r) => r?.id === rowId)
        walk(slot, old, sent ? row : undefined, sent, step + 1, [...id, rowId], [...label, String(i + 1)])
      })
      return
    }
    const nowHere = obj(now)
    const has = sent && nowHere !== null && key in nowHere
    walk(
      slot,
      obj(was)?.[key],
      has ? nowHere[key] : undefined,
      has,
      step + 1,
      [...id, key],
      [...label, slot.label[step]],
    )
  }
  for (const slot of slots) walk(slot, before ?? {}, data, true, 0, [], [])
  return units
}
