'use client'
import { useTranslation } from '@payloadcms/ui'
import type { StaticLabel } from 'payload'
import { useEffect, useState } from 'react'
import type { ChangeRow } from '../publishes/endpoint'
import { useSay } from './useSay'

type Texts = Partial<Record<'title' | 'when' | 'what' | 'who' | 'status' | 'empty' | 'draft' | 'published', StaticLabel>>

/** On the dashboard: the documents staff changed last, drafts included, each one click from its form. */
export function RecentChanges(t: Texts) {
  const say = useSay()
  const { i18n } = useTranslation()
  const [rows, setRows] = useState<ChangeRow[] | null>(null)

  useEffect(() => {
    void fetch('/cms-api/recent-changes', { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: ChangeRow[] }>) : null))
      .then((body) => body && setRows(body.data))
      .catch(() => undefined)
  }, [])

  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const cell = { padding: '8px 12px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const, verticalAlign: 'top' as const }

  return (
    <section data-testid="recent-changes" aria-labelledby="recent-changes-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="recent-changes-title" style={{ margin: '0 0 12px' }}>
        {say(t.title)}
      </h2>
      {rows && rows.length === 0 && <p>{say(t.empty)}</p>}
      {rows && rows.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {[t.when, t.what, t.who, t.status].map((h, i) => (
                  <th key={i} scope="col" style={{ ...cell, fontWeight: 600 }}>
                    {say(h)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.collection}:${r.id}`}>
                  <td style={{ ...cell, whiteSpace: 'nowrap' }}>{when(r.updatedAt)}</td>
                  <td style={cell}>
                    <span style={{ color: 'var(--theme-elevation-600)' }}>{say(r.label as StaticLabel)} · </span>
                    <a href={`/admin/collections/${r.collection}/${r.id}`}>{r.title}</a>
                  </td>
                  <td style={cell}>{r.by ?? '—'}</td>
                  <td style={cell}>{r.status ? say(t[r.status]) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
