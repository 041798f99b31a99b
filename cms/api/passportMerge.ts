/**
 * How a passport write meets what is stored (docs/decisions.md, Installable and offline: "Offline ratings and
 * notes"): field by field, the edit made last wins, whenever it arrives. A phone that rated a wine in
 * a cellar and syncs an hour later must not undo a note edited since on another device, and a retry
 * of a write already taken (same Idempotency-Key) changes nothing.
 *
 * Edit times are the server's clock: the client says how long ago the edit was made
 * (`edited_ms_ago`), so a phone whose clock is wrong cannot win or lose by it.
 */
import type { Passport } from '../payload-types'
import { PASSPORT_FIELDS, type PassportField } from '../../src/contract/api/members'

export type PassportValues = Partial<Pick<Passport, PassportField>>

/** Field to ISO edit time, as kept in passports.edit_times. */
export type EditTimes = Partial<Record<PassportField, string>>

/** How many Idempotency-Keys an entry remembers (a phone's queue of one wine is far shorter). */
export const WRITE_KEYS_KEPT = 50

type Stored = Pick<Passport, PassportField | 'updatedAt'> & { edit_times?: unknown; write_keys?: unknown }

export const editTimesOf = (v: unknown): EditTimes =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as EditTimes) : {}
const writeKeysOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : []

/** When a stored field was last edited: its edit time; for entries kept before edit times, the entry's last change. */
function storedEditTime(stored: Stored, field: PassportField): number {
  const times = editTimesOf(stored.edit_times)
  if (times[field]) return Date.parse(times[field])
  const legacy = Object.keys(times).length === 0 && stored[field] != null
  return legacy ? Date.parse(stored.updatedAt) : Number.NEGATIVE_INFINITY
}

export type Merge = {
  /** What to write (values, edit times, keys); null when nothing changes. */
  data: (PassportValues & { edit_times: EditTimes; write_keys: string[] }) | null
  /** Fields not written because the stored edit is newer. */
  superseded: PassportField[]
  /** The key was seen before: the write was taken already. */
  replay: boolean
}

/**
 * The write of `sent`, made at `editedAt`, onto `stored` (undefined: no entry yet). An equal edit
 * time goes to the write arriving later.
 */
export function mergePassportWrite(
  stored: Stored | undefined,
  sent: PassportValues,
  editedAt: Date,
  key?: string | null,
): Merge {
  const keys = writeKeysOf(stored?.write_keys)
  if (key && keys.includes(key)) return { data: null, superseded: [], replay: true }
  const times = { ...editTimesOf(stored?.edit_times) }
  const values: PassportValues = {}
  const superseded: PassportField[] = []
  for (const field of PASSPORT_FIELDS) {
    if (sent[field] == null) continue
    if (stored && storedEditTime(stored, field) > editedAt.getTime()) superseded.push(field)
    else {
      ;(values as Record<string, unknown>)[field] = sent[field]
      times[field] = editedAt.toISOString()
    }
  }
  const written = Object.keys(values).length > 0
  if (!written && !key) return { data: null, superseded, replay: false }
  return {
    data: { ...values, edit_times: times, write_keys: key ? [...keys, key].slice(-WRITE_KEYS_KEPT) : keys },
    superseded,
    replay: false,
  }
}

/** The edit time of a write said to be made `msAgo` before `now` (never in the future, never before 2020). */
export function editTime(now: Date, msAgo: number | null | undefined): Date {
  const ago = typeof msAgo === 'number' && Number.isFinite(msAgo) && msAgo > 0 ? msAgo : 0
  return new Date(Math.max(Date.UTC(2020, 0, 1), now.getTime() - ago))
}

/** Staff edits in the admin: each changed field is edited now. */
export function touchedFields(before: Partial<Stored> | undefined, after: PassportValues): PassportField[] {
  return PASSPORT_FIELDS.filter((f) => f in after && (after[f] ?? null) !== (before?.[f] ?? null))
}
