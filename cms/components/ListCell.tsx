'use client'
import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, StaticLabel } from 'payload'

/** Set through `clientProps`: what an empty list means for this column ("Every state"), in every admin language. */
type Props = DefaultCellComponentProps & { emptyText?: StaticLabel }

/** A list column (states, zip codes) as "CA, NY" instead of raw JSON; an empty list says what it means. */
export function ListCell({ cellData, emptyText }: Props) {
  const { i18n } = useTranslation()
  const items = Array.isArray(cellData) ? cellData.filter((v) => v !== null && v !== '').map(String) : []
  if (items.length === 0) return <span style={{ color: 'var(--theme-elevation-500)' }}>{emptyText ? getTranslation(emptyText, i18n) : '—'}</span>
  return <span>{items.join(', ')}</span>
}
