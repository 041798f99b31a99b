'use client'
import { useTranslation } from '@payloadcms/ui'
import type { StaticLabel } from 'payload'
import { useEffect, useState } from 'react'
import type { PublishRow } from '../publishes/endpoint'
import { adminPath, groupPublishes, tookOff } from '../publishes/groupPublishes'
import { cellStyle as cell, DashboardTable } from './DashboardTable'
import { useDateTime } from './useDateTime'
import { useSay } from './useSay'

type Texts = Partial<
  Record<
    | 'title'
    | 'when'
    | 'what'
    | 'who'
    | 'took'
    | 'status'
    | 'empty'
    | 'scheduled'
    | 'removed'
    | 'off'
    | PublishRow['status'],
    StaticLabel
  >
>

const REFRESH_MS = 5_000

/**
 * On the dashboard: the site's last publishes (GET /cms-api/publishes), newest first: when, which
 * documents (each a link to its form), who saved them, how long from the save to live, and how it
 * went (live, taken off, failed and why); repeats of one publish are one row with their count.
 */
export function RecentPublishes(t: Texts) {
  const say = useSay()
  const { i18n } = useTranslation()
  const when = useDateTime()
  const [rows, setRows] = useState<PublishRow[] | null>(null)

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      const res = await fetch('/cms-api/publishes', { credentials: 'include' }).catch(() => null)
      if (res?.ok && !stopped) setRows(((await res.json()) as { data: PublishRow[] }).data)
      if (!stopped) timer = setTimeout(() => void ask(), REFRESH_MS)
    }
    void ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [])

  const took = (ms: number | null) =>
    ms === null ? '' : `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(ms / 1000)} s`

  return (
    <DashboardTable
      id="recent-publishes"
      title={say(t.title)}
      empty={say(t.empty)}
      headings={[t.when, t.what, t.who, t.took, t.status].map((h) => say(h))}
      rows={
        rows &&
        groupPublishes(rows).map(({ row: r, count }) => (
          <tr key={r.id} data-status={tookOff(r) ? 'off' : r.status}>
            <td style={{ ...cell, whiteSpace: 'nowrap' }}>
              {when(r.requestedAt)}
              {count > 1 && <span style={{ color: 'var(--theme-elevation-600)' }}> ×{count}</span>}
            </td>
            <td style={cell}>
              {r.docs.length === 0 && '—'}
              {r.docs.map((d, i) => (
                <span key={d.ref}>
                  {i > 0 && ', '}
                  <span style={{ color: 'var(--theme-elevation-600)' }}>{say(d.label as StaticLabel)} · </span>
                  {d.title === null ? say(t.removed) : <a href={adminPath(d.ref)}>{d.title}</a>}
                </span>
              ))}
            </td>
            <td style={cell}>{r.people.join(', ') || say(t.scheduled)}</td>
            <td style={{ ...cell, whiteSpace: 'nowrap' }}>{took(r.totalMs)}</td>
            <td style={cell}>
              {say(tookOff(r) ? t.off : t[r.status])}
              {r.error && <div style={{ color: 'var(--theme-error-500)', marginTop: 4 }}>{r.error}</div>}
            </td>
          </tr>
        ))
      }
    />
  )
}
