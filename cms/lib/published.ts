import type { DataFromCollectionSlug, Payload } from 'payload'
import type { ContentSlug } from '../../src/contract/snapshot'

/**
 * Published documents of one content collection, every locale, media populated, in the order staff
 * set. Read with locale 'all', each localized field is a map of locale to text at runtime, though the
 * generated types spell it as the one-locale string: read those through the snapshot's `loc`.
 */
export async function findPublished<S extends ContentSlug>(
  payload: Payload,
  collection: S,
): Promise<DataFromCollectionSlug<S>[]> {
  const res = await payload.find({
    collection,
    locale: 'all',
    depth: 1,
    limit: 0,
    pagination: false,
    draft: false,
    where: { _status: { equals: 'published' } },
    sort: collection === 'wines' ? ['_order', 'name'] : ['order', 'createdAt'],
    overrideAccess: true,
  })
  return res.docs as DataFromCollectionSlug<S>[]
}
