'use client'
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import type { StaticLabel, UIFieldClientComponent, UIFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'
import { livePath } from '../../src/contract/preview'
import type { PublishRow } from '../publishes/endpoint'
import { fill } from '../../src/contract/format'
import { useDateTime } from './useDateTime'
import { useSay } from './useSay'

type Texts = Partial<
  Record<'title' | 'building' | 'live' | 'view' | 'unchanged' | 'sent' | 'failed' | 'none', StaticLabel>
>

/** While a publish may be running: ask every second; otherwise every 15 s (another editor's publish). */
const FAST_MS = 1_000
const SLOW_MS = 15_000
/** After a save, how long to keep asking fast for its publish to start. */
const AFTER_SAVE_MS = 20_000

/**
 * In the sidebar of every published document: whether its last publish is live on the site, how long
 * it took from the save and a link to the page, or that it is building, or why it failed (the site then
 * still shows the version before). Read from the publish log (GET /cms-api/publishes?doc=).
 */
export const PublishStatus: UIFieldClientComponent = (props) => {
  const t = props as UIFieldClientProps & Texts
  const say = useSay()
  const { i18n } = useTranslation()
  const time = useDateTime()
  const { id, collectionSlug, lastUpdateTime } = useDocumentInfo()
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const [row, setRow] = useState<PublishRow | null | undefined>(undefined)

  useEffect(() => {
    if (!id || !collectionSlug) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const savedAt = Date.now()
    const ask = async () => {
      const res = await fetch(`/cms-api/publishes?doc=${encodeURIComponent(`${collectionSlug}:${id}`)}`, {
        credentials: 'include',
      }).catch(() => null)
      const body = res?.ok ? ((await res.json()) as { data: PublishRow | null }) : null
      if (stopped) return
      if (body) setRow(body.data)
      const busy = body?.data?.status === 'building' || Date.now() - savedAt < AFTER_SAVE_MS
      timer = setTimeout(() => void ask(), busy && document.visibilityState === 'visible' ? FAST_MS : SLOW_MS)
    }
    void ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [id, collectionSlug, lastUpdateTime])

  if (!id || row === undefined) return null
  const seconds = (ms: number | null) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format((ms ?? 0) / 1000)
  const page = collectionSlug ? livePath(collectionSlug, { slug }) : null

  let text: string
  let state: string
  if (!row) [state, text] = ['none', say(t.none)]
  else if (row.status === 'building') [state, text] = ['building', say(t.building)]
  else if (row.status === 'failed') [state, text] = ['failed', fill(say(t.failed), { error: row.error ?? '' })]
  else if (row.status === 'sent')
    [state, text] = ['sent', fill(say(t.sent), { time: time(row.finishedAt ?? row.requestedAt) })]
  else if (row.status === 'unchanged') [state, text] = ['unchanged', say(t.unchanged)]
  else
    [state, text] = [
      'live',
      fill(say(t.live), { time: time(row.finishedAt ?? row.requestedAt), seconds: seconds(row.totalMs) }),
    ]

  const colour =
    state === 'failed'
      ? 'var(--theme-error-500)'
      : state === 'live'
        ? 'var(--theme-success-500)'
        : 'var(--theme-elevation-500)'
  return (
    <section
      data-testid="publish-status"
      data-state={state}
      aria-labelledby="publish-status-title"
      style={{ marginBottom: 'var(--spacing-field, 24px)' }}
    >
      <h3 id="publish-status-title" style={{ margin: '0 0 8px' }}>
        {say(t.title)}
      </h3>
      <p role="status" style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'baseline' }}>
        <span
          aria-hidden="true"
          style={{ flex: 'none', width: 10, height: 10, borderRadius: '50%', background: colour }}
        />
        <span>{text}</span>
      </p>
      {page && (state === 'live' || state === 'unchanged') && (
        <p style={{ margin: '8px 0 0' }}>
          <a href={page} target="_blank" rel="noopener noreferrer">
            {say(t.view)}
          </a>
        </p>
      )}
    </section>
  )
}
