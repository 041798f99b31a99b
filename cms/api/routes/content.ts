/**
 * The content calls of spec §7: wines, foods, discovers, enjoys, shops, clubs, promotions, sellers
 * and popups, by country (and state / zip code), plus the staff-only previews of drafts.
 *
 * Published content comes from the in-memory cache (contentCache.ts) and is shaped once per
 * (list, country, locale); anonymous answers are kept serialized. Previews read the latest draft
 * live and answer 404 to anyone but staff, exactly as for an unknown id.
 */
import type { Context, Hono } from 'hono'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { loc, media as snapshotMedia, toWine } from '../../snapshot/buildSnapshot'
import { parseCookieHeader } from '../../../src/contract/cookies'
import type { Locale } from '../../../src/contract/locales'
import {
  PopupOthersRequest,
  SellersRequest,
  type ApiMedia,
  type ApiWine,
  type WinePassport,
} from '../../../src/contract/api/content'
import { pick } from '../../../src/contract/localize'
import { memo, publishedDocs, type ContentCollection } from '../contentCache'
import type { ApiEnv, Doc } from '../env'
import { notFound, validationFailed, type FieldErrors } from '../errors'
import { message } from '../i18n'

type C = Context<ApiEnv>

/* ---------- small shared helpers (also used by members.ts and palate.ts) ---------- */

/** A localized value (a locale map from locale 'all', or a plain string) in the visitor's language; null when empty. */
export function text(value: unknown, locale: Locale): string | null {
  return pick(loc(value), locale) || null
}

export function apiMedia(value: unknown, locale: Locale): ApiMedia | null {
  const m = snapshotMedia(value)
  if (!m) return null
  return { id: m.id, url: m.url, mimeType: m.mimeType, width: m.width, height: m.height, alt: pick(m.alt, locale), sizes: m.sizes }
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)
const upperList = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => x.trim().toUpperCase()) : [])
const position = (v: unknown): 'top' | 'center' | 'bottom' => (v === 'top' || v === 'center' || v === 'bottom' ? v : 'bottom')
const align = (v: unknown): 'left' | 'center' | 'right' => (v === 'center' || v === 'right' ? v : 'left')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Document ids are UUIDs: anything else is unknown (and never reaches PostgreSQL). */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v)

/** An ISO 3166-1 alpha-2 code, upper-case, or null. */
export function countryCode(v: unknown): string | null {
  return typeof v === 'string' && /^[A-Za-z]{2}$/.test(v.trim()) ? v.trim().toUpperCase() : null
}

/** A state or zip code as clients send it: trimmed, upper-case; '', 'null', 'undefined' and '-' mean none. */
export function placeCode(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v !== 'string') return null
  const s = v.trim().toUpperCase()
  return s === '' || s === 'NULL' || s === 'UNDEFINED' || s === '-' || s.length > 64 ? null : s
}

function cookies(c: C): Record<string, string> {
  return parseCookieHeader(c.req.header('cookie'))
}

/** The visitor's country: ?country=, else the country cookie, else the signed-in member's country. */
export function visitorCountry(c: C): string | null {
  return countryCode(c.req.query('country')) ?? countryCode(cookies(c).country) ?? countryCode(c.get('member')?.country)
}

const isStaffRequest = (c: C) => Boolean(c.get('staff'))

/** Reads a JSON body: {} when empty, undefined when it is not JSON. */
export async function readJson(c: C): Promise<unknown> {
  let raw: string
  try {
    raw = await c.req.text()
  } catch {
    return undefined
  }
  if (raw.trim() === '') return {}
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

export const badRequest = (c: C) => c.json({ message: message(c.get('locale'), 'api.invalid') }, 400)

/** zod issues as the API's 422 field map, each message from `keys[field]` or `fallback`, in the visitor's language. */
export function zodErrors(c: C, error: z.ZodError, keys: Record<string, string>, fallback = 'api.content.field-invalid'): FieldErrors {
  const locale = c.get('locale')
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'body'
    const text = message(locale, keys[field] ?? fallback)
    const list = (out[field] ??= [])
    if (!list.includes(text)) list.push(text)
  }
  return out
}

/** A JSON answer already serialized (cached lists). */
function rawJson(c: C, body: string) {
  return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' })
}

/* ---------- shapes ---------- */

/** A wine in the visitor's language, without the member's data. Null when it has no image. */
export function shapeWine(doc: Doc, locale: Locale): ApiWine | null {
  const w = toWine(doc as Parameters<typeof toWine>[0])
  if (!w) return null
  const m = (x: Parameters<typeof apiMedia>[0]) => apiMedia(x, locale)
  const image = m(doc.image)
  if (!image) return null
  const panel = (p: Doc | undefined) => ({
    image: m(p?.image),
    text: text(p?.text, locale),
    text_position: position(p?.text_position),
    text_bg_color: str(p?.text_bg_color),
    text_color: str(p?.text_color),
  })
  const rows = (key: 'stories' | 'foods' | 'portfolio') => ((doc[key] ?? []) as Doc[]).filter((r) => m(r.image))
  return {
    id: w.id,
    slug: w.slug,
    name: w.name,
    harvest: w.harvest,
    grape_variety: text(doc.grape_variety, locale),
    description: text(doc.description, locale),
    image,
    url: w.url,
    style: w.style as ApiWine['style'],
    countries: w.countries,
    caf: { colour: panel(doc.caf?.colour), aroma: panel(doc.caf?.aroma), flavour: panel(doc.caf?.flavour) },
    stories: rows('stories').map((s) => ({
      id: String(s.id),
      title: text(s.title, locale) ?? '',
      description: text(s.description, locale),
      image: m(s.image)!,
      text_position: position(s.text_position),
      text_color: str(s.text_color),
      text_background_color: str(s.text_background_color),
    })),
    foods: rows('foods').map((f) => shapeFood(f, locale)!),
    portfolio: rows('portfolio').map((p) => ({ id: String(p.id), name: String(p.name ?? ''), image: m(p.image)!, description: text(p.description, locale) })),
    taste_profile: w.taste_profile,
    rating: { wine: 0, colour: 0, aroma: 0, flavour: 0 },
    passport: [],
  }
}

function shapeFood(f: Doc, locale: Locale) {
  const image = apiMedia(f.image, locale)
  if (!image) return null
  return {
    id: String(f.id),
    name: text(f.name, locale) ?? '',
    description: text(f.description, locale),
    image,
    text_position: position(f.text_position),
    background_text: str(f.background_text),
    text_color: str(f.text_color),
  }
}

const discover = (d: Doc, l: Locale) => ({
  id: String(d.id),
  name: text(d.name, l) ?? '',
  description: text(d.description, l),
  image: apiMedia(d.image, l)!,
  link: str(d.link),
  align_content: align(d.align_content),
  text_color: str(d.text_color),
})
const promotion = (d: Doc, l: Locale) => ({
  id: String(d.id),
  title: text(d.title, l) ?? '',
  description: text(d.description, l),
  image: apiMedia(d.image, l)!,
  link: str(d.link),
  newest: Boolean(d.newest),
})

const shapers = {
  discovers: discover,
  enjoys: (d: Doc, l: Locale) => ({
    ...discover(d, l),
    background_color: str(d.background_color),
    name_en: text(d.name, 'en') ?? '',
  }),
  shops: (d: Doc, l: Locale) => ({
    id: String(d.id),
    name: text(d.name, l) ?? '',
    description: text(d.description, l),
    image: apiMedia(d.image, l)!,
    text_color: str(d.text_color),
    background_color: str(d.background_color),
    link: { type: d.link?.type === 'internal' ? ('internal' as const) : ('other' as const), path: str(d.link?.path) },
  }),
  vendors: (d: Doc, l: Locale) => ({
    id: String(d.id),
    shop_name: text(d.shop_name, l) ?? '',
    shop_name_en: text(d.shop_name, 'en') ?? '',
    description: text(d.description, l),
    image: apiMedia(d.image, l)!,
    link: str(d.link),
  }),
  promotions: promotion,
  'local-promotions': (d: Doc, l: Locale) => ({ ...promotion(d, l), newest: false }),
  clubs: (d: Doc, l: Locale) => {
    const { newest: _newest, ...card } = promotion(d, l)
    return card
  },
  popups: (d: Doc, l: Locale) => ({ id: String(d.id), title: text(d.title, l) ?? '', description: text(d.description, l) }),
  'other-popups': (d: Doc, l: Locale) => ({
    id: String(d.id),
    title: text(d.title, l) ?? '',
    image: apiMedia(d.image, l),
    iframe: text(d.iframe, l),
    link: text(d.link, l),
  }),
} satisfies Partial<Record<ContentCollection, (d: Doc, l: Locale) => unknown>>

type Shaped = Exclude<keyof typeof shapers, symbol | number> & ContentCollection
/** Collections whose cards need an image (a document without one is left out, as in the snapshot). */
const NEEDS_IMAGE = new Set<Shaped>(['discovers', 'enjoys', 'shops', 'vendors', 'promotions', 'local-promotions', 'clubs'])

function shape(collection: Shaped, doc: Doc, locale: Locale): unknown | null {
  if (NEEDS_IMAGE.has(collection) && !apiMedia(doc.image, locale)) return null
  return shapers[collection](doc, locale)
}

/* ---------- place filters ---------- */

const sells = (doc: Doc, country: string) => upperList(doc.countries).includes(country)
/** Empty list: everywhere; otherwise the value must be in it. */
const within = (list: unknown, value: string | null) => {
  const l = upperList(list)
  return l.length === 0 || (value !== null && l.includes(value))
}

type Place = { country: string; state?: string | null; zip?: string | null }
const PLACE_FIELDS: Partial<Record<Shaped, { states?: boolean; zips?: boolean }>> = {
  vendors: { states: true, zips: true },
  promotions: { states: true },
  'local-promotions': { states: true, zips: true },
  'other-popups': { states: true, zips: true },
}

function matches(collection: Shaped, doc: Doc, p: Place) {
  if (!sells(doc, p.country)) return false
  const f = PLACE_FIELDS[collection] ?? {}
  if (f.states && !within(doc.states, p.state ?? null)) return false
  if (f.zips && !within(doc.zip_codes, p.zip ?? null)) return false
  return true
}

/** A cached, shaped list for a place and locale. */
async function placeList(payload: Payload, collection: Shaped, p: Place, locale: Locale): Promise<unknown[]> {
  return memo(payload, `list:${collection}:${p.country}:${p.state ?? ''}:${p.zip ?? ''}:${locale}`, async () => {
    const docs = await publishedDocs(payload, collection)
    return docs.filter((d) => matches(collection, d, p)).flatMap((d) => shape(collection, d, locale) ?? [])
  })
}

/** The same list serialized as { data: [...] } (for answers that do not depend on the visitor). */
async function placeListJson(payload: Payload, collection: Shaped, p: Place, locale: Locale): Promise<string> {
  return memo(payload, `json:${collection}:${p.country}:${p.state ?? ''}:${p.zip ?? ''}:${locale}`, async () =>
    JSON.stringify({ data: await placeList(payload, collection, p, locale) }),
  )
}

async function listAnswer(c: C, collection: Shaped, p: Place | null) {
  if (!p) return c.json({ data: [] })
  return rawJson(c, await placeListJson(c.get('payload'), collection, p, c.get('locale')))
}

/* ---------- wines ---------- */

async function wineList(payload: Payload, country: string, locale: Locale): Promise<ApiWine[]> {
  return memo(payload, `wines:${country}:${locale}`, async () => {
    const docs = await publishedDocs(payload, 'wines')
    return docs.filter((d) => sells(d, country)).flatMap((d) => shapeWine(d, locale) ?? [])
  })
}

export function toWinePassport(p: Doc): WinePassport {
  const r = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5 ? v : null)
  return {
    id: String(p.id),
    wine_rating: r(p.wine_rating),
    colour_rating: r(p.colour_rating),
    aroma_rating: r(p.aroma_rating),
    flavour_rating: r(p.flavour_rating),
    comment: typeof p.comment === 'string' ? p.comment : null,
  }
}

/** The signed-in member's passport entries by wine id (only their own: access is checked by Payload). */
export async function memberPassports(c: C, wineIds?: string[]): Promise<Map<string, Doc>> {
  const member = c.get('member')
  if (!member) return new Map()
  const res = await c.get('payload').find({
    collection: 'passports',
    where: { and: [{ member: { equals: member.id } }, ...(wineIds ? [{ wine: { in: wineIds } }] : [])] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    user: { ...member, collection: 'members' },
  })
  return new Map((res.docs as Doc[]).map((p) => [String(typeof p.wine === 'object' ? p.wine?.id : p.wine), p]))
}

/** Adds the member's rating and passport to wines (new objects; cached ones stay untouched). */
async function withMemberData(c: C, wines: ApiWine[]): Promise<ApiWine[]> {
  if (!c.get('member') || wines.length === 0) return wines
  const entries = await memberPassports(c, wines.map((w) => w.id))
  return wines.map((w) => {
    const p = entries.get(w.id)
    if (!p) return w
    const e = toWinePassport(p)
    return {
      ...w,
      rating: { wine: e.wine_rating ?? 0, colour: e.colour_rating ?? 0, aroma: e.aroma_rating ?? 0, flavour: e.flavour_rating ?? 0 },
      passport: [e],
    }
  })
}

async function winesAnswer(c: C, country: string | null) {
  if (!country) return c.json({ data: [] })
  const payload = c.get('payload')
  const locale = c.get('locale')
  if (!c.get('member')) {
    return rawJson(c, await memo(payload, `json:wines:${country}:${locale}`, async () => JSON.stringify({ data: await wineList(payload, country, locale) })))
  }
  return c.json({ data: await withMemberData(c, await wineList(payload, country, locale)) })
}

/* ---------- previews (staff only) ---------- */

async function latestDraft(c: C, collection: ContentCollection, id: string): Promise<Doc | null> {
  if (!isStaffRequest(c) || !isUuid(id)) return null
  const doc = await c.get('payload').findByID({
    collection: collection as 'wines',
    id,
    draft: true,
    locale: 'all',
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  return (doc as Doc | null) ?? null
}

function previewRoute(app: Hono<ApiEnv>, path: string, collections: Shaped[]) {
  app.get(path, async (c) => {
    for (const collection of collections) {
      const doc = await latestDraft(c, collection, c.req.param('id') ?? '')
      const item = doc && shape(collection, doc, c.get('locale'))
      if (item) return c.json({ data: item })
    }
    return notFound(c)
  })
}

/* ---------- routes ---------- */

export function registerContentRoutes(app: Hono<ApiEnv>) {
  // Wines. The fixed paths come before /api/wines/:country.
  app.get('/api/wines', (c) => winesAnswer(c, visitorCountry(c)))

  app.get('/api/wines/detail/:slug', async (c) => {
    const country = visitorCountry(c)
    const slug = c.req.param('slug')
    if (!country) return notFound(c)
    const wine = (await wineList(c.get('payload'), country, c.get('locale'))).find((w) => w.slug === slug)
    if (!wine) return notFound(c)
    const [withMember] = await withMemberData(c, [wine])
    return c.json({ data: withMember })
  })

  app.get('/api/wines/preview/:id', async (c) => {
    const doc = await latestDraft(c, 'wines', c.req.param('id'))
    const wine = doc && shapeWine(doc, c.get('locale'))
    if (!wine) return notFound(c)
    const [withMember] = await withMemberData(c, [wine])
    return c.json({ data: withMember })
  })

  app.get('/api/wines/:country', (c) => {
    const country = countryCode(c.req.param('country'))
    return country ? winesAnswer(c, country) : c.json({ data: [] })
  })

  app.get('/api/foods/preview/:id', async (c) => {
    const id = c.req.param('id')
    if (!isStaffRequest(c) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return notFound(c)
    const locale = c.get('locale')
    const drafts = await c.get('payload').find({
      collection: 'wines',
      draft: true,
      locale: 'all',
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const w of drafts.docs as Doc[]) {
      const food = ((w.foods ?? []) as Doc[]).find((f) => String(f.id) === id)
      const shaped = food && shapeFood(food, locale)
      if (shaped) return c.json({ data: { ...shaped, wine: { id: String(w.id), slug: String(w.slug ?? ''), name: String(w.name ?? '') } } })
    }
    return notFound(c)
  })

  // Lists by country in the path.
  for (const collection of ['discovers', 'enjoys', 'shops'] as const) {
    if (collection !== 'shops') previewRoute(app, `/api/${collection}/preview/:id`, [collection])
    app.get(`/api/${collection}/:country`, (c) => {
      const country = countryCode(c.req.param('country'))
      return listAnswer(c, collection, country ? { country } : null)
    })
  }

  app.get('/api/clubs', (c) => {
    const country = visitorCountry(c)
    return listAnswer(c, 'clubs', country ? { country } : null)
  })

  // Promotions.
  previewRoute(app, '/api/promotions/preview/:id', ['promotions', 'local-promotions'])

  app.get('/api/promotions', (c) => {
    const jar = cookies(c)
    const country = visitorCountry(c)
    if (!country) return c.json({ data: [] })
    if (c.req.query('user') === 'true' || c.req.query('user') === '1') {
      return listAnswer(c, 'local-promotions', { country, state: placeCode(jar.state), zip: placeCode(jar.zip_code) })
    }
    return listAnswer(c, 'promotions', { country, state: placeCode(jar.state) })
  })

  app.get('/api/promotions/:country/:state', (c) => {
    const country = countryCode(c.req.param('country'))
    return listAnswer(c, 'promotions', country ? { country, state: placeCode(c.req.param('state')) } : null)
  })

  // Sellers (vendors).
  previewRoute(app, '/api/sellers/preview/:id', ['vendors'])

  app.post('/api/sellers', async (c) => {
    const body = await readJson(c)
    if (body === undefined) return badRequest(c)
    const parsed = SellersRequest.safeParse(body)
    if (!parsed.success) return validationFailed(c, zodErrors(c, parsed.error, { country: 'api.content.country-invalid' }))
    const { country, state, zip_code } = parsed.data
    return listAnswer(c, 'vendors', { country: countryCode(country)!, state: placeCode(state), zip: placeCode(zip_code) })
  })

  // Popups.
  app.get('/api/popup', async (c) => {
    const country = visitorCountry(c)
    if (!country) return c.json({ data: null })
    const [first] = await placeList(c.get('payload'), 'popups', { country }, c.get('locale'))
    return c.json({ data: first ?? null })
  })

  app.post('/api/popup-others', async (c) => {
    const body = await readJson(c)
    if (body === undefined) return badRequest(c)
    const parsed = PopupOthersRequest.safeParse(body)
    if (!parsed.success) return validationFailed(c, zodErrors(c, parsed.error, { country: 'api.content.country-invalid' }))
    const { country, current, zipCode, state } = parsed.data
    const list = (await placeList(c.get('payload'), 'other-popups', { country: countryCode(country)!, state: placeCode(state), zip: placeCode(zipCode) }, c.get('locale'))) as { id: string }[]
    const other = list.find((p) => current == null || p.id !== String(current))
    return c.json({ data: other ?? null })
  })
}
