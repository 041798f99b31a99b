/**
 * The member's passport (spec §7): GET /api/passports and POST /api/wines/{id}/passport.
 * Every Local API call is made as the member (overrideAccess: false), so Payload's access rules
 * (cms/access/ownMemberData.ts) keep each member to their own entries.
 */
import type { Context, Hono } from 'hono'
import type { Payload } from 'payload'
import { PassportRequest, type PassportEntry } from '../../../src/contract/api/members'
import type { Locale } from '../../../src/contract/locales'
import { memo, publishedDocs } from '../contentCache'
import type { ApiEnv, Doc } from '../env'
import { notFound, unauthenticated, validationFailed } from '../errors'
import { message } from '../i18n'
import { apiMedia, badRequest, isUuid, readJson, text, toWinePassport, zodErrors } from './content'

type C = Context<ApiEnv>

const RATINGS = ['wine_rating', 'colour_rating', 'aroma_rating', 'flavour_rating'] as const

/** Published wines by id (from the content cache). */
export async function publishedWinesById(payload: Payload): Promise<Map<string, Doc>> {
  return memo(payload, 'wines:byId', async () => new Map((await publishedDocs(payload, 'wines')).map((w) => [String(w.id), w])))
}

export function asMember(member: Doc) {
  return { ...member, collection: 'members' as const }
}

function toEntry(p: Doc, wine: Doc, locale: Locale): PassportEntry {
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

/** The member's passport rows (newest change first), as the member. */
export async function ownPassportRows(c: C): Promise<Doc[]> {
  const member = c.get('member')!
  const res = await c.get('payload').find({
    collection: 'passports',
    where: { member: { equals: member.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: '-updatedAt',
    overrideAccess: false,
    user: asMember(member),
  })
  return res.docs as Doc[]
}

const wineIdOf = (p: Doc) => String(typeof p.wine === 'object' && p.wine ? p.wine.id : p.wine)

export function registerMemberRoutes(app: Hono<ApiEnv>) {
  /** Entries of wines that are no longer published are kept but not listed (they return on republishing). */
  app.get('/api/passports', async (c) => {
    if (!c.get('member')) return unauthenticated(c)
    const [rows, wines] = await Promise.all([ownPassportRows(c), publishedWinesById(c.get('payload'))])
    const locale = c.get('locale')
    return c.json({ data: rows.flatMap((p) => (wines.has(wineIdOf(p)) ? [toEntry(p, wines.get(wineIdOf(p))!, locale)] : [])) })
  })

  app.post('/api/wines/:id/passport', async (c) => {
    const member = c.get('member')
    if (!member) return unauthenticated(c)
    const payload = c.get('payload')
    const wineId = c.req.param('id')
    const wine = isUuid(wineId) ? (await publishedWinesById(payload)).get(wineId.toLowerCase()) : undefined
    if (!wine) return notFound(c)

    const body = await readJson(c)
    if (body === undefined) return badRequest(c)
    const parsed = PassportRequest.safeParse(body)
    const locale = c.get('locale')
    if (!parsed.success) {
      return validationFailed(
        c,
        zodErrors(c, parsed.error, {
          wine_rating: 'api.passport.rating-range',
          colour_rating: 'api.passport.rating-range',
          aroma_rating: 'api.passport.rating-range',
          flavour_rating: 'api.passport.rating-range',
          comment: 'api.passport.comment-invalid',
          id: 'api.passport.id-mismatch',
        }),
      )
    }
    const data: Doc = {}
    for (const k of RATINGS) if (parsed.data[k] != null) data[k] = parsed.data[k]
    if (parsed.data.comment != null) data.comment = parsed.data.comment
    if (Object.keys(data).length === 0) {
      return validationFailed(c, { passport: [message(locale, 'api.passport.nothing-to-save')] })
    }

    const user = asMember(member)
    const findExisting = async () =>
      (
        await payload.find({
          collection: 'passports',
          where: { and: [{ member: { equals: member.id } }, { wine: { equals: wine.id } }] },
          depth: 0,
          limit: 1,
          overrideAccess: false,
          user,
        })
      ).docs[0] as Doc | undefined

    let existing = await findExisting()
    const sentId = parsed.data.id
    if (sentId != null && String(sentId) !== String(existing?.id)) {
      return validationFailed(c, { id: [message(locale, 'api.passport.id-mismatch')] })
    }

    let saved: Doc
    let status: 200 | 201 = 200
    if (existing) {
      saved = await payload.update({ collection: 'passports', id: existing.id, data, depth: 0, overrideAccess: false, user })
    } else {
      try {
        saved = await payload.create({ collection: 'passports', data: { ...data, member: member.id, wine: wine.id }, depth: 0, overrideAccess: false, user })
        status = 201
      } catch (err) {
        // Two first ratings at once: the unique (member, wine) index let one through; update that one.
        existing = await findExisting()
        if (!existing) throw err
        saved = await payload.update({ collection: 'passports', id: existing.id, data, depth: 0, overrideAccess: false, user })
      }
    }
    return c.json({ data: toEntry(saved as Doc, wine, locale) }, status)
  })
}
