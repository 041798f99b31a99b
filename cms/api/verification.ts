/**
 * Email verification links, Laravel style: /api/email/verify/{id}/{sha1(email)}?expires=..&signature=..
 * signed with the server secret, valid for an hour, no state stored. A link for an old address stops
 * working once the email changes.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { publicOrigin } from './net'

export const VERIFY_LINK_SECONDS = 60 * 60
const sign = (id: string, hash: string, expires: number) =>
  createHmac('sha256', `verify:${process.env.PAYLOAD_SECRET ?? ''}`).update(`${id}.${hash}.${expires}`).digest('hex')
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
