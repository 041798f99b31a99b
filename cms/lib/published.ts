import type { Payload } from 'payload'

/* Payload returns loosely typed documents. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = Record<string, any>

/** Published documents of one collection, every locale, media populated, in the order staff set. */
export async function findPublished(payload: Payload, collection: string): Promise<Doc[]> {
  const res = await payload.find({
    collection: collection as 'wines',
    locale: 'all',
    depth: 1,
    limit: 0,
    pagination: false,
    draft: false,
    where: { _status: { equals: 'published' } },
    sort: collection === 'wines' ? ['order', 'name'] : ['order', 'createdAt'],
    overrideAccess: true,
  })
  return res.docs as Doc[]
}
