/**
 * Staff's translation work (cms/translations), under /cms-api/translations:
 *   GET  ?doc=wines:ID                one document's state, each locale: the status row on its form
 *   GET                               every document with work, per locale, and the site's missing strings: the Translations view
 *   GET  /export?locale=de[&docs=a,b][&format=1.2]   the missing and out-of-date texts as XLIFF
 *   POST /import?locale=de[&apply=draft|publish]     a translated file (the body): the changes it
 *        makes (no `apply`), or those changes saved; a file with problems answers 422 with each problem.
 */
import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, Endpoint, PayloadRequest, TypedUser } from 'payload'
import { requestIsStaff, staffAnswer, staffGetEndpoint } from '../access/isStaff'
import { pool } from '../api/db'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/contract/locales'
import { applyImport, checkImport, exportTranslations } from './exchange'
import { slotsFor, TARGET_LOCALES } from './hooks'
import { missingSiteStrings } from './siteStrings'
import { problem, REASONS, said, type Problem } from './reasons'
import { adminText, inLanguage } from '../i18n/adminText'
import { allCounts, docState } from './state'

const DOC_REF = /^[a-z-]{1,40}:[\w-]{1,64}$/
/** The largest translated file taken: some thousand texts of a winery's site are a few hundred KB. */
const MAX_IMPORT_BYTES = 5 * 1024 * 1024

/** The problems of a file, each said in the staff member's admin language, its languages named in it. */
function inStaffLanguage(req: PayloadRequest, problems: Problem[]): Problem[] {
  const language = req.i18n?.language ?? 'en'
  const names = new Intl.DisplayNames([language], { type: 'language' })
  return problems.map((p) => said(p, inLanguage(adminText(REASONS[p.code]), language), (l) => names.of(l) ?? l))
}

const params = (req: PayloadRequest) => new URL(req.url ?? '', 'http://x').searchParams
const localeParam = (req: PayloadRequest): Locale | null => {
  const l = params(req).get('locale')
  return l && isLocale(l) && l !== DEFAULT_LOCALE ? l : null
}

export type DocTranslations = {
  source: Locale
  /** Each locale but the source: the labels of its missing and out-of-date texts. */
  locales: { locale: Locale; missing: string[]; outdated: string[] }[]
}

export type TranslationWork = {
  source: Locale
  /** Every document with work somewhere: its collection, title, and per locale how many texts. */
  documents: {
    ref: string
    collection: string
    /** The collection's name, in the staff member's language. */
    label: string
    title: string
    locales: Partial<Record<Locale, { missing: number; outdated: number }>>
  }[]
  /** The site's own strings (locales/*.json): the keys each locale lacks. */
  siteStrings: Record<string, string[]>
}

/** The titles of the documents `refs` names, in English, and their collections' names in the staff member's language; trashed ones left out. */
async function described(
  { payload, i18n }: PayloadRequest,
  refs: string[],
): Promise<Map<string, { label: string; title: string }>> {
  const out = new Map<string, { label: string; title: string }>()
  const byCollection = new Map<string, string[]>()
  for (const ref of refs) {
    const [c, id] = ref.split(':')
    byCollection.set(c, [...(byCollection.get(c) ?? []), id])
  }
  for (const [slug, ids] of byCollection) {
    if (slug === 'global') {
      for (const id of ids) {
        const g = payload.config.globals.find((x) => x.slug === id)
        if (g) out.set(`global:${id}`, { label: g.label ? getTranslation(g.label, i18n) : id, title: '' })
      }
      continue
    }
    const config = payload.collections[slug as CollectionSlug]?.config
    if (!config) continue
    const titleField = config.admin.useAsTitle ?? 'id'
    const found = await payload.find({
      collection: slug as CollectionSlug,
      where: { id: { in: ids } },
      draft: Boolean(config.versions?.drafts),
      locale: DEFAULT_LOCALE,
      select: { [titleField]: true },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
    })
    for (const d of found.docs as unknown as Record<string, unknown>[]) {
      const t = d[titleField]
      out.set(`${slug}:${String(d.id)}`, {
        label: getTranslation(config.labels.singular, i18n),
        title: typeof t === 'string' && t ? t : String(d.id),
      })
    }
  }
  return out
}

const statusEndpoint = staffGetEndpoint('/translations', async (req) => {
  const doc = params(req).get('doc')
  if (doc !== null) {
    if (!DOC_REF.test(doc)) return staffAnswer({ message: 'doc is collection:id.' }, 400)
    const rows = await docState(pool(req.payload), doc)
    const [slug] = doc.split(':')
    const config =
      slug === 'global'
        ? req.payload.config.globals.find((g) => g.slug === doc.split(':')[1])
        : req.payload.collections[slug as CollectionSlug]?.config
    // Labels for the units' ids: what staff read in the row's details.
    const slots = config ? slotsFor(config) : []
    const label = (id: string) => {
      const parts = id.split('.')
      const slot = slots.find(
        (s) => s.path.length === parts.length && s.path.every((p, i) => p === '*' || p === parts[i]),
      )
      return slot ? slot.label.filter((l) => l !== '*').join(' › ') : id
    }
    const answer: DocTranslations = {
      source: DEFAULT_LOCALE,
      locales: TARGET_LOCALES.map((locale) => {
        const row = rows.find((r) => r.locale === locale)
        return { locale, missing: (row?.missing ?? []).map(label), outdated: (row?.outdated ?? []).map(label) }
      }),
    }
    return staffAnswer(answer)
  }
  return staffAnswer(await translationWork(req))
})

/** Every document with translation work, per locale, and the site's missing strings (the Translations view). */
export async function translationWork(req: PayloadRequest): Promise<TranslationWork> {
  const counts = await allCounts(pool(req.payload))
  const about = await described(req, [...new Set(counts.map((c) => c.doc))])
  const documents = new Map<string, TranslationWork['documents'][number]>()
  for (const c of counts) {
    const known = about.get(c.doc)
    if (!known) continue
    const entry = documents.get(c.doc) ?? {
      ref: c.doc,
      collection: c.doc.split(':')[0],
      label: known.label,
      title: known.title,
      locales: {},
    }
    entry.locales[c.locale as Locale] = { missing: c.missing, outdated: c.outdated }
    documents.set(c.doc, entry)
  }
  return { source: DEFAULT_LOCALE, documents: [...documents.values()], siteStrings: missingSiteStrings() }
}

const exportEndpoint = staffGetEndpoint('/translations/export', async (req) => {
  const locale = localeParam(req)
  if (!locale) return staffAnswer({ message: `locale is one of ${TARGET_LOCALES.join(', ')}.` }, 400)
  const docs = params(req).get('docs')
  const refs = docs ? docs.split(',').filter((r) => DOC_REF.test(r)) : null
  if (docs && (refs!.length === 0 || refs!.length > 1000))
    return staffAnswer({ message: 'docs is a list of collection:id.' }, 400)
  const format = params(req).get('format') === '1.2' ? '1.2' : '2.0'
  const out = await exportTranslations(req.payload, { locale, refs, version: format })
  const day = new Date().toISOString().slice(0, 10)
  const scope = refs?.length === 1 ? refs[0].replace(':', '-') : refs ? `${refs.length}-documents` : 'all'
  return new Response(out.xml, {
    headers: {
      'content-type': 'application/xliff+xml; charset=utf-8',
      'content-disposition': `attachment; filename="translations-${locale}-${scope}-${day}${format === '1.2' ? '-xliff12' : ''}.xlf"`,
      'cache-control': 'no-store',
      'x-translation-units': String(out.units),
      'x-translation-documents': String(out.documents),
    },
  })
})

const importEndpoint: Endpoint = {
  path: '/translations/import',
  method: 'post',
  handler: async (req) => {
    if (!requestIsStaff(req)) return staffAnswer({ message: 'Staff only.' }, req.user ? 403 : 401)
    const asked = params(req).get('locale')
    if (asked && (!isLocale(asked) || asked === DEFAULT_LOCALE))
      return staffAnswer({ message: `locale is one of ${TARGET_LOCALES.join(', ')}.` }, 400)
    const apply = params(req).get('apply')
    if (apply !== null && apply !== 'draft' && apply !== 'publish')
      return staffAnswer({ message: 'apply is draft or publish.' }, 400)
    const length = Number(req.headers.get('content-length') ?? 0)
    if (length > MAX_IMPORT_BYTES) return staffAnswer({ message: 'The file is larger than 5 MB.' }, 413)
    const xml = req.text ? await req.text() : ''
    if (!xml.trim()) return staffAnswer({ message: 'Send the translated XLIFF file as the request body.' }, 400)
    if (Buffer.byteLength(xml) > MAX_IMPORT_BYTES) return staffAnswer({ message: 'The file is larger than 5 MB.' }, 413)
    const check = await checkImport(req.payload, xml, (asked as Locale | null) ?? null)
    if (check.errors.length)
      return staffAnswer({ locale: check.locale, errors: inStaffLanguage(req, check.errors) }, 422)
    if (apply === null) return staffAnswer(check)
    const saved = await applyImport(req.payload, check, { publish: apply === 'publish', user: req.user as TypedUser })
    // A document refused (a publish needing a text empty in that language): said, beside what was saved.
    const errors = saved.failed.map((f) =>
      problem('notSaved', { kind: f.kind, title: f.title, error: f.error, saved: saved.documents }),
    )
    return staffAnswer(
      { ...check, saved: saved.documents, errors: inStaffLanguage(req, errors) },
      errors.length ? 422 : 200,
    )
  },
}

export const translationEndpoints: Endpoint[] = [statusEndpoint, exportEndpoint, importEndpoint]
