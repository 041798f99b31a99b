'use client'
import { TASTE_AXIS_LABELS } from '../../lib/tasteAxisLabels'
import { useAdminText } from '../useAdminText'
import { InsightsChart, PALETTE } from './InsightsChart'
import type { SectionProps } from './section'
import { columns, TableCard, type Table } from './TableCard'

const VALUES = ['0', '1', '2', '3', '4', '5', '6']

/**
 * Palates: for each taste axis, how many members' palates sit at each value 0 to 6 (bars); a circle over
 * a value counts the wines whose profile rounds to it (as the members' palates are binned), and the
 * wines are named under the chart, value by value.
 */
export function PalatesSection(props: SectionProps) {
  const text = useAdminText()
  const { data, f } = props
  const names = new Map(data.wines.map((w) => [w.id, w.name]))
  const { axes } = data.palates
  const bins: Table = {
    name: 'palates',
    caption: text('Members per palate value'),
    firstColumn: '24%',
    columns: columns(text('Taste axis'), VALUES),
    rows: axes.map((a) => ({
      key: a.axis,
      cells: [text(TASTE_AXIS_LABELS[a.axis]), ...a.members.map((n) => f.people(n))],
      hidden: [false, ...a.members.map((n) => n === null)],
    })),
  }
  const profiles: Table = {
    name: 'wine-profiles',
    caption: text('The wines’ taste profiles'),
    columns: columns(
      text('Wine'),
      axes.map((a) => text(TASTE_AXIS_LABELS[a.axis])),
    ),
    rows: data.wines.map((w) => ({
      key: w.id,
      cells: [w.name, ...axes.map((a) => f.count(a.wines.find((v) => v.id === w.id)?.value ?? 0))],
    })),
  }
  return (
    <section className="ins__section" data-testid="insights-palates" aria-labelledby="insights-palates-title">
      <h2 id="insights-palates-title">{text('Palates')}</h2>
      <p className="ins__lead">
        {text(
          'Members with a palate: {{count}}. Bars count the members at each value from 0 to 6; a circle counts the wines whose taste profile has that value, named under the chart.',
          { count: f.total(data.palates.members) },
        )}
      </p>
      <div className="ins__grid ins__grid--axes">
        {axes.map((a) => {
          const at = VALUES.map((_, v) =>
            a.wines
              .filter((w) => Math.min(6, Math.max(0, Math.round(w.value))) === v)
              .map((w) => names.get(w.id) ?? w.id),
          )
          return (
            <div key={a.axis} className="ins__card" data-axis={a.axis}>
              <div className="ins__card-head">
                <h3>{text(TASTE_AXIS_LABELS[a.axis])}</h3>
              </div>
              <InsightsChart
                type="bar"
                height={180}
                labels={VALUES}
                series={[{ label: text('Members'), data: a.members, color: PALETTE[0] }]}
                badges={at.flatMap((wines, v) => (wines.length ? [{ at: v, text: String(wines.length) }] : []))}
                hiddenMark={`<${data.minPeople}`}
                legend={false}
                format={f.count}
                summary={text('{{title}}: {{values}}.', {
                  title: `${text(TASTE_AXIS_LABELS[a.axis])} (${text('Members per palate value')})`,
                  values: [
                    a.members.map((n, v) => `${v}: ${f.people(n)}`).join(', '),
                    ...at.flatMap((wines, v) => (wines.length ? [`${text('Value')} ${v}: ${wines.join(', ')}`] : [])),
                  ].join('; '),
                })}
              />
              <dl className="ins__wines-at">
                {at.map((wines, v) =>
                  wines.length ? (
                    <div key={v}>
                      <dt>{v}</dt>
                      <dd>{wines.join(', ')}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
            </div>
          )
        })}
      </div>
      <div className="ins__grid ins__grid--two">
        <TableCard table={bins} section={props} />
        <TableCard table={profiles} section={props} />
      </div>
    </section>
  )
}
