'use client'
import { useAdminText } from '../useAdminText'
import { InsightsChart, PALETTE } from './InsightsChart'
import { timeSummary, type SectionProps } from './section'
import { columns, TableCard, type Table } from './TableCard'

/** QR codes scanned per day: the wine hub's code and the e-label's (counted per day, nobody's). */
export function ScansSection(props: SectionProps) {
  const text = useAdminText()
  const { data, f } = props
  const days = data.scansPerDay
  const table: Table = {
    name: 'scans-per-day',
    caption: text('QR code scans per day'),
    columns: columns(text('Day'), [text('Wine hub'), text('E-label')]),
    rows: days.map((d) => ({ key: d.day, cells: [f.day(d.day), f.count(d.hub), f.count(d.label)] })),
  }
  return (
    <section className="ins__section" data-testid="insights-scans" aria-labelledby="insights-scans-title">
      <h2 id="insights-scans-title">{text('QR code scans')}</h2>
      <TableCard
        table={table}
        section={props}
        chart={
          <InsightsChart
            type="line"
            labels={days.map((d) => f.shortDay(d.day))}
            series={[
              { label: text('Wine hub'), data: days.map((d) => d.hub), color: PALETTE[0] },
              { label: text('E-label'), data: days.map((d) => d.label), color: PALETTE[2] },
            ]}
            summary={[
              timeSummary(
                text,
                f,
                `${text('QR code scans per day')} (${text('Wine hub')})`,
                days.map((d) => ({ at: f.day(d.day), value: d.hub })),
              ),
              timeSummary(
                text,
                f,
                `${text('QR code scans per day')} (${text('E-label')})`,
                days.map((d) => ({ at: f.day(d.day), value: d.label })),
              ),
            ].join(' ')}
            format={f.count}
          />
        }
      />
    </section>
  )
}
