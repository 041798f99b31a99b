/** The browser-session id of spec §3: 'sess-' plus 9 random characters, kept in sessionStorage once per session. */
import { SESSION_ID_KEY, SESSION_ID_PREFIX, SESSION_ID_RANDOM_LENGTH, VISITED_KEY } from '../../contract/cookies'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
export const SESSION_ID_PATTERN = new RegExp(`^${SESSION_ID_PREFIX}[a-z0-9]{${SESSION_ID_RANDOM_LENGTH}}$`)

export function newSessionId(random: () => number = Math.random): string {
  let s = ''
  for (let i = 0; i < SESSION_ID_RANDOM_LENGTH; i++)
    s += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length]
  return SESSION_ID_PREFIX + s
}

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** The session id, created on the first call of a browser session; `created` says whether it is new. */
export function ensureSessionId(storage: Store, random: () => number = Math.random): { id: string; created: boolean } {
  const existing = storage.getItem(SESSION_ID_KEY)
  if (existing && SESSION_ID_PATTERN.test(existing)) return { id: existing, created: false }
  const id = newSessionId(random)
  storage.setItem(SESSION_ID_KEY, id)
  return { id, created: true }
}

/** Whether this browser opened the app before (a flag, not an identifier); marks it as having done so. */
export function visitedBefore(storage: Store): boolean {
  const before = storage.getItem(VISITED_KEY) === '1'
  if (!before) storage.setItem(VISITED_KEY, '1')
  return before
}
