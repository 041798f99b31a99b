/**
 * The trash (Payload's `trash: true` on the wines and the content lists): a deleted document waits
 * there, restorable by staff, for TRASH_DAYS, then goes for good. The purge runs on the publishing
 * instance only (one per database), soon after a start and every few hours; what it removes was off
 * the site since it was trashed, so it rebuilds nothing.
 */
import type { CollectionSlug, Payload } from 'payload'
import { publishesHere } from '../hooks/scheduleRebuild'

export const TRASH_DAYS = 30
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

export function scheduleTrashPurge(payload: Payload): void {
  const run = async () => {
    if (!publishesHere()) return
    try {
      const purged = await purgeTrash(payload)
      if (purged > 0) payload.logger.info(`[trash] ${purged} documents deleted for good after ${TRASH_DAYS} days`)
    } catch (err) {
      payload.logger.error({ err }, '[trash] the purge failed')
    }
  }
  setTimeout(() => void run(), FIRST_AFTER_MS).unref()
  setInterval(() => void run(), PURGE_EVERY_MS).unref()
}
