'use client'
import { getTranslation } from '@payloadcms/translations'
import { useDocumentInfo, useDocumentTitle, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Beside the controls, nothing to see: a document with no title yet is headed "New Wine" (Payload's own
 * words in each language), not with its id ("ID: 4ae0e82c…"), which Payload shows when the title is
 * empty ("Create New" saves a draft at once, cms/lib/blankDrafts.ts, so its create page has an id), nor
 * "[Untitled]", Payload's heading of a create page without autosave (a picture's upload).
 */
export function BlankDraftTitle() {
  const { id, docConfig } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const { t, i18n } = useTranslation()
  const singular = docConfig && 'labels' in docConfig ? docConfig.labels.singular : undefined
  // Payload heads a document without a title with its id, and a create page with "[Untitled]".
  const untitled = id !== undefined ? title === String(id) : title === `[${t('general:untitled')}]`

  useEffect(() => {
    if (!untitled || !singular) return
    // After Payload's own effect, which puts the id back whenever the saved data changes.
    const timer = setTimeout(() => setDocumentTitle(t('general:newLabel', { label: getTranslation(singular, i18n) })))
    return () => clearTimeout(timer)
  }, [untitled, singular, setDocumentTitle, t, i18n])

  return null
}
