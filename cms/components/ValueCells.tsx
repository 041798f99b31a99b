'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useAdminText } from './useAdminText'

/** A yes/no column ("Newest") as a word in the staff member's language instead of a raw `false`. */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  const text = useAdminText()
  return cellData === true ? (
    <strong>{text('Yes')}</strong>
  ) : (
    <span style={{ color: 'var(--theme-elevation-500)' }}>{text('No')}</span>
  )
}

/** A file's size as people read it (87 KB, 3.4 MB) instead of a count of bytes. */
export function FileSizeCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'number') return <span>—</span>
  return <span>{fileSize(cellData, i18n.language)}</span>
}

function fileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte']
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value)
}
