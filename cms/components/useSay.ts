'use client'
import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { StaticLabel } from 'payload'

/**
 * Our components' texts arrive through `clientProps` in every admin language (cms/i18n/adminText.ts);
 * `say(text, fallback)` gives the staff member's, or the fallback when the prop was not set.
 */
export function useSay(): (text: StaticLabel | undefined, fallback?: string) => string {
  const { i18n } = useTranslation()
  return (text, fallback = '') => (text ? getTranslation(text, i18n) : fallback)
}
