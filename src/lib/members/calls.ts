/**
 * The member calls (accounts, passport, palate) on the one client (src/lib/api), with their answers
 * read leniently into the shapes the screens use. Request bodies are the contract's.
 */
import { apiPath } from '../../contract/api/paths'
import type { z } from 'zod'
import type { LoginRequest, RegisterRequest, ResetPasswordRequest } from '../../contract/api/accounts'
import type { PalateTempRequest, PassportRequest } from '../../contract/api/members'
import { IDEMPOTENCY_HEADER } from '../../contract/headers'
import type { Localized } from '../../contract/snapshot'
import { ApiError, request, type RequestOptions } from '../api'
import type { CompleteRequest, PendingResponse, ProvidersResponse } from '../../contract/api/social'
import type { Locale } from '../../contract/locales'
import { pick } from '../../contract/localize'
import { STARS } from '../../contract/constants'
import type { User } from '../../contract/api/accounts'

/* ---------- shapes (lenient: the spec does not show every result) ---------- */

type Raw = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))
const dataObject = (v: unknown): Raw => {
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

export function toMember(v: unknown): User | null {
  const o = dataObject(v)
  if (!o || (!o.id && !o.email)) return null
  return {
    id: str(o.id),
    name: str(o.name),
    surname: str(o.surname),
    email: str(o.email),
    country: str(o.country).toUpperCase(),
    image: imageUrl(o.image ?? o.avatar),
    keep_me_update: o.keep_me_update === true || o.keep_me_update === 1 || o.keep_me_update === '1',
    adult: o.adult === true,
    birth_year: typeof o.birth_year === 'number' ? o.birth_year : null,
    locale: str(o.locale),
    email_verified_at: typeof o.email_verified_at === 'string' ? o.email_verified_at : null,
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

const rating = (v: unknown) =>
  typeof v === 'number' && v >= 1 && v <= STARS
    ? Math.round(v)
    : Number(v) >= 1 && Number(v) <= STARS
      ? Math.round(Number(v))
      : 0

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
  for (let i = 0; i < 3 && !('user_palate' in o) && !('wine_palates' in o) && o.data && typeof o.data === 'object'; i++)
    o = o.data as Raw
  const nums = (m: unknown): PalateMap =>
    Object.fromEntries(
      Object.entries((m && typeof m === 'object' ? m : {}) as Raw)
        .filter(([, n]) => Number.isFinite(Number(n)))
        .map(([k, n]) => [k, Number(n)]),
    )
  const wines = (o.wine_palates && typeof o.wine_palates === 'object' ? o.wine_palates : {}) as Raw
  return {
    user_palate: nums(o.user_palate),
    wine_palates: Object.fromEntries(Object.entries(wines).map(([name, m]) => [name, nums(m)])),
  }
}

const list = (v: unknown): unknown[] => {
  const o = v as Raw | unknown[]
  if (Array.isArray(o)) return o
  if (o && Array.isArray((o as Raw).data)) return (o as Raw).data as unknown[]
  if (o && (o as Raw).data && Array.isArray(((o as Raw).data as Raw).data))
    return ((o as Raw).data as Raw).data as unknown[]
  return []
}

/* ---------- the calls ---------- */

export type RegisterInput = RegisterRequest
type Body<T> = { [K in keyof T]: Exclude<T[K], undefined> }
export type PassportPayload = Partial<Body<PassportRequest>>

export const api = {
  register: (input: RegisterInput) => request('POST', apiPath('register'), input),
  login: (input: Body<z.infer<typeof LoginRequest>>) => request('POST', apiPath('login'), input),
  logout: () => request('POST', apiPath('logout')),
  forgotPassword: (email: string) => request<{ message?: string }>('POST', apiPath('forgotPassword'), { email }),
  resetPassword: (input: Body<z.infer<typeof ResetPasswordRequest>>) =>
    request<{ message?: string }>('POST', apiPath('resetPassword'), input),
  resendVerification: () => request<{ message?: string }>('POST', apiPath('resendVerification')),
  profile: async () => toMember(await request('GET', apiPath('profile'))),
  /** Deletes the account (docs/decisions.md, Beyond the spec): the password again; the server signs out. */
  deleteAccount: (currentPassword: string) =>
    request<{ message?: string }>('POST', apiPath('deleteAccount'), { current_password: currentPassword }),
  /** The saved member, and the new address a confirmation link went to when the email is changing. */
  saveProfile: async (form: FormData) => {
    const answer = await request('POST', apiPath('updateProfile'), form)
    const pending = (answer as { email_pending?: unknown } | null)?.email_pending
    return { member: toMember(answer), emailPending: typeof pending === 'string' ? pending : null }
  },
  passports: async (locale: Locale) =>
    list(await request('GET', apiPath('passports')))
      .map((e) => toPassportEntry(e, locale))
      .filter((e): e is PassportEntry => e !== null),
  /** One write; `key` (Idempotency-Key) makes a retry of it change nothing. */
  savePassport: (wineId: string, payload: PassportPayload, key?: string, options: RequestOptions = {}) =>
    request('POST', apiPath('savePassport', { id: wineId }), payload, {
      ...options,
      headers: { ...options.headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    }),
  palates: async () => toPalate(await request('GET', apiPath('palate'))),
  palatesTemp: async (input: PalateTempRequest) => toPalate(await request('POST', apiPath('tempPalate'), input)),
  /** The sign-in providers configured on the server (none: no buttons). */
  providers: async () => (await request<z.infer<typeof ProvidersResponse>>('GET', apiPath('socialProviders'))).data,
  /** The social sign-in waiting for its last step, or null (none, or expired). */
  pendingSignIn: async () => {
    try {
      return (await request<z.infer<typeof PendingResponse>>('GET', apiPath('socialPending'))).data
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null
      throw e
    }
  },
  /** The short step after a first provider sign-in; the server refuses it without legal age confirmed. */
  completeSignUp: (input: Body<Omit<CompleteRequest, 'legal'>> & { legal: boolean }) =>
    request('POST', apiPath('socialComplete'), input),
}
