/** Plain SQL on Payload's own PostgreSQL pool, for the API's hot paths (sessions, rate limits). */
import type { Pool } from 'pg'
import type { Payload } from 'payload'

export function pool(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/**
 * Throws unless the row is stored as saved (or newer). Payload's Local API swallows a failed COMMIT
 * (@payloadcms/drizzle's transactions: the database gone mid-save) and still returns the document,
 * so a write must be read back outside its transaction before the API answers that it is saved.
 * `previous` is the row's updatedAt before this write: a row changed since by another write at the
 * same moment (two taps, two devices) counts as saved, the later write winning as it would anyway;
 * only a row still as it was, or missing, means this write was lost.
 */
export async function confirmSaved(payload: Payload, table: string, doc: { id: string; updatedAt: string }, previous?: string): Promise<void> {
  const { rows } = await pool(payload).query<{ updated_at: Date }>(`select updated_at from "${table}" where id = $1`, [doc.id])
  const stored = rows[0]?.updated_at?.getTime()
  const changedSince = stored !== undefined && previous !== undefined && stored > new Date(previous).getTime()
  if (stored === undefined || (stored < new Date(doc.updatedAt).getTime() && !changedSince)) throw new Error(`The ${table} row ${doc.id} was not saved`)
}

const queues = new Map<string, Promise<unknown>>()
/**
 * Runs `work` after the earlier work of the same key on this instance has finished: the writes of one
 * passport entry read, merge and write one at a time (cms/api/passportMerge.ts), so two taps at once
 * cannot lose each other's edit times or keys. (Across instances two writes of one entry in the same
 * few milliseconds can still interleave; docs/decisions.md.)
 */
export function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve()
  const run = before.then(work, work)
  const tail = run.catch(() => undefined)
  queues.set(key, tail)
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key)
  })
  return run
}
