/**
 * GET /api/profile, POST /api/profile (multipart: id, image, name, surname, country, email,
 * keep_me_update, current_password), GET /api/profile/avatar (the member's own picture, private) and
 * GET /api/email/change/{id} (the link mailed to a new address).
 *
 * An email change asks for the current password and waits for the new address to confirm: only then
 * does it become the login, the old address is told, and the member's other sessions end.
 */
import { randomUUID } from 'node:crypto'
import { bodyLimit } from 'hono/body-limit'
import { getCookie } from 'hono/cookie'
import * as api from '../../../src/contract/api/profile'
import { VALIDATION_KEYS } from '../../../src/contract/api/accounts'
import { PROFILE_BODY_MAX_BYTES } from '../../../src/contract/constants'
import { isLocale } from '../../../src/contract/locales'
import { avatarsDir } from '../../lib/paths'
import { readUpload } from '../../lib/storage'
import type { Avatar } from '../../payload-types'
import { processAvatar } from '../avatar'
import { pool } from '../db'
import { forbidden, notFound } from '../errors'
import { message } from '../i18n'
import { linkMail } from '../mail'
import { sendMailLater } from '../../lib/mail'
import { checkCurrentPassword, toUser } from '../members'
import { publicOrigin } from '../net'
import { LIMITS, hit, limitKey, tooManyRequests } from '../rateLimit'
import { hashToken, SESSION_COOKIE_NAME } from '../session'
import { Errors, validate } from '../validation'
import { emailChangeLink, emailHash, verifyEmailChange } from '../verification'
import { checkCountry } from '../countries'
import { idOf, isUuid } from '../content/values'
import { routeGroup, serve } from '../declare'
import type { CountryCode } from '../../lib/countries'

export const profileRoutes = routeGroup()
const app = profileRoutes

serve(app, api.profile, async (c, { member }) => {
  return c.json({ data: toUser(member) })
})

serve(app, api.avatar, async (c, { member }) => {
  const id = idOf(member.image)
  const avatar: Avatar | null = id
    ? await c
        .get('payload')
        .findByID({ collection: 'avatars', id, depth: 0, disableErrors: true, overrideAccess: true })
    : null
  const bytes = avatar ? await readUpload('avatars', avatarsDir, avatar) : null
  if (!bytes) return notFound(c)
  // The URL carries the avatar's id (?v=), so the browser may keep it; shared caches may not.
  return c.body(bytes, 200, {
    'content-type': String(avatar!.mimeType ?? 'image/jpeg'),
    'cache-control': 'private, max-age=86400',
  })
})

// The form fields plus one picture; anything bigger is refused before it is read.
const pictureLimit = bodyLimit({
  maxSize: PROFILE_BODY_MAX_BYTES,
  onError: (c) => new Errors(c).add('image', VALIDATION_KEYS.fileGreater).respond(),
})

serve(
  app,
  api.updateProfile,
  async (c, { member }) => {
    const payload = c.get('payload')
    // Every attempt counts (the "email taken" answer must not become an unlimited lookup).
    const limited = await hit(payload, limitKey('profile', String(member.id)), LIMITS.profilePerMember)
    if (!limited.allowed) return tooManyRequests(c, limited.retryAfter)
    const { data, errors, body } = await validate(c, api.updateProfile)
    if (body.id !== undefined && body.id !== null && body.id !== '' && String(body.id) !== String(member.id))
      return forbidden(c)

    await checkCountry(c, errors, body.country)
    const emailChange = Boolean(data && data.email !== String(member.email).toLowerCase())
    if (data && emailChange && !errors.has('email')) {
      const { rows } = await pool(payload).query('select 1 from members where lower(email) = $1 and id <> $2', [
        data.email,
        member.id,
      ])
      if (rows[0]) errors.add('email', VALIDATION_KEYS.emailTaken)
    }
    const file = body.image instanceof File && body.image.size > 0 ? body.image : null
    const avatar = file ? await processAvatar(file) : null
    if (avatar && !avatar.ok)
      errors.add('image', avatar.error === 'file-greater' ? VALIDATION_KEYS.fileGreater : VALIDATION_KEYS.imageType)
    if (data && emailChange && errors.empty) {
      // The password, checked by Payload; wrong ones counted per member (checkCurrentPassword).
      const password = typeof body.current_password === 'string' ? body.current_password : ''
      if (!password) errors.add('current_password', VALIDATION_KEYS.currentPasswordRequired)
      else {
        const checked = await checkCurrentPassword(c, member, password)
        if (checked instanceof Response) return checked
        if (checked === 'wrong') errors.add('current_password', VALIDATION_KEYS.currentPasswordWrong)
      }
    }
    if (!data || !errors.empty) return errors.respond()
    // Counted before anything is saved, so that a 429 never follows a half-made change.
    if (emailChange) {
      const sent = await hit(payload, limitKey('email-change', String(member.id)), LIMITS.emailChangePerMember)
      if (!sent.allowed) return tooManyRequests(c, sent.retryAfter)
    }

    let avatarId: string | undefined
    if (avatar?.ok) {
      const doc = await payload.create({
        collection: 'avatars',
        overrideAccess: true,
        // A random name: the file tells nothing about whose face it is.
        data: { member: member.id },
        file: {
          data: avatar.data,
          mimetype: avatar.mimetype,
          name: `${randomUUID()}.${avatar.ext}`,
          size: avatar.data.length,
        },
      })
      avatarId = String(doc.id)
    }
    const previousAvatar = idOf(member.image)
    const updated = await payload.update({
      collection: 'members',
      id: member.id,
      overrideAccess: true,
      depth: 0,
      data: {
        name: data.name,
        surname: data.surname,
        country: data.country as CountryCode,
        ...(data.keep_me_update !== undefined ? { keep_me_update: data.keep_me_update } : {}),
        ...(avatarId ? { image: avatarId } : {}),
      },
    })
    if (avatarId && previousAvatar) {
      await payload.delete({ collection: 'avatars', id: previousAvatar, overrideAccess: true }).catch(() => undefined)
    }
    const locale = isLocale(updated.locale) ? updated.locale : c.get('locale')
    if (emailChange) {
      const link = emailChangeLink(String(member.id), String(member.email), data.email)
      void sendMailLater(
        linkMail(locale, 'email-change', data.email, String(updated.name ?? ''), link, {
          count: 60,
          email: data.email,
        }),
      )
    }
    return c.json({
      data: toUser(updated),
      message: message(c.get('locale'), emailChange ? 'api.status.email-change-sent' : 'api.status.profile-updated', {
        email: data.email,
      }),
      email_changed: false,
      email_pending: emailChange ? data.email : null,
    })
  },
  [pictureLimit],
)

serve(app, api.confirmEmailChange, async (c, { params, query }) => {
  const { id } = params
  const invalid = () => c.json({ message: message(c.get('locale'), 'api.status.verification-invalid') }, 403)
  const link = verifyEmailChange(id, query)
  if (!link || !isUuid(id)) return invalid()
  const payload = c.get('payload')
  const { rows } = await pool(payload).query<{ email: string; name: string; locale: string | null }>(
    'select email, name, locale from members where id = $1',
    [id],
  )
  const member = rows[0]
  if (!member) return invalid()
  // Followed already (a second click, or a mail scanner that opened it first): done, nothing more to do.
  if (member.email.toLowerCase() === link.to) return c.redirect('/?email-changed=1', 302)
  // The account moved on to another address since: the link is void.
  if (emailHash(member.email) !== link.from) return invalid()
  const { rows: taken } = await pool(payload).query('select 1 from members where lower(email) = $1 and id <> $2', [
    link.to,
    id,
  ])
  if (taken[0]) return invalid()
  await payload.update({
    collection: 'members',
    id,
    overrideAccess: true,
    depth: 0,
    data: { email: link.to, email_verified_at: new Date().toISOString() },
  })
  // Every other session ends; this browser keeps its own if it is the member's.
  const own = getCookie(c, SESSION_COOKIE_NAME())
  await pool(payload).query('delete from sessions where member_id = $1 and token_hash <> $2', [
    id,
    own ? hashToken(own) : '',
  ])
  const locale = isLocale(member.locale) ? member.locale : c.get('locale')
  void sendMailLater(
    linkMail(locale, 'email-changed', member.email, member.name, `${publicOrigin()}/forgot-password`, {
      email: link.to,
    }),
  )
  return c.redirect('/?email-changed=1', 302)
})
