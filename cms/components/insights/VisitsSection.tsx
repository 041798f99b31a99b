'use client'
import type { People } from '../../insights/types'
import { useAdminText } from '../useAdminText'
import { InsightsChart, PALETTE } from './InsightsChart'
import { countRows, timeSummary, type CountItem, type SectionProps } from './section'
import { columns, TableCard, type Table } from './TableCard'

/** Visitors: sessions per day, new against returning, and where and in which language they came from. */
export function VisitsSection(props: SectionProps) {
  const text = useAdminText()
  const { data, f, period } = props
  const { visits } = data
  const total = visits.totals.sessions
  const share = (n: People) =>
    total && n !== null && !f.isSmall(n) ? text('{{share}} of sessions', { share: f.percent(n / total) }) : ''
  const tiles = [
    { label: text('Sessions'), value: total, note: f.range(period.from, period.to) },
    { label: text('New visitors'), value: visits.totals.new, note: share(visits.totals.new) },
    { label: text('Returning visitors'), value: visits.totals.returning, note: share(visits.totals.returning) },
  ]
  const perDay: Table = {
    name: 'visits-per-day',
    caption: text('Sessions per day'),
    columns: columns(text('Day'), [text('Sessions'), text('New visitors'), text('Returning visitors')]),
    rows: visits.perDay.map((d) => ({
      key: d.day,
      cells: [f.day(d.day), f.people(d.sessions), f.people(d.new), f.people(d.returning)],
      hidden: [false, d.sessions === null, d.new === null, d.returning === null],
    })),
  }
  /** A table of sessions by one thing (a country, a language). */
  const sessionsBy = (name: string, caption: string, label: string, items: CountItem[]): Table => ({
    name,
    caption,
    columns: columns(label, [text('Sessions')]),
    rows: countRows(f, items),
  })
  const byCountry = sessionsBy(
    'visits-by-country',
    text('Sessions by country'),
    text('Country'),
    visits.byCountry.map((c) => ({ key: c.country || '-', name: f.country(c.country), n: c.sessions })),
  )
  const byLanguage = sessionsBy(
    'visits-by-language',
    text('Sessions by site language'),
    text('Language'),
    visits.byLanguage.map((l) => ({ key: l.locale || '-', name: f.languageName(l.locale), n: l.sessions })),
  )
  const asked = sessionsBy(
    'asked-not-offered',
    text('Browser languages the site does not offer'),
    text('Language'),
    visits.askedNotOffered.map((l) => ({ key: l.language, name: f.languageName(l.language), n: l.sessions })),
  )
  return (
    <section className="ins__section" data-testid="insights-visits" aria-labelledby="insights-visits-title">
      <h2 id="insights-visits-title">{text('Visitors')}</h2>
      <div className="ins__tiles">
        {tiles.map((tile) => (
          <div key={tile.label} className="ins__card ins__tile">
            <span className="ins__tile-label">{tile.label}</span>
            <span className={`ins__tile-value${f.isSmall(tile.value) ? ' ins__hidden' : ''}`}>
              {f.total(tile.value)}
            </span>
            <span className="ins__tile-note">{tile.note}</span>
          </div>
        ))}
      </div>
      <TableCard
        table={perDay}
        section={props}
        chart={
          <InsightsChart
            type="line"
            labels={visits.perDay.map((d) => f.shortDay(d.day))}
            series={[
              { label: text('Sessions'), data: visits.perDay.map((d) => d.sessions), color: PALETTE[0], fill: true },
            ]}
            summary={timeSummary(
              text,
              f,
              text('Sessions per day'),
              visits.perDay.map((d) => ({ at: f.day(d.day), value: d.sessions })),
            )}
            format={f.count}
            hiddenMark={`<${data.minPeople}`}
            hiddenLegend={f.hidden}
          />
        }
      />
      <div className="ins__grid">
        <TableCard table={byCountry} section={props} />
        <TableCard table={byLanguage} section={props} />
        <TableCard table={asked} section={props} />
      </div>
    </section>
  )
}
