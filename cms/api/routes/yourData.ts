/**
 * Your data in your hands (docs/decisions.md, Beyond the spec; GDPR art. 15, 17 and 20): GET /api/profile/export, everything
 * the app holds about the signed-in member as JSON (or their passport as CSV), and
 * POST /api/profile/delete, the account deleted after the current password, with all that hangs on
 * it: passport, sessions, social sign-ins, picture, visits. A confirmation is mailed to the address that was deleted.
 */
import type { Context } from 'hono'
import * as api from '../../../src/contract/api/profile'
import { VALIDATION_KEYS } from '../../../src/contract/api/accounts'
import type { DataExport } from '../../../src/contract/api/profile'
import { isLocale } from '../../../src/contract/locales'
import { textOrNull } from '../../../src/contract/localize'
import { sendMailLater } from '../../lib/mail'
import { idOf } from '../content/values'
import { pool } from '../db'
import { routeGroup, serve } from '../declare'
import { validate } from '../validation'
import { linkMail } from '../mail'
import { checkCurrentPassword } from '../members'
import { message } from '../i18n'
import { publicOrigin } from '../net'
import { ownPassportRows, publishedWinesById, wineIdOf } from '../passports'
import { LIMITS, hit, limitKey, tooManyRequests } from '../rateLimit'
import { endSession } from '../session'
import { forgetFresh, freshFor } from '../socialSteps'
import { memberPalate } from './palate'
import type { ApiEnv, SignedInMember } from '../env'
import { CSV_BOM, toCsv } from '../../lib/csv'

export const yourDataRoutes = routeGroup()
const app = yourDataRoutes

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v ? new Date(String(v)).toISOString() : '')
const text = textOrNull
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v))

/** One more call of `name` counted against the member's limit: the 429 to answer when over it. */
async function overLimit(c: Context<ApiEnv>, member: SignedInMember, name: string): Promise<Response | null> {
  const limited = await hit(c.get('payload'), limitKey(name, String(member.id)), LIMITS.profilePerMember)
  return limited.allowed ? null : tooManyRequests(c, limited.retryAfter)
}

serve(app, api.exportData, async (c, { member, query }) => {
  const limited = await overLimit(c, member, 'export')
  if (limited) return limited
  const payload = c.get('payload')
  const format = query.format ?? 'json' // json or csv: the declared query refused any other (422)

  const [rows, wines, palate, sessions, visits, identities] = await Promise.all([
    ownPassportRows(c, member),
    publishedWinesById(payload),
    memberPalate(c, member),
    pool(payload).query(
      'select created_at, expires_at, ip, user_agent from sessions where member_id = $1 order by created_at',
      [member.id],
    ),
    pool(payload).query(
      'select created_at, ip, country, state, zip_code, latitude, longitude, locale from tracking_records where member_id = $1 order by created_at',
      [member.id],
    ),
    pool(payload).query('select provider, email, created_at from identities where member_id = $1 order by created_at', [
      member.id,
    ]),
  ])
  // A wine no longer published keeps its entry: the member's rating is theirs, the name is what we know.
  const { rows: names } = await pool(payload).query<{ id: string; name: string | null; harvest: string | null }>(
    'select id, name, harvest from wines where id = any($1::uuid[])',
    [rows.map(wineIdOf)],
  )
  const wineOf = (id: string) => {
    const w = wines.get(id) ?? names.find((n) => n.id === id)
    return { id, name: String(w?.name ?? ''), harvest: text(w?.harvest) }
  }
  const passport: DataExport['passport'] = rows.map((p) => ({
    wine: wineOf(wineIdOf(p)),
    wine_rating: num(p.wine_rating),
    colour_rating: num(p.colour_rating),
    aroma_rating: num(p.aroma_rating),
    flavour_rating: num(p.flavour_rating),
    note: text(p.comment),
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
  }))
  const stamp = new Date().toISOString().slice(0, 10)
  const headers = (ext: string, type: string) => ({
    'content-type': type,
    'content-disposition': `attachment; filename="wine-compass-${stamp}.${ext}"`,
    'cache-control': 'no-store',
  })

  if (format === 'csv') {
    const header = ['wine', 'harvest', 'overall', 'colour', 'aroma', 'flavour', 'note', 'rated_at', 'changed_at']
    const lines = passport.map((p) => [
      p.wine.name,
      p.wine.harvest,
      p.wine_rating,
      p.colour_rating,
      p.aroma_rating,
      p.flavour_rating,
      p.note,
      p.created_at,
      p.updated_at,
    ])
    return c.body(CSV_BOM + toCsv([header, ...lines]), 200, headers('csv', 'text/csv; charset=utf-8'))
  }

  const data: DataExport = {
    exported_at: new Date().toISOString(),
    profile: {
      id: String(member.id),
      name: String(member.name ?? ''),
      surname: String(member.surname ?? ''),
      email: String(member.email),
      country: String(member.country ?? ''),
      birth_year: num(member.birth_year),
      locale: String(member.locale ?? 'en'),
      keep_me_update: Boolean(member.keep_me_update),
      adult: Boolean(member.adult),
      legal: Boolean(member.legal),
      terms: Boolean(member.terms),
      email_verified_at: member.email_verified_at ? iso(member.email_verified_at) : null,
      has_picture: Boolean(idOf(member.image)),
      created_at: iso(member.createdAt),
      updated_at: iso(member.updatedAt),
    },
    passport,
    palate,
    sign_ins: sessions.rows.map((s) => ({
      signed_in_at: iso(s.created_at),
      expires_at: iso(s.expires_at),
      ip: text(s.ip),
      browser: text(s.user_agent),
    })),
    linked_sign_ins: identities.rows.map((i) => ({
      provider: String(i.provider),
      email: text(i.email),
      linked_at: iso(i.created_at),
    })),
    visits: visits.rows.map((v) => ({
      at: iso(v.created_at),
      ip: text(v.ip),
      country: text(v.country),
      state: text(v.state),
      zip_code: text(v.zip_code),
      latitude: num(v.latitude),
      longitude: num(v.longitude),
      language: text(v.locale),
    })),
  }
  return c.body(JSON.stringify(data, null, 2), 200, headers('json', 'application/json; charset=utf-8'))
})

serve(app, api.deleteAccount, async (c, { member }) => {
  const limited = await overLimit(c, member, 'delete-account')
  if (limited) return limited
  const payload = c.get('payload')
  const { data, errors } = await validate(c, api.deleteAccount)
  if (!data) return errors.respond()
  // A provider sign-in of the last minutes (social.ts) stands for the password; else the password,
  // checked by Payload, wrong ones counted per member (checkCurrentPassword).
  if (!freshFor(c, String(member.id))) {
    if (!data.current_password) return errors.add('current_password', VALIDATION_KEYS.deletePasswordRequired).respond()
    const checked = await checkCurrentPassword(c, member, data.current_password)
    if (checked instanceof Response) return checked
    if (checked === 'wrong') return errors.add('current_password', VALIDATION_KEYS.currentPasswordWrong).respond()
  }
  forgetFresh(c)

  const id = String(member.id)
  const locale = isLocale(member.locale) ? member.locale : c.get('locale')
  const { rows: avatars } = await pool(payload).query<{ id: string }>('select id from avatars where member_id = $1', [
    id,
  ])
  // The rows that point at the member first, then the member (Payload removes its own relation rows and
  // preferences); the pictures through Payload, which deletes their files too.
  await pool(payload).query('delete from tracking_records where member_id = $1', [id])
  await pool(payload).query('delete from passports where member_id = $1', [id])
  await pool(payload).query('delete from sessions where member_id = $1', [id])
  await pool(payload).query('delete from identities where member_id = $1', [id])
  await payload.update({ collection: 'members', id, overrideAccess: true, depth: 0, data: { image: null } })
  for (const a of avatars) await payload.delete({ collection: 'avatars', id: a.id, overrideAccess: true })
  await payload.delete({ collection: 'members', id, overrideAccess: true })
  // Counters keyed by the member's id or by their address (hashed in the key, rateLimit.ts) go too.
  await pool(payload).query('delete from rate_limits where key like $1 or key like $2', [
    `%${id}%`,
    `%${limitKey(String(member.email))}%`,
  ])
  await endSession(c)
  void sendMailLater(
    linkMail(locale, 'account-deleted', String(member.email), String(member.name ?? ''), `${publicOrigin()}/`),
  )
  return c.json({ message: message(c.get('locale'), 'api.status.account-deleted') })
})
