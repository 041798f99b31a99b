/**
 * What the member screens show of offline work (docs/decisions.md, Installable and offline): the "offline, as last seen" note, and the
 * state of a save: saved, saved on this phone (waiting), then synced once the device's writes reached
 * the server.
 */
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import type { Locale } from '../../contract/locales'
import { fill } from '../../contract/format'
import { $unsynced } from '../../lib/members/sync'
import type { Strings } from './ui'

export function OfflineNote({ s, locale, since }: { s: Strings; locale: Locale; since: number | null }) {
  if (since === null) return null
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(since)
  return (
    <p className="m-offline" role="status" data-testid="offline-note">
      {fill(s['sync.offline'], { date })}
    </p>
  )
}

export type SaveState = 'idle' | 'saved' | 'queued' | 'synced'

/** A save's state; a write that waited becomes 'synced' when nothing of the member waits any more. */
export function useSaveState(): [SaveState, (state: 'idle' | 'saved' | 'queued') => void] {
  const unsynced = useStore($unsynced)
  const [state, setState] = useState<'idle' | 'saved' | 'queued'>('idle')
  return [state === 'queued' && unsynced === 0 ? 'synced' : state, setState]
}

/** The words of a save's state ('' when idle); `saved` is the screen's own. */
export const saveText = (s: Strings, state: SaveState, saved: string) =>
  ({ idle: '', saved, queued: s['sync.queued'], synced: s['sync.synced'] })[state]
