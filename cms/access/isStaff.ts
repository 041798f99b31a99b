import type { Access, Endpoint, PayloadHandler, PayloadRequest } from 'payload'

/** True when the request carries a signed-in staff user (the `users` collection). */
export function requestIsStaff(req: Pick<PayloadRequest, 'user'>): boolean {
  return req.user?.collection === 'users'
}

export const isStaff: Access = ({ req }) => requestIsStaff(req)

/** A staff endpoint's JSON answer: never kept by a cache (it is about the winery's data). */
export const staffAnswer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The answer to a request that is not staff's (401 signed out, 403 a member), or null for staff. */
const notStaff = (req: Pick<PayloadRequest, 'user'>): Response | null =>
  requestIsStaff(req) ? null : staffAnswer({ message: 'Staff only.' }, req.user ? 403 : 401)

/** A GET endpoint for staff only: anyone else gets notStaff's answer before `handler` runs. */
export const staffGetEndpoint = (path: string, handler: PayloadHandler): Endpoint => ({
  path,
  method: 'get',
  handler: async (req) => notStaff(req) ?? handler(req),
})
