/**
 * A small typed client for the member calls of spec §7, written against the contract: same-origin
 * requests with the session cookie, the Sanctum CSRF cookie fetched once before the first POST and
 * sent back as X-XSRF-TOKEN, JSON or multipart bodies, and errors as ApiError (401 and 422 with the
 * server's field map, in the visitor's language).
 */
import type { Localized } from '../../contract/snapshot'
import type { Locale } from '../../contract/locales'
import { pick } from '../../contract/localize'

export type FieldErrors = Record<string, string[]>

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
  /** The first message for a field, if the server gave one. */
  first(field: string): string | undefined {
    return this.errors[field]?.[0]
  }
  get unauthenticated() {
    return this.status === 401 || this.status === 419
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN'

export function readCookie(name: string, cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return part.slice(eq + 1).trim()
      }
    }
  }
  return null
}

let csrfReady: Promise<void> | null = null
/** GET /sanctum/csrf-cookie once per page (again after a 419, when the token went stale). */
export function csrf(force = false): Promise<void> {
  if (force || !csrfReady || !readCookie(XSRF_COOKIE)) {
    csrfReady = fetch('/sanctum/csrf-cookie', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
      () => undefined,
      () => undefined,
    )
  }
  return csrfReady
}

type Body = Record<string, unknown> | FormData | undefined

async function send(method: 'GET' | 'POST', path: string, body?: Body): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
  let payload: BodyInit | undefined
  if (method !== 'GET') {
    await csrf()
    const token = readCookie(XSRF_COOKIE)
    if (token) headers['X-XSRF-TOKEN'] = token
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json'
      payload = JSON.stringify(body)
    }
  }
  return fetch(path, { method, headers, body: payload, credentials: 'same-origin' })
}

export async function request<T = unknown>(method: 'GET' | 'POST', path: string, body?: Body): Promise<T> {
  let res: Response
  try {
    res = await send(method, path, body)
    if (res.status === 419 && method !== 'GET') {
      await csrf(true)
      res = await send(method, path, body)
    }
  } catch {
    throw new ApiError(0, '')
  }
  const text = await res.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  if (!res.ok) {
    const o = (json ?? {}) as { message?: unknown; errors?: unknown }
    const errors: FieldErrors = {}
    if (o.errors && typeof o.errors === 'object') {
      for (const [k, v] of Object.entries(o.errors as Record<string, unknown>)) {
        errors[k] = (Array.isArray(v) ? v : [v]).filter((m): m is string => typeof m === 'string')
      }
    }
    throw new ApiError(res.status, typeof o.message === 'string' ? o.message : '', errors)
  }
  return json as T
}

/* ---------- shapes (lenient: the spec does not show every result) ---------- */

export type Member = {
  id: string
  name: string
  surname: string
  email: string
  country: string
  image: string | null
  keep_me_update: boolean
  email_verified: boolean
}

type Raw = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))
const unwrap = (v: unknown): Raw => {
  const o = (v ?? {}) as Raw
  return (o.data && typeof o.data === 'object' && !Array.isArray(o.data) ? o.data : o) as Raw
}
function imageUrl(v: unknown): string | null {
  if (typeof v === 'string' && v) return v
  if (v && typeof v === 'object') {
    const o = v as Raw
    if (typeof o.url === 'string') return o.url
  }
  return null
}

export function toMember(v: unknown): Member | null {
  const o = unwrap(v)
  if (!o || (!o.id && !o.email)) return null
  return {
    id: str(o.id),
    name: str(o.name),
    surname: str(o.surname),
    email: str(o.email),
    country: str(o.country).toUpperCase(),
    image: imageUrl(o.image ?? o.avatar),
    keep_me_update: o.keep_me_update === true || o.keep_me_update === 1 || o.keep_me_update === '1',
    // Verified unless the server says otherwise (email_verified_at: null, or email_verified: false).
    email_verified: 'email_verified_at' in o ? o.email_verified_at != null : o.email_verified !== false,
  }
}

export type PassportEntry = {
  id: string
  wineId: string
  slug: string | null
  name: string
  harvest: string | null
  grape_variety: string
  image: string | null
  wine_rating: number
  colour_rating: number
  aroma_rating: number
  flavour_rating: number
  comment: string
}

const rating = (v: unknown) => (typeof v === 'number' && v >= 1 && v <= 5 ? Math.round(v) : Number(v) >= 1 && Number(v) <= 5 ? Math.round(Number(v)) : 0)

export function toPassportEntry(v: unknown, locale: Locale): PassportEntry | null {
  const o = (v ?? {}) as Raw
  const w = (o.wine && typeof o.wine === 'object' ? o.wine : {}) as Raw
  const wineId = str(w.id ?? o.wine_id ?? (typeof o.wine === 'string' ? o.wine : ''))
  if (!wineId) return null
  const grape = w.grape_variety
  return {
    id: str(o.id),
    wineId,
    slug: typeof w.slug === 'string' ? w.slug : null,
    name: str(w.name),
    harvest: w.harvest == null || w.harvest === '' ? null : str(w.harvest),
    grape_variety: grape && typeof grape === 'object' ? pick(grape as Localized, locale) : str(grape),
    image: imageUrl(w.image),
    wine_rating: rating(o.wine_rating),
    colour_rating: rating(o.colour_rating),
    aroma_rating: rating(o.aroma_rating),
    flavour_rating: rating(o.flavour_rating),
    comment: str(o.comment),
  }
}

export type PalateMap = Record<string, number>
export type Palate = { user_palate: PalateMap; wine_palates: Record<string, PalateMap> }

/** data.data.user_palate / data.data.wine_palates (spec §3); also accepts one level less nesting. */
export function toPalate(v: unknown): Palate {
  let o = (v ?? {}) as Raw
  for (let i = 0; i < 3 && !('user_palate' in o) && !('wine_palates' in o) && o.data && typeof o.data === 'object'; i++) o = o.data as Raw
  const nums = (m: unknown): PalateMap =>
    Object.fromEntries(Object.entries((m && typeof m === 'object' ? m : {}) as Raw).filter(([, n]) => Number.isFinite(Number(n))).map(([k, n]) => [k, Number(n)]))
  const wines = (o.wine_palates && typeof o.wine_palates === 'object' ? o.wine_palates : {}) as Raw
  return { user_palate: nums(o.user_palate), wine_palates: Object.fromEntries(Object.entries(wines).map(([name, m]) => [name, nums(m)])) }
}

const list = (v: unknown): unknown[] => {
  const o = v as Raw | unknown[]
  if (Array.isArray(o)) return o
  if (o && Array.isArray((o as Raw).data)) return (o as Raw).data as unknown[]
  if (o && (o as Raw).data && Array.isArray(((o as Raw).data as Raw).data)) return ((o as Raw).data as Raw).data as unknown[]
  return []
}

/* ---------- the calls ---------- */

export type RegisterInput = {
  name: string
  surname: string
  birth_year: number
  country: string
  email: string
  password: string
  password_confirmation: string
  legal: boolean
  terms: boolean
  keep_me_update: boolean
}

export type PassportPayload = Partial<{ id: string; wine_rating: number; colour_rating: number; aroma_rating: number; flavour_rating: number; comment: string }>

export const api = {
  register: (input: RegisterInput) => request('POST', '/register', input),
  login: (input: { email: string; password: string }) => request('POST', '/login', input),
  logout: () => request('POST', '/logout'),
  forgotPassword: (email: string) => request<{ message?: string }>('POST', '/forgot-password', { email }),
  resetPassword: (input: { token: string; email: string; password: string; password_confirmation: string }) =>
    request<{ message?: string }>('POST', '/reset-password', input),
  resendVerification: () => request<{ message?: string }>('POST', '/email/resend'),
  user: async () => toMember(await request('GET', '/api/user')),
  profile: async () => toMember(await request('GET', '/api/profile')),
  /** The saved member, and the new address a confirmation link went to when the email is changing. */
  saveProfile: async (form: FormData) => {
    const answer = await request('POST', '/api/profile', form)
    const pending = (answer as { email_pending?: unknown } | null)?.email_pending
    return { member: toMember(answer), emailPending: typeof pending === 'string' ? pending : null }
  },
  passports: async (locale: Locale) =>
    list(await request('GET', '/api/passports'))
      .map((e) => toPassportEntry(e, locale))
      .filter((e): e is PassportEntry => e !== null),
  savePassport: (wineId: string, payload: PassportPayload) => request('POST', `/api/wines/${encodeURIComponent(wineId)}/passport`, payload),
  palates: async () => toPalate(await request('GET', '/api/palates')),
  palatesTemp: async (input: { wine_id: string; colour: number; aroma: number; flavour: number }) => toPalate(await request('POST', '/api/palates-temp', input)),
}
