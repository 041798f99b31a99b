import type { DataFromCollectionSlug, Payload } from 'payload'
import { LOCALES } from '../../src/contract/locales'
import {
  CONTENT_LISTS,
  CONTENT_LIST_KEYS,
  Snapshot,
  type ContentInput,
  type ContentListKey,
  type Media,
  type WineLabel,
} from '../../src/contract/snapshot'
import type { Media as MediaDoc, Wine as WineDoc } from '../payload-types'
import { findPublished } from '../lib/published'
import { heldIn, mayHold, translationRule, type TranslationRule } from '../translations/rule'
import { textOrNull } from '../../src/contract/localize'

/** A localized value read with locale 'all' is a map; a plain string means one (default) locale. */
export function loc(value: unknown): Record<string, string> {
  if (value == null) return {}
  if (typeof value === 'string') return { en: value }
  if (typeof value === 'object') {
    const out: Record<string, string> = {}
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      if (typeof v === 'string' && v !== '') out[k] = v
    return out
  }
  return {}
}

/** Media files are served by the site from /media/{filename}. */
export function media(doc: unknown): Media | null {
  if (!doc || typeof doc !== 'object') return null
  const m = doc as Partial<MediaDoc>
  if (!m.filename) return null
  type Size = { filename?: string | null; width?: number | null; height?: number | null }
  const all = Object.values((m.sizes ?? {}) as Record<string, Size | undefined>)
  const sizes = all
    .flatMap((s) =>
      s?.filename && s.width && s.height
        ? [{ url: `/media/${encodeURIComponent(s.filename)}`, width: s.width, height: s.height }]
        : [],
    )
    .sort((a, b) => a.width - b.width)
  // Payload leaves out a size wider than the original: the original (stored as WebP too) stands in for
  // it, so a picture narrower than the large size still offers its full width to sharp screens.
  const leftOut = all.some((s) => !s?.filename)
  if (leftOut && m.width && m.height && m.mimeType?.startsWith('image/') && m.width > (sizes.at(-1)?.width ?? 0))
    sizes.push({ url: `/media/${encodeURIComponent(m.filename)}`, width: m.width, height: m.height })
  return {
    id: String(m.id),
    url: `/media/${encodeURIComponent(m.filename)}`,
    mimeType: m.mimeType ?? 'application/octet-stream',
    width: m.width ?? null,
    height: m.height ?? null,
    alt: loc(m.alt),
    sizes,
    focal: focalOf(m),
  }
}

/** The focal point staff set (Payload stores 0..100, 50/50 by default): null when it is the middle. */
function focalOf(m: { focalX?: number | null; focalY?: number | null }): { x: number; y: number } | null {
  const x = typeof m.focalX === 'number' ? Math.min(100, Math.max(0, m.focalX)) : 50
  const y = typeof m.focalY === 'number' ? Math.min(100, Math.max(0, m.focalY)) : 50
  return x === 50 && y === 50 ? null : { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 }
}

const str = textOrNull
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

type Panel = NonNullable<WineDoc['caf']>['colour']
const panel = (p: Panel | undefined) => ({
  image: media(p?.image),
  text: loc(p?.text),
  text_position: p?.text_position ?? 'bottom',
  text_bg_color: str(p?.text_bg_color),
  text_color: str(p?.text_color),
})

/** Array rows with a picture (stories, pairings, portfolio), shaped; a row whose picture is missing is left out. */
function withPicture<R extends { image?: unknown }, T>(
  rows: R[] | null | undefined,
  shape: (row: R, image: Media) => T,
): T[] {
  return (rows ?? []).flatMap((row) => {
    const image = media(row.image)
    return image ? [shape(row, image)] : []
  })
}

type SlideRow = {
  id?: string | null
  description?: unknown
  text_position?: 'top' | 'center' | 'bottom' | null
  text_color?: string | null
}
/** What a story and a pairing share: a picture and its text, placed and coloured as staff set them. */
const slide = (row: SlideRow, image: Media) => ({
  id: String(row.id),
  description: loc(row.description),
  image,
  text_position: row.text_position ?? 'bottom',
  text_color: str(row.text_color),
})

type FoodRow = NonNullable<WineDoc['foods']>[number]
const food = (f: FoodRow, image: Media) => ({
  ...slide(f, image),
  name: loc(f.name),
  background_text: str(f.background_text),
})
/** One pairing of a wine, shaped as in the snapshot; null when its picture is missing. */
export const toFood = (f: FoodRow) => withPicture([f], food)[0] ?? null

const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** The EU e-label group (cms/fields/label.ts) as the site reads it (src/contract/snapshot.ts WineLabel). */
function toLabel(l: WineDoc['label']): WineLabel {
  return {
    ingredients: (l?.ingredients ?? []).map((x) => ({
      category: x.category ?? null,
      name: loc(x.name),
      allergen: Boolean(x.allergen),
    })),
    energy_kj: amount(l?.energy_kj),
    energy_kcal: amount(l?.energy_kcal),
    nutrients: {
      fat: amount(l?.fat),
      saturates: amount(l?.saturates),
      carbohydrate: amount(l?.carbohydrate),
      sugars: amount(l?.sugars),
      protein: amount(l?.protein),
      salt: amount(l?.salt),
    },
    negligible: l?.negligible ?? [],
    alcohol: amount(l?.alcohol),
    bottle_ml: amount(l?.bottle_ml),
    packaging: loc(l?.packaging),
    producer: str(l?.producer),
    bottler: str(l?.bottler),
  }
}

/** Wines with a missing image are left out rather than breaking the build; the admin requires images anyway. */
export function toWine(w: WineDoc, order = 0) {
  const image = media(w.image)
  if (!image) return null
  return {
    id: String(w.id),
    slug: w.slug,
    name: w.name,
    harvest: str(w.harvest),
    grape_variety: loc(w.grape_variety),
    description: loc(w.description),
    image,
    url: str(w.url),
    style: w.style ?? 'red',
    order,
    countries: list(w.countries),
    caf: { colour: panel(w.caf?.colour), aroma: panel(w.caf?.aroma), flavour: panel(w.caf?.flavour) },
    stories: withPicture(w.stories, (s, image) => ({
      ...slide(s, image),
      title: loc(s.title),
      text_background_color: str(s.text_background_color),
    })),
    foods: withPicture(w.foods, food),
    portfolio: withPicture(w.portfolio, (p, image) => ({
      id: String(p.id),
      name: p.name,
      image,
      description: loc(p.description),
    })),
    taste_profile: Object.fromEntries(
      Object.entries((w.taste_profile ?? {}) as Record<string, unknown>).filter(
        ([k, v]) => k !== 'id' && typeof v === 'number',
      ),
    ) as Record<string, number>,
    label: toLabel(w.label),
  }
}

const withImage = <T extends { image: Media | null }>(x: T): x is T & { image: Media } => x.image !== null

type Doc<K extends ContentListKey> = DataFromCollectionSlug<(typeof CONTENT_LISTS)[K]['slug']>
const base = (d: { id: string; order?: number | null; countries?: unknown }) => ({
  id: String(d.id),
  order: d.order ?? 0,
  countries: list(d.countries),
})

/** What every card shows beside its heading: a text and a picture (null when missing: the card is then left out). */
const card = (d: {
  id: string
  order?: number | null
  countries?: unknown
  description?: unknown
  image?: unknown
}) => ({
  ...base(d),
  description: loc(d.description),
  image: media(d.image),
})

/** Cards with their own fields; a card without its picture is left out. */
function cards<D extends Parameters<typeof card>[0], T>(docs: D[], own: (d: D) => T) {
  return docs.map((d) => ({ ...card(d), ...own(d) })).filter(withImage)
}

/** An experience card's own fields (a discover); an enjoy card has them too, on a background colour of its own. */
const experience = (d: Doc<'discovers'> | Doc<'enjoys'>) => ({
  name: loc(d.name),
  link: str(d.link),
  align_content: d.align_content ?? 'left',
  text_color: str(d.text_color),
})

/** How each content list is shaped from its published documents (items missing a required image are left out). */
const SHAPERS: { [K in ContentListKey]: (docs: Doc<K>[]) => ContentInput<K>[] } = {
  // Numbered in the order staff dragged them into (published.ts reads them by their `_order` key).
  wines: (docs) => docs.map((w, i) => toWine(w, i)).filter((w) => w !== null),
  discovers: (docs) => cards(docs, experience),
  enjoys: (docs) => cards(docs, (d) => ({ ...experience(d), background_color: str(d.background_color) })),
  shops: (docs) =>
    cards(docs, (d) => ({
      name: loc(d.name),
      text_color: str(d.text_color),
      background_color: str(d.background_color),
      link: { type: d.link?.type === 'internal' ? ('internal' as const) : ('other' as const), path: str(d.link?.path) },
    })),
  vendors: (docs) =>
    cards(docs, (d) => ({
      shop_name: loc(d.shop_name),
      link: str(d.link),
      states: list(d.states),
      zip_codes: list(d.zip_codes),
    })),
  promotions: (docs) =>
    cards(docs, (d) => ({ title: loc(d.title), link: str(d.link), newest: Boolean(d.newest), states: list(d.states) })),
  localPromotions: (docs) =>
    cards(docs, (d) => ({
      title: loc(d.title),
      link: str(d.link),
      states: list(d.states),
      zip_codes: list(d.zip_codes),
    })),
  clubs: (docs) => cards(docs, (d) => ({ title: loc(d.title), link: str(d.link) })),
  popups: (docs) => docs.map((d) => ({ ...base(d), title: loc(d.title), description: loc(d.description) })),
  otherPopups: (docs) =>
    docs.map((d) => ({
      ...base(d),
      title: loc(d.title),
      image: media(d.image),
      iframe: loc(d.iframe),
      link: loc(d.link),
      states: list(d.states),
      zip_codes: list(d.zip_codes),
    })),
}

/** One published document shaped as its list's item in the snapshot; null where the list leaves it out (no picture). */
export const toItem = <K extends ContentListKey>(key: K, doc: Doc<K>): ContentInput<K> | null =>
  SHAPERS[key]([doc])[0] ?? null

async function shapeList<K extends ContentListKey>(
  payload: Payload,
  key: K,
  rule: TranslationRule,
): Promise<[K, unknown[]]> {
  const slug = CONTENT_LISTS[key].slug
  const docs = (await findPublished(payload, slug)) as Doc<K>[]
  const shaped = SHAPERS[key](docs) as { id: string }[]
  if (rule !== 'hold' || !mayHold(slug)) return [key, shaped]
  // Held back where a translation lags (cms/translations/rule.ts): the pages of those languages leave it out.
  const behind = new Map(docs.map((d) => [String(d.id), heldIn(d as { missing_in?: unknown })]))
  return [key, shaped.map((item) => ({ ...item, held: behind.get(item.id) ?? [] }))]
}

/** Builds and validates the snapshot from the database. Throws if the result breaks the contract. */
export async function buildSnapshot(payload: Payload): Promise<Snapshot> {
  const rule = await translationRule(payload)
  const lists = Object.fromEntries(await Promise.all(CONTENT_LIST_KEYS.map((key) => shapeList(payload, key, rule))))
  const settings = await payload.findGlobal({ slug: 'settings', locale: 'all', depth: 0, overrideAccess: true })
  const countryList = await payload.findGlobal({ slug: 'countries', depth: 0, overrideAccess: true })
  return Snapshot.parse({
    version: 1,
    generatedAt: new Date().toISOString(),
    locales: [...LOCALES],
    defaultLocale: 'en',
    settings: {
      winery_name: settings.winery_name ?? 'Norte',
      website: str(settings.website),
      contact_email: str(settings.contact_email),
      social: (settings.social ?? []).map((s) => ({ key: s.key, val: s.val })),
      podcast: (settings.podcast ?? []).map((s) => ({ key: s.key, val: s.val })),
      terms: loc(settings.terms),
      tag_manager_id: str(settings.tag_manager_id?.trim()),
    },
    countries: list(countryList.list),
    ...lists,
  })
}
