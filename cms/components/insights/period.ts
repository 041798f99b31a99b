/**
 * The period staff pick (cms/insights/types.ts PERIODS) as the first and last day the endpoint takes,
 * UTC days as YYYY-MM-DD; and the choice read back from the page's address, so a reload or a shared
 * link shows the same figures. Pure (tests/unit/insights-period.test.ts).
 */
import { PERIODS, type Period } from '../../insights/types'

/** The longest period the endpoint answers (cms/insights/endpoint.ts MAX_DAYS). */
export const MAX_DAYS = 400
const DAY_MS = 86_400_000
const DAY = /^\d{4}-\d{2}-\d{2}$/

export type Choice = { period: Period; from: string; to: string; country: string | null }

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** Today as a UTC day. */
export const today = (now = Date.now()) => iso(now)

/** The days a named period covers up to `last`: 7 or 30 days, or 12 months (a year back, the day after). */
export function periodRange(period: Exclude<Period, 'custom'>, last: string): { from: string; to: string } {
  if (period === '12m') {
    const d = new Date(ms(last))
    const [y, m] = [d.getUTCFullYear() - 1, d.getUTCMonth()]
    // The same day a year before (29 February falls back to the 28th), then the day after it.
    const sameDay = Date.UTC(y, m, Math.min(d.getUTCDate(), new Date(Date.UTC(y, m + 1, 0)).getUTCDate()))
    return { from: iso(sameDay + DAY_MS), to: last }
  }
  return { from: iso(ms(last) - ((period === '7d' ? 7 : 30) - 1) * DAY_MS), to: last }
}

/** Both are real days, the first not after the last, at most MAX_DAYS apart. */
export function validRange(from: string, to: string): boolean {
  const isDay = (v: string) => DAY.test(v) && iso(ms(v)) === v
  return isDay(from) && isDay(to) && from <= to && ms(to) - ms(from) <= (MAX_DAYS - 1) * DAY_MS
}

/** The choice's first and last day: the named period's, or the custom one as typed. */
export function rangeOf(choice: Choice, last: string): { from: string; to: string } {
  return choice.period === 'custom' ? { from: choice.from, to: choice.to } : periodRange(choice.period, last)
}

type Params = Record<string, string | string[] | undefined> | undefined

/** The choice in the address (?period=custom&from=…&to=…&country=PT); the last 30 days everywhere by default. */
export function choiceFromParams(params: Params, last: string): Choice {
  const one = (key: string) => {
    const v = params?.[key]
    return typeof v === 'string' ? v : undefined
  }
  const period = (PERIODS as readonly string[]).includes(one('period') ?? '') ? (one('period') as Period) : '30d'
  const country = /^[A-Z]{2}$/.test(one('country') ?? '') ? one('country')! : null
  const fallback = periodRange('30d', last)
  const from = one('from') ?? fallback.from
  const to = one('to') ?? fallback.to
  if (period === 'custom' && validRange(from, to)) return { period, from, to, country }
  if (period === 'custom') return { period, ...fallback, country }
  return { period, ...periodRange(period, last), country }
}

/** The address's query for a choice: the period, its days when custom, the country when one is picked. */
export function choiceParams(choice: Choice): string {
  const q = new URLSearchParams({ period: choice.period })
  if (choice.period === 'custom') {
    q.set('from', choice.from)
    q.set('to', choice.to)
  }
  if (choice.country) q.set('country', choice.country)
  return q.toString()
}
