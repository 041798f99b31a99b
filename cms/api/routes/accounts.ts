/**
 * Accounts (spec §7): POST /register, /login, /logout, /forgot-password, /reset-password,
 * /email/resend, GET /api/email/verify/{id}/{hash} (the mailed link), GET /api/user.
 */
import { createHash, pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import type { Context } from 'hono'
import { AuthenticationError } from 'payload'
import * as api from '../../../src/contract/api/accounts'
import { currentUser } from '../../../src/contract/api/profile'
import { VALIDATION_KEYS } from '../../../src/contract/api/accounts'
import { birthYears } from '../../../src/contract/constants'
import type { ApiEnv } from '../env'
import type { Member } from '../../payload-types'
import { checkCountry } from '../countries'
import { setCsrfCookie } from '../csrf'
import { routeGroup, serve } from '../declare'
import { isCommonPassword } from '../../lib/passwords'
import { pool } from '../db'
import { message } from '../i18n'
import { linkMail } from '../mail'
import { sendMailLater } from '../../lib/mail'
import { toUser } from '../members'
import { clientNetwork, publicOrigin } from '../net'
import { LIMITS, clear, hit, limitKey, overNetworkLimit, peek, tooManyRequests } from '../rateLimit'
import { endAllSessions, endSession, startSession } from '../session'
import { linkPendingAfterLogin } from '../socialSteps'
import { Errors, validate, type Body } from '../validation'
import { emailHash, verificationLink, verifySignature } from '../verification'
import { isLocale, type Locale } from '../../../src/contract/locales'
import type { CountryCode } from '../../lib/countries'
import { log } from '../../lib/log'
import { noSoonerThan } from '../../lib/failedSignIn'

export const accountRoutes = routeGroup()
const app = accountRoutes

/** A reset link lives an hour and works once. */
const RESET_LINK_MINUTES = 60
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
const pbkdf2Async = promisify(pbkdf2)

export async function memberByEmail(
  c: Context<ApiEnv>,
  email: string,
): Promise<{ id: string; email: string; name: string; locale: string | null } | null> {
  const { rows } = await pool(c.get('payload')).query(
    'select id, email, name, locale from members where lower(email) = lower($1) limit 1',
    [email],
  )
  return rows[0] ?? null
}

const memberLocale = (l: unknown, fallback: Locale): Locale => (isLocale(l) ? l : fallback)

export function sendVerification(
  c: Context<ApiEnv>,
  m: { id: string; email: string; name?: string; locale?: string | null },
) {
  const link = verificationLink(String(m.id), m.email)
  return sendMailLater(
    linkMail(memberLocale(m.locale, c.get('locale')), 'verify', m.email, m.name ?? '', link, { count: 60 }),
  )
}

/** The confirmation matches, and the new password is not one of the most common ones (checked here: the list stays off the browser). */
function confirmation(errors: Errors, body: Body) {
  if (!errors.has('password') && typeof body.password === 'string' && isCommonPassword(body.password))
    errors.add('password', VALIDATION_KEYS.passwordCommon)
  // The confirmation is judged against a valid password only: beside a wrong one its message is noise.
  if (errors.has('password')) errors.drop('password_confirmation')
  else if (body.password !== body.password_confirmation)
    errors.add('password_confirmation', VALIDATION_KEYS.sameAsPassword)
}

serve(app, api.csrfCookie, (c) => {
  setCsrfCookie(c)
  return c.body(null, 204)
})

serve(app, api.register, async (c) => {
  const payload = c.get('payload')
  const { data, errors, body } = await validate(c, api.register)
  if (!errors.has('birth_year') && !birthYears().includes(Number(body.birth_year)))
    errors.add('birth_year', VALIDATION_KEYS.birthYearInvalid)
  await checkCountry(c, errors, body.country)
  confirmation(errors, body)
  if (!data || !errors.empty) return errors.respond()
  // Counted before the "email taken" answer, so sign-up cannot be used to test many emails.
  const limited = await overNetworkLimit(c, 'register', LIMITS.registerPerIp, 'email')
  if (limited) return limited
  if (await memberByEmail(c, data.email)) return errors.add('email', VALIDATION_KEYS.emailTaken).respond()

  let member: Member
  try {
    member = await payload.create({
      collection: 'members',
      overrideAccess: true,
      data: {
        email: data.email,
        password: data.password,
        name: data.name,
        surname: data.surname,
        birth_year: data.birth_year,
        country: data.country as CountryCode,
        keep_me_update: data.keep_me_update ?? false,
        legal: data.legal ?? false,
        terms: data.terms ?? false,
        adult: data.legal ?? false,
        locale: c.get('locale'),
      },
    })
  } catch (err) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (await memberByEmail(c, data.email)) return new Errors(c).add('email', VALIDATION_KEYS.emailTaken).respond()
    throw err
  }
  await startSession(c, String(member.id))
  void sendVerification(c, { id: String(member.id), email: member.email, name: member.name, locale: member.locale })
  return c.json({ data: toUser(member) }, 201)
})

/**
 * Tells a member that an address was refused for wrong passwords on their account, at most once an
 * hour, with the way to a new password: their account itself is not locked (issue 47).
 */
async function tellOfRefusedSignIns(
  c: Context<ApiEnv>,
  member: NonNullable<Awaited<ReturnType<typeof memberByEmail>>>,
) {
  const once = await hit(c.get('payload'), limitKey('login-alert', member.id), LIMITS.loginAlertPerMember)
  if (!once.allowed) return
  const link = `${publicOrigin()}/forgot-password`
  await sendMailLater(
    linkMail(memberLocale(member.locale, c.get('locale')), 'sign-in-refused', member.email, member.name, link),
  )
}

serve(app, api.login, async (c) => {
  const started = performance.now()
  const { data, errors } = await validate(c, api.login)
  if (!data) return errors.respond()
  const limited = await overNetworkLimit(c, 'login', LIMITS.loginPerIp, 'email')
  if (limited) return limited

  const payload = c.get('payload')
  // Failures are counted per address and account together: a stranger's wrong passwords slow only the
  // stranger, never the member signing in from their own address (issue 47).
  const failuresKey = limitKey('login-failures', clientNetwork(c), data.email)
  const refused = async (answer: () => Response) => {
    await noSoonerThan(started)
    return answer()
  }
  const failures = await peek(payload, failuresKey, LIMITS.loginFailures)
  if (!failures.allowed) return refused(() => tooManyRequests(c, failures.retryAfter, 'api.throttle', 'email'))

  const known = await memberByEmail(c, data.email)
  try {
    if (!known) {
      // The same work as checking a real password; the answer's time is evened out below too.
      await pbkdf2Async(data.password, randomBytes(32).toString('hex'), 25000, 512, 'sha256')
      throw new AuthenticationError()
    }
    const { user } = await payload.login({
      collection: 'members',
      data: { email: known.email, password: data.password },
    })
    if (!user) throw new AuthenticationError()
    await clear(payload, failuresKey)
    await linkPendingAfterLogin(c, user)
    await startSession(c, String(user.id))
    return c.json({ data: toUser(user) })
  } catch (err) {
    // By class, never by name: the production bundle minifies class names (a wrong password once answered 500).
    if (!(err instanceof AuthenticationError)) throw err
    const after = await hit(payload, failuresKey, LIMITS.loginFailures)
    // The failure that makes an address refused for a real account: its owner hears of it (after the answer).
    if (known && after.count === LIMITS.loginFailures.max) void tellOfRefusedSignIns(c, known)
    if (after.count > LIMITS.loginFailures.max)
      return refused(() => tooManyRequests(c, after.retryAfter, 'api.throttle', 'email'))
    return refused(() => new Errors(c).add('email', VALIDATION_KEYS.credentials).respond())
  }
})

serve(app, api.logout, async (c) => {
  await endSession(c)
  return c.body(null, 204)
})

serve(app, api.forgotPassword, async (c) => {
  const payload = c.get('payload')
  const { data, errors } = await validate(c, api.forgotPassword)
  if (!data) return errors.respond()
  const limited = await overNetworkLimit(c, 'forgot', LIMITS.forgotPerIp, 'email')
  if (limited) return limited
  const perEmail = await hit(payload, limitKey('forgot', data.email), LIMITS.forgotPerEmail)
  if (!perEmail.allowed) return tooManyRequests(c, perEmail.retryAfter, 'api.validation.reset-throttle', 'email')

  // The lookup, the token and the mail happen after the answer: nothing in it depends on the account.
  const locale = c.get('locale')
  void (async () => {
    const member = await memberByEmail(c, data.email)
    if (!member) return
    const token = randomBytes(32).toString('base64url')
    await pool(payload).query(
      `update members set reset_password_token = $1, reset_password_expiration = now() + make_interval(mins => $2) where id = $3`,
      [sha256(token), RESET_LINK_MINUTES, member.id],
    )
    const link = `${publicOrigin()}/reset-password/${token}?email=${encodeURIComponent(member.email)}`
    await sendMailLater(
      linkMail(memberLocale(member.locale, locale), 'reset', member.email, member.name, link, {
        count: RESET_LINK_MINUTES,
      }),
    )
  })().catch((err: Error) => log('api').error({ err }, 'forgot-password failed'))
  return c.json({ message: message(c.get('locale'), 'api.status.reset-sent') })
})

serve(app, api.resetPassword, async (c) => {
  const payload = c.get('payload')
  const { data, errors, body } = await validate(c, api.resetPassword)
  confirmation(errors, body)
  if (!data || !errors.empty) return errors.respond()
  const limited = await overNetworkLimit(c, 'reset', LIMITS.resetPerIp, 'email')
  if (limited) return limited

  // Only the token's hash is stored; Payload's resetPassword matches it, sets the password and clears it.
  const stored = sha256(data.token)
  const { rows } = await pool(payload).query<{ id: string; email: string }>(
    'select id, email from members where reset_password_token = $1 and reset_password_expiration > now()',
    [stored],
  )
  const member = rows[0]
  if (!member || member.email.toLowerCase() !== data.email)
    return new Errors(c).add('email', VALIDATION_KEYS.resetTokenInvalid).respond()
  await payload.resetPassword({
    collection: 'members',
    data: { token: stored, password: data.password },
    overrideAccess: true,
  })
  // The address that proved the mailbox may sign in at once.
  await clear(payload, limitKey('login-failures', clientNetwork(c), data.email))
  await endAllSessions(c, member.id)
  return c.json({ message: message(c.get('locale'), 'api.status.password-reset') })
})

serve(app, api.resendVerification, async (c, { member }) => {
  if (member.email_verified_at) return c.body(null, 204)
  const limited = await hit(c.get('payload'), limitKey('verify-resend', String(member.id)), LIMITS.verificationResend)
  if (!limited.allowed) return tooManyRequests(c, limited.retryAfter)
  void sendVerification(c, { id: String(member.id), email: member.email, name: member.name, locale: member.locale })
  return c.json({ message: message(c.get('locale'), 'api.status.verification-sent') }, 202)
})

serve(app, api.verifyEmail, async (c, { params, query }) => {
  const { id, hash } = params
  const invalid = () => c.json({ message: message(c.get('locale'), 'api.status.verification-invalid') }, 403)
  if (!verifySignature(id, hash, query.expires, query.signature)) return invalid()
  const { rows } = await pool(c.get('payload')).query<{ email: string }>(
    'select email from members where id::text = $1',
    [id],
  )
  if (!rows[0] || emailHash(rows[0].email) !== hash) return invalid()
  await c
    .get('payload')
    .update({ collection: 'members', id, data: { email_verified_at: new Date().toISOString() }, overrideAccess: true })
  return c.redirect('/?verified=1', 302)
})

serve(app, currentUser, async (c, { member }) => {
  return c.json({ data: toUser(member) })
})
