/**
 * The round trip to translators: the texts of one locale that are missing or out of date, of one
 * document, a selection or every document, out as XLIFF (cms/translations/xliff.ts); a translated file
 * back in, checked whole before anything is saved (every document and text it names exists, its
 * language is the one asked, no text over its limit), shown as the changes it makes, then saved as
 * drafts or published, each document's new version saved by the staff member who imported it. A file
 * with any problem changes nothing.
 */
import { createLocalReq, type CollectionSlug, type GlobalSlug, type Payload, type TypedUser } from 'payload'
import { pool } from '../api/db'
import { DEFAULT_LOCALE, LOCALE_LABELS, type Locale } from '../../src/contract/locales'
import { inLocale, setUnitText, unitsOf, type Unit } from './fields'
import { slotsFor, type TranslatedFrom } from './hooks'
import { localeStates, type DocRef } from './state'
import { problem } from './reasons'
import { labelIn } from '../i18n/adminTextIn'
import { readXliff, writeXliff, type OutFile, type ReadError, type XliffVersion } from './xliff'

/** A document found by its reference, with what the export and the import need of it. */
type Found = {
  ref: DocRef
  collection: CollectionSlug | null
  global: GlobalSlug | null
  /** The collection's singular name (or the global's), in English. */
  kind: string
  title: string
  drafts: boolean
  units: Unit[]
  /** The document as read, in every locale. */
  doc: Record<string, unknown>
}

const english = (label: unknown, fallback: string) => labelIn(label, 'en') ?? fallback

/** The title of a document read in every locale: its title field's English. */
function titleOf(doc: Record<string, unknown>, field: string, id: string): string {
  const title = doc[field]
  if (typeof title === 'string') return title
  if (title && typeof title === 'object') return (title as Record<string, string>)[DEFAULT_LOCALE] ?? id
  return id
}

/**
 * The documents `refs` names, as their latest saves (drafts included) have them, by reference; one
 * read per collection (an export or an import names dozens of documents). Unknown ones are left out.
 */
async function findAll(payload: Payload, refs: DocRef[]): Promise<Map<DocRef, Found>> {
  const found = new Map<DocRef, Found>()
  const byCollection = new Map<string, string[]>()
  for (const ref of refs) {
    const [slug, id] = ref.split(':')
    if (slug && id) byCollection.set(slug, [...(byCollection.get(slug) ?? []), id])
  }
  for (const [slug, ids] of byCollection) {
    if (slug === 'global') {
      for (const id of ids) {
        const config = payload.config.globals.find((g) => g.slug === id)
        if (!config) continue
        const drafts = Boolean(config.versions?.drafts)
        const doc = (await payload.findGlobal({
          slug: id as GlobalSlug,
          locale: 'all',
          draft: drafts,
          depth: 0,
          overrideAccess: true,
        })) as unknown as Record<string, unknown>
        const kind = english(config.label, id)
        const units = unitsOf(slotsFor(config), doc)
        found.set(`global:${id}`, {
          ref: `global:${id}`,
          collection: null,
          global: id as GlobalSlug,
          kind,
          title: kind,
          drafts,
          units,
          doc,
        })
      }
      continue
    }
    const config = payload.collections[slug as CollectionSlug]?.config
    if (!config) continue
    const drafts = Boolean(config.versions?.drafts)
    // Ids in the shape of the collection's (a file may name anything): others find nothing.
    const wanted = ids.filter((id) => /^[0-9a-f-]{1,64}$/i.test(id))
    if (wanted.length === 0) continue
    const docs = await payload.find({
      collection: slug as CollectionSlug,
      where: { id: { in: wanted } },
      locale: 'all',
      draft: drafts,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const kind = english(config.labels.singular, slug)
    const slots = slotsFor(config)
    for (const d of docs.docs as unknown as Record<string, unknown>[]) {
      const id = String(d.id)
      const ref = `${slug}:${id}`
      found.set(ref, {
        ref,
        collection: slug as CollectionSlug,
        global: null,
        kind,
        title: titleOf(d, config.admin.useAsTitle ?? 'id', id),
        drafts,
        units: unitsOf(slots, d),
        doc: d,
      })
    }
  }
  return found
}

/** The XLIFF file and unit ids of a document (an XML id holds no ':'). */
const fileId = (ref: DocRef) => ref.replace(':', '.')
const refOf = (file: string) => file.replace('.', ':')

/** What an export holds, and the file. */
export type Exported = { xml: string; documents: number; units: number }

/**
 * The texts of `locale` that are missing or out of date, of the documents `refs` names (all the
 * documents with work there when null), as XLIFF.
 */
export async function exportTranslations(
  payload: Payload,
  o: { locale: Locale; refs: DocRef[] | null; version?: XliffVersion },
): Promise<Exported> {
  const db = pool(payload)
  const refs =
    o.refs ??
    (
      await db.query<{ doc: string }>(
        `select doc from translation_state where locale = $1 and (cardinality(missing) > 0 or cardinality(outdated) > 0) order by doc`,
        [o.locale],
      )
    ).rows.map((r) => r.doc)
  // The notes are for the translator, in the source language.
  // The notes are for the translator, in the source language.
  const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(o.locale) ?? o.locale
  const docs = await findAll(payload, refs)
  const states = new Map((await localeStates(db, refs, o.locale)).map((r) => [r.doc, r]))
  const files: OutFile[] = []
  for (const ref of refs) {
    const doc = docs.get(ref)
    const state = states.get(ref)
    if (!doc || !state) continue
    const missing = new Set(state.missing)
    const outdated = new Set(state.outdated)
    files.push({
      id: fileId(ref),
      notes: [`${doc.kind}: ${doc.title}`],
      units: doc.units
        .filter((u) => missing.has(u.id) || outdated.has(u.id))
        .map((u) => ({
          id: u.id,
          source: u.texts[DEFAULT_LOCALE] ?? '',
          ...(outdated.has(u.id) && { target: u.texts[o.locale] }),
          notes: [
            u.label,
            missing.has(u.id)
              ? `Not yet in ${language}.`
              : `Out of date: the English changed since this ${language} text was written. Update it, or confirm it.`,
            ...(u.maxLength ? [`At most ${u.maxLength} characters.`] : []),
            ...(u.kind === 'textarea' ? ['Line breaks are kept; a blank line starts a new paragraph.'] : []),
          ],
        })),
    })
  }
  const xml = writeXliff({ source: DEFAULT_LOCALE, target: o.locale, files }, o.version ?? '2.0')
  return {
    xml,
    documents: files.filter((f) => f.units.length).length,
    units: files.reduce((n, f) => n + f.units.length, 0),
  }
}

/** A language tag a tool wrote (de-DE, zh-TW) read as one of the site's locales. */
function localeOfTag(tag: string): Locale | null {
  const t = tag.toLowerCase().replace(/_/g, '-')
  if (t === 'zh-hant' || t.startsWith('zh-hant-') || t === 'zh-tw' || t === 'zh-hk' || t === 'zh-mo') return 'zh-Hant'
  const primary = t.split('-')[0]
  return (Object.keys(LOCALE_LABELS) as Locale[]).find((l) => l.toLowerCase() === primary) ?? null
}

export type Change = {
  ref: DocRef
  kind: string
  title: string
  unit: string
  label: string
  before: string | null
  after: string
  /** The English the translator had. */
  source: string
  /** …is no longer the English of the document: the text is still out of date after the import. */
  sourceChanged: boolean
}

export type ImportCheck = { locale: Locale | null; changes: Change[]; errors: ReadError[]; unchanged: number }

/** The documents a check read, for its import to save without reading them again (not part of the answer). */
const checkedDocs = new WeakMap<ImportCheck, Map<DocRef, Found>>()

/** Reads and checks a translated file for `locale` (or the file's own language); the changes it would make. */
export async function checkImport(payload: Payload, xml: string, asked: Locale | null): Promise<ImportCheck> {
  const read = readXliff(xml)
  if (!read.doc) return { locale: asked, changes: [], errors: read.errors, unchanged: 0 }
  const errors: ReadError[] = []
  const file = read.doc
  if (localeOfTag(file.source) !== DEFAULT_LOCALE) errors.push(problem('sourceLanguage', { fileLanguage: file.source }))
  const fileLocale = file.target ? localeOfTag(file.target) : null
  const locale = asked ?? fileLocale
  if (!locale || locale === DEFAULT_LOCALE) errors.push(problem('targetLanguage', { tag: file.target ?? '—' }))
  else if (fileLocale && fileLocale !== locale)
    errors.push(problem('otherLanguage', { fileLanguage: fileLocale, askedLanguage: locale }))
  const changes: Change[] = []
  let unchanged = 0
  const docs = await findAll(
    payload,
    file.files.map((f) => refOf(f.id)).filter((ref) => /^[a-z-]+:[\w-]+$/.test(ref)),
  )
  for (const f of file.files) {
    const ref = refOf(f.id)
    const doc = docs.get(ref)
    if (!doc) {
      errors.push(problem('noDocument', {}, { file: f.id }))
      continue
    }
    for (const u of f.units) {
      if (u.target === null || u.target.trim() === '') continue
      const unit = doc.units.find((x) => x.id === u.id)
      if (!unit) {
        errors.push(problem('noText', { kind: doc.kind, title: doc.title }, { file: f.id, unit: u.id }))
        continue
      }
      if (unit.maxLength && [...u.target].length > unit.maxLength) {
        errors.push(
          problem(
            'tooLong',
            { label: unit.label, max: unit.maxLength, length: [...u.target].length },
            { file: f.id, unit: u.id },
          ),
        )
        continue
      }
      const before = locale ? (unit.texts[locale] ?? null) : null
      // The same text, confirmed by the translator (translated or later), brings an out-of-date one up to date.
      const confirmed = before === u.target && u.state !== null && u.state !== 'initial'
      if (before === u.target && !confirmed) {
        unchanged++
        continue
      }
      changes.push({
        ref,
        kind: doc.kind,
        title: doc.title,
        unit: u.id,
        label: unit.label,
        before,
        after: u.target,
        source: u.source,
        sourceChanged: (unit.texts[DEFAULT_LOCALE] ?? '') !== u.source,
      })
    }
  }
  const check = { locale, changes: errors.length ? [] : changes, errors, unchanged }
  checkedDocs.set(check, docs)
  return check
}

/**
 * Documents saved at once: a save waits on PostgreSQL for about a third of its time (a version of every
 * locale); four at a time keep two cores busy (bench/translations.ts: 60 wines as drafts 5.1 s one by
 * one, 3.2 s four at once).
 */
const PARALLEL_SAVES = 4

/** A document an import could not save, and why (a publish refused: a required text empty in that language…). */
export type NotSaved = { ref: DocRef; kind: string; title: string; error: string }

/**
 * Saves the checked changes of one locale: each document once, as a draft or published, as `user`, so
 * that its history says who imported it; a few at a time, each in its own transaction. The file was
 * checked whole before (`checkImport`); a document that cannot be saved stops the saves not yet begun
 * and is answered with its reason, beside the documents saved.
 */
export async function applyImport(
  payload: Payload,
  check: ImportCheck,
  o: { publish: boolean; user: TypedUser },
): Promise<{ documents: number; failed: NotSaved[] }> {
  const locale = check.locale
  const docs = checkedDocs.get(check)
  if (!locale || check.errors.length) throw new Error('A file with problems is not imported.')
  if (!docs) throw new Error('An import saves what its check read: check the file first (checkImport).')
  const byDoc = new Map<DocRef, Change[]>()
  for (const c of check.changes) byDoc.set(c.ref, [...(byDoc.get(c.ref) ?? []), c])
  // The source each text was translated from, for the state the save leaves (cms/translations/status.ts).
  const translatedFrom: TranslatedFrom = {}
  for (const [ref, changes] of byDoc) translatedFrom[ref] = Object.fromEntries(changes.map((c) => [c.unit, c.source]))

  const save = async (ref: DocRef, changes: Change[]) => {
    const [slug, id] = ref.split(':')
    const found = docs.get(ref)!
    const req = await createLocalReq({ user: o.user, context: { translatedFrom }, locale }, payload)
    const isGlobal = slug === 'global'
    const config = isGlobal
      ? payload.config.globals.find((g) => g.slug === id)!
      : payload.collections[slug as CollectionSlug].config
    const drafts = Boolean(config.versions?.drafts)
    const draft = drafts && !o.publish
    // The fields the texts are in, as the check read them a moment ago: a wine's read is a third of its save.
    const current = inLocale(config.fields, found.doc, locale, new Set(changes.map((c) => c.unit.split('.')[0])))
    const slots = slotsFor(config)
    const touched = new Set<string>()
    for (const c of changes) if (setUnitText(slots, current, c.unit, c.after)) touched.add(c.unit.split('.')[0])
    const data: Record<string, unknown> = Object.fromEntries([...touched].map((k) => [k, current[k]]))
    if (drafts) data._status = draft ? 'draft' : 'published'
    const write = { locale, data, draft, depth: 0, req, overrideAccess: false, user: o.user }
    if (isGlobal) await payload.updateGlobal({ slug: id as GlobalSlug, ...write })
    else await payload.update({ collection: slug as CollectionSlug, id, ...write })
  }

  const queue = [...byDoc]
  const failed: NotSaved[] = []
  let saved = 0
  const worker = async () => {
    for (let next = queue.shift(); next && failed.length === 0; next = queue.shift()) {
      const [ref, changes] = next
      try {
        await save(ref, changes)
        saved++
      } catch (err) {
        const e = err as { data?: { errors?: { message: string }[] }; message?: string }
        failed.push({
          ref,
          kind: changes[0].kind,
          title: changes[0].title,
          error: e.data?.errors?.[0]?.message ?? e.message ?? String(err),
        })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SAVES, queue.length) }, worker))
  return { documents: saved, failed }
}
