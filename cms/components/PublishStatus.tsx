'use client'
import { useConfig, useDocumentInfo, useFormFields, useModal, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'
import { livePath } from '../../src/contract/preview'
import type { DocAnswer } from '../publishes/endpoint'
import { useAdminText } from './useAdminText'
import { useDateTime } from './useDateTime'

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
export const PublishStatus: UIFieldClientComponent = () => {
  const text = useAdminText()
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

  let message: string
  if (s.state === 'publishing') message = text('Publishing…')
  else if (s.state === 'failed')
    message = text('The last publish failed: {{error}}. The site still shows the version before it.', {
      error: s.error,
    })
  else if (s.state === 'sent') message = text('Sent to the build machine at {{time}}.', { time: time(s.since) })
  else if (s.state === 'unchanged') message = text('Saved; nothing visitors see has changed.')
  else if (s.state === 'off') message = text('Off the site since {{time}}.', { time: time(s.since) })
  else if (s.state === 'never') message = text('Not on the site yet: publish it to put it there.')
  else if (s.state === 'trashed')
    message = text('In the trash since {{time}}: not on the site. Restore it to bring it back.', {
      time: time(s.since),
    })
  else if (s.seconds === null) message = text('Live since {{time}}.', { time: time(s.since) })
  else
    message = text('Live since {{time}}, {{seconds}} s after the save.', {
      time: time(s.since),
      seconds: seconds(s.seconds),
    })

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
        {text('On the site')}
      </h3>
      <p role="status" style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'baseline' }}>
        <span
          aria-hidden="true"
          style={{ flex: 'none', width: 10, height: 10, borderRadius: '50%', background: colour }}
        />
        <span>{message}</span>
      </p>
      {answer.schedule.length > 0 && (
        <ul data-testid="publish-schedule" style={{ margin: '8px 0 0', paddingLeft: 18 }}>
          {answer.schedule.map((e) => (
            <li key={`${e.action}${e.at}`} data-action={e.action}>
              {e.action === 'publish'
                ? text('Scheduled to go live at {{time}}.', { time: zoned(e.at) })
                : text('Scheduled to come off the site at {{time}}.', { time: zoned(e.at) })}
            </li>
          ))}
        </ul>
      )}
      {page && (s.state === 'live' || s.state === 'unchanged') && (
        <p style={{ margin: '8px 0 0' }}>
          <a href={page} target="_blank" rel="noopener noreferrer">
            {text('View on the site')}
          </a>
        </p>
      )}
    </section>
  )
}
