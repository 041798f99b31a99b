/**
 * Guards on staff accounts (the admin's users), which Payload leaves loose: a per-address limit on
 * sign-in attempts through Payload's REST login (its own lock is per account only), and passwords of
 * at least 12 characters that are not among the most common ones (Payload's own minimum is 3).
 */
import { APIError, ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { clientIpFrom, networkOf } from '../api/net'
import { LIMITS, hit, limitKey } from '../api/rateLimit'
import { staffPasswordProblem } from '../lib/passwords'
import { fill } from '../../src/contract/format'
import { adminText, inLanguage } from '../i18n/adminText'

export const limitStaffLogins: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  // server/node.ts (or the worker) replaced X-Forwarded-For with the one client address it trusts.
  const limited = await hit(
    req.payload,
    limitKey('staff-login-ip', networkOf(clientIpFrom(req.headers))),
    LIMITS.staffLoginPerIp,
  )
  if (!limited.allowed) {
    const text = inLanguage(adminText('Too many sign-in attempts. Try again in {{seconds}} s.'), req.i18n?.language)
    throw new APIError(fill(text, { seconds: limited.retryAfter }), 429, null, true)
  }
  return args
}

export const strongStaffPassword: CollectionBeforeOperationHook = ({ operation, args, collection, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const problem = staffPasswordProblem((args as { data?: { password?: unknown } }).data?.password, req.i18n?.language)
  if (problem)
    throw new ValidationError({ collection: collection.slug, errors: [{ message: problem, path: 'password' }] })
  return args
}
