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

/**
 * Creating a member's row: staff for anyone, a member only for themselves (create access gets no
 * query to filter by, so the row's own `member` is checked).
 */
export const createOwnMemberData: Access = ({ req, data }) => {
  if (requestIsStaff(req)) return true
  return (
    req.user?.collection === 'members' &&
    String((data as { member?: unknown } | undefined)?.member ?? '') === String(req.user.id)
  )
}

/** Only staff may move a row to another member. */
export const staffOnlyField = ({ req }: { req: Parameters<Access>[0]['req'] }) => requestIsStaff(req)
