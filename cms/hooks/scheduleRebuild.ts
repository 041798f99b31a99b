import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
} from 'payload'

/**
 * Publishing rebuilds the static site. The server process installs a publisher on globalThis
 * (server/publish/publish.ts); the hook only signals it, so seeding and tests never trigger builds.
 * Draft saves do not rebuild: visitors only ever see published content.
 */
type Publisher = { schedule: (reason: string, by?: string) => void; isPublisher?: () => boolean }
/** What every content collection's document has: an id and, with drafts enabled, a status. */
type Publishable = { id: string; _status?: 'draft' | 'published' | null; deletedAt?: string | null }

function publisher(): Publisher | undefined {
  return (globalThis as { __wineCompassPublisher?: Publisher }).__wineCompassPublisher
}

/** Whether this process publishes (server/publish/cluster.ts): the one instance that also runs scheduled jobs. */
export const publishesHere = (): boolean => publisher()?.isPublisher?.() ?? false

const draftKey = (slug: string) => `draftSave:${slug}`
/** The staff member who saved, for the publish log (a scheduled publish runs as the one who scheduled it). */
const whoSaved = (req: { user?: { collection?: string; email?: unknown } | null }): string | undefined =>
  req.user?.collection === 'users' && typeof req.user.email === 'string' ? req.user.email : undefined

/**
 * Marks a draft save (autosave, Save draft): it writes the versions table only, and visitors see
 * nothing of it. Only the operation's own arguments say so (afterChange's `previousDoc` is the latest
 * version, not what is live), so the mark is left in the request's context for the hook below.
 */
export const noteDraftSave: CollectionBeforeOperationHook = ({ args, operation, req, collection }) => {
  if (operation === 'create' || operation === 'update' || operation === 'updateByID') {
    const a = args as { draft?: boolean; data?: { _status?: string } }
    req.context[draftKey(collection.slug)] = a.draft === true && a.data?._status !== 'published'
  }
  return args
}

export const scheduleRebuildAfterChange: CollectionAfterChangeHook<Publishable> = ({
  doc,
  previousDoc,
  collection,
  operation,
  req,
}) => {
  if (req.context?.skipRebuild || req.context?.[draftKey(collection.slug)] === true) return doc
  // Any other update may change what visitors see: a publish, an unpublish, a scheduled (un)publish,
  // a collection without drafts. The build finds out whether it did (server/publish/publish.ts).
  const published = doc?._status === undefined || doc._status === 'published'
  // A draft moved into the trash or back (Payload restores a draft) was not on the site and is not:
  // no publish (cms/publishes/docState.ts does not wait for one), so a draft never published does
  // not read "taken off".
  if (!published && (doc.deletedAt || previousDoc?.deletedAt)) return doc
  // An update that leaves the main row a draft took the document off the site, one that put it in
  // the trash deleted it (for visitors): the log says so.
  const how = doc.deletedAt ? ' deleted' : published ? '' : ' unpublished'
  const ref = `${collection.slug}:${doc.id}${how}`
  if (operation === 'update' || published) publisher()?.schedule(ref, whoSaved(req))
  return doc
}

export const scheduleRebuildAfterDelete: CollectionAfterDeleteHook<Publishable> = ({ doc, collection, req }) => {
  // A document that was never published (its main row still a draft) was never on the site.
  const wasVisible = doc?._status === undefined || doc._status === 'published'
  if (!req.context?.skipRebuild && wasVisible)
    publisher()?.schedule(`${collection.slug}:${doc.id} deleted`, whoSaved(req))
  return doc
}

export const scheduleRebuildAfterGlobalChange: GlobalAfterChangeHook = ({ doc, global, req }) => {
  if (!req.context?.skipRebuild) publisher()?.schedule(`global:${global.slug}`, whoSaved(req))
  return doc
}
