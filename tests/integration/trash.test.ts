/**
 * The trash on real PostgreSQL: a deleted document waits there, out of every list and the snapshot,
 * restorable; after 30 days the purge deletes it for good, and nothing trashed since. A draft Create
 * New left without a title for a day goes there too.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { getMigratedPayload } from '../../cms/lib/payload'
import { purgeTrash, TRASH_DAYS, trashUntitledDrafts, UNTITLED_DRAFT_HOURS } from '../../cms/lib/trash'
import { createDraftWine } from '../helpers/apiClient'
import { BLANK_DRAFT_MINUTES, deleteBlankDrafts } from '../../cms/lib/blankDrafts'

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

it('a draft left without a title for a day goes to the trash; a titled or recent one stays', async () => {
  const image = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0].id
  const untitled = async () =>
    payload.create({
      collection: 'wines',
      draft: true,
      data: { _status: 'draft', image } as never,
      context: { skipRebuild: true },
    })
  const [left, recent] = [await untitled(), await untitled()]
  const titled = await createDraftWine(payload, { name: 'Titled draft', slug: `titled-${stamp()}` })
  const pool = (payload.db as unknown as { pool: { query: (q: string, v: unknown[]) => Promise<unknown> } }).pool
  const longAgo = new Date(Date.now() - (UNTITLED_DRAFT_HOURS + 1) * 3_600_000)
  // Last saved long ago: the document and its versions (a trash attempt reads the latest version).
  await pool.query('update wines set updated_at = $1 where id = any($2::uuid[])', [longAgo, [left.id, titled.id]])
  await pool.query('update _wines_v set updated_at = $1, version_updated_at = $1 where parent_id = any($2::uuid[])', [
    longAgo,
    [left.id, titled.id],
  ])

  expect(await trashUntitledDrafts(payload)).toBeGreaterThanOrEqual(1)
  const listed = (await payload.find({ collection: 'wines', draft: true, pagination: false, depth: 0 })).docs.map(
    (d) => d.id,
  )
  expect(listed).not.toContain(left.id)
  expect(listed).toEqual(expect.arrayContaining([recent.id, titled.id]))
  expect(await exists(left.id)).toBe(true)
  for (const d of [left, recent, titled])
    await payload.delete({ collection: 'wines', id: d.id, trash: true, context: { skipRebuild: true } })
})

it('the blank draft Create New makes has no author and is listed nowhere; it is deleted after an hour, a typed-into one never', async () => {
  const staff = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]
  const user = { ...staff, collection: 'users' as const }
  // As Payload's create page makes it: no data, a draft, by the staff member who opened the page.
  const blank = async () =>
    payload.create({ collection: 'promotions', draft: true, data: {}, user, overrideAccess: false })
  const [left, fresh, typed] = [await blank(), await blank(), await blank()]
  expect(left.edited_by ?? null).toBeNull()
  // The first keystroke saved (an autosave: a draft update by the staff member) makes it theirs.
  await payload.update({
    collection: 'promotions',
    id: typed.id,
    draft: true,
    data: { description: 'Half a thought' },
    user,
    overrideAccess: false,
    context: { skipRebuild: true },
  })

  const config = payload.collections.promotions.config
  const listFilter = await config.admin.baseFilter!({ limit: 10, page: 1, req: {} as never, sort: 'order' })
  const listed = await payload.find({
    collection: 'promotions',
    draft: true,
    where: listFilter!,
    pagination: false,
    depth: 0,
  })
  const ids = listed.docs.map((d) => d.id)
  expect(ids).not.toContain(left.id)
  expect(ids).not.toContain(fresh.id)
  expect(ids).toContain(typed.id)

  const pool = (payload.db as unknown as { pool: { query: (q: string, v: unknown[]) => Promise<unknown> } }).pool
  const longAgo = new Date(Date.now() - (BLANK_DRAFT_MINUTES + 1) * 60_000)
  // Made long ago: the document and its versions (a draft's own saves are versions).
  await pool.query('update promotions set created_at = $1 where id = any($2::uuid[])', [longAgo, [left.id, typed.id]])
  await pool.query('update _promotions_v set version_created_at = $1 where parent_id = any($2::uuid[])', [
    longAgo,
    [left.id, typed.id],
  ])
  expect(await deleteBlankDrafts(payload)).toBeGreaterThanOrEqual(1)
  const kept = async (id: string) =>
    (await payload.find({ collection: 'promotions', draft: true, where: { id: { equals: id } }, trash: true }))
      .totalDocs
  expect(await kept(left.id)).toBe(0)
  expect(await kept(fresh.id)).toBe(1)
  expect(await kept(typed.id)).toBe(1)
  for (const d of [fresh, typed])
    await payload.delete({ collection: 'promotions', id: d.id, trash: true, context: { skipRebuild: true } })
})
