/** Plain SQL on Payload's own PostgreSQL pool, for the API's hot paths (sessions, rate limits). */
import type { Pool } from 'pg'
import type { Payload } from 'payload'

export function pool(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}
