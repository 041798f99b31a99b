/** The member as the API shows them (src/contract/api/accounts.ts User). */
import type { Payload } from 'payload'
import type { User } from '../../src/contract/api/accounts'
import type { Doc } from './env'

export async function toUser(payload: Payload, m: Doc): Promise<User> {
  let image: string | null = null
  if (m.image) {
    const media =
      typeof m.image === 'object'
        ? (m.image as Doc)
        : ((await payload.findByID({ collection: 'media', id: m.image, depth: 0, disableErrors: true, overrideAccess: true })) as Doc | null)
    if (media?.filename) image = `/media/${media.filename}`
  }
  return {
    id: String(m.id),
    name: m.name ?? '',
    surname: m.surname ?? '',
    email: m.email ?? '',
    country: m.country ?? '',
    image,
    keep_me_update: Boolean(m.keep_me_update),
    adult: Boolean(m.adult),
    birth_year: typeof m.birth_year === 'number' ? m.birth_year : null,
    locale: m.locale ?? 'en',
    email_verified_at: m.email_verified_at ?? null,
  }
}
