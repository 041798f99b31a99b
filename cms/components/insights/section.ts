'use client'
import type { InsightsAnswer, People } from '../../insights/types'
import type { AdminTextOf } from '../useAdminText'
import type { Row } from './TableCard'
import type { Format } from './useInsightsFormat'

/** What every section of the view gets: the answer, the formats and the period asked. */
export type SectionProps = {
  data: InsightsAnswer
  f: Format
  period: { from: string; to: string; country: string | null }
}

/** A chart over time read out: the period, the total, and the highest point and when it was. */
export function timeSummary(
  text: AdminTextOf,
  f: Format,
  title: string,
  points: { at: string; value: number | null }[],
): string {
  const known = points.filter((p): p is { at: string; value: number } => p.value !== null)
  const top = known.reduce<(typeof known)[number] | null>((a, p) => (!a || p.value > a.value ? p : a), null)
  return text('{{title}} from {{from}} to {{to}}: {{total}} in all, the most on {{at}} ({{max}}).', {
    title,
    from: points[0]?.at ?? '–',
    to: points.at(-1)?.at ?? '–',
    total: f.count(known.reduce((n, p) => n + p.value, 0)),
    max: f.count(top?.value ?? 0),
    at: top && top.value > 0 ? top.at : '–',
  })
}

/** A table of a name and a count of people, largest first, each with its share of the largest. */
/** One row of a count table: what is counted, and how many (null: too few to show). */
export type CountItem = { key: string; name: string; n: People }

export function countRows(f: Format, items: CountItem[]): Row[] {
  const largest = Math.max(1, ...items.map((i) => i.n ?? 0))
  return items.map((i) => ({
    key: i.key,
    cells: [i.name, f.people(i.n)],
    hidden: [false, i.n === null],
    share: i.n === null ? undefined : i.n / largest,
  }))
}

/** Each wine's colour in every chart of the view, by its place in the range. */
export function wineColours(data: InsightsAnswer, palette: readonly string[]): Map<string, string> {
  return new Map(data.wines.map((w, i) => [w.id, palette[i % palette.length]]))
}

/** The months a period touches, as YYYY-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (
    let y = Number(from.slice(0, 4)), m = Number(from.slice(5, 7));
    `${y}-${String(m).padStart(2, '0')}` <= to.slice(0, 7);
    m === 12 ? (y++, (m = 1)) : m++
  )
    out.push(`${y}-${String(m).padStart(2, '0')}`)
  return out
}

/** The weeks a period touches, each named by its Monday (YYYY-MM-DD), as PostgreSQL's date_trunc('week') names them. */
export function weeksBetween(from: string, to: string): string[] {
  const day = 86_400_000
  const first = Date.parse(`${from}T00:00:00Z`)
  const out: string[] = []
  for (let d = first - ((new Date(first).getUTCDay() + 6) % 7) * day; d <= Date.parse(`${to}T00:00:00Z`); d += 7 * day)
    out.push(new Date(d).toISOString().slice(0, 10))
  return out
}
