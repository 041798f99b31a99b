/**
 * Guards on staff accounts (the admin's users), which Payload leaves loose: limits on sign-in attempts
 * through Payload's REST login that no stranger can turn into a lockout, failures answered alike
 * whether or not the account exists, and passwords of
 * at least 12 characters that are not among the most common ones (Payload's own minimum is 3).
 */
import {
  APIError,
  AuthenticationError,
  ValidationError,
  type AfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'
import { clientIpFrom, networkOf } from '../api/net'
import { LIMITS, clear, hit, limitKey, peek } from '../api/rateLimit'
import { noSoonerThan } from '../lib/failedSignIn'
import { staffPasswordProblem } from '../lib/passwords'
import { fill } from '../../src/contract/format'
import { adminText, inLanguage } from '../i18n/adminText'

/** What the sign-in's hooks share: when it began and whose it is (Payload's request context). */
type SignIn = { started: number; failuresKey: string }

const emailOf = (args: unknown) =>
  String((args as { data?: { email?: unknown } }).data?.email ?? '')
    .trim()
    .toLowerCase()

/**
 * Staff sign-in through Payload's REST login: limited per address, and its failures per address and
 * email together. Payload's own lock is per account (anyone who knows a staff email could trigger it),
 * so it is off (Users.ts); a stranger's wrong passwords slow only the stranger (issue 47).
 */
export const limitStaffLogins: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  // server/serve/node.ts (or the worker) replaced X-Forwarded-For with the one client address it trusts.
  const network = networkOf(clientIpFrom(req.headers))
  const signIn: SignIn = {
    started: performance.now(),
    failuresKey: limitKey('staff-login-failures', network, emailOf(args)),
  }
  req.context.staffSignIn = signIn
  const limited = await hit(req.payload, limitKey('staff-login-ip', network), LIMITS.staffLoginPerIp)
  const failures = limited.allowed ? await peek(req.payload, signIn.failuresKey, LIMITS.staffLoginFailures) : limited
  if (!failures.allowed) {
    const text = inLanguage(adminText('Too many sign-in attempts. Try again in {{seconds}} s.'), req.i18n?.language)
    throw new APIError(fill(text, { seconds: failures.retryAfter }), 429, null, true)
  }
  return args
}

/**
 * A failed staff sign-in: counted (per address and email), and answered no sooner than any other
 * failure, whether or not the email is a staff account's (cms/lib/failedSignIn.ts).
 */
export const evenFailedStaffLogins: AfterErrorHook = async ({ error, context, req }) => {
  const signIn = context.staffSignIn as SignIn | undefined
  if (!signIn) return
  if (error instanceof AuthenticationError) await hit(req.payload, signIn.failuresKey, LIMITS.staffLoginFailures)
  await noSoonerThan(signIn.started)
}

/** A staff sign-in that worked clears its address's failures. */
export const clearStaffLoginFailures: CollectionAfterLoginHook = async ({ req, context }) => {
  const signIn = context.staffSignIn as SignIn | undefined
  if (signIn) await clear(req.payload, signIn.failuresKey)
}

export const strongStaffPassword: CollectionBeforeOperationHook = ({ operation, args, collection, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const problem = staffPasswordProblem((args as { data?: { password?: unknown } }).data?.password, req.i18n?.language)
  if (problem)
    throw new ValidationError({ collection: collection.slug, errors: [{ message: problem, path: 'password' }] })
  return args
}
