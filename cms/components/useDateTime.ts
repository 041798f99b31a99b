'use client'
import { useTranslation } from '@payloadcms/ui'

/** A date and time as the staff member reads them in their admin language ("12 Mar 2026, 14:05"). */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation()
  return (iso) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}
