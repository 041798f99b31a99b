import type { Endpoint, Payload } from 'payload'
import { snapshotStamp } from '../api/contentCache'
import { buildSnapshot } from './buildSnapshot'

/** The last snapshot built, with the stamp of the content it was built from. */
let cached: { stamp: string; body: Promise<string> } | null = null

/** The snapshot as JSON, built again only when the content stamp changed (one cheap query per call). */
async function snapshotJson(payload: Payload): Promise<string> {
  const stamp = await snapshotStamp(payload)
  if (cached?.stamp !== stamp) {
    const body = buildSnapshot(payload).then((s) => JSON.stringify(s))
    cached = { stamp, body }
    // A failed build is not kept.
    body.catch(() => cached?.body === body && (cached = null))
  }
  return cached.body
}

/**
 * GET /cms-api/snapshot: all published content in all locales, so that a site build can run
 * anywhere (a CDN's build machine included). Published content is public, so is this; anonymous
 * calls share one build until something changes.
 */
export const snapshotEndpoint: Endpoint = {
  path: '/snapshot',
  method: 'get',
  handler: async (req) => {
    return new Response(await snapshotJson(req.payload), {
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    })
  },
}
