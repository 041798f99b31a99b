'use client'
import { useListQuery, useSelection, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import { useAdminText } from '../useAdminText'

type Props = { collection: string; locales: string[] }

/**
 * Above a list whose documents have translations, once staff select some: the selection's missing and
 * out-of-date texts of one language, as XLIFF for a translator (GET /cms-api/translations/export).
 */
export function ExportSelection({ collection, locales }: Props) {
  const text = useAdminText()
  const { i18n } = useTranslation()
  const { selectedIDs } = useSelection()
  const { query } = useListQuery()
  const asked = typeof query?.locale === 'string' && locales.includes(query.locale) ? query.locale : locales[0]
  const [locale, setLocale] = useState(asked)
  if (selectedIDs.length === 0) return null
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' })
  const docs = selectedIDs.map((id) => `${collection}:${String(id)}`).join(',')
  return (
    <p
      data-testid="translation-export-selection"
      style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', margin: '0 0 12px' }}
    >
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        {text('Selected: {{count}}. For a translator, in', { count: selectedIDs.length })}
        <select value={locale} onChange={(e) => setLocale(e.target.value)}>
          {locales.map((l) => (
            <option key={l} value={l}>
              {names.of(l) ?? l}
            </option>
          ))}
        </select>
      </label>
      <a href={`/cms-api/translations/export?locale=${locale}&docs=${encodeURIComponent(docs)}`} download>
        {text('Export as XLIFF')}
      </a>
    </p>
  )
}
