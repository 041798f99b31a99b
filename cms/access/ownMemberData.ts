import type { Access } from 'payload'
import { requestIsStaff } from './isStaff'

/**
 * For collections owned by a member through a `member` field (passports):
 * staff see all, a member only their own rows, anyone else nothing.
 */
export const ownMemberData: Access = ({ req }) => {
  if (requestIsStaff(req)) return true
  if (req.user?.collection === 'members') return { member: { equals: req.user.id } }
  return false
}

/** For the members collection itself: staff see all, a member only their own record. */
export const selfOrStaff: Access = ({ req }) => {
  if (requestIsStaff(req)) return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return false
}
