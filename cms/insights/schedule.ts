/**
 * Runs the insights rollup (cms/insights/rollup.ts) soon after the CMS starts and then every
 * ROLLUP_EVERY_MS, on every instance: the rollup takes a PostgreSQL advisory lock and is idempotent,
 * so instances never double-count and one that is down leaves the work to the others.
 */
import type { Payload } from 'payload'
import { pool } from '../api/db'
import { rollUp } from './rollup'

const ROLLUP_EVERY_MS = 15 * 60_000
const FIRST_AFTER_MS = 20_000

export function scheduleRollups(payload: Payload): void {
  let failing = false
  const run = async () => {
    try {
      const result = await rollUp(pool(payload))
      if (result.deleted > 0)
        payload.logger.info(`[insights] ${result.deleted} tracking records past retention reduced to daily aggregates`)
      failing = false
    } catch (err) {
      // Logged once per failing spell, not every run.
      if (!failing) payload.logger.error({ err }, '[insights] the rollup failed')
      failing = true
    }
  }
  setTimeout(() => void run(), FIRST_AFTER_MS).unref()
  setInterval(() => void run(), ROLLUP_EVERY_MS).unref()
}
