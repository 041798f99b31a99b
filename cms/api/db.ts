/** Plain SQL on Payload's own PostgreSQL pool, for the API's hot paths (sessions, rate limits). */
import type { Pool, PoolClient } from 'pg'
import type { Payload } from 'payload'

export function pool(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/**
 * A pooled connection the database dropped (PostgreSQL restarted: server/db/postgres.ts starts the
 * embedded one again) is an 'error' event on the pool, and without a listener an uncaught exception:
 * logged as a warning instead; the pool opens a new connection for the next query.
 */
export function watchPool(payload: Payload): void {
  const p = pool(payload)
  p.on('error', (err) => payload.logger.warn(`[db] a pooled connection was dropped: ${err.message}`))
  // A connection dropped while checked out (in a transaction) errors on the client itself: its query
  // fails and is answered (503); the event is heard here, so that it is not an uncaught exception too.
  const hear = (client: PoolClient) => void client.on('error', () => {})
  p.on('connect', hear)
  for (const client of (p as unknown as { _clients?: PoolClient[] })._clients ?? []) hear(client)
}

/** PostgreSQL's codes for "not now": shutting down, starting, a connection lost or refused (SQLSTATE 57P0x, 08xxx). */
const UNAVAILABLE_CODES = /^(57P0[1-3]|08\d\d\d|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/
const UNAVAILABLE_TEXT =
  /Connection terminated|terminating connection|not queryable|timeout exceeded when trying to connect/i

/** Whether an error (or what it wraps: Drizzle and Payload wrap pg's) says the database is unavailable for now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true
  }
  return false
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

/** Where a Payload keeps its hook pool: a registered symbol, the same in Next's bundle and in the start script. */
const HOOK_POOL = Symbol.for('wine-compass.hookPool')
type WithHookPool = { [HOOK_POOL]?: Pool }

/**
 * A second, small pool on the same database for SQL that runs inside Payload's hooks (the translation
 * state, cms/translations/state.ts). A hook runs while its save holds one of Payload's connections in
 * a transaction: with many saves at once (the seed runs its sections together) every connection of
 * Payload's pool can be held by a save whose hook waits for one more, and none ever comes.
 */
export function hookPool(payload: Payload): Pool {
  const holder = payload.db as unknown as WithHookPool
  let p = holder[HOOK_POOL]
  if (!p) {
    const Pool = pool(payload).constructor as new (o: object) => Pool
    const options = (pool(payload) as unknown as { options: object }).options
    p = new Pool({ ...options, max: 2 })
    p.on('error', (err) => payload.logger.warn(`[db] a hook connection was dropped: ${err.message}`))
    holder[HOOK_POOL] = p
  }
  return p
}

/** Ends the hook pool of `payload` (the server's stop: before the database, which would drop its connections). */
export async function closeHookPool(payload: Payload): Promise<void> {
  const holder = payload.db as unknown as WithHookPool | undefined
  const p = holder?.[HOOK_POOL]
  if (holder) delete holder[HOOK_POOL]
  await p?.end().catch(() => {})
}
