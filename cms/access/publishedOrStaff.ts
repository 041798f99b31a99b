import type { Access } from 'payload'
import { requestIsStaff } from './isStaff'

/** Staff read everything, drafts included; everyone else reads published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (requestIsStaff(req)) return true
  return { _status: { equals: 'published' } }
}
