import type { Payload } from 'payload'
import { LOCALES } from '../../src/contract/locales'
import { Snapshot, type Localized, type Media } from '../../src/contract/snapshot'
import { findPublished } from '../lib/published'

/* Payload returns loosely typed documents; this module is the one place that shapes them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>

/** A localized value read with locale 'all' is a map; a plain string means one (default) locale. */
export function loc(value: unknown): Localized {
  if (value == null) return {}
  if (typeof value === 'string') return { en: value }
  if (typeof value === 'object') {
    const out: Localized = {}
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'string' && v !== '') out[k] = v
    return out
  }
  return {}
}

/** Media files are served by the site from /media/{filename}. */
export function media(doc: unknown): Media | null {
  if (!doc || typeof doc !== 'object') return null
  const m = doc as Doc
  if (!m.filename) return null
  const sizes = Object.values((m.sizes ?? {}) as Record<string, Doc>)
    .filter((s) => s?.filename && s.width && s.height)
    .map((s) => ({ url: `/media/${encodeURIComponent(s.filename)}`, width: s.width as number, height: s.height as number }))
    .sort((a, b) => a.width - b.width)
  return {
    id: String(m.id),
    url: `/media/${encodeURIComponent(m.filename)}`,
    mimeType: m.mimeType ?? 'application/octet-stream',
    width: m.width ?? null,
    height: m.height ?? null,
    alt: loc(m.alt),
    sizes,
  }
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

const panel = (p: Doc | undefined) => ({
  image: media(p?.image),
  text: loc(p?.text),
  text_position: p?.text_position ?? 'bottom',
  text_bg_color: str(p?.text_bg_color),
  text_color: str(p?.text_color),
})

/** Wines with a missing image are left out rather than breaking the build; the admin requires images anyway. */
export function toWine(w: Doc) {
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
    order: w.order ?? 0,
    countries: list(w.countries),
    caf: { colour: panel(w.caf?.colour), aroma: panel(w.caf?.aroma), flavour: panel(w.caf?.flavour) },
    stories: (w.stories ?? []).flatMap((s: Doc) => {
      const img = media(s.image)
      return img
        ? [{ id: s.id, title: loc(s.title), description: loc(s.description), image: img, text_position: s.text_position ?? 'bottom', text_color: str(s.text_color), text_background_color: str(s.text_background_color) }]
        : []
    }),
    foods: (w.foods ?? []).flatMap((f: Doc) => {
      const img = media(f.image)
      return img
        ? [{ id: f.id, name: loc(f.name), description: loc(f.description), image: img, text_position: f.text_position ?? 'bottom', background_text: str(f.background_text), text_color: str(f.text_color) }]
        : []
    }),
    portfolio: (w.portfolio ?? []).flatMap((p: Doc) => {
      const img = media(p.image)
      return img ? [{ id: p.id, name: p.name, image: img, description: loc(p.description) }] : []
    }),
    taste_profile: Object.fromEntries(
      Object.entries((w.taste_profile ?? {}) as Record<string, unknown>).filter(([k, v]) => k !== 'id' && typeof v === 'number'),
    ) as Record<string, number>,
  }
}

const withImage = <T extends { image: Media | null }>(x: T): x is T & { image: Media } => x.image !== null

/** Builds and validates the snapshot from the database. Throws if the result breaks the contract. */
export async function buildSnapshot(payload: Payload): Promise<Snapshot> {
  const [wines, discovers, enjoys, shops, vendors, promotions, localPromotions, clubs, popups, otherPopups] = await Promise.all(
    ['wines', 'discovers', 'enjoys', 'shops', 'vendors', 'promotions', 'local-promotions', 'clubs', 'popups', 'other-popups'].map((c) =>
      findPublished(payload, c),
    ),
  )
  const settings = (await payload.findGlobal({ slug: 'settings', locale: 'all', depth: 0, overrideAccess: true })) as Doc
  const countryList = (await payload.findGlobal({ slug: 'countries', depth: 0, overrideAccess: true })) as Doc
  const base = (d: Doc) => ({ id: String(d.id), order: d.order ?? 0, countries: list(d.countries) })

  const snapshot = {
    version: 1 as const,
    generatedAt: new Date().toISOString(),
    locales: [...LOCALES],
    defaultLocale: 'en' as const,
    settings: {
      winery_name: settings.winery_name ?? 'Norte',
      website: str(settings.website),
      contact_email: str(settings.contact_email),
      social: (settings.social ?? []).map((s: Doc) => ({ key: s.key, val: s.val })),
      podcast: (settings.podcast ?? []).map((s: Doc) => ({ key: s.key, val: s.val })),
      terms: loc(settings.terms),
    },
    countries: list(countryList.list),
    wines: wines.map(toWine).filter((w) => w !== null),
    discovers: discovers
      .map((d) => ({ ...base(d), name: loc(d.name), description: loc(d.description), image: media(d.image), link: str(d.link), align_content: d.align_content ?? 'left', text_color: str(d.text_color) }))
      .filter(withImage),
    enjoys: enjoys
      .map((d) => ({ ...base(d), name: loc(d.name), description: loc(d.description), image: media(d.image), link: str(d.link), align_content: d.align_content ?? 'left', text_color: str(d.text_color), background_color: str(d.background_color) }))
      .filter(withImage),
    shops: shops
      .map((d) => ({ ...base(d), name: loc(d.name), description: loc(d.description), image: media(d.image), text_color: str(d.text_color), background_color: str(d.background_color), link: { type: d.link?.type === 'internal' ? ('internal' as const) : ('other' as const), path: str(d.link?.path) } }))
      .filter(withImage),
    vendors: vendors
      .map((d) => ({ ...base(d), shop_name: loc(d.shop_name), description: loc(d.description), image: media(d.image), link: str(d.link), states: list(d.states), zip_codes: list(d.zip_codes) }))
      .filter(withImage),
    promotions: promotions
      .map((d) => ({ ...base(d), title: loc(d.title), description: loc(d.description), image: media(d.image), link: str(d.link), newest: Boolean(d.newest), states: list(d.states) }))
      .filter(withImage),
    localPromotions: localPromotions
      .map((d) => ({ ...base(d), title: loc(d.title), description: loc(d.description), image: media(d.image), link: str(d.link), states: list(d.states), zip_codes: list(d.zip_codes) }))
      .filter(withImage),
    clubs: clubs.map((d) => ({ ...base(d), title: loc(d.title), description: loc(d.description), image: media(d.image), link: str(d.link) })).filter(withImage),
    popups: popups.map((d) => ({ ...base(d), title: loc(d.title), description: loc(d.description) })),
    otherPopups: otherPopups.map((d) => ({ ...base(d), title: loc(d.title), image: media(d.image), iframe: loc(d.iframe), link: loc(d.link), states: list(d.states), zip_codes: list(d.zip_codes) })),
  }
  return Snapshot.parse(snapshot)
}
