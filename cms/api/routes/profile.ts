/** GET /api/profile and POST /api/profile (multipart: id, image, name, surname, country, email, keep_me_update). */
import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ProfileRequest, V } from '../../../src/contract/api/accounts'
import { PROFILE_IMAGE_MAX_BYTES } from '../../../src/contract/constants'
import type { ApiEnv, Doc } from '../env'
import { processAvatar } from '../avatar'
import { pool } from '../db'
import { forbidden } from '../errors'
import { message } from '../i18n'
import { toUser } from '../members'
import { LIMITS, hit, limitKey, tooManyRequests } from '../rateLimit'
import { requireMember } from '../session'
import { check, Errors, readBody } from '../validation'
import { checkCountry, sendVerification } from './accounts'

export function registerProfileRoutes(app: Hono<ApiEnv>) {
  app.get('/api/profile', async (c) => {
    const member = requireMember(c)
    if (member instanceof Response) return member
    return c.json({ data: await toUser(c.get('payload'), member) })
  })

  app.post(
    '/api/profile',
    // The form fields plus one picture; anything bigger is refused before it is read.
    bodyLimit({ maxSize: PROFILE_IMAGE_MAX_BYTES + 64 * 1024, onError: (c) => new Errors(c).add('image', V.fileGreater).respond() }),
    async (c) => {
      const member = requireMember(c)
      if (member instanceof Response) return member
      const payload = c.get('payload')
      // Every attempt counts (the "email taken" answer must not become an unlimited lookup).
      const limited = await hit(payload, limitKey('profile', String(member.id)), LIMITS.profilePerMember)
      if (!limited.allowed) return tooManyRequests(c, limited.retryAfter)
      const body = await readBody(c)
      if (body.id !== undefined && body.id !== null && body.id !== '' && String(body.id) !== String(member.id)) return forbidden(c)

      const { data, errors } = check(c, ProfileRequest, body)
      await checkCountry(c, errors, body.country)
      const emailChanged = Boolean(data && data.email !== String(member.email).toLowerCase())
      if (data && emailChanged && !errors.has('email')) {
        const { rows } = await pool(payload).query('select 1 from members where lower(email) = $1 and id <> $2', [data.email, member.id])
        if (rows[0]) errors.add('email', V.emailTaken)
      }
      const file = body.image instanceof File && body.image.size > 0 ? body.image : null
      const avatar = file ? await processAvatar(file) : null
      if (avatar && !avatar.ok) errors.add('image', avatar.error === 'file-greater' ? V.fileGreater : V.imageType)
      if (!data || !errors.empty) return errors.respond()

      let imageId: string | undefined
      if (avatar?.ok) {
        const media = await payload.create({
          collection: 'media',
          overrideAccess: true,
          data: { alt: `${data.name} ${data.surname}` },
          file: { data: avatar.data, mimetype: avatar.mimetype, name: `avatar-${member.id}.${avatar.ext}`, size: avatar.data.length },
        })
        imageId = String(media.id)
      }
      const previousImage = member.image ? String(typeof member.image === 'object' ? member.image.id : member.image) : null
      const updated = (await payload.update({
        collection: 'members',
        id: member.id,
        overrideAccess: true,
        depth: 0,
        data: {
          name: data.name,
          surname: data.surname,
          country: data.country,
          email: data.email,
          ...(data.keep_me_update !== undefined ? { keep_me_update: data.keep_me_update } : {}),
          ...(emailChanged ? { email_verified_at: null } : {}),
          ...(imageId ? { image: imageId } : {}),
        },
      })) as Doc
      if (imageId && previousImage) {
        await payload.delete({ collection: 'media', id: previousImage, overrideAccess: true }).catch(() => undefined)
      }
      if (emailChanged) void sendVerification(c, { id: String(updated.id), email: updated.email, name: updated.name, locale: updated.locale })
      return c.json({
        data: await toUser(payload, updated),
        message: message(c.get('locale'), emailChanged ? 'api.status.email-changed' : 'api.status.profile-updated'),
        email_changed: emailChanged,
      })
    },
  )
}
