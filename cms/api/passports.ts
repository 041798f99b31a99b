/**
 * The member's passport entries, shared by the wine, passport, palate and export calls. Read with one
 * indexed SQL query by the signed-in member's own id (the rule of cms/access/ownMemberData.ts, which
 * Payload applies to everyone else): Payload's find took most of a signed-in call (issue 13).
 */
import type { Context } from 'hono'
import type { Payload } from 'payload'
import { pool } from './db'
import type { PassportEntry } from '../../src/contract/api/members'
import type { WinePassport } from '../../src/contract/api/wine'
import type { Locale } from '../../src/contract/locales'
import type { Passport, Wine } from '../payload-types'
import { memo, publishedDocs } from './contentCache'
import type { ApiEnv, SignedInMember } from './env'
import { apiMedia, idOf, text } from './content/values'
import { STARS } from '../../src/contract/constants'

/** Published wines by id (from the content cache). */
export async function publishedWinesById(payload: Payload): Promise<Map<string, Wine>> {
  return memo(payload, 'wines:byId', async () => new Map((await publishedDocs(payload, 'wines')).map((w) => [String(w.id), w])))
}

/** The fields of a passport row the calls read, as Payload's generated type names them. */
export type PassportRow = Pick<Passport, 'id' | 'wine' | 'member' | 'wine_rating' | 'colour_rating' | 'aroma_rating' | 'flavour_rating' | 'comment' | 'createdAt' | 'updatedAt'>

/** The member's passport rows (newest change first; only some wines when `wineIds` is given). */
export async function ownPassportRows(c: Context<ApiEnv>, member: SignedInMember, wineIds?: string[]): Promise<PassportRow[]> {
  const { rows } = await pool(c.get('payload')).query<PassportRow>(
    `select id, wine_id as wine, member_id as member,
            wine_rating::float8 as wine_rating, colour_rating::float8 as colour_rating, aroma_rating::float8 as aroma_rating, flavour_rating::float8 as flavour_rating,
            comment, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
       from passports where member_id = $1 ${wineIds ? 'and wine_id = any($2::uuid[])' : ''} order by updated_at desc`,
    wineIds ? [member.id, wineIds] : [member.id],
  )
  return rows
}

export const wineIdOf = (p: Pick<Passport, 'wine'>) => idOf(p.wine) ?? ''

export function toWinePassport(p: Passport): WinePassport {
  const r = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= STARS ? v : null)
  return {
    id: String(p.id),
    wine_rating: r(p.wine_rating),
    colour_rating: r(p.colour_rating),
    aroma_rating: r(p.aroma_rating),
    flavour_rating: r(p.flavour_rating),
    comment: typeof p.comment === 'string' ? p.comment : null,
  }
}

export function toEntry(p: Passport, wine: Wine, locale: Locale): PassportEntry {
  return {
    ...toWinePassport(p),
    wine: {
      id: String(wine.id),
      slug: String(wine.slug ?? ''),
      name: String(wine.name ?? ''),
      harvest: typeof wine.harvest === 'string' && wine.harvest ? wine.harvest : null,
      grape_variety: text(wine.grape_variety, locale),
      image: apiMedia(wine.image, locale),
    },
  }
}
