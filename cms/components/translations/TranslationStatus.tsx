'use client'
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'
import type { DocTranslations } from '../../translations/endpoint'
import { useAdminText } from '../useAdminText'

/** After a save the state is asked again once typing pauses (autosave saves every few hundred ms). */
const SETTLE_MS = 800

/**
 * In the sidebar of every document with localized texts: one row per language, saying whether the
 * language is up to date, how many texts are missing there and how many are out of date (their English
 * changed since), each a link to the document in that language; the texts by name on hover; the
 * missing and out-of-date texts of a language as XLIFF for a translator, one click away. Read from
 * GET /cms-api/translations?doc= (cms/translations/endpoint.ts).
 */
export function TranslationStatus() {
  const text = useAdminText()
  const { i18n } = useTranslation()
  const { id, collectionSlug, globalSlug, lastUpdateTime } = useDocumentInfo()
  const ref = collectionSlug && id ? `${collectionSlug}:${id}` : globalSlug ? `global:${globalSlug}` : null
  const [answer, setAnswer] = useState<DocTranslations | null>(null)
  const first = useRef(true)

  useEffect(() => {
    if (!ref) return
    const ask = new AbortController()
    const delay = first.current ? 0 : SETTLE_MS
    first.current = false
    const timer = setTimeout(
      () =>
        void fetch(`/cms-api/translations?doc=${encodeURIComponent(ref)}`, {
          credentials: 'include',
          signal: ask.signal,
        })
          .then((res) => (res.ok ? (res.json() as Promise<DocTranslations>) : null))
          .then((body) => body && setAnswer(body))
          .catch(() => undefined),
      delay,
    )
    return () => {
      clearTimeout(timer)
      ask.abort()
    }
    // Asked again after each save.
  }, [ref, lastUpdateTime])

  const names = new Intl.DisplayNames([i18n.language], { type: 'language' })
  const name = (locale: string) => {
    const n = names.of(locale) ?? locale
    return n.charAt(0).toLocaleUpperCase(i18n.language) + n.slice(1)
  }
  if (!ref) return <p style={{ margin: '0 0 24px' }}>{text('Save the document to see its translations.')}</p>
  const withWork = answer?.locales.filter((l) => l.missing.length || l.outdated.length) ?? []
  return (
    <section
      data-testid="translation-status"
      aria-labelledby="translation-status-title"
      style={{ marginBottom: 'var(--spacing-field, 24px)' }}
    >
      <h3 id="translation-status-title" style={{ margin: '0 0 8px', fontSize: 'inherit', fontWeight: 600 }}>
        {text('Translations')}
      </h3>
      {answer && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          <li style={row}>
            <span>{name(answer.source)}</span>
            <span style={{ color: 'var(--theme-elevation-500)' }}>{text('the source')}</span>
          </li>
          {answer.locales.map((l) => {
            const done = l.missing.length === 0 && l.outdated.length === 0
            const detail = [
              ...l.missing.map((x) => `${text('Missing')}: ${x}`),
              ...l.outdated.map((x) => `${text('Out of date')}: ${x}`),
            ]
            return (
              <li
                key={l.locale}
                style={row}
                data-locale={l.locale}
                data-state={done ? 'current' : l.missing.length ? 'missing' : 'outdated'}
                title={detail.join('\n') || undefined}
              >
                <a href={`?locale=${l.locale}`}>{name(l.locale)}</a>
                <span style={{ textAlign: 'right' }}>
                  {done && <span style={{ color: 'var(--theme-success-500)' }}>✓ {text('up to date')}</span>}
                  {l.missing.length > 0 && (
                    <span style={{ color: 'var(--theme-error-500)' }}>
                      {text('missing: {{count}}', { count: l.missing.length })}
                    </span>
                  )}
                  {l.missing.length > 0 && l.outdated.length > 0 && ' · '}
                  {l.outdated.length > 0 && (
                    <span style={{ color: 'var(--theme-warning-600, #b35900)' }}>
                      {text('out of date: {{count}}', { count: l.outdated.length })}
                    </span>
                  )}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {withWork.length > 0 && (
        <details style={{ marginTop: 8 }}>
          <summary style={{ cursor: 'pointer' }}>{text('Export for a translator (XLIFF)')}</summary>
          <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
            {withWork.map((l) => (
              <li key={l.locale}>
                <a
                  href={`/cms-api/translations/export?locale=${l.locale}&docs=${encodeURIComponent(ref)}`}
                  download
                  data-testid={`translation-export-${l.locale}`}
                >
                  {name(l.locale)} (XLIFF)
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
      <p style={{ margin: '8px 0 0' }}>
        <a href="/admin/translations">{text('All translation work')}</a>
      </p>
    </section>
  )
}

const row = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  padding: '2px 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
} as const
