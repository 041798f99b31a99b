/** PostgreSQL for tests that start servers of their own. */
import pg from 'pg'

/** A connection to `url` for the length of `f`, closed whatever `f` does. */
export async function withClient<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}
