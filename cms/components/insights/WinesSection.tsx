'use client'
import { useAdminText } from '../useAdminText'
import { InsightsChart, PALETTE } from './InsightsChart'
import { monthsBetween, wineColours, type SectionProps } from './section'
import { columns, TableCard, type Table } from './TableCard'

/** Reception of the range: each wine's ratings, passports, matches and scans, and its rating month by month. */
export function WinesSection(props: SectionProps) {
  const text = useAdminText()
  const { data, f, period } = props
  const colours = wineColours(data, PALETTE.slice(1))
  const names = new Map(data.wines.map((w) => [w.id, w.name]))
  const wines: Table = {
    name: 'wines',
    caption: text('Each wine in the period (averages from 1 to 5)'),
    columns: columns(text('Wine'), [
      text('Ratings'),
      text('Members who rated'),
      text('Overall'),
      text('Colour'),
      text('Aroma'),
      text('Flavour'),
      text('Spread'),
      text('Added to passports'),
      text('Best match for'),
      text('Wine hub scans'),
      text('E-label scans'),
    ]),
    rows: data.wines.map((w) => {
      const hidden = w.raters === null
      return {
        key: w.id,
        cells: [
          w.name,
          hidden ? f.hidden : f.count(w.ratings),
          f.people(w.raters),
          f.tenth(w.overall, w.raters),
          f.tenth(w.colour, w.raters),
          f.tenth(w.aroma, w.raters),
          f.tenth(w.flavour, w.raters),
          f.tenth(w.spread, w.raters),
          f.people(w.passportAdds),
          f.people(w.bestMatchFor),
          f.count(w.scans.hub),
          f.count(w.scans.label),
        ],
        hidden: [
          false,
          hidden,
          hidden,
          hidden,
          hidden,
          hidden,
          hidden,
          hidden,
          w.passportAdds === null,
          w.bestMatchFor === null,
        ],
      }
    }),
  }
  const months = monthsBetween(period.from, period.to)
  const rated = data.wines.filter((w) => data.ratingsPerMonth.some((r) => r.wine === w.id))
  const series = rated.map((w) => ({
    label: w.name,
    color: colours.get(w.id) ?? PALETTE[0],
    data: months.map((m) => data.ratingsPerMonth.find((r) => r.wine === w.id && r.month === m)?.overall ?? null),
  }))
  const order = new Map(data.wines.map((w, i) => [w.id, i]))
  const perMonth: Table = {
    name: 'ratings-per-month',
    caption: text('Average overall rating per month'),
    columns: columns([text('Month'), text('Wine')], [text('Ratings'), text('Average overall rating')]),
    rows: [...data.ratingsPerMonth]
      .sort((a, b) => a.month.localeCompare(b.month) || (order.get(a.wine) ?? 0) - (order.get(b.wine) ?? 0))
      .map((r) => {
        const hidden = r.overall === null && r.ratings === 0
        return {
          key: `${r.month}-${r.wine}`,
          cells: [
            f.month(r.month),
            names.get(r.wine) ?? r.wine,
            hidden ? f.hidden : f.count(r.ratings),
            f.tenth(r.overall, hidden ? null : r.ratings),
          ],
          hidden: [false, false, hidden, hidden],
        }
      }),
  }
  const summary = text('{{title}}: {{values}}.', {
    title: text('Average overall rating per month'),
    values:
      series
        .map(
          (s) =>
            `${s.label}: ${months.flatMap((m, i) => (s.data[i] === null ? [] : [`${f.month(m)} ${f.tenth(s.data[i], 0)}`])).join(', ') || f.hidden}`,
        )
        .join('; ') || text('Nothing was recorded in this period.'),
  })
  return (
    <section className="ins__section" data-testid="insights-wines" aria-labelledby="insights-wines-title">
      <h2 id="insights-wines-title">{text('Reception of the range')}</h2>
      <TableCard table={wines} section={props} maxHeight={420} />
      <TableCard
        table={perMonth}
        section={props}
        chart={
          <InsightsChart
            // A month or two read better as bars side by side than as lines of one or two points.
            type={months.length > 2 ? 'line' : 'bar'}
            labels={months.map((m) => f.shortMonth(m))}
            series={series}
            summary={summary}
            format={(n) => f.tenth(n, 0)}
            yMin={1}
            yMax={5}
          />
        }
      />
    </section>
  )
}
