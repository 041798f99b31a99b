/**
 * The calls the catalogue makes (spec §7), same origin, cookies included. Failures follow spec §8:
 * a failed current-user call means logged out, a failed list load an empty list, a failed preview
 * no item.
 */
import { readCookie } from './cookies'

type Json = Record<string, unknown>

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, { credentials: 'include', headers: { accept: 'application/json', ...(init?.headers ?? {}) }, ...init })
  if (!res.ok) throw new Error(`${res.status}`)
  return res.json()
}

/** `{ data: X }` or X. */
function unwrap(body: unknown): unknown {
  return body && typeof body === 'object' && 'data' in (body as Json) ? (body as Json).data : body
}

export type User = { id: string | number; name?: string; surname?: string; country?: string }

/** The signed-in member, or null (any failure means logged out). */
export async function currentUser(): Promise<User | null> {
  try {
    const u = unwrap(await getJson('/api/user')) as User | null
    return u && typeof u === 'object' && 'id' in u ? u : null
  } catch {
    return null
  }
}

export type PreviewKind = 'wines' | 'foods' | 'discovers' | 'enjoys' | 'promotions' | 'sellers'

/** A draft for staff; null for anyone else (the API answers 404) or on any failure. */
export async function preview<T = Json>(kind: PreviewKind, id: string): Promise<T | null> {
  try {
    const item = unwrap(await getJson(`/api/${kind}/preview/${encodeURIComponent(id)}`))
    return item && typeof item === 'object' ? (item as T) : null
  } catch {
    return null
  }
}

/** A list; an empty one on failure. */
export async function list<T = Json>(url: string, init?: RequestInit): Promise<T[]> {
  try {
    const data = unwrap(await getJson(url, init))
    return Array.isArray(data) ? (data as T[]) : []
  } catch {
    return []
  }
}

let csrf: Promise<void> | null = null
/** The cross-site-protection cookie (spec §7: GET /sanctum/csrf-cookie), fetched once before the first write. */
function ensureCsrf(): Promise<void> {
  if (readCookie('XSRF-TOKEN')) return Promise.resolve()
  csrf ??= fetch('/sanctum/csrf-cookie', { credentials: 'include' }).then(
    () => undefined,
    () => undefined,
  )
  return csrf
}

/** Headers of a JSON write: the XSRF-TOKEN cookie's value goes back in X-XSRF-TOKEN. */
async function writeHeaders(): Promise<Record<string, string>> {
  await ensureCsrf()
  const token = readCookie('XSRF-TOKEN')
  return { 'content-type': 'application/json', accept: 'application/json', ...(token ? { 'X-XSRF-TOKEN': token } : {}) }
}

export async function sellers<T = Json>(place: { country: string; state: string; zip_code: string }): Promise<T[]> {
  return list<T>('/api/sellers', { method: 'POST', headers: await writeHeaders(), body: JSON.stringify(place) })
}

export type PassportRatings = Partial<Record<'wine_rating' | 'colour_rating' | 'aroma_rating' | 'flavour_rating', number>>

/** Saves one rating at once (spec §4: each tap saves). Resolves true when the server took it. */
export async function saveRating(wineId: string, payload: PassportRatings): Promise<boolean> {
  try {
    const res = await fetch(`/api/wines/${encodeURIComponent(wineId)}/passport`, {
      method: 'POST',
      credentials: 'include',
      headers: await writeHeaders(),
      body: JSON.stringify(payload),
    })
    return res.ok
  } catch {
    return false
  }
}

/** The member's stored ratings of one wine, from GET /api/passports (zeros when unrated). */
export async function storedRatings(wineId: string): Promise<Required<PassportRatings>> {
  const entries = await list<Json>('/api/passports')
  const entry = entries.find((e) => {
    const w = e.wine as Json | string | undefined
    return String(e.wine_id ?? (typeof w === 'object' && w ? w.id : w)) === String(wineId)
  })
  const rating = (entry?.rating ?? {}) as Json
  const n = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= 5 ? v : 0)
  return {
    wine_rating: n(entry?.wine_rating ?? rating.wine),
    colour_rating: n(entry?.colour_rating ?? rating.colour),
    aroma_rating: n(entry?.aroma_rating ?? rating.aroma),
    flavour_rating: n(entry?.flavour_rating ?? rating.flavour),
  }
}
