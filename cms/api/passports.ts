/**
 * The member's passport entries, read as the member (overrideAccess: false), so Payload's access
 * rules (cms/access/ownMemberData.ts) keep each member to their own. Shared by the wine, passport and
 * palate calls.
 */
import type { Context } from 'hono'
import type { Payload, Where } from 'payload'
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

/** The member's passport rows (newest change first; only some wines when `wineIds` is given). */
export async function ownPassportRows(c: Context<ApiEnv>, member: SignedInMember, wineIds?: string[]): Promise<Passport[]> {
  const where: Where = wineIds ? { and: [{ member: { equals: member.id } }, { wine: { in: wineIds } }] } : { member: { equals: member.id } }
  const res = await c.get('payload').find({ collection: 'passports', where, depth: 0, limit: 0, pagination: false, sort: '-updatedAt', overrideAccess: false, user: member })
  return res.docs
}

export const wineIdOf = (p: Passport) => idOf(p.wine) ?? ''

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
