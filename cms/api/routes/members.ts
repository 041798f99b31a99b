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
import { confirmSaved, serialized } from '../db'
import { editTime, mergePassportWrite, type PassportValues } from '../passportMerge'
import { PASSPORT_WRITE } from '../../collections/Passports'

export const memberRoutes = routeGroup()

/** Entries of wines that are no longer published are kept but not listed (they return on republishing). */
serve(memberRoutes, api.passports, async (c) => {
  const member = c.get('member')
  if (!member) return unauthenticated(c)
  const [rows, wines] = await Promise.all([ownPassportRows(c, member), publishedWinesById(c.get('payload'))])
  const locale = c.get('locale')
  return c.json({ data: rows.flatMap((p) => (wines.has(wineIdOf(p)) ? [toEntry(p, wines.get(wineIdOf(p))!, locale)] : [])) })
})

/**
 * One entry per member and wine. Field by field the edit made last wins (passportMerge.ts), so a
 * write from a phone's offline queue never undoes a later edit; a retry with the same
 * Idempotency-Key answers the entry as it is, changing nothing.
 */
serve(memberRoutes, api.savePassport, async (c) => {
  const member = c.get('member')
  if (!member) return unauthenticated(c)
  const payload = c.get('payload')
  const wineId = c.req.param('id') ?? ''
  const wine = isUuid(wineId) ? (await publishedWinesById(payload)).get(wineId.toLowerCase()) : undefined
  if (!wine) return notFound(c)

  const { data: sent, errors } = await validate(c, api.savePassport)
  if (!sent) return errors.respond()
  const values: PassportValues = {}
  for (const k of api.PASSPORT_FIELDS) if (sent[k] != null) (values as Record<string, unknown>)[k] = sent[k]
  if (Object.keys(values).length === 0) return new Errors(c).add('passport', 'api.passport.nothing-to-save').respond()
  const key = c.req.header(api.IDEMPOTENCY_HEADER) ?? null
  const editedAt = editTime(new Date(), sent.edited_ms_ago)

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

  const context = { [PASSPORT_WRITE]: true }
  const update = async (existing: Passport) => {
    const merge = mergePassportWrite(existing, values, editedAt, key)
    const saved = merge.data
      ? await payload.update({ collection: 'passports', id: existing.id, data: merge.data, depth: 0, overrideAccess: false, user: member, context })
      : existing
    if (merge.data) await confirmSaved(payload, 'passports', saved, existing.updatedAt)
    return { saved, merge, status: 200 as const }
  }
  const create = async () => {
    const merge = mergePassportWrite(undefined, values, editedAt, key)
    const saved = await payload.create({
      collection: 'passports',
      data: { ...merge.data, member: member.id, wine: wine.id },
      depth: 0,
      overrideAccess: false,
      user: member,
      context,
    })
    await confirmSaved(payload, 'passports', saved)
    return { saved, merge, status: 201 as const }
  }

  // One write of this entry at a time here: each reads, merges and writes before the next reads.
  const result = await serialized(`passport:${member.id}:${wine.id}`, async () => {
    const existing = await findExisting()
    if (sent.id != null && String(sent.id) !== String(existing?.id)) return null
    if (existing) return update(existing)
    try {
      return await create()
    } catch (err) {
      // A first write on another instance at the same moment: the unique (member, wine) index let one through; merge into it.
      const other = await findExisting()
      if (!other) throw err
      return update(other)
    }
  })
  if (!result) return new Errors(c).add('id', 'api.passport.id-mismatch').respond()
  if (result.merge.replay) c.header('Idempotent-Replayed', 'true')
  return c.json({ data: toEntry(result.saved, wine, c.get('locale')), superseded: result.merge.superseded }, result.status)
})
