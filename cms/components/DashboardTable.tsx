'use client'
import type { ReactNode } from 'react'

/** A cell of a dashboard table (cms/components/RecentPublishes.tsx, RecentChanges.tsx). */
export const cellStyle = {
  padding: '8px 12px',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
}

/** A dashboard section: a heading, then the rows as a table, or a sentence when there are none (nothing while loading). */
export function DashboardTable({
  id,
  title,
  empty,
  headings,
  rows,
}: {
  id: string
  title: string
  empty: string
  headings: string[]
  rows: ReactNode[] | null
}) {
  return (
    <section data-testid={id} aria-labelledby={`${id}-title`} style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id={`${id}-title`} style={{ margin: '0 0 12px' }}>
        {title}
      </h2>
      {rows && rows.length === 0 && <p>{empty}</p>}
      {rows && rows.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {headings.map((h) => (
                  <th key={h} scope="col" style={{ ...cellStyle, fontWeight: 600 }}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </section>
  )
}
