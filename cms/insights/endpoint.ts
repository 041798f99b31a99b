/**
 * GET /cms-api/insights?from=YYYY-MM-DD&to=YYYY-MM-DD&country=XX: the Insights view's figures
 * (cms/insights/types.ts), for staff only. Today's visits are rolled up first, so the view is current.
 */
import { z } from 'zod'
import { staffAnswer, staffGetEndpoint } from '../access/isStaff'
import { pool } from '../api/db'
import { LOCALES } from '../../src/contract/locales'
import { COUNTRY_CODE_PATTERN } from '../../src/contract/patterns'
import type { Pool } from 'pg'
import { insights } from './queries'
import type { InsightsAnswer } from './types'
import { rollUpToday } from './rollup'

/** The longest period asked at once: a year and a bit (12 months with a custom range's slack). */
const MAX_DAYS = 400
const DAY = /^\d{4}-\d{2}-\d{2}$/

const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
const Query = z
  .object({
    from: z.string().refine(isDay, 'from is a day, YYYY-MM-DD.'),
    to: z.string().refine(isDay, 'to is a day, YYYY-MM-DD.'),
    country: z.string().regex(COUNTRY_CODE_PATTERN, 'country is two capital letters.').optional(),
  })
  .refine((q) => q.from <= q.to, 'from is not after to.')
  .refine(
    (q) => Date.parse(q.to) - Date.parse(q.from) <= (MAX_DAYS - 1) * 86_400_000,
    `A period is at most ${MAX_DAYS} days.`,
  )

/** The figures for one period and country, today rolled up first (also the view's first answer, InsightsView.tsx). */
export async function currentInsights(
  db: Pool,
  q: { from: string; to: string; country: string | null },
): Promise<InsightsAnswer> {
  const current = await rollUpToday(db)
  const answer = await insights(db, q, [...LOCALES])
  // Today rolled up just now: the figures are as of this answer, not the last full rollup.
  return current ? { ...answer, rolledUpAt: current.toISOString() } : answer
}

export const insightsEndpoint = staffGetEndpoint('/insights', async (req) => {
  const params = Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams)
  const parsed = Query.safeParse({ ...params, country: params.country || undefined })
  if (!parsed.success) return staffAnswer({ message: parsed.error.issues[0]?.message ?? 'Invalid query.' }, 400)
  const { from, to, country } = parsed.data
  return staffAnswer(await currentInsights(pool(req.payload), { from, to, country: country ?? null }))
})
