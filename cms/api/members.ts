/** The member as the API shows them (src/contract/api/accounts.ts User). */
import type { User } from '../../src/contract/api/accounts'
import type { Member } from '../payload-types'
import type { Context } from 'hono'
import { AuthenticationError } from 'payload'
import { idOf } from './content/values'
import type { ApiEnv } from './env'
import { LIMITS, hit, limitKey, peek, tooManyRequests } from './rateLimit'

export function toUser(m: Member): User {
  // The avatar is private: only its owner reads it, through the API (routes/profile.ts); ?v= changes with each new one.
  const avatarId = idOf(m.image)
  const image = avatarId ? `/api/profile/avatar?v=${encodeURIComponent(String(avatarId))}` : null
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

/**
 * A signed-in member's current password, asked before an email change or an account deletion: checked
 * by Payload, wrong ones counted per member (5 in 15 minutes, then 429 for the rest of the window).
 * Only the member's own session reaches it, so no stranger can use it to lock them out.
 */
export async function checkCurrentPassword(
  c: Context<ApiEnv>,
  member: Member,
  password: string,
): Promise<'right' | 'wrong' | Response> {
  const payload = c.get('payload')
  const key = limitKey('current-password', String(member.id))
  const before = await peek(payload, key, LIMITS.currentPasswordFailures)
  if (!before.allowed) return tooManyRequests(c, before.retryAfter)
  try {
    await payload.login({ collection: 'members', data: { email: String(member.email), password } })
    return 'right'
  } catch (err) {
    if (!(err instanceof AuthenticationError)) throw err
    const after = await hit(payload, key, LIMITS.currentPasswordFailures)
    return after.count > LIMITS.currentPasswordFailures.max ? tooManyRequests(c, after.retryAfter) : 'wrong'
  }
}
