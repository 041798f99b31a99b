/** Small readers of content values and of the request's place, shared by the content and member calls. */
import type { Context } from 'hono'
import { loc, media as snapshotMedia } from '../../snapshot/buildSnapshot'
import { parseCookieHeader } from '../../../src/contract/cookies'
import type { Locale } from '../../../src/contract/locales'
import type { ApiMedia } from '../../../src/contract/api/wine'
import { mediaInLocale } from '../../../src/contract/inLocale'
import { pick } from '../../../src/contract/localize'
import type { ApiEnv } from '../env'
import { COUNTRY_CODE_ANY_CASE } from '../../../src/contract/patterns'

/** A localized value (a locale map from locale 'all', or a plain string) in the visitor's language; null when empty. */
export function text(value: unknown, locale: Locale): string | null {
  return pick(loc(value), locale) || null
}

export function apiMedia(value: unknown, locale: Locale): ApiMedia | null {
  const m = snapshotMedia(value)
  return m && mediaInLocale(m, locale)
}

export const upperList = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => x.trim().toUpperCase()) : []

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Document ids are UUIDs: anything else is unknown (and never reaches PostgreSQL). */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v)

/** The id of a relationship, populated or not. */
export const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v && typeof v === 'object' ? String(v.id) : v ? String(v) : null

/** An ISO 3166-1 alpha-2 code, upper-case, or null. */
export function countryCode(v: unknown): string | null {
  return typeof v === 'string' && COUNTRY_CODE_ANY_CASE.test(v.trim()) ? v.trim().toUpperCase() : null
}

/** A state or zip code as clients send it: trimmed, upper-case; '', 'null', 'undefined' and '-' mean none. */
export function placeCode(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v !== 'string') return null
  const s = v.trim().toUpperCase()
  return s === '' || s === 'NULL' || s === 'UNDEFINED' || s === '-' || s.length > 64 ? null : s
}

export const cookies = (c: Context<ApiEnv>): Record<string, string> => parseCookieHeader(c.req.header('cookie'))

/** The visitor's country: ?country=, else the country cookie, else the signed-in member's country. */
export function visitorCountry(c: Context<ApiEnv>): string | null {
  return countryCode(c.req.query('country')) ?? countryCode(cookies(c).country) ?? countryCode(c.get('member')?.country)
}
