'use client'
import { useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { AdminTextKey } from '../i18n/adminTextIn'
import type { PublishRow } from '../publishes/endpoint'
import { adminPath, groupPublishes, tookOff } from '../publishes/groupPublishes'
import { cellStyle as cell, DashboardTable } from './DashboardTable'
import { useAdminText } from './useAdminText'
import { useDateTime } from './useDateTime'

/** How each publish went, in words. */
const STATUS: Record<PublishRow['status'], AdminTextKey> = {
  building: 'Publishing',
  live: 'Live',
  unchanged: 'No visible change',
  sent: 'Sent to the build machine',
  failed: 'Failed',
}

const REFRESH_MS = 5_000

/**
 * On the dashboard: the site's last publishes (GET /cms-api/publishes), newest first: when, which
 * documents (each a link to its form), who saved them, how long from the save to live, and how it
 * went (live, taken off, failed and why); repeats of one publish are one row with their count.
 */
export function RecentPublishes() {
  const text = useAdminText()
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
      title={text('Recent publishes')}
      empty={text('Nothing published yet.')}
      headings={[text('When'), text('What'), text('Who'), text('Took'), text('Status')]}
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
                  <span style={{ color: 'var(--theme-elevation-600)' }}>{d.label} · </span>
                  {d.title === null ? text('removed') : <a href={adminPath(d.ref)}>{d.title}</a>}
                </span>
              ))}
            </td>
            <td style={cell}>{r.people.join(', ') || text('Automatic')}</td>
            <td style={{ ...cell, whiteSpace: 'nowrap' }}>{took(r.totalMs)}</td>
            <td style={cell}>
              {text(tookOff(r) ? 'Taken off the site' : STATUS[r.status])}
              {r.error && <div style={{ color: 'var(--theme-error-500)', marginTop: 4 }}>{r.error}</div>}
            </td>
          </tr>
        ))
      }
    />
  )
}
