/**
 * Social sign-in's moving parts (routes/social.ts serves them): the providers' discovered settings,
 * the sign-in started in one browser and finished in the same one (a sealed cookie with state, nonce
 * and the PKCE verifier), the identity rows, and the pending step (a sealed cookie naming the
 * provider's person until the member finishes signing up or links an existing account: socialSteps.ts).
 *
 * openid-client checks the provider's answer: the state, the issuer, the code exchanged with the
 * verifier, the ID token's signature, audience, expiry and nonce. We never read an unchecked claim.
 */
import { createPrivateKey, sign, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as oidc from 'openid-client'
import { socialProviders, type SocialProvider } from '../lib/socialProviders'
import type { ApiEnv } from './env'
import { pool } from './db'
import { isHttps, publicOrigin } from './net'
import { hmac } from './verification'
import { log } from '../lib/log'

/** A sign-in started must come back within 10 minutes; the step after it waits 30. */
const SOCIAL_START_SECONDS = 10 * 60
export const SOCIAL_PENDING_SECONDS = 30 * 60
const DISCOVERY_SECONDS = 60 * 60

let configured: SocialProvider[] | null = null
/** The configured providers (read once; tests may reset). */
export const providers = (): SocialProvider[] => (configured ??= socialProviders())
export const providerById = (id: string) => providers().find((p) => p.id === id) ?? null
export const resetProviders = () => {
  configured = null
  discovered.clear()
}

/* ---------- sealed cookies: JSON, base64url, with an HMAC keyed by their purpose ---------- */

type Sealed = { exp: number }

export function seal(purpose: string, data: object, seconds: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...data, exp: Math.floor(now / 1000) + seconds })).toString('base64url')
  return `${body}.${hmac(purpose, body)}`
}

export function unseal<T extends object>(
  purpose: string,
  value: string | undefined,
  now = Date.now(),
): (T & Sealed) | null {
  if (!value || value.length > 4000) return null
  const [body, mac, extra] = value.split('.')
  if (!body || !mac || extra !== undefined) return null
  const expected = Buffer.from(hmac(purpose, body))
  if (expected.length !== mac.length || !timingSafeEqual(expected, Buffer.from(mac))) return null
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & Sealed
    return typeof data.exp === 'number' && data.exp > now / 1000 ? data : null
  } catch {
    return null
  }
}

/* ---------- the providers' settings, discovered and kept an hour ---------- */

const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>()

/** Apple's client secret is a short JWT signed with the team's key (ES256). */
export function appleClientSecret(p: SocialProvider, now = Date.now()): string {
  const key = p.apple!
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const iat = Math.floor(now / 1000)
  const input = `${b64({ alg: 'ES256', kid: key.keyId })}.${b64({ iss: key.teamId, iat, exp: iat + 2 * DISCOVERY_SECONDS, aud: 'https://appleid.apple.com', sub: p.clientId })}`
  const signature = sign('sha256', Buffer.from(input), {
    key: createPrivateKey(key.privateKey),
    dsaEncoding: 'ieee-p1363',
  })
  return `${input}.${signature.toString('base64url')}`
}

function configuration(p: SocialProvider, now = Date.now()): Promise<oidc.Configuration> {
  const kept = discovered.get(p.id)
  if (kept && now - kept.at < DISCOVERY_SECONDS * 1000) return kept.config
  const auth = p.apple ? oidc.ClientSecretPost(appleClientSecret(p, now)) : oidc.ClientSecretBasic(p.clientSecret)
  // Plain http only reaches a provider on this machine (the settings refuse it elsewhere): the tests' provider.
  const insecure = new URL(p.issuer).protocol === 'http:'
  const config = oidc.discovery(
    new URL(p.issuer),
    p.clientId,
    undefined,
    auth,
    insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  )
  discovered.set(p.id, { at: now, config })
  // A provider that could not be reached is asked again next time.
  config.catch(() => discovered.get(p.id)?.config === config && discovered.delete(p.id))
  return config
}

const callbackUrl = (p: SocialProvider) => `${publicOrigin()}/api/auth/${p.id}/callback`

/* ---------- the sign-in under way (start -> callback) ---------- */

const START = 'wc_oidc'
/** `for: 'delete'`: a signed-in member confirming it is them before deleting the account. */
export type Purpose = 'sign-in' | 'delete'
type Started = { p: string; state: string; nonce: string; verifier: string; for: Purpose }

/**
 * The cookie goes only to /api/auth. Over https it is SameSite=None, because Apple comes back with a
 * cross-site form post that a Lax cookie would miss; state and PKCE make it useless to anyone else.
 */
const startCookie = () => ({
  path: '/api/auth',
  httpOnly: true,
  secure: isHttps(),
  sameSite: isHttps() ? ('None' as const) : ('Lax' as const),
})

/** The provider's authorization URL, with this browser's state, nonce and PKCE challenge kept in the cookie. */
export async function startSignIn(
  c: Context<ApiEnv>,
  p: SocialProvider,
  purpose: Purpose = 'sign-in',
): Promise<string> {
  const config = await configuration(p)
  const started: Started = {
    p: p.id,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    for: purpose,
  }
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(p),
    scope: p.scope,
    state: started.state,
    nonce: started.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(started.verifier),
    code_challenge_method: 'S256',
    ...(p.responseMode ? { response_mode: p.responseMode } : {}),
    // A confirmation must be a sign-in made now, not the provider's remembered session.
    ...(purpose === 'delete' ? { prompt: 'login' } : {}),
  })
  setCookie(c, START, seal('oidc-start', started, SOCIAL_START_SECONDS), {
    ...startCookie(),
    maxAge: SOCIAL_START_SECONDS,
  })
  return url.href
}

/** The person the provider vouches for. */
export type Person = { sub: string; email: string | null; emailVerified: boolean; name: string; surname: string }

export type Finished = { ok: true; person: Person; purpose: Purpose } | { ok: false; reason: 'expired' | 'failed' }

/**
 * Checks the provider's answer against the sign-in this browser started, and forgets that sign-in
 * first: a replayed answer finds nothing to match. `answer` is the callback's query or form fields.
 */
export async function finishSignIn(c: Context<ApiEnv>, p: SocialProvider, answer: URLSearchParams): Promise<Finished> {
  const started = unseal<Started>('oidc-start', getCookie(c, START))
  deleteCookie(c, START, startCookie())
  if (!started || started.p !== p.id) return { ok: false, reason: 'expired' }
  try {
    const config = await configuration(p)
    // The URL the provider sent the browser to: our public callback, whatever Host reached us.
    const current = new URL(`${callbackUrl(p)}?${answer}`)
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims?.sub) return { ok: false, reason: 'failed' }
    return {
      ok: true,
      person: person(claims, answer.get('user')),
      purpose: started.for === 'delete' ? 'delete' : 'sign-in',
    }
  } catch (err) {
    log('social').warn(
      `${p.id}: sign-in refused: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`,
    )
    return { ok: false, reason: 'failed' }
  }
}

const text = (v: unknown, max = 100) => (typeof v === 'string' ? v.trim().slice(0, max) : '')

/** Names from the ID token, or from Apple's one-time `user` field; a single "name" is split at its first space. */
export function person(claims: Record<string, unknown>, appleUser?: string | null): Person {
  let given = text(claims.given_name)
  let family = text(claims.family_name)
  if (!given && !family && text(claims.name)) [given, family = ''] = text(claims.name).split(/\s+(.*)/)
  if (appleUser && !given && !family) {
    try {
      const n = (JSON.parse(appleUser) as { name?: { firstName?: unknown; lastName?: unknown } }).name
      given = text(n?.firstName)
      family = text(n?.lastName)
    } catch {
      /* no names then: the member types them */
    }
  }
  // An address longer than any valid one (254) is no address.
  const email =
    typeof claims.email === 'string' && claims.email.trim().length <= 254
      ? claims.email.trim().toLowerCase() || null
      : null
  return {
    sub: String(claims.sub),
    email,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: given,
    surname: family.trim(),
  }
}

/* ---------- identities ---------- */

export async function memberOfIdentity(c: Context<ApiEnv>, provider: string, subject: string): Promise<string | null> {
  const { rows } = await pool(c.get('payload')).query<{ member_id: string }>(
    'select member_id from identities where provider = $1 and subject = $2',
    [provider, subject],
  )
  return rows[0] ? String(rows[0].member_id) : null
}

export async function linkIdentity(
  c: Context<ApiEnv>,
  memberId: string,
  provider: string,
  subject: string,
  email: string | null,
): Promise<void> {
  await pool(c.get('payload')).query(
    'insert into identities (member_id, provider, subject, email) values ($1, $2, $3, $4) on conflict (provider, subject) do nothing',
    [memberId, provider, subject, email],
  )
}
