/**
 * Blank drafts: what "Create New" leaves when staff go back without typing. With autosave on, Payload
 * saves a document as soon as the create page opens (it needs one to autosave into), and a staff member
 * who changed their mind left a "<No Name>" row in the list. Such a draft has no title and nobody ever
 * saved it: `edited_by` (cms/collections/publishing.ts) is set by the first save of a person, not by the
 * create page. Blank drafts are not listed (in the admin's lists, the trash and the dashboard), and the
 * publishing instance deletes them for good an hour after they were made (cms/lib/trash.ts runs it):
 * they never held anything to restore.
 */
import type { CollectionSlug, Payload, Where } from 'payload'

/** How long a blank draft is kept: the create page may still be open, its first keystroke not yet saved. */
export const BLANK_DRAFT_MINUTES = 60

/** A draft with no title that no person has saved yet. */
const blankDraft = (title: string): Where => ({
  and: [{ _status: { equals: 'draft' } }, { [title]: { exists: false } }, { edited_by: { exists: false } }],
})

/** Everything but blank drafts: the admin list's base filter. */
export const notBlankDraft = (title: string): Where => ({
  or: [{ _status: { not_equals: 'draft' } }, { [title]: { exists: true } }, { edited_by: { exists: true } }],
})

/** Whether a create is the create page's blank document: it brings no title. */
export const isBlankCreate = (data: Record<string, unknown> | undefined, title: string | undefined): boolean =>
  title !== undefined && !data?.[title]

/**
 * Deletes the blank drafts made BLANK_DRAFT_MINUTES before `now`, for good; how many. A draft's saves
 * are versions (its main row keeps what the create page made), so the latest versions are what say
 * whether anyone typed into it.
 */
export async function deleteBlankDrafts(payload: Payload, now = new Date()): Promise<number> {
  const before = now.getTime() - BLANK_DRAFT_MINUTES * 60_000
  let deleted = 0
  for (const c of payload.config.collections.filter((c) => c.versions?.drafts)) {
    const title = c.admin.useAsTitle
    if (typeof title !== 'string' || !c.fields.some((f) => 'name' in f && f.name === 'edited_by')) continue
    const collection = c.slug as CollectionSlug
    const blank = await payload.find({
      collection,
      draft: true,
      trash: true,
      where: blankDraft(title),
      pagination: false,
      depth: 0,
      select: { createdAt: true },
      overrideAccess: true,
    })
    const ids = (blank.docs as { id: string; createdAt?: string }[])
      .filter((d) => Date.parse(String(d.createdAt)) < before)
      .map((d) => d.id)
    if (ids.length === 0) continue
    const res = await payload.delete({
      collection,
      where: { id: { in: ids } },
      trash: true,
      overrideAccess: true,
      context: { skipRebuild: true },
    })
    deleted += res.docs.length
  }
  return deleted
}
