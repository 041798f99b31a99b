/** Plain SQL on Payload's own PostgreSQL pool, for the API's hot paths (sessions, rate limits). */
import type { Pool, PoolClient } from 'pg'
import type { Payload } from 'payload'

export function pool(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/** Runs `work` in a transaction on one pooled connection: committed when it returns, rolled back when it throws. A failed COMMIT throws. */
export async function transaction<T>(payload: Payload, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool(payload).connect()
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (err) {
    await client.query('rollback').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}

const queues = new Map<string, Promise<unknown>>()
/**
 * Runs `work` after the earlier work of the same key on this instance has finished. The writes of one
 * passport entry are already safe by their row lock (cms/api/passports.ts); queuing them here keeps
 * ten taps at once from holding ten pooled connections while they wait for that lock.
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
