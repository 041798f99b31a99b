/**
 * Members' sessions: the cookie holds an opaque random token (32 bytes), PostgreSQL only its SHA-256
 * (table sessions). HttpOnly, SameSite=Lax, Secure over https. A new token at every sign-in; sign-out
 * deletes the row. Staff are recognised by their Payload admin cookie (payload-token).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ApiEnv } from './env'
import { pool } from './db'
import { cachedMember, keepMember } from './memberCache'
import { clientIp, isHttps } from './net'
import { SIGNED_IN_COOKIE } from '../../src/contract/cookies'

export const SESSION_COOKIE = 'wine_compass_session'
/**
 * Over https the cookie is `__Host-wine_compass_session`: the browser then only accepts it Secure,
 * for the whole host and from the host itself, so no subdomain can plant or shadow it.
 */
export const SESSION_COOKIE_NAME = () => (isHttps() ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE)
/** Sessions last 30 days from sign-in (a phone app stays signed in); sign-out or a password reset ends them. */
export const SESSION_SECONDS = 30 * 24 * 60 * 60

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Loads c.get('member') from the session cookie and c.get('staff') from Payload's admin cookie. */
export const sessionMiddleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE_NAME())
  if (token && /^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    const payload = c.get('payload')
    const { rows } = await pool(payload).query<{ member_id: string }>(
      'select member_id from sessions where token_hash = $1 and expires_at > now()',
      [hashToken(token)],
    )
    if (rows[0]) {
      const id = String(rows[0].member_id)
      let member = cachedMember(id)
      if (!member) {
        member =
          (await payload.findByID({
            collection: 'members',
            id,
            depth: 0,
            disableErrors: true,
            overrideAccess: true,
            // Payload's own JWT sessions (an array table) are of no use here: skip the join.
            select: { sessions: false },
          })) ?? undefined
        if (member) keepMember(member)
      }
      if (member) {
        c.set('member', { ...member, collection: 'members' })
        // A session from before the hint existed gets it on its next call.
        if (!getCookie(c, SIGNED_IN_COOKIE)) setSignedIn(c)
      }
    }
  }
  if (getCookie(c, 'payload-token')) {
    try {
      const { user } = await c.get('payload').auth({ headers: c.req.raw.headers })
      if (user?.collection === 'users') c.set('staff', user)
    } catch {
      /* a broken or expired admin token is simply no staff session */
    }
  }
  await next()
}

/** Starts a session for the member (sign-in, sign-up): a new token, the previous one of this browser ended. */
export async function startSession(c: Context<ApiEnv>, memberId: string): Promise<void> {
  const db = pool(c.get('payload'))
  const previous = getCookie(c, SESSION_COOKIE_NAME())
  if (previous) await db.query('delete from sessions where token_hash = $1', [hashToken(previous)])
  await db.query('delete from sessions where member_id = $1 and expires_at <= now()', [memberId])
  const token = randomBytes(32).toString('base64url')
  await db.query(
    `insert into sessions (token_hash, member_id, expires_at, ip, user_agent) values ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
    [hashToken(token), memberId, SESSION_SECONDS, clientIp(c), c.req.header('user-agent')?.slice(0, 300) ?? null],
  )
  setCookie(c, SESSION_COOKIE_NAME(), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(),
    maxAge: SESSION_SECONDS,
  })
  setSignedIn(c)
}

/** The hint that a member is signed in here (SIGNED_IN_COOKIE): readable by the site's scripts, no credential. */
function setSignedIn(c: Context<ApiEnv>) {
  setCookie(c, SIGNED_IN_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'Lax',
    secure: isHttps(),
    maxAge: SESSION_SECONDS,
  })
}

/** Ends this browser's session on the server and clears the cookie. */
export async function endSession(c: Context<ApiEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE_NAME())
  if (token) await pool(c.get('payload')).query('delete from sessions where token_hash = $1', [hashToken(token)])
  deleteCookie(c, SESSION_COOKIE_NAME(), { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps() })
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/', sameSite: 'Lax', secure: isHttps() })
  c.set('member', null)
}

/** Ends every session of a member (password reset). */
export async function endAllSessions(c: Context<ApiEnv>, memberId: string): Promise<void> {
  await pool(c.get('payload')).query('delete from sessions where member_id = $1', [memberId])
}

/** True when a staff user is signed into the admin (previews show drafts to them only). */
export function isStaff(c: Context<ApiEnv>): boolean {
  return c.get('staff') !== null
}
