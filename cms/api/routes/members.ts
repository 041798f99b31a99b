/**
 * The member's passport: GET /api/passports and POST /api/wines/{id}/passport. Every Local API call
 * is made as the member (overrideAccess: false), so Payload's access rules
 * (cms/access/ownMemberData.ts) keep each member to their own entries.
 */
import * as api from '../../../src/contract/api/members'
import type { Passport } from '../../payload-types'
import { isUuid } from '../content/values'
import { routeGroup, serve } from '../declare'
import { notFound, unauthenticated } from '../errors'
import { ownPassportRows, publishedWinesById, toEntry, wineIdOf } from '../passports'
import { Errors, validate } from '../validation'
import { confirmSaved } from '../db'

export const memberRoutes = routeGroup()

const RATINGS = ['wine_rating', 'colour_rating', 'aroma_rating', 'flavour_rating'] as const

/** Entries of wines that are no longer published are kept but not listed (they return on republishing). */
serve(memberRoutes, api.passports, async (c) => {
  const member = c.get('member')
  if (!member) return unauthenticated(c)
  const [rows, wines] = await Promise.all([ownPassportRows(c, member), publishedWinesById(c.get('payload'))])
  const locale = c.get('locale')
  return c.json({ data: rows.flatMap((p) => (wines.has(wineIdOf(p)) ? [toEntry(p, wines.get(wineIdOf(p))!, locale)] : [])) })
})

serve(memberRoutes, api.savePassport, async (c) => {
  const member = c.get('member')
  if (!member) return unauthenticated(c)
  const payload = c.get('payload')
  const wineId = c.req.param('id') ?? ''
  const wine = isUuid(wineId) ? (await publishedWinesById(payload)).get(wineId.toLowerCase()) : undefined
  if (!wine) return notFound(c)

  const { data: sent, errors } = await validate(c, api.savePassport)
  if (!sent) return errors.respond()
  const data: Partial<Pick<Passport, (typeof RATINGS)[number] | 'comment'>> = {}
  for (const k of RATINGS) if (sent[k] != null) data[k] = sent[k]
  if (sent.comment != null) data.comment = sent.comment
  if (Object.keys(data).length === 0) return new Errors(c).add('passport', 'api.passport.nothing-to-save').respond()

  const findExisting = async () =>
    (
      await payload.find({
        collection: 'passports',
        where: { and: [{ member: { equals: member.id } }, { wine: { equals: wine.id } }] },
        depth: 0,
        limit: 1,
        overrideAccess: false,
        user: member,
      })
    ).docs[0]

  let existing = await findExisting()
  if (sent.id != null && String(sent.id) !== String(existing?.id)) return new Errors(c).add('id', 'api.passport.id-mismatch').respond()

  const update = (id: string) => payload.update({ collection: 'passports', id, data, depth: 0, overrideAccess: false, user: member })
  let saved: Passport
  let status: 200 | 201 = 200
  if (existing) saved = await update(existing.id)
  else {
    try {
      saved = await payload.create({ collection: 'passports', data: { ...data, member: member.id, wine: wine.id }, depth: 0, overrideAccess: false, user: member })
      status = 201
    } catch (err) {
      // Two first ratings at once: the unique (member, wine) index let one through; update that one.
      existing = await findExisting()
      if (!existing) throw err
      saved = await update(existing.id)
    }
  }
  await confirmSaved(payload, 'passports', saved)
  return c.json({ data: toEntry(saved, wine, c.get('locale')) }, status)
})
