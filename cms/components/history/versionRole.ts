/** What a version is to staff in the history (cms/components/history/HistoryView.tsx). */
export type VersionRole = 'live' | 'latestDraft' | 'published' | 'draft'

/**
 * `liveId`: the newest published version when the document is on the site (else null: taken off, or
 * never published); `newestId`: the newest version of all. The newest, when a draft, is the one being
 * worked on; every other version is what it was saved as.
 */
export function roleOf(
  v: { id: string; status?: string },
  liveId: string | null,
  newestId: string | null,
): VersionRole {
  if (v.id === liveId) return 'live'
  if (v.status !== 'published' && v.id === newestId) return 'latestDraft'
  return v.status === 'published' ? 'published' : 'draft'
}
