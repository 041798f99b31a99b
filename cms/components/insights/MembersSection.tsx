'use client'
import { useAdminText } from '../useAdminText'
import { InsightsChart, PALETTE } from './InsightsChart'
import { countRows, timeSummary, weeksBetween, type SectionProps } from './section'
import { columns, TableCard, type Table } from './TableCard'

/** Members: sign-ups per week (weeks from Monday) and where the period's new members live. */
export function MembersSection(props: SectionProps) {
  const text = useAdminText()
  const { data, f, period } = props
  const { byCountry } = data.members
  // Every week of the period, a week with no sign-up as 0 (the answer lists only weeks with some).
  const counted = new Map(data.members.signUpsPerWeek.map((w) => [w.week, w.members]))
  const signUpsPerWeek = weeksBetween(period.from, period.to).map((week) => ({ week, members: counted.get(week) ?? 0 }))
  const weeks: Table = {
    name: 'signups-per-week',
    caption: text('Sign-ups per week'),
    columns: columns(text('Week starting'), [text('Sign-ups')]),
    rows: signUpsPerWeek.map((w) => ({
      key: w.week,
      cells: [f.day(w.week), f.people(w.members)],
      hidden: [false, w.members === null],
    })),
  }
  const countries: Table = {
    name: 'members-by-country',
    caption: text('Sign-ups by country'),
    columns: columns(text('Country'), [text('Sign-ups')]),
    rows: countRows(
      f,
      byCountry.map((c) => ({ key: c.country || '-', name: f.country(c.country), n: c.members })),
    ),
  }
  return (
    <section className="ins__section" data-testid="insights-members" aria-labelledby="insights-members-title">
      <h2 id="insights-members-title">{text('Members')}</h2>
      <div className="ins__grid ins__grid--main">
        <TableCard
          table={weeks}
          section={props}
          stacked
          chart={
            <InsightsChart
              type="bar"
              labels={signUpsPerWeek.map((w) => f.shortDay(w.week))}
              series={[{ label: text('Sign-ups'), data: signUpsPerWeek.map((w) => w.members), color: PALETTE[3] }]}
              hiddenMark={`<${data.minPeople}`}
              hiddenLegend={f.hidden}
              summary={timeSummary(
                text,
                f,
                text('Sign-ups per week'),
                signUpsPerWeek.map((w) => ({ at: f.day(w.week), value: w.members })),
              )}
              format={f.count}
            />
          }
        />
        <TableCard table={countries} section={props} />
      </div>
    </section>
  )
}
