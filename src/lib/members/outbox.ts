/**
 * Passport writes made without a connection (docs/decisions.md, Installable and offline): kept on the device in IndexedDB until the
 * server takes them. Shared by the page (src/lib/members/sync.ts) and the service worker's
 * Background Sync (src/sw/passportSync.ts), so both send the same way:
 * - each write has its own Idempotency-Key, so the page and the worker sending it both, or a retry
 *   after a lost answer, change the passport once;
 * - each says how long ago it was made (`edited_ms_ago`), so the server keeps, field by field, the
 *   edit made last (cms/api/passportMerge.ts) even when an older one arrives later.
 */
import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval'
import type { PassportPayload } from './calls'

export type PendingWrite = {
  key: string
  member: string
  wineId: string
  values: Omit<PassportPayload, 'edited_ms_ago'>
  editedAt: number
}

/** The Background Sync tag the worker listens for. */
export const SYNC_TAG = 'wc-passport-sync'

let db: UseStore | null = null
const store = () => (db ??= createStore('wc-outbox', 'writes'))

export const newWriteKey = () => crypto.randomUUID()

/** A member's writes still waiting, the oldest edit first. */
export async function pendingWrites(member: string): Promise<PendingWrite[]> {
  const all = await entries<string, PendingWrite>(store())
  return all
    .map(([, w]) => w)
    .filter((w) => w.member === member)
    .sort((a, b) => a.editedAt - b.editedAt)
}

const fieldsOf = (w: PendingWrite) => Object.keys(w.values).sort().join()
/** A newer write of the same fields of the same wine makes the older one pointless. */
export const replaces = (newer: PendingWrite, older: PendingWrite) =>
  newer.wineId === older.wineId && fieldsOf(newer) === fieldsOf(older)

export async function queueWrite(write: PendingWrite): Promise<void> {
  for (const old of await pendingWrites(write.member)) if (replaces(write, old)) await del(old.key, store())
  await set(write.key, write, store())
}

/** Forgets every waiting write (signing out: the member chose to leave them). */
export const clearOutbox = () => clear(store())

export type Outcome = 'taken' | 'refused' | 'later'
/**
 * What an answer means for a waiting write: taken (2xx, even when a later edit was kept), refused for
 * good (the wine is gone, the value is wrong: keeping it would block the rest), or to try later
 * (offline, signed out, CSRF, busy, a server fault).
 */
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'taken'
  if ([400, 404, 413, 422].includes(status)) return 'refused'
  return 'later'
}

/** The body of a waiting write sent at `now`. */
export const writeBody = (w: PendingWrite, now = Date.now()) => ({
  ...w.values,
  edited_ms_ago: Math.max(0, Math.round(now - w.editedAt)),
})

export type Flushed = { taken: number; refused: number; left: number }

/**
 * Sends a member's waiting writes in the order they were made, stopping at the first that must wait.
 * `send` answers the HTTP status (0 without a connection). One sender at a time per browser (Web
 * Locks), so the page and the worker do not send the same write twice at once.
 */
export async function flushOutbox(member: string, send: (w: PendingWrite) => Promise<number>): Promise<Flushed> {
  const run = async (): Promise<Flushed> => {
    const waiting = await pendingWrites(member)
    const done: Flushed = { taken: 0, refused: 0, left: waiting.length }
    for (const w of waiting) {
      const outcome = outcomeOf(await send(w).catch(() => 0))
      if (outcome === 'later') break
      await del(w.key, store())
      done[outcome]++
      done.left--
    }
    return done
  }
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined
  return locks ? locks.request('wc-outbox', run) : run()
}
