'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'

/**
 * A date and time as the staff member reads them in their admin language, written the way Payload's
 * own screens write them (the admin's dateFormat through date-fns: "28 de nov. de 2026" in the
 * dashboard once met "28 de nov de 2026" in the document header). With a time zone: that zone's
 * wall-clock time (a schedule in the winery's zone).
 */
export function useDateTime(): (iso: string, timezone?: string) => string {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  return (iso, timezone) =>
    formatDate({ date: iso, i18n, pattern: config.admin.dateFormat ?? 'PPp', ...(timezone ? { timezone } : {}) })
}
