/**
 * The signed-in member, shared by every island and script of the site.
 *
 *   $user: undefined while unknown (before GET /api/user answered), null when signed out, else the member.
 *   loadUser(): asks GET /api/user once per page (later calls reuse the answer); any failure means
 *               signed out (spec §4, §8).
 *   signOut():  POST /logout, then $user becomes null (the header updates without a reload).
 *   setUser(m): for sign-in / sign-up / profile screens after they changed the member.
 *
 * Islands read it with `useStore($user)` from @nanostores/react; plain scripts with `$user.subscribe`.
 */
import { atom, computed } from 'nanostores'
import { getData, request } from '../lib/api'

export type Member = {
  id: string | number
  name: string
  surname?: string | null
  email?: string | null
  country?: string | null
  image?: string | { url?: string | null } | null
  keep_me_update?: boolean | null
  adult?: boolean | null
}

export const $user = atom<Member | null | undefined>(undefined)
export const $authenticated = computed($user, (u) => !!u)

let pending: Promise<Member | null> | null = null

export function loadUser(force = false): Promise<Member | null> {
  if (pending && !force) return pending
  pending = getData<Member>('/api/user').then((m) => {
    const member = m && typeof m === 'object' && 'id' in m ? m : null
    $user.set(member)
    return member
  })
  return pending
}

export function setUser(member: Member | null) {
  pending = Promise.resolve(member)
  $user.set(member)
}

/** POST /logout; the member is signed out locally even when the call fails. */
export async function signOut(): Promise<void> {
  try {
    await request('POST', '/logout')
  } catch {
    /* signed out locally regardless */
  }
  setUser(null)
}

export function avatarUrl(m: Member): string | null {
  if (!m.image) return null
  return typeof m.image === 'string' ? m.image : (m.image.url ?? null)
}

export function fullName(m: Member): string {
  return [m.name, m.surname].filter(Boolean).join(' ')
}
