/** The member as the API shows them (src/contract/api/accounts.ts User). */
import type { User } from '../../src/contract/api/accounts'
import type { Member } from '../payload-types'
import type { Payload } from 'payload'
import { idOf } from './content/values'
import { pool } from './db'

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

/** Seconds until a locked account may sign in again (Payload's lock_until), 0 when it is not locked. */
export async function lockedFor(payload: Payload, memberId: string | null): Promise<number> {
  const { rows } = await pool(payload).query<{ retry: number }>(
    'select greatest(1, ceil(extract(epoch from (lock_until - now()))))::int as retry from members where id = $1 and lock_until > now()',
    [memberId],
  )
  return rows[0]?.retry ?? 0
}
