/**
 * The member's data as last seen (docs/decisions.md, Installable and offline): the passport, the palate and the member, kept in
 * IndexedDB when an answer arrives, shown (marked offline) when the network is gone. Kept per
 * member; forgotten on sign-out and when the server says the session is over.
 */
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval'
import { ApiError } from '../api'

export type Seen<T> = { value: T; at: number }
/** An answer, and when it was seen when it comes from the device (null: fresh from the server). */
export type Fresh<T> = { value: T; offlineSince: number | null }

let db: UseStore | null = null
const store = () => (db ??= createStore('wc-last-seen', 'answers'))

export const remember = <T>(key: string, value: T) =>
  set(key, { value, at: Date.now() } satisfies Seen<T>, store()).catch(() => undefined)
export const recall = <T>(key: string) => get<Seen<T>>(key, store()).catch(() => undefined)
export const forget = (key: string) => del(key, store()).catch(() => undefined)
export const forgetAll = () => clear(store()).catch(() => undefined)

/** The call's answer, kept; without a connection, the answer kept last time (else the failure). */
export async function lastSeen<T>(key: string, call: () => Promise<T>): Promise<Fresh<T>> {
  try {
    const value = await call()
    await remember(key, value)
    return { value, offlineSince: null }
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error
    const seen = await recall<T>(key)
    if (!seen) throw error
    return { value: seen.value, offlineSince: seen.at }
  }
}
