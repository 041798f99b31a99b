'use client'
import type { StaticLabel } from 'payload'
import { useEffect, useState } from 'react'
import type { ChangeRow } from '../publishes/endpoint'
import { cellStyle as cell, DashboardTable } from './DashboardTable'
import { useDateTime } from './useDateTime'
import { useSay } from './useSay'

type Texts = Partial<
  Record<'title' | 'when' | 'what' | 'who' | 'status' | 'empty' | 'draft' | 'published', StaticLabel>
>

/** On the dashboard: the documents staff changed last, drafts included, each one click from its form. */
export function RecentChanges(t: Texts) {
  const say = useSay()
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
      title={say(t.title)}
      empty={say(t.empty)}
      headings={[t.when, t.what, t.who, t.status].map((h) => say(h))}
      rows={
        rows &&
        rows.map((r) => (
          <tr key={`${r.collection}:${r.id}`}>
            <td style={{ ...cell, whiteSpace: 'nowrap' }}>{when(r.updatedAt)}</td>
            <td style={cell}>
              <span style={{ color: 'var(--theme-elevation-600)' }}>{say(r.label as StaticLabel)} · </span>
              <a href={`/admin/collections/${r.collection}/${r.id}`}>{r.title}</a>
            </td>
            <td style={cell}>{r.by ?? '—'}</td>
            <td style={cell}>{r.status ? say(t[r.status]) : '—'}</td>
          </tr>
        ))
      }
    />
  )
}
