'use client'
import type { DefaultCellComponentProps } from 'payload'
import type { AdminTextKey } from '../i18n/adminTextIn'
import { useAdminText } from './useAdminText'

/** Set through `clientProps`: what an empty list means for this column ("Every state"), as the English key. */
type Props = DefaultCellComponentProps & { emptyText?: AdminTextKey }

/** A list column (states, zip codes) as "CA, NY" instead of raw JSON; an empty list says what it means. */
export function ListCell({ cellData, emptyText }: Props) {
  const text = useAdminText()
  const items = Array.isArray(cellData) ? cellData.filter((v) => v !== null && v !== '').map(String) : []
  if (items.length === 0)
    return <span style={{ color: 'var(--theme-elevation-500)' }}>{emptyText ? text(emptyText) : '—'}</span>
  return <span>{items.join(', ')}</span>
}
