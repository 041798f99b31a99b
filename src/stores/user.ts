/**
 * The signed-in member, shared by every island and script of the site.
 *
 *   $user: undefined while unknown (before GET /api/user answered), null when signed out, else the member.
 *   loadUser(): asks GET /api/user once per page (later calls reuse the answer), when a member may be
 *               signed in (the signed_in cookie, or a member kept on this device); any failure means
 *               signed out (spec §4, §8), except no connection: then the member last seen on this
 *               device (docs/decisions.md, Installable and offline: the passport opens in a cellar), and $offline is true. A member
 *               known, the page starts sending what waits on the device (src/lib/members/sync.ts).
 *   signOut():  POST /logout, then $user becomes null (the header updates without a reload), and
 *               what the device kept for the member is forgotten.
 *   setUser(m): for sign-in / sign-up / profile screens after they changed the member.
 *
 * Islands read it with `useStore($user)` from @nanostores/react; plain scripts with `$user.subscribe`.
 */
import type { User } from '../contract/api/accounts'
import { apiPath } from '../contract/api/paths'
import { atom } from 'nanostores'
import { ApiError, request, unwrap } from '../lib/api'
import { clearOutbox } from '../lib/members/outbox'
import { forget, forgetAll, lastSeen, recall } from '../lib/members/lastSeen'
import { readCookie, setCookies } from '../lib/cookies'
import { SIGNED_IN_COOKIE, UNSET_COOKIE_VALUE } from '../contract/cookies'
import { startSync } from '../lib/members/sync'
import { API_TIMEOUT_MS } from '../contract/constants'

/** The member as the API shows them (src/contract/api/accounts.ts User): the site's one Member type. */
export type Member = User

export const $user = atom<Member | null | undefined>(undefined)
/** The member shown is the one last seen on this device: the server could not be reached. */
const $offline = atom(false)

const USER_KEY = 'user'

let pending: Promise<Member | null> | null = null

/** No session to ask about: no signed_in cookie, and no member kept on this device. */
async function surelySignedOut(): Promise<boolean> {
  return !readCookie(SIGNED_IN_COOKIE) && !(await recall(USER_KEY))
}

export function loadUser(force = false): Promise<Member | null> {
  if (pending && !force) return pending
  const asMember = (m: unknown) => (m && typeof m === 'object' && 'id' in m ? (m as Member) : null)
  const ask = async () =>
    asMember(unwrap(await request('GET', apiPath('currentUser'), undefined, { timeoutMs: API_TIMEOUT_MS })))
  pending = (async () =>
    !force && (await surelySignedOut()) ? { value: null, offlineSince: null } : lastSeen(USER_KEY, ask))()
    .then(({ value, offlineSince }) => {
      $offline.set(offlineSince !== null)
      return value
    })
    .catch(async (error: unknown) => {
      // The server answered: no session. What the device kept of a member is not theirs to see, and
      // the next pages need not ask.
      if (error instanceof ApiError && error.status !== 0) await forget(USER_KEY)
      if (error instanceof ApiError && error.status === 401)
        setCookies([{ name: SIGNED_IN_COOKIE, value: UNSET_COOKIE_VALUE, maxAge: 0 }])
      return null
    })
    .then((member) => {
      $user.set(member)
      if (member) startSync(member)
      return member
    })
  return pending
}

export function setUser(member: Member | null) {
  pending = Promise.resolve(member)
  $user.set(member)
  if (member) startSync(member)
}

/**
 * POST /logout; the member is signed out locally even when the call fails, and the device forgets
 * their passport as last seen and any writes still waiting (the sign-out menu warned of those).
 */
export async function signOut(): Promise<void> {
  try {
    await request('POST', apiPath('logout'))
  } catch {
    /* signed out locally regardless */
  }
  await Promise.all([forgetAll(), clearOutbox().catch(() => undefined)])
  $offline.set(false)
  setUser(null)
}

export function avatarUrl(m: Member): string | null {
  return m.image || null
}

export function fullName(m: Member): string {
  return [m.name, m.surname].filter(Boolean).join(' ')
}
