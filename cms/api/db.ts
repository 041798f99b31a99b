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
 */
export async function confirmSaved(payload: Payload, table: string, doc: { id: string; updatedAt: string }): Promise<void> {
  const { rows } = await pool(payload).query<{ updated_at: Date }>(`select updated_at from "${table}" where id = $1`, [doc.id])
  const stored = rows[0]?.updated_at
  if (!stored || stored.getTime() < new Date(doc.updatedAt).getTime()) throw new Error(`The ${table} row ${doc.id} was not saved`)
}
