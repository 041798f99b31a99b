/**
 * The member's passport: GET /api/passports and POST /api/wines/{id}/passport, each on the signed-in
 * member's own entries only (cms/api/passports.ts).
 */
import * as api from '../../../src/contract/api/members'
import { isUuid } from '../content/values'
import { routeGroup, serve } from '../declare'
import { notFound } from '../errors'
import { ownPassportRows, publishedWinesById, toEntry, wineIdOf, writePassportEntry } from '../passports'
import { Errors, validate } from '../validation'
import { serialized } from '../db'
import { editTime, type PassportValues } from '../passportMerge'
import { IDEMPOTENCY_HEADER } from '../../../src/contract/headers'

export const memberRoutes = routeGroup()

/** Entries of wines that are no longer published are kept but not listed (they return on republishing). */
serve(memberRoutes, api.passports, async (c, { member }) => {
  const [rows, wines] = await Promise.all([ownPassportRows(c, member), publishedWinesById(c.get('payload'))])
  const locale = c.get('locale')
  return c.json({
    data: rows.flatMap((p) => (wines.has(wineIdOf(p)) ? [toEntry(p, wines.get(wineIdOf(p))!, locale)] : [])),
  })
})

/**
 * One entry per member and wine. Field by field the edit made last wins (passportMerge.ts), so a
 * write from a phone's offline queue never undoes a later edit; a retry with the same
 * Idempotency-Key answers the entry as it is, changing nothing.
 */
serve(memberRoutes, api.savePassport, async (c, { member, params }) => {
  const payload = c.get('payload')
  const wineId = params.id
  const wine = isUuid(wineId) ? (await publishedWinesById(payload)).get(wineId.toLowerCase()) : undefined
  if (!wine) return notFound(c)

  const { data: sent, errors } = await validate(c, api.savePassport)
  if (!sent) return errors.respond()
  const values: PassportValues = {}
  for (const k of api.PASSPORT_FIELDS) if (sent[k] != null) (values as Record<string, unknown>)[k] = sent[k]
  if (Object.keys(values).length === 0) return new Errors(c).add('passport', 'api.passport.nothing-to-save').respond()
  const key = c.req.header(IDEMPOTENCY_HEADER) ?? null
  const editedAt = editTime(new Date(), sent.edited_ms_ago)

  const result = await serialized(`passport:${member.id}:${wine.id}`, () =>
    writePassportEntry(payload, member, String(wine.id), values, editedAt, key, sent.id),
  )
  if (!result) return new Errors(c).add('id', 'api.passport.id-mismatch').respond()
  if (result.merge.replay) c.header('Idempotent-Replayed', 'true')
  return c.json(
    { data: toEntry(result.saved, wine, c.get('locale')), superseded: result.merge.superseded },
    result.status,
  )
})
