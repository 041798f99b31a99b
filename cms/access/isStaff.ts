import type { Access, PayloadRequest } from 'payload'

/** True when the request carries a signed-in staff user (the `users` collection). */
export function requestIsStaff(req: Pick<PayloadRequest, 'user'>): boolean {
  return req.user?.collection === 'users'
}

export const isStaff: Access = ({ req }) => requestIsStaff(req)
