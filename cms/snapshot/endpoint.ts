import type { Endpoint } from 'payload'
import { buildSnapshot } from './buildSnapshot'

/**
 * GET /cms-api/snapshot: all published content in all locales, so that a site build can run
 * anywhere (a CDN's build machine included). Published content is public, so is this.
 */
export const snapshotEndpoint: Endpoint = {
  path: '/snapshot',
  method: 'get',
  handler: async (req) => {
    const snapshot = await buildSnapshot(req.payload)
    return Response.json(snapshot, { headers: { 'cache-control': 'no-store' } })
  },
}
