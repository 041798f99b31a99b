/**
 * Keeps each document's translation state right on every save (cms/translations/status.ts): before
 * the save, the texts it leaves are worked out from the document as it was (every locale) and what the
 * save sends; the locale saved takes the sources of the texts it changed; every locale's missing and
 * out-of-date texts follow. The locales with work are written on the document itself (`missing_in`,
 * `out_of_date_in`: what the admin's lists filter and show), the details beside it
 * (cms/translations/state.ts) once the save is done. A translation import says which source each text
 * was translated from (`req.context.translatedFrom`).
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Field,
  FieldHook,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  GlobalConfig,
  GlobalSlug,
  PayloadRequest,
} from 'payload'
import { hookPool } from '../api/db'
import { languageLabel } from '../i18n/cldrNames'
import { adminText } from '../i18n/adminText'
import { DEFAULT_LOCALE, LOCALES } from '../../src/contract/locales'
import { slotsOf, unitsAfterSave, unitsOf, type Slot } from './fields'
import { deleteState, readSources, writeState, type DocRef, type StateRow } from './state'
import { localeStatus, sourcesAfterSave, type Sources } from './status'

/** The locales translated from the default one. */
export const TARGET_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE)

/** Per import: document reference → unit id → the source text the translator translated. */
export type TranslatedFrom = Record<DocRef, Record<string, string>>

const slotCache = new Map<string, Slot[]>()
/** The localized texts of a collection or global, found once per config. */
export function slotsFor(config: { slug: string; fields: Field[] }): Slot[] {
  let slots = slotCache.get(config.slug)
  if (!slots) slotCache.set(config.slug, (slots = slotsOf(config.fields)))
  return slots
}

/**
 * The state rows a save leaves, from its beforeChange to its afterChange: by the operation's request
 * (callers may share one context object between saves that run at once: the seed does) and the
 * document (a bulk update saves several in one request; a create is one, known as 'new' until saved).
 */
const pendingByRequest = new WeakMap<PayloadRequest, Map<string, Omit<StateRow, 'doc'>[]>>()
const pending = {
  set(req: PayloadRequest, id: string, rows: Omit<StateRow, 'doc'>[]) {
    const map = pendingByRequest.get(req) ?? new Map<string, Omit<StateRow, 'doc'>[]>()
    pendingByRequest.set(req, map.set(id, rows))
  },
  take(req: PayloadRequest, id: string) {
    const rows = pendingByRequest.get(req)?.get(id)
    pendingByRequest.get(req)?.delete(id)
    return rows
  },
}

/**
 * The save's request for a read of every locale in the save's own transaction: Payload sets the locale
 * of a request a Local API call is given, so the save's own would become 'all' and lose its texts. A
 * view of it, then, whose locale is 'all' and stays so (a copy would lose the Request it is built on).
 */
function readAll(req: PayloadRequest): PayloadRequest {
  const own: Record<PropertyKey, unknown> = { locale: 'all', fallbackLocale: false }
  return new Proxy(req, {
    get(target, key) {
      if (key in own) return own[key]
      const value = Reflect.get(target, key, target) as unknown
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
    set(target, key, value) {
      if (key in own) return true
      return Reflect.set(target, key, value, target)
    },
  })
}

/** Works out the state a save leaves; the rows for the state table, and the locales with work. */
async function stateAfterSave(
  req: PayloadRequest,
  ref: DocRef,
  slots: Slot[],
  before: Record<string, unknown> | null,
  data: Record<string, unknown>,
): Promise<{ rows: Omit<StateRow, 'doc'>[]; missingIn: string[]; outdatedIn: string[] }> {
  const locale = typeof req.locale === 'string' ? req.locale : DEFAULT_LOCALE
  const was = before ? unitsOf(slots, before) : []
  const now = unitsAfterSave(slots, before, data, locale)
  const stored: Record<string, Sources> = ref.endsWith(':new') ? {} : await readSources(hookPool(req.payload), ref)
  const translatedFrom = (req.context.translatedFrom as TranslatedFrom | undefined)?.[ref]
  const rows = TARGET_LOCALES.map((l) => {
    const sources =
      l === locale || locale === 'all'
        ? sourcesAfterSave({
            before: was,
            after: now,
            source: DEFAULT_LOCALE,
            locale: l,
            sources: stored[l] ?? {},
            translatedFrom: l === locale ? translatedFrom : undefined,
          })
        : (stored[l] ?? {})
    return { locale: l, sources, ...localeStatus(now, DEFAULT_LOCALE, l, sources) }
  })
  return {
    rows,
    missingIn: rows.filter((r) => r.missing.length > 0).map((r) => r.locale),
    outdatedIn: rows.filter((r) => r.outdated.length > 0).map((r) => r.locale),
  }
}

/** The status row (cms/components/translations/TranslationStatus.tsx), in the staff member's language. */
const statusRow = { path: '/cms/components/translations/TranslationStatus#TranslationStatus' }

/** The two fields the admin's lists filter by ("Out of date in: German"); the first shows the status row. */
function translationStatusFields(): Field[] {
  const options = TARGET_LOCALES.map((l) => ({ value: l, label: languageLabel(l) }))
  return [
    {
      name: 'missing_in',
      label: adminText('Missing in'),
      type: 'select',
      hasMany: true,
      options,
      admin: {
        position: 'sidebar',
        readOnly: true,
        components: { Field: statusRow },
      },
      hooks: { beforeChange: [async (args) => (await saveState(args))?.missingIn] },
    },
    {
      name: 'out_of_date_in',
      label: adminText('Out of date in'),
      type: 'select',
      hasMany: true,
      options,
      // Shown by the status row above.
      admin: { position: 'sidebar', readOnly: true, components: { Field: false } },
      hooks: { beforeChange: [async (args) => (await saveState(args))?.outdatedIn] },
    },
  ]
}

type SaveState = Awaited<ReturnType<typeof stateAfterSave>>
const statesByRequest = new WeakMap<PayloadRequest, Map<string, Promise<SaveState>>>()

/**
 * The state a collection save leaves, worked out once for the save's two fields (their hooks run at
 * once). The document as it was is the one Payload read for the save (`docWithLocales`: every locale,
 * the latest draft where there are drafts); a read of our own would cost a second one (bench/translations.ts).
 */
const saveState: FieldHook = ({ data, siblingDocWithLocales, originalDoc, operation, req, collection }) => {
  const slots = collection ? slotsFor(collection) : []
  if (!collection || slots.length === 0 || !data) return Promise.resolve(null)
  const id = operation === 'update' ? (originalDoc as { id?: string } | undefined)?.id : undefined
  const key = id ?? 'new'
  const byDoc = statesByRequest.get(req) ?? new Map<string, Promise<SaveState>>()
  statesByRequest.set(req, byDoc)
  let state = byDoc.get(key)
  if (!state) {
    const before = id ? ((siblingDocWithLocales as Record<string, unknown> | undefined) ?? null) : null
    state = stateAfterSave(req, `${collection.slug}:${key}`, slots, before, data).then((s) => {
      byDoc.delete(key)
      pending.set(req, key, s.rows)
      return s
    })
    byDoc.set(key, state)
  }
  return state
}

const afterCollectionChange: CollectionAfterChangeHook = async ({ doc, operation, req, collection }) => {
  const rows = pending.take(req, operation === 'create' ? 'new' : String(doc.id))
  if (rows) {
    await writeState(hookPool(req.payload), `${collection.slug}:${doc.id}`, rows)
  }
  return doc
}

const afterCollectionDelete: CollectionAfterDeleteHook = async ({ doc, req, collection }) => {
  await deleteState(hookPool(req.payload), `${collection.slug}:${doc.id}`)
  return doc
}

/** A collection with localized texts: its state kept on every save, its lists filterable by it. */
export function withTranslationState(c: CollectionConfig): CollectionConfig {
  if (slotsOf(c.fields).length === 0) return c
  // In the sidebar just under the publish status, where staff look first.
  const after = c.fields.findIndex((f) => 'name' in f && f.name === 'publish_status') + 1
  const fields = [...c.fields]
  fields.splice(after > 0 ? after : fields.length, 0, ...translationStatusFields())
  return {
    ...c,
    fields,
    admin: {
      ...c.admin,
      components: {
        ...c.admin?.components,
        // The selection's texts as XLIFF, above the list (cms/components/translations/ExportSelection.tsx).
        beforeListTable: [
          ...(c.admin?.components?.beforeListTable ?? []),
          {
            path: '/cms/components/translations/ExportSelection#ExportSelection',
            clientProps: {
              collection: c.slug,
              locales: TARGET_LOCALES,
            },
          },
        ],
      },
    },
    hooks: {
      ...c.hooks,
      afterChange: [...(c.hooks?.afterChange ?? []), afterCollectionChange],
      afterDelete: [...(c.hooks?.afterDelete ?? []), afterCollectionDelete],
    },
  }
}

const beforeGlobalChange: GlobalBeforeChangeHook = async ({ data, req, global }) => {
  const slots = slotsFor(global)
  if (slots.length === 0) return data
  const ref = `global:${global.slug}`
  const before = (await req.payload.findGlobal({
    slug: global.slug as GlobalSlug,
    locale: 'all',
    draft: Boolean(global.versions?.drafts),
    depth: 0,
    overrideAccess: true,
    req: readAll(req),
  })) as unknown as Record<string, unknown>
  pending.set(req, ref, (await stateAfterSave(req, ref, slots, before, data)).rows)
  return data
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, req, global }) => {
  const ref = `global:${global.slug}`
  const rows = pending.take(req, ref)
  if (rows) {
    await writeState(hookPool(req.payload), ref, rows)
  }
  return doc
}

/** A global with localized texts: its state kept on every save (it has no list to filter). */
export function withGlobalTranslationState(g: GlobalConfig): GlobalConfig {
  if (slotsOf(g.fields).length === 0) return g
  return {
    ...g,
    // Its status row in the sidebar, as a document's (no fields to store: a global has no list).
    fields: [
      ...g.fields,
      { name: 'translation_status', type: 'ui', admin: { position: 'sidebar', components: { Field: statusRow } } },
    ],
    hooks: {
      ...g.hooks,
      beforeChange: [...(g.hooks?.beforeChange ?? []), beforeGlobalChange],
      afterChange: [...(g.hooks?.afterChange ?? []), afterGlobalChange],
    },
  }
}
