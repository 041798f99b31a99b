/**
 * What a document's status line says (cms/components/PublishStatus.tsx), worked out from three facts
 * the server holds: whether the document's published version is on the site (its main row's status),
 * the last publish of the site that named it (server/publish/publishLog.ts), and when its main row last
 * changed (a publish or an unpublish; a draft save writes versions only). Pure, so every state has a
 * unit test (tests/unit/docState.test.ts).
 */

/** How a publish ended for one document it named: put on (or changed on) the site, taken off, deleted. */
export type DocAction = 'published' | 'unpublished' | 'deleted'

/** The last publish that named the document, as the publish log says. */
export type LastPublish = {
  status: 'building' | 'live' | 'unchanged' | 'failed' | 'sent'
  /** What that publish did to this document; unknown for a record older than the actions. */
  action?: DocAction
  requestedAt: string
  finishedAt: string | null
  totalMs: number | null
  error: string | null
}

export type ScheduledEvent = { action: 'publish' | 'unpublish'; at: string }

export type DocFacts = {
  /** true: published; false: a draft or taken off; null: the collection has no drafts (always on the site). */
  onSite: boolean | null
  /** When the main row last changed (ISO), or null when the document is gone. */
  changedAt: string | null
  /** Whether staff made that change (its edited_by): the seed's and imports' changes publish nothing. */
  byStaff: boolean
  /** When staff moved it to the trash (then it is off the site, whatever its status), or null. */
  trashedAt: string | null
  publish: LastPublish | null
  /** Publishes and unpublishes staff scheduled that have not run yet, soonest first. */
  schedule: ScheduledEvent[]
}

export type DocState =
  | { state: 'publishing' }
  | { state: 'failed'; error: string }
  | { state: 'sent'; since: string }
  | { state: 'live' | 'unchanged'; since: string; seconds: number | null }
  | { state: 'off'; since: string }
  | { state: 'never' }
  | { state: 'trashed'; since: string }

/**
 * How long after a staff change with no publish logged for it the change still counts as publishing
 * (the publisher waits 100 ms and logs at once; past this, the publisher missed it, and the
 * document's own status is the truth).
 */
export const PENDING_MS = 60_000
/** The publish log's request time is taken just after the save, on a clock that may differ by this much. */
const CLOCK_SLACK_MS = 1_000

export function docState(f: DocFacts, now: number): DocState {
  const row = f.publish
  const changed = f.changedAt === null ? null : Date.parse(f.changedAt)
  const covers = row !== null && (changed === null || Date.parse(row.requestedAt) >= changed - CLOCK_SLACK_MS)
  if (f.trashedAt !== null) return { state: 'trashed', since: f.trashedAt }
  if (row?.status === 'building') return { state: 'publishing' }
  // Saved, its publish not logged yet (the first second after Publish, or Unpublish of what the last
  // publish put on the site; a draft back from the trash, which that publish took off, asks for none).
  const pending = f.byStaff && changed !== null && now - changed < PENDING_MS
  const wasPutOn = row !== null && (row.action ?? 'published') === 'published'
  if (!covers && pending && (f.onSite !== false || wasPutOn)) return { state: 'publishing' }
  if (covers && row.status === 'failed') return { state: 'failed', error: row.error ?? '' }
  if (covers && row.status === 'sent') return { state: 'sent', since: row.finishedAt ?? row.requestedAt }
  // Off since the publish that took it off, even when a later change (a draft restored) kept it off.
  const tookOff = f.onSite === false && row !== null && !wasPutOn
  const since = covers || tookOff ? (row.finishedAt ?? row.requestedAt) : (f.changedAt ?? row?.requestedAt ?? '')
  if (f.onSite === false) return row ? { state: 'off', since } : { state: 'never' }
  return {
    state: covers && row.status === 'unchanged' ? 'unchanged' : 'live',
    since,
    seconds: covers ? row.totalMs : null,
  }
}

/** The documents a publish's reason names, each with what happened to it (the last word wins). */
export function actionsOf(reason: string): Map<string, DocAction> {
  const found = new Map<string, DocAction>()
  for (const part of reason.split(', ')) {
    const m = /^([a-z-]+:[A-Za-z0-9-]+)(?: (deleted|unpublished))?$/.exec(part)
    if (m) found.set(m[1], (m[2] as DocAction | undefined) ?? 'published')
  }
  return found
}
