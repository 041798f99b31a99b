import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Publishing rebuilds the static site. The server process installs a publisher on globalThis
 * (server/publish.ts); the hook only signals it, so seeding and tests never trigger builds.
 * Draft saves do not rebuild: visitors only ever see published content.
 */
type Publisher = { schedule: (reason: string) => void }
/** What every content collection's document has: an id and, with drafts enabled, a status. */
type Publishable = { id: string; _status?: 'draft' | 'published' | null }

function publisher(): Publisher | undefined {
  return (globalThis as { __wineCompassPublisher?: Publisher }).__wineCompassPublisher
}

export const scheduleRebuildAfterChange: CollectionAfterChangeHook<Publishable> = ({ doc, previousDoc, collection, req }) => {
  if (req.context?.skipRebuild) return doc
  const published = doc?._status === undefined || doc._status === 'published'
  const wasPublished = previousDoc?._status === 'published'
  // Unpublishing also changes what visitors see.
  if (published || wasPublished) publisher()?.schedule(`${collection.slug}:${doc.id}`)
  return doc
}

export const scheduleRebuildAfterDelete: CollectionAfterDeleteHook<Publishable> = ({ doc, collection, req }) => {
  // A document that was never published (its main row still a draft) was never on the site.
  const wasVisible = doc?._status === undefined || doc._status === 'published'
  if (!req.context?.skipRebuild && wasVisible) publisher()?.schedule(`${collection.slug}:${doc.id} deleted`)
  return doc
}

export const scheduleRebuildAfterGlobalChange: GlobalAfterChangeHook = ({ doc, global, req }) => {
  if (!req.context?.skipRebuild) publisher()?.schedule(`global:${global.slug}`)
  return doc
}
