/**
 * The trash on real PostgreSQL: a deleted document waits there, out of every list and the snapshot,
 * restorable; after 30 days the purge deletes it for good, and nothing trashed since.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { getMigratedPayload } from '../../cms/lib/payload'
import { purgeTrash, TRASH_DAYS } from '../../cms/lib/trash'
import { createDraftWine } from '../helpers/apiClient'

let payload: Payload

beforeAll(async () => {
  payload = await getMigratedPayload()
})
afterAll(async () => {
  await payload?.db?.destroy?.()
})

const DAY = 86_400_000
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const trash = (id: string, at: Date) =>
  payload.update({
    collection: 'wines',
    id,
    data: { deletedAt: at.toISOString() },
    context: { skipRebuild: true },
    overrideAccess: true,
  })
const exists = async (id: string) =>
  (await payload.find({ collection: 'wines', where: { id: { equals: id } }, trash: true, depth: 0 })).totalDocs === 1

it('a trashed wine leaves the lists, stays restorable, and is deleted for good after 30 days only', async () => {
  const old = await createDraftWine(payload, { name: 'Trashed long ago', slug: `trash-old-${stamp()}` })
  const recent = await createDraftWine(payload, { name: 'Trashed lately', slug: `trash-new-${stamp()}` })
  const now = new Date()
  await trash(old.id, new Date(now.getTime() - (TRASH_DAYS + 1) * DAY))
  await trash(recent.id, new Date(now.getTime() - (TRASH_DAYS - 1) * DAY))

  // Out of the lists (Payload leaves trashed documents out unless asked), in the trash.
  const listed = await payload.find({ collection: 'wines', draft: true, pagination: false, depth: 0 })
  expect(listed.docs.map((d) => d.id)).not.toContain(recent.id)
  expect(await exists(recent.id)).toBe(true)

  expect(await purgeTrash(payload, now)).toBeGreaterThanOrEqual(1)
  expect(await exists(old.id)).toBe(false)
  expect(await exists(recent.id)).toBe(true)

  // Restored: back in the list.
  await payload.update({
    collection: 'wines',
    id: recent.id,
    data: { deletedAt: null },
    trash: true,
    context: { skipRebuild: true },
    overrideAccess: true,
  })
  const back = await payload.find({ collection: 'wines', draft: true, pagination: false, depth: 0 })
  expect(back.docs.map((d) => d.id)).toContain(recent.id)
  await payload.delete({ collection: 'wines', id: recent.id, context: { skipRebuild: true } })
})
