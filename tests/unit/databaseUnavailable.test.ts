/** Which errors mean "the database is not there for a moment" (the API answers 503, cms/api/errors.ts). */
import { expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../../cms/api/db'

it('knows PostgreSQL restarting, refused or lost connections, also wrapped, and nothing else', () => {
  const pg = (code: string, message = 'x') => Object.assign(new Error(message), { code })
  expect(isDatabaseUnavailable(pg('57P01', 'terminating connection due to administrator command'))).toBe(true)
  expect(isDatabaseUnavailable(pg('57P03', 'the database system is starting up'))).toBe(true)
  expect(isDatabaseUnavailable(pg('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:54329'))).toBe(true)
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  // Drizzle's "Failed query: ..." wraps pg's error as its cause.
  expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: pg('08006') }))).toBe(true)
  expect(isDatabaseUnavailable(pg('23505', 'duplicate key value violates unique constraint'))).toBe(false)
  expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false)
  expect(isDatabaseUnavailable(null)).toBe(false)
})
