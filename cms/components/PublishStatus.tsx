'use client'
import { useConfig, useDocumentInfo, useFormFields, useModal, useTranslation } from '@payloadcms/ui'
import type { StaticLabel, UIFieldClientComponent, UIFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'
import { livePath } from '../../src/contract/preview'
import type { DocAnswer } from '../publishes/endpoint'
import { fill } from '../../src/contract/format'
import { useDateTime } from './useDateTime'
import { useSay } from './useSay'

type Texts = Partial<
  Record<
    | 'title'
    | 'building'
    | 'live'
    | 'liveSince'
    | 'view'
    | 'unchanged'
    | 'sent'
    | 'failed'
    | 'off'
    | 'none'
    | 'trashed'
    | 'goesLive'
    | 'comesOff',
    StaticLabel
  >
>

/** While something is about to change (a publish running, a save just made, a schedule due): ask twice a second. */
const FAST_MS = 500
/** Otherwise every 15 s: another editor's publish, a schedule further off. */
const SLOW_MS = 15_000
/** After a save, how long to keep asking fast for its publish to start. */
const AFTER_SAVE_MS = 20_000

/**
 * At the top of the sidebar of every published document: one status, true at every moment (the rules
 * in cms/publishes/docState.ts): live on the site since when, with a link to the page; publishing;
 * off the site; not on it yet; the last publish failed and why (the site then still shows the version
 * before); and the publishes and unpublishes scheduled for it, in the winery's time zone. Read from
 * GET /cms-api/publishes?doc=, which works the state out (the server's clock is the one that counts).
 */
export const PublishStatus: UIFieldClientComponent = (props) => {
  const t = props as UIFieldClientProps & Texts
  const say = useSay()
  const { i18n } = useTranslation()
  const time = useDateTime()
  const { config } = useConfig()
  const zone = config.admin.timezones?.defaultTimezone
  const { id, collectionSlug, lastUpdateTime, mostRecentVersionIsAutosaved } = useDocumentInfo()
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const [answer, setAnswer] = useState<DocAnswer | undefined>(undefined)
  // A drawer closed (Schedule Publish among them): asked again at once, so a schedule shows when set.
  const { oneModalIsOpen } = useModal()
  // Asked again after a publish or an unpublish, not after each autosave while staff type (a draft
  // save changes nothing on the site).
  const changed = mostRecentVersionIsAutosaved ? 'draft' : lastUpdateTime

  useEffect(() => {
    if (!id || !collectionSlug) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const savedAt = Date.now()
    const ask = async () => {
      const res = await fetch(`/cms-api/publishes?doc=${encodeURIComponent(`${collectionSlug}:${id}`)}`, {
        credentials: 'include',
      }).catch(() => null)
      const body = res?.ok ? ((await res.json()) as DocAnswer) : null
      if (stopped) return
      if (body) setAnswer(body)
      const busy = Date.now() - savedAt < AFTER_SAVE_MS || body?.state.state === 'publishing' || body?.due === true
      timer = setTimeout(() => void ask(), busy && document.visibilityState === 'visible' ? FAST_MS : SLOW_MS)
    }
    void ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [id, collectionSlug, changed, oneModalIsOpen])

  if (!id || answer === undefined) return null
  const seconds = (ms: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(ms / 1000)
  // A scheduled time in the winery's time zone, which the schedule drawer sets by default, named.
  const zoned = (iso: string) => (zone ? `${time(iso, zone)} (${zone})` : time(iso))
  const page = collectionSlug ? livePath(collectionSlug, { slug }) : null
  const s = answer.state

  let text: string
  if (s.state === 'publishing') text = say(t.building)
  else if (s.state === 'failed') text = fill(say(t.failed), { error: s.error })
  else if (s.state === 'sent') text = fill(say(t.sent), { time: time(s.since) })
  else if (s.state === 'unchanged') text = say(t.unchanged)
  else if (s.state === 'off') text = fill(say(t.off), { time: time(s.since) })
  else if (s.state === 'never') text = say(t.none)
  else if (s.state === 'trashed') text = fill(say(t.trashed), { time: time(s.since) })
  else if (s.seconds === null) text = fill(say(t.liveSince), { time: time(s.since) })
  else text = fill(say(t.live), { time: time(s.since), seconds: seconds(s.seconds) })

  const colour =
    s.state === 'failed'
      ? 'var(--theme-error-500)'
      : s.state === 'live' || s.state === 'unchanged'
        ? 'var(--theme-success-500)'
        : s.state === 'publishing'
          ? 'var(--theme-warning-500)'
          : 'var(--theme-elevation-400)'
  return (
    <section
      data-testid="publish-status"
      data-state={s.state}
      aria-labelledby="publish-status-title"
      style={{
        marginBottom: 'var(--spacing-field, 24px)',
        padding: '12px 14px',
        borderRadius: 'var(--style-radius-m, 4px)',
        border: '1px solid var(--theme-elevation-150)',
        background: 'var(--theme-elevation-50)',
      }}
    >
      <h3 id="publish-status-title" style={{ margin: '0 0 8px', fontSize: 'inherit', fontWeight: 600 }}>
        {say(t.title)}
      </h3>
      <p role="status" style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'baseline' }}>
        <span
          aria-hidden="true"
          style={{ flex: 'none', width: 10, height: 10, borderRadius: '50%', background: colour }}
        />
        <span>{text}</span>
      </p>
      {answer.schedule.length > 0 && (
        <ul data-testid="publish-schedule" style={{ margin: '8px 0 0', paddingLeft: 18 }}>
          {answer.schedule.map((e) => (
            <li key={`${e.action}${e.at}`} data-action={e.action}>
              {fill(say(e.action === 'publish' ? t.goesLive : t.comesOff), { time: zoned(e.at) })}
            </li>
          ))}
        </ul>
      )}
      {page && (s.state === 'live' || s.state === 'unchanged') && (
        <p style={{ margin: '8px 0 0' }}>
          <a href={page} target="_blank" rel="noopener noreferrer">
            {say(t.view)}
          </a>
        </p>
      )}
    </section>
  )
}
