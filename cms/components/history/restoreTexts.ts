/** The words of a version's restore buttons and their confirmations (cms/components/history/RestoreButtons.tsx). */
export const RESTORE_TEXT_KEYS = [
  'asDraft',
  'andPublish',
  'asDraftTitle',
  'asDraftBody',
  'publishTitle',
  'publishBody',
  'cancel',
  'restoredDraft',
  'restoredLive',
  'failed',
] as const

export type RestoreTexts = Record<(typeof RESTORE_TEXT_KEYS)[number], string>
