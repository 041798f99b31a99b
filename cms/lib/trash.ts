/**
 * The trash (Payload's `trash: true` on the wines and the content lists): a deleted document waits
 * there, restorable by staff, for TRASH_DAYS, then goes for good. A draft left without a title for a
 * day (Create New saves one at once, to autosave into, and a staff member who went back left it in
 * the list as "<No Name>") is moved there too; one nobody typed into at all is deleted after an hour
 * (cms/lib/blankDrafts.ts). Both run on the publishing instance only (one per
 * database), soon after a start and every few hours; nothing they touch is on the site, so they
 * rebuild nothing.
 */
import type { CollectionSlug, Payload } from 'payload'
import { publishesHere } from '../hooks/scheduleRebuild'
import { deleteBlankDrafts } from './blankDrafts'

export const TRASH_DAYS = 30
/** How long an untitled draft may wait for its title before it goes to the trash. */
export const UNTITLED_DRAFT_HOURS = 24
const PURGE_EVERY_MS = 6 * 3_600_000
const FIRST_AFTER_MS = 60_000

/** Deletes for good what has been in the trash longer than TRASH_DAYS at `now`; how many documents. */
export async function purgeTrash(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_DAYS * 86_400_000).toISOString()
  let purged = 0
  for (const c of payload.config.collections.filter((c) => c.trash)) {
    const res = await payload.delete({
      collection: c.slug as CollectionSlug,
      where: { deletedAt: { less_than: before } },
      trash: true,
      overrideAccess: true,
      context: { skipRebuild: true },
    })
    purged += res.docs.length
  }
  return purged
}

/** Moves drafts that never got a title and were last saved UNTITLED_DRAFT_HOURS before `now` to the trash; how many. */
export async function trashUntitledDrafts(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNTITLED_DRAFT_HOURS * 3_600_000).toISOString()
  let moved = 0
  for (const c of payload.config.collections.filter((c) => c.trash && c.versions?.drafts)) {
    const title = c.admin.useAsTitle
    if (typeof title !== 'string') continue
    const res = await payload.update({
      collection: c.slug as CollectionSlug,
      where: {
        _status: { equals: 'draft' },
        [title]: { exists: false },
        updatedAt: { less_than: before },
      },
      data: { deletedAt: now.toISOString() },
      overrideAccess: true,
      context: { skipRebuild: true },
    })
    moved += res.docs.length
  }
  return moved
}

export function scheduleTrashPurge(payload: Payload): void {
  const run = async () => {
    if (!publishesHere()) return
    try {
      const blank = await deleteBlankDrafts(payload)
      if (blank > 0) payload.logger.info(`[trash] ${blank} blank drafts Create New left deleted`)
      const moved = await trashUntitledDrafts(payload)
      if (moved > 0) payload.logger.info(`[trash] ${moved} untitled drafts left for a day moved to the trash`)
      const purged = await purgeTrash(payload)
      if (purged > 0) payload.logger.info(`[trash] ${purged} documents deleted for good after ${TRASH_DAYS} days`)
    } catch (err) {
      payload.logger.error({ err }, '[trash] the purge failed')
    }
  }
  setTimeout(() => void run(), FIRST_AFTER_MS).unref()
  setInterval(() => void run(), PURGE_EVERY_MS).unref()
}
