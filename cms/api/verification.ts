/**
 * Email verification links, Laravel style: /api/email/verify/{id}/{sha1(email)}?expires=..&signature=..
 * signed with the server secret, valid for an hour, no state stored. A link for an old address stops
 * working once the email changes.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { publicOrigin } from './net'

const VERIFY_LINK_SECONDS = 60 * 60

/** An HMAC of the parts with the server secret, keyed by what it signs, so one link never passes for another. */
export const hmac = (purpose: string, ...parts: (string | number)[]) =>
  createHmac('sha256', `${purpose}:${process.env.PAYLOAD_SECRET ?? ''}`)
    .update(parts.join('.'))
    .digest('hex')

/** True when `signature` is the HMAC of the parts and `expires` (Unix seconds) has not passed. */
function signedAndFresh(
  purpose: string,
  parts: string[],
  expires: string | undefined,
  signature: string | undefined,
  now: number,
): boolean {
  const exp = Number(expires)
  if (!Number.isInteger(exp) || exp < now / 1000 || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false
  return timingSafeEqual(Buffer.from(hmac(purpose, ...parts, exp)), Buffer.from(signature))
}

export const emailHash = (email: string) => createHash('sha1').update(email.toLowerCase()).digest('hex')

export function verificationLink(id: string, email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + VERIFY_LINK_SECONDS
  const hash = emailHash(email)
  return `${publicOrigin()}/api/email/verify/${encodeURIComponent(id)}/${hash}?expires=${expires}&signature=${hmac('verify', id, hash, expires)}`
}

/** True when the link's parts are authentic and not expired (the caller still compares the email). */
export function verifySignature(
  id: string,
  hash: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  return signedAndFresh('verify', [id, hash], expires, signature, now)
}

/**
 * Email change, confirmed from the new address: /api/email/change/{id}?to=..&from=sha1(current)&expires=..&signature=..
 * Changes the address only while the account still has the one it was asked from, so it acts once
 * (a second visit finds the change made and only says so).
 */
const EMAIL_CHANGE_LINK_SECONDS = 60 * 60
export function emailChangeLink(id: string, currentEmail: string, newEmail: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + EMAIL_CHANGE_LINK_SECONDS
  const from = emailHash(currentEmail)
  const q = new URLSearchParams({
    to: newEmail.toLowerCase(),
    from,
    expires: String(expires),
    signature: hmac('email-change', id, newEmail.toLowerCase(), from, expires),
  })
  return `${publicOrigin()}/api/email/change/${encodeURIComponent(id)}?${q}`
}

export function verifyEmailChange(
  id: string,
  q: Record<string, string | undefined>,
  now = Date.now(),
): { to: string; from: string } | null {
  const { to, from } = q
  if (!to || !from || !signedAndFresh('email-change', [id, to.toLowerCase(), from], q.expires, q.signature, now))
    return null
  return { to: to.toLowerCase(), from }
}
