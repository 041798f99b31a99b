'use client'
/**
 * The Translations view's page (TranslationsView.tsx renders it): per language, how many texts are
 * missing and out of date and in which documents (each a link to the document in that language), the
 * XLIFF export of a language's work, the import of a translated file (its changes shown first, then
 * saved as drafts or published), and the site's own strings a language lacks.
 */
import { Button, SetStepNav, useTranslation } from '@payloadcms/ui'
import { useState, type ChangeEvent } from 'react'
import type { Change, ImportCheck } from '../../translations/exchange'
import type { TranslationWork } from '../../translations/endpoint'
import type { ReadError } from '../../translations/xliff'
import { useAdminText } from '../useAdminText'

type Work = TranslationWork['documents']

/** In a language's details, the documents of each collection shown at most (the lists show them all). */
const SHOWN_PER_GROUP = 25

/** A language's documents by collection, in the order they come. */
const byCollection = (docs: Work): [string, Work][] => {
  const groups = new Map<string, Work>()
  for (const d of docs) groups.set(d.collection, [...(groups.get(d.collection) ?? []), d])
  return [...groups]
}
type Checked = ImportCheck & { xml: string; saved?: number; publish?: boolean }

const docLink = (ref: string, locale: string) => {
  const [collection, id] = ref.split(':')
  return collection === 'global'
    ? `/admin/globals/${id}?locale=${locale}`
    : `/admin/collections/${collection}/${id}?locale=${locale}`
}

export function Translations({ initial }: { initial: TranslationWork }) {
  const text = useAdminText()
  const { i18n } = useTranslation()
  const [work, setWork] = useState(initial)
  const [checked, setChecked] = useState<Checked | null>(null)
  const [errors, setErrors] = useState<ReadError[] | null>(null)
  const [busy, setBusy] = useState<'reading' | 'saving' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const names = new Intl.DisplayNames([i18n.language], { type: 'language' })
  const name = (locale: string) => {
    const n = names.of(locale) ?? locale
    return n.charAt(0).toLocaleUpperCase(i18n.language) + n.slice(1)
  }
  const locales = Object.keys(work.siteStrings)
  const perLocale = locales.map((locale) => {
    const docs = work.documents.filter((d) => d.locales[locale as keyof typeof d.locales])
    const sum = (k: 'missing' | 'outdated') =>
      docs.reduce((n, d) => n + (d.locales[locale as keyof typeof d.locales]?.[k] ?? 0), 0)
    return { locale, docs, missing: sum('missing'), outdated: sum('outdated') }
  })

  const send = async (xml: string, apply: 'draft' | 'publish' | null) => {
    const query = apply ? `?apply=${apply}` : ''
    const res = await fetch(`/cms-api/translations/import${query}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/xliff+xml' },
      body: xml,
    })
    const body = (await res.json().catch(() => null)) as (ImportCheck & { saved?: number; message?: string }) | null
    if (!body) throw new Error(`HTTP ${res.status}`)
    if (body.errors?.length) {
      setErrors(body.errors)
      // Saved in part (a document refused): what was saved is said too.
      if (body.saved === undefined) {
        setChecked(null)
        return null
      }
    }
    if (!res.ok) throw new Error(body.message ?? `HTTP ${res.status}`)
    return body
  }

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    setChecked(null)
    setErrors(null)
    setFailure(null)
    if (!file) return
    setBusy('reading')
    try {
      const xml = await file.text()
      const body = await send(xml, null)
      if (body) setChecked({ ...body, xml })
    } catch (err) {
      setFailure((err as Error).message)
    } finally {
      setBusy(null)
    }
  }

  const save = async (publish: boolean) => {
    if (!checked) return
    setBusy('saving')
    setFailure(null)
    try {
      const body = await send(checked.xml, publish ? 'publish' : 'draft')
      if (body) {
        setChecked({ ...checked, saved: body.saved, publish })
        const res = await fetch('/cms-api/translations', { credentials: 'include' })
        if (res.ok) setWork((await res.json()) as TranslationWork)
      }
    } catch (err) {
      setFailure((err as Error).message)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="tr" data-testid="translations">
      <style>{CSS}</style>
      <SetStepNav nav={[{ label: text('Translations') }]} />
      <h1>{text('Translations')}</h1>
      <p className="tr__note">
        {text(
          'English is the source. A text is missing in a language when it has no translation there yet, and out of date when its English changed after it was translated. Until then the site shows the English.',
        )}
      </p>

      <table className="tr__table" data-testid="translations-by-language">
        <thead>
          <tr>
            <th scope="col">{text('Language')}</th>
            <th scope="col" className="tr__num">
              {text('Missing texts')}
            </th>
            <th scope="col" className="tr__num">
              {text('Out of date texts')}
            </th>
            <th scope="col" className="tr__num">
              {text('Documents')}
            </th>
            <th scope="col">{text('Export for a translator')}</th>
          </tr>
        </thead>
        <tbody>
          {perLocale.map((l) => (
            <tr key={l.locale} data-locale={l.locale}>
              <th scope="row">{name(l.locale)}</th>
              <td className="tr__num">{l.missing}</td>
              <td className="tr__num">{l.outdated}</td>
              <td className="tr__num">{l.docs.length}</td>
              <td>
                {l.docs.length > 0 && (
                  <>
                    <a
                      href={`/cms-api/translations/export?locale=${l.locale}`}
                      download
                      data-testid={`export-${l.locale}`}
                    >
                      XLIFF 2.0
                    </a>
                    {' · '}
                    <a href={`/cms-api/translations/export?locale=${l.locale}&format=1.2`} download>
                      XLIFF 1.2
                    </a>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {perLocale.every((l) => l.docs.length === 0) && <p>{text('Everything is translated and up to date.')}</p>}

      {perLocale
        .filter((l) => l.docs.length > 0)
        .map((l) => (
          <details key={l.locale} className="tr__card" data-testid={`translations-${l.locale}`}>
            <summary>
              {name(l.locale)}: {text('Missing texts')} {l.missing} · {text('Out of date texts')} {l.outdated}
            </summary>
            {byCollection(l.docs).map(([collection, docs]) => (
              <section key={collection} className="tr__group">
                <h3>
                  {docs[0].label} ({docs.length})
                </h3>
                {collection !== 'global' && (
                  <p className="tr__lists">
                    <a
                      href={`/admin/collections/${collection}?locale=${l.locale}&where[missing_in][in][0]=${l.locale}`}
                    >
                      {text('Missing in {{language}}', { language: name(l.locale) })}
                    </a>
                    {' · '}
                    <a
                      href={`/admin/collections/${collection}?locale=${l.locale}&where[out_of_date_in][in][0]=${l.locale}`}
                    >
                      {text('Out of date in {{language}}', { language: name(l.locale) })}
                    </a>
                  </p>
                )}
                <table className="tr__table">
                  <thead>
                    <tr>
                      <th scope="col">{text('Document')}</th>
                      <th scope="col" className="tr__num">
                        {text('Missing texts')}
                      </th>
                      <th scope="col" className="tr__num">
                        {text('Out of date texts')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {docs.slice(0, SHOWN_PER_GROUP).map((d) => {
                      const c = d.locales[l.locale as keyof typeof d.locales]!
                      return (
                        <tr key={d.ref}>
                          <td>
                            <a href={docLink(d.ref, l.locale)}>{d.title || d.label}</a>
                          </td>
                          <td className="tr__num">{c.missing}</td>
                          <td className="tr__num">{c.outdated}</td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
                {docs.length > SHOWN_PER_GROUP && (
                  <p className="tr__note">
                    {text('And {{count}} more: the lists above show them all.', {
                      count: docs.length - SHOWN_PER_GROUP,
                    })}
                  </p>
                )}
              </section>
            ))}
          </details>
        ))}

      <section className="tr__card" aria-labelledby="tr-import">
        <h2 id="tr-import">{text('Import a translated file')}</h2>
        <p className="tr__note">
          {text(
            'Choose the XLIFF file the translator sent back. Nothing is saved until you have seen the changes it makes.',
          )}
        </p>
        <label className="tr__file">
          {text('Translated file (XLIFF)')}
          <input
            type="file"
            accept=".xlf,.xliff,.xml,application/xliff+xml"
            onChange={(e) => void onFile(e)}
            data-testid="translation-import-file"
          />
        </label>
        <p role="status" className="tr__note">
          {busy === 'reading' ? text('Reading the file…') : busy === 'saving' ? text('Saving…') : ''}
        </p>
        {failure && (
          <p role="alert" className="tr__alert">
            {text('Something went wrong ({{error}}). Try again.', { error: failure })}
          </p>
        )}
        {errors && (
          <div role="alert" className="tr__alert" data-testid="translation-import-errors">
            <p>{text('This file cannot be imported; nothing was changed:')}</p>
            <ul>
              {errors.map((e, i) => (
                <li key={i}>
                  {[e.file, e.unit].filter(Boolean).join(' › ')}
                  {e.file || e.unit ? ': ' : ''}
                  {e.reason ?? (e as { message?: string }).message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {checked && <Preview checked={checked} name={name} busy={busy !== null} onSave={(p) => void save(p)} />}
      </section>

      <section className="tr__card" aria-labelledby="tr-site" data-testid="translations-site-strings">
        <h2 id="tr-site">{text("The site's own texts")}</h2>
        <p className="tr__note">
          {text('Buttons, menus and messages of the site, kept in the project (locales/*.json) by its developers.')}
        </p>
        <ul className="tr__site">
          {Object.entries(work.siteStrings).map(([locale, keys]) => (
            <li key={locale} data-locale={locale}>
              <strong>{name(locale)}</strong>:{' '}
              {keys.length === 0 ? text('all present') : text('missing: {{count}}', { count: keys.length })}
              {keys.length > 0 && <code className="tr__keys">{keys.join(', ')}</code>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function Preview({
  checked,
  name,
  busy,
  onSave,
}: {
  checked: Checked
  name: (l: string) => string
  busy: boolean
  onSave: (publish: boolean) => void
}) {
  const text = useAdminText()
  const language = checked.locale ? name(checked.locale) : ''
  if (checked.saved !== undefined)
    return (
      <p role="status" className="tr__done" data-testid="translation-import-saved">
        {checked.publish
          ? text('Documents saved and published: {{count}}.', { count: checked.saved })
          : text('Documents saved as drafts: {{count}}. Publish them to put them on the site.', {
              count: checked.saved,
            })}
      </p>
    )
  if (checked.changes.length === 0)
    return (
      <p data-testid="translation-import-nothing">
        {text('The file changes nothing: its texts are the ones the site has.')}
      </p>
    )
  return (
    <div data-testid="translation-import-preview">
      <p>{text('Texts that change in {{language}}: {{count}}', { count: checked.changes.length, language })}</p>
      <table className="tr__table">
        <thead>
          <tr>
            <th scope="col">{text('Document')}</th>
            <th scope="col">{text('Text')}</th>
            <th scope="col">{text('Now')}</th>
            <th scope="col">{text('Becomes')}</th>
          </tr>
        </thead>
        <tbody>
          {checked.changes.map((c: Change) => (
            <tr key={`${c.ref}|${c.unit}`} data-unit={c.unit}>
              <td>
                {c.kind}: {c.title}
              </td>
              <td>{c.label}</td>
              <td className="tr__text">{c.before ?? text('(empty)')}</td>
              <td className="tr__text">
                {c.after}
                {c.sourceChanged && (
                  <span className="tr__warn">
                    {text('The English changed after this file was made: the text stays out of date.')}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="tr__actions">
        <Button buttonStyle="secondary" disabled={busy} onClick={() => onSave(false)}>
          {text('Save as drafts')}
        </Button>
        <Button buttonStyle="primary" disabled={busy} onClick={() => onSave(true)}>
          {text('Save and publish')}
        </Button>
      </div>
    </div>
  )
}

const CSS = `
.tr { padding-bottom: calc(var(--base) * 3); }
.tr h1 { margin: calc(var(--base) * 1.5) 0 calc(var(--base) * 0.5); }
.tr h2 { margin: 0 0 calc(var(--base) * 0.5); font-size: 1.25rem; }
.tr__note { color: var(--theme-elevation-600); max-width: 60rem; }
.tr__table { width: 100%; border-collapse: collapse; margin: calc(var(--base) * 0.75) 0; }
.tr__table th, .tr__table td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--theme-elevation-100); vertical-align: top; }
.tr__table thead th { color: var(--theme-elevation-600); font-weight: 500; }
.tr__num { text-align: right !important; font-variant-numeric: tabular-nums; }
.tr__card { margin: calc(var(--base) * 1.25) 0; padding: calc(var(--base) * 1); border: 1px solid var(--theme-elevation-150); border-radius: var(--style-radius-m, 4px); background: var(--theme-elevation-0); }
.tr__card summary { cursor: pointer; font-weight: 600; }
.tr__file { display: grid; gap: 6px; max-width: 28rem; font-weight: 500; }
.tr__alert { color: var(--theme-error-600, #b00020); }
.tr__done { color: var(--theme-success-500); font-weight: 600; }
.tr__text { white-space: pre-wrap; max-width: 24rem; }
.tr__warn { display: block; margin-top: 4px; color: var(--theme-warning-600, #b35900); font-size: 0.85em; }
.tr__actions { display: flex; gap: 12px; flex-wrap: wrap; }
.tr__site { padding-left: 18px; }
.tr__lists { margin: 4px 0 0; }
.tr__group { margin-top: calc(var(--base) * 0.75); }
.tr__group h3 { margin: 0; font-size: 1rem; }
.tr__keys { display: block; margin-top: 4px; white-space: normal; word-break: break-word; font-size: 0.85em; }
`
