/**
 * Email verification links, Laravel style: /api/email/verify/{id}/{sha1(email)}?expires=..&signature=..
 * signed with the server secret, valid for an hour, no state stored. A link for an old address stops
 * working once the email changes.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { publicOrigin } from './net'

export const VERIFY_LINK_SECONDS = 60 * 60
const sign = (id: string, hash: string, expires: number) =>
  createHmac('sha256', `verify:${process.env.PAYLOAD_SECRET ?? ''}`)
    .update(`${id}.${hash}.${expires}`)
    .digest('hex')
export const emailHash = (email: string) => createHash('sha1').update(email.toLowerCase()).digest('hex')

export function verificationLink(id: string, email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + VERIFY_LINK_SECONDS
  const hash = emailHash(email)
  return `${publicOrigin()}/api/email/verify/${encodeURIComponent(id)}/${hash}?expires=${expires}&signature=${sign(id, hash, expires)}`
}

/** True when the link's parts are authentic and not expired (the caller still compares the email). */
export function verifySignature(id: string, hash: string, expires: string | undefined, signature: string | undefined, now = Date.now()): boolean {
  const exp = Number(expires)
  if (!Number.isInteger(exp) || exp < now / 1000 || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false
  const expected = Buffer.from(sign(id, hash, exp))
  return timingSafeEqual(expected, Buffer.from(signature))
}

/**
 * Email change, confirmed from the new address: /api/email/change/{id}?to=..&from=sha1(current)&expires=..&signature=..
 * Changes the address only while the account still has the one it was asked from, so it acts once
 * (a second visit finds the change made and only says so).
 */
export const EMAIL_CHANGE_LINK_SECONDS = 60 * 60
const signChange = (id: string, to: string, from: string, expires: number) =>
  createHmac('sha256', `email-change:${process.env.PAYLOAD_SECRET ?? ''}`)
    .update(`${id}.${to.toLowerCase()}.${from}.${expires}`)
    .digest('hex')

export function emailChangeLink(id: string, currentEmail: string, newEmail: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + EMAIL_CHANGE_LINK_SECONDS
  const from = emailHash(currentEmail)
  const q = new URLSearchParams({ to: newEmail.toLowerCase(), from, expires: String(expires), signature: signChange(id, newEmail, from, expires) })
  return `${publicOrigin()}/api/email/change/${encodeURIComponent(id)}?${q}`
}

export function verifyEmailChange(id: string, q: Record<string, string | undefined>, now = Date.now()): { to: string; from: string } | null {
  const exp = Number(q.expires)
  const { to, from, signature } = q
  if (!to || !from || !Number.isInteger(exp) || exp < now / 1000 || !signature || !/^[0-9a-f]{64}$/.test(signature)) return null
  const ok = timingSafeEqual(Buffer.from(signChange(id, to, from, exp)), Buffer.from(signature))
  return ok ? { to: to.toLowerCase(), from } : null
}
