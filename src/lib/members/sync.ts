/**
 * The page's side of offline ratings and notes (docs/decisions.md, Installable and offline). A write goes to the server at once; with
 * no connection it waits on the device (outbox.ts) and the screen says "saved on this phone, will
 * sync". Waiting writes are sent when the page starts, when the connection returns (the `online`
 * event), when the page is shown again or focused, and after a failed try again and again with a
 * backoff while the browser says it is online (src/lib/retryLoop.ts); where the browser has
 * Background Sync, also by the service worker even with the site closed. The page and the worker
 * never send the same write twice: one sender at a time, each write with its Idempotency-Key (outbox.ts).
 *
 *   savePassport(member, wine, values) -> 'saved' | 'queued'
 *   $unsynced: how many of the member's writes wait (the screens and the sign-out warning read it)
 *   passportSeen / palateSeen: the passport and palate, as last seen when offline, with waiting
 *   writes shown on top
 */
import { atom } from 'nanostores'
import { ApiError } from '../api'
import type { Locale } from '../../contract/locales'
import { api, type Palate, type PassportEntry } from './calls'
import { flushOutbox, newWriteKey, pendingWrites, queueWrite, SYNC_TAG, writeBody, type PendingWrite } from './outbox'
import { lastSeen, type Fresh } from './lastSeen'
import { retryLoop, type RetryLoop } from '../retryLoop'

export const $unsynced = atom(0)

const memberId = (member: { id: string | number }) => String(member.id)
type Who = { id: string | number }

async function count(member: Who) {
  $unsynced.set((await pendingWrites(memberId(member)).catch(() => [])).length)
}

/** Asks the service worker to send the waiting writes once the connection is back (Chrome, Edge). */
async function askBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    await (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync?.register(SYNC_TAG)
  } catch {
    /* the page sends them on its next start or `online` event */
  }
}

const networkFailure = (error: unknown) => error instanceof ApiError && error.status === 0

/**
 * Saves ratings and/or a note of one wine: 'saved' when the server took it, 'queued' when it waits on
 * the device. Other failures (422, 401) throw ApiError as before.
 */
export async function savePassport(
  member: Who,
  wineId: string,
  values: PendingWrite['values'],
): Promise<'saved' | 'queued'> {
  const write: PendingWrite = { key: newWriteKey(), member: memberId(member), wineId, values, editedAt: Date.now() }
  if (navigator.onLine !== false) {
    try {
      await api.savePassport(wineId, values, write.key)
      return 'saved'
    } catch (error) {
      if (!networkFailure(error)) throw error
    }
  }
  await queueWrite(write)
  await count(member)
  void askBackgroundSync()
  if (sending?.member === memberId(member)) sending.loop.now()
  else startSync(member)
  return 'queued'
}

async function send(w: PendingWrite): Promise<number> {
  try {
    await api.savePassport(w.wineId, writeBody(w), w.key, { timeoutMs: 15000 })
    return 200
  } catch (error) {
    return error instanceof ApiError ? error.status : 0
  }
}

/** Sends the member's waiting writes now; the number still waiting. */
export async function syncNow(member: Who): Promise<number> {
  try {
    await flushOutbox(memberId(member), send)
  } catch {
    /* IndexedDB unavailable (private mode in some browsers): nothing was queued either */
  }
  await count(member)
  return $unsynced.get()
}

/** The page's sending loop for the signed-in member (one per page). */
let sending: { member: string; loop: RetryLoop } | null = null

/**
 * Starts sending on this page: at once, whenever the connection returns or the page comes back into
 * view, and again with a backoff while writes wait; hears the worker's syncs. Called on every page
 * once the member is known (src/stores/user.ts) and by savePassport: the page where a write waits
 * keeps trying. Once per page and member.
 */
export function startSync(member: Who): void {
  if (sending?.member === memberId(member)) return
  const first = !sending
  sending?.loop.stop()
  sending = { member: memberId(member), loop: retryLoop({ work: async () => (await syncNow(member)) === 0 }) }
  sending.loop.now()
  if (!first) return
  const again = () => $unsynced.get() > 0 && sending?.loop.now()
  addEventListener('online', () => sending?.loop.now())
  addEventListener('focus', again)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && again())
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'outbox-synced' && sending) void count({ id: sending.member })
  })
}

/** Waiting writes shown on the entries they change (entries of wines rated only offline added). */
export function withPending(entries: PassportEntry[], waiting: PendingWrite[]): PassportEntry[] {
  const out = entries.map((e) => ({ ...e }))
  for (const w of waiting) {
    let entry = out.find((e) => e.wineId === w.wineId)
    if (!entry) {
      entry = {
        id: '',
        wineId: w.wineId,
        slug: null,
        name: '',
        harvest: null,
        grape_variety: '',
        image: null,
        wine_rating: 0,
        colour_rating: 0,
        aroma_rating: 0,
        flavour_rating: 0,
        comment: '',
      }
      out.unshift(entry)
    }
    Object.assign(entry, w.values)
  }
  return out
}

/** The passport (as last seen when offline), with the writes still waiting on top. */
export async function passportSeen(member: Who, locale: Locale): Promise<Fresh<PassportEntry[]>> {
  const seen = await lastSeen(`${memberId(member)}:passports:${locale}`, () => api.passports())
  const waiting = await pendingWrites(memberId(member)).catch(() => [])
  return { ...seen, value: withPending(seen.value, waiting) }
}

/** The palate, as last seen when offline. */
export const palateSeen = (member: Who): Promise<Fresh<Palate>> =>
  lastSeen(`${memberId(member)}:palate`, () => api.palates())
