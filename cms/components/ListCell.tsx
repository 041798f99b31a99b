'use client'
import type { DefaultCellComponentProps, StaticLabel } from 'payload'
import { useSay } from './useSay'

/** Set through `clientProps`: what an empty list means for this column ("Every state"), in every admin language. */
type Props = DefaultCellComponentProps & { emptyText?: StaticLabel }

/** A list column (states, zip codes) as "CA, NY" instead of raw JSON; an empty list says what it means. */
export function ListCell({ cellData, emptyText }: Props) {
  const say = useSay()
  const items = Array.isArray(cellData) ? cellData.filter((v) => v !== null && v !== '').map(String) : []
  if (items.length === 0) return <span style={{ color: 'var(--theme-elevation-500)' }}>{say(emptyText, '—')}</span>
  return <span>{items.join(', ')}</span>
}
