/**
 * Whether a request carries a valid staff session (Payload's `payload-token` JWT, HS256 with the key
 * Payload derives from PAYLOAD_SECRET), checked before Next reads a large body: only signed-in staff
 * may upload big files; everyone else meets the small limit (server/serve/node.ts).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** Payload signs its tokens with the first 32 hex characters of SHA-256(secret). */
export const payloadJwtKey = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 32)

export function isStaffToken(token: string | undefined, secret: string, now = Date.now()): boolean {
  if (!token || token.length > 4096) return false
  const [header, body, signature, extra] = token.split('.')
  if (!header || !body || !signature || extra !== undefined) return false
  const expected = createHmac('sha256', payloadJwtKey(secret)).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp?: number; collection?: string }
    return claims.collection === 'users' && typeof claims.exp === 'number' && claims.exp * 1000 > now
  } catch {
    return false
  }
}
