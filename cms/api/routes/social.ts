/**
 * Social sign-in (src/contract/api/social.ts; how it works: ../social.ts). The browser's path:
 *   a button (a plain link) -> GET /api/auth/{provider}/start -> the provider -> /api/auth/{provider}/callback, then
 *   - a provider account seen before: signed in, home;
 *   - an email we know: /signIn?social=link, the password once links the two (routes/accounts.ts login);
 *   - someone new: /signUp?social=complete, one short step (birth year, country, legal age), POST /api/auth/complete.
 * A failed or expired sign-in lands on /signIn?social=failed|expired with the reason in the visitor's language.
 */
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import * as api from '../../../src/contract/api/social'
import { VALIDATION_KEYS } from '../../../src/contract/api/accounts'
import { birthYears } from '../../../src/contract/constants'
import type { SocialOutcome } from '../../../src/contract/api/social'
import type { CountryCode } from '../../lib/countries'
import type { ApiEnv } from '../env'
import { checkCountry } from '../countries'
import { routeGroup, serve } from '../declare'
import { message } from '../i18n'
import { toUser } from '../members'
import { LIMITS, overNetworkLimit } from '../rateLimit'
import { startSession } from '../session'
import { finishSignIn, linkIdentity, memberOfIdentity, providerById, providers, startSignIn } from '../social'
import { forgetPending, keepFresh, keepPending, linkedProviders, readPending } from '../socialSteps'
import { Errors, validate } from '../validation'
import { memberByEmail, sendVerification } from './accounts'
import { log } from '../../lib/log'

export const socialRoutes = routeGroup()
const app = socialRoutes

/** Back to a page of the site with what happened: the page says it in the visitor's language. */
const to = (c: Context<ApiEnv>, path: string) => c.redirect(path, 302)
const outcome = (c: Context<ApiEnv>, what: SocialOutcome) => to(c, `/signIn?social=${what}`)

serve(app, api.providers, async (c, { member }) => {
  const linked = member ? await linkedProviders(c, String(member.id)) : null
  return c.json({
    data: providers().map((p) => ({ id: p.id, name: p.name, ...(linked ? { linked: linked.has(p.id) } : {}) })),
  })
})

serve(app, api.start, async (c, { params, query }) => {
  const p = providerById(params.provider)
  if (!p) return c.json({ message: message(c.get('locale'), 'api.notFound') }, 404)
  const limited = await overNetworkLimit(c, 'social', LIMITS.socialPerIp)
  if (limited) return limited
  try {
    return to(c, await startSignIn(c, p, query.for === 'delete' ? 'delete' : 'sign-in'))
  } catch (err) {
    log('social').warn(
      `${p.id}: the provider could not be reached: ${err instanceof Error ? err.message : String(err)}`,
    )
    return outcome(c, 'unavailable')
  }
})

/** The provider's answer, from the query (GET) or a form post (Apple). */
async function callback(c: Context<ApiEnv>, answer: URLSearchParams) {
  const p = providerById(c.req.param('provider') ?? '')
  if (!p) return outcome(c, 'failed')
  const limited = await overNetworkLimit(c, 'social', LIMITS.socialPerIp)
  if (limited) return outcome(c, 'failed')
  const finished = await finishSignIn(c, p, answer)
  if (!finished.ok) return outcome(c, finished.reason)
  const { person } = finished
  if (finished.purpose === 'delete') return confirmForDeletion(c, p.id, person.sub)
  forgetPending(c)

  const known = await memberOfIdentity(c, p.id, person.sub)
  if (known) {
    await startSession(c, known)
    return to(c, '/')
  }
  if (!person.email) return outcome(c, 'no-email')
  if (await memberByEmail(c, person.email)) {
    keepPending(c, { kind: 'link', p: p.id, ...person })
    return outcome(c, 'link')
  }
  keepPending(c, { kind: 'new', p: p.id, ...person })
  return to(c, '/signUp?social=complete')
}

/** A signed-in member confirmed it is them with a provider linked to their account: the deletion may go on without the password. */
async function confirmForDeletion(c: Context<ApiEnv>, provider: string, subject: string) {
  const member = c.get('member')
  if (!member) return outcome(c, 'expired')
  const confirmed = (await memberOfIdentity(c, provider, subject)) === String(member.id)
  if (confirmed) keepFresh(c, String(member.id), provider)
  return to(c, `/profile?confirmed=${confirmed ? provider : 'no'}#your-data`)
}

serve(app, api.callback, (c) => callback(c, new URL(c.req.url).searchParams))

serve(app, api.callbackPost, async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const answer = new URLSearchParams()
  for (const [k, v] of Object.entries(form)) if (typeof v === 'string') answer.set(k, v)
  return callback(c, answer)
})

serve(app, api.pending, (c) => {
  const pending = readPending(c)
  if (!pending) return c.json({ message: message(c.get('locale'), 'api.social.expired') }, 404)
  const { kind, p, providerName, email, name, surname } = pending
  return c.json({ data: { kind, provider: { id: p, name: providerName }, email: email ?? '', name, surname } })
})

serve(app, api.complete, async (c) => {
  const pending = readPending(c)
  if (!pending || pending.kind !== 'new' || !pending.email)
    return c.json({ message: message(c.get('locale'), 'api.social.expired') }, 404)
  const { data, errors, body } = await validate(c, api.complete)
  if (!errors.has('birth_year') && !birthYears().includes(Number(body.birth_year)))
    errors.add('birth_year', VALIDATION_KEYS.birthYearInvalid)
  await checkCountry(c, errors, body.country)
  if (!data || !errors.empty) return errors.respond()
  const limited = await overNetworkLimit(c, 'register', LIMITS.registerPerIp)
  if (limited) return limited
  // The address was taken between the provider and this step: the password links it instead.
  if (await memberByEmail(c, pending.email)) {
    keepPending(c, { ...pending, kind: 'link' })
    return new Errors(c).add('email', VALIDATION_KEYS.emailTaken).respond()
  }

  const member = await c.get('payload').create({
    collection: 'members',
    overrideAccess: true,
    data: {
      email: pending.email,
      // Nobody knows it: the member signs in with the provider, or sets a password with "Forgot password".
      password: randomBytes(32).toString('base64url'),
      name: data.name,
      surname: data.surname,
      birth_year: data.birth_year,
      country: data.country as CountryCode,
      keep_me_update: data.keep_me_update ?? false,
      legal: true,
      adult: true,
      terms: data.terms ?? false,
      locale: c.get('locale'),
      email_verified_at: pending.emailVerified ? new Date().toISOString() : null,
    },
  })
  await linkIdentity(c, String(member.id), pending.p, pending.sub, pending.email)
  forgetPending(c)
  await startSession(c, String(member.id))
  if (!pending.emailVerified)
    void sendVerification(c, { id: String(member.id), email: member.email, name: member.name, locale: member.locale })
  return c.json({ data: toUser(member) }, 201)
})
