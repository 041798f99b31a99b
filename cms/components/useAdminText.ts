'use client'
import { useTranslation } from '@payloadcms/ui'
import { useCallback } from 'react'
import type { Vars } from '../../src/contract/format'
import { adminTextIn, type AdminTextKey } from '../i18n/adminTextIn'

/** Our words in the staff member's language, placeholders filled. */
export type AdminTextOf = (en: AdminTextKey, vars?: Vars) => string

/** `text('Recent publishes')`, `text('Live since {{time}}.', { time })`: our words in the staff member's language. */
export function useAdminText(): AdminTextOf {
  const { i18n } = useTranslation()
  return useCallback((en, vars) => adminTextIn(i18n, en, vars), [i18n])
}
