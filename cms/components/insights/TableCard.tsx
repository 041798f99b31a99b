'use client'
/**
 * A card of the Insights view: a heading, its "Download CSV" button, maybe a chart, and the plain
 * table of the same figures. The CSV holds exactly the table's cells (cms/components/insights/csv.ts).
 */
import { Button } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { csvFileName } from './csv'
import { CSV_BOM, toCsv } from '../../lib/csv'
import { useAdminText } from '../useAdminText'

type Column = { label: string; numeric?: boolean }

/** A table's columns: its text columns (a day, a wine…), then its figures, aligned as numbers. */
export const columns = (text: string | readonly string[], figures: readonly string[]): Column[] => [
  ...[text].flat().map((label) => ({ label })),
  ...figures.map((label) => ({ label, numeric: true })),
]
export type Row = {
  key: string
  cells: string[]
  /** Cells that show a hidden count ("fewer than 5"), styled apart. */
  hidden?: boolean[]
  /** A share from 0 to 1 drawn as a bar under the last cell (decoration: the number says it). */
  share?: number
}
/** A table as shown and as downloaded: `name` gives its test ids and its file's name. */
export type Table = {
  name: string
  caption: string
  columns: Column[]
  rows: Row[]
  /** The first column this wide and the others sharing the rest equally (a grid of like numbers). */
  firstColumn?: string
}

/** Downloads a table as CSV; the byte order mark lets spreadsheets read it as UTF-8. */
function download(table: Table, period: { from: string; to: string; country: string | null }) {
  const csv = toCsv([table.columns.map((c) => c.label), ...table.rows.map((r) => r.cells)])
  const url = URL.createObjectURL(new Blob([CSV_BOM + csv], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = csvFileName(table.name, period.country, period.from, period.to)
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

function DataTable({ table, empty, maxHeight }: { table: Table; empty: string; maxHeight?: number }) {
  if (table.rows.length === 0) return <p className="ins__empty">{empty}</p>
  return (
    <div
      className="ins__scroll"
      style={maxHeight ? { maxHeight } : undefined}
      tabIndex={0}
      role="region"
      aria-label={table.caption}
    >
      <table data-testid={`insights-table-${table.name}`} className={table.firstColumn ? 'ins__fixed' : undefined}>
        <caption className="ins__sr">{table.caption}</caption>
        {table.firstColumn && (
          <colgroup>
            <col style={{ width: table.firstColumn }} />
          </colgroup>
        )}
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((cell, i) => {
                const className = [table.columns[i]?.numeric && 'num', r.hidden?.[i] && 'ins__hidden']
                  .filter(Boolean)
                  .join(' ')
                const bar = r.share !== undefined && i === r.cells.length - 1 && (
                  <span className="ins__bar" aria-hidden="true">
                    <span style={{ width: `${Math.round(r.share * 100)}%` }} />
                  </span>
                )
                return i === 0 ? (
                  <th key={i} scope="row" className={className || undefined}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={className || undefined}>
                    {cell}
                    {bar}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The card of a table, headed by its caption. */
export function TableCard({
  table,
  section: { period },
  chart,
  lead,
  maxHeight = 280,
  stacked,
}: {
  table: Table
  /** The section's period (the CSV file's name). */
  section: { period: { from: string; to: string; country: string | null } }
  chart?: ReactNode
  lead?: ReactNode
  maxHeight?: number
  /** The chart above the table rather than beside it (a card in a narrow column). */
  stacked?: boolean
}) {
  const text = useAdminText()
  const empty = text('Nothing was recorded in this period.')
  return (
    <div className="ins__card">
      <div className="ins__card-head">
        <h3>{table.caption}</h3>
        {table.rows.length > 0 && (
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            aria-label={text('Download CSV: {{table}}', { table: table.caption })}
            onClick={() => download(table, period)}
            extraButtonProps={{ 'data-testid': `insights-csv-${table.name}` }}
          >
            {text('Download CSV')}
          </Button>
        )}
      </div>
      {lead}
      {chart ? (
        <div className={stacked ? 'ins__stack' : 'ins__split'}>
          <div className="ins__split-chart">{chart}</div>
          <DataTable table={table} empty={empty} maxHeight={maxHeight} />
        </div>
      ) : (
        <DataTable table={table} empty={empty} maxHeight={maxHeight} />
      )}
    </div>
  )
}
