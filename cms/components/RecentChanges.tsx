'use client'
import { useEffect, useState } from 'react'
import type { ChangeRow } from '../publishes/endpoint'
import { cellStyle as cell, DashboardTable } from './DashboardTable'
import { useAdminText } from './useAdminText'
import { useDateTime } from './useDateTime'

/** On the dashboard: the documents staff changed last, drafts included, each one click from its form. */
export function RecentChanges() {
  const text = useAdminText()
  const when = useDateTime()
  const [rows, setRows] = useState<ChangeRow[] | null>(null)

  useEffect(() => {
    void fetch('/cms-api/recent-changes', { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: ChangeRow[] }>) : null))
      .then((body) => body && setRows(body.data))
      .catch(() => undefined)
  }, [])

  return (
    <DashboardTable
      id="recent-changes"
      title={text('Recent changes')}
      empty={text('Nothing changed yet.')}
      headings={[text('When'), text('What'), text('Who'), text('Status')]}
      rows={
        rows &&
        rows.map((r) => (
          <tr key={`${r.collection}:${r.id}`}>
            <td style={{ ...cell, whiteSpace: 'nowrap' }}>{when(r.updatedAt)}</td>
            <td style={cell}>
              <span style={{ color: 'var(--theme-elevation-600)' }}>{r.label} · </span>
              <a href={`/admin/collections/${r.collection}/${r.id}`}>{r.title}</a>
            </td>
            <td style={cell}>{r.by ?? '—'}</td>
            <td style={cell}>{r.status ? text(r.status === 'draft' ? 'Draft' : 'Published') : '—'}</td>
          </tr>
        ))
      }
    />
  )
}
