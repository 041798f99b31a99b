/**
 * CSRF protection as Laravel Sanctum's client expects it: GET /sanctum/csrf-cookie sets a readable
 * XSRF-TOKEN cookie; every POST/PUT/PATCH/DELETE sends its value back in X-XSRF-TOKEN (axios does this
 * by itself; the cookie route is in routes/accounts.ts). The token is random plus an HMAC with the server secret, so only tokens this server
 * issued pass; a cross-site page can neither read the cookie nor set the header. Missing or wrong: 419.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiEnv } from './env'
import { message } from './i18n'
import { isHttps } from './net'
import { SESSION_SECONDS } from './session'
import { XSRF_COOKIE } from '../../src/contract/cookies'
import { XSRF_HEADER } from '../../src/contract/headers'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])
/** A provider's form post back to us (Apple): cross-site by nature; its state and PKCE verifier are its CSRF check (social.ts). */
const PROVIDER_FORM_POST = /^\/api\/auth\/[a-z0-9-]{1,32}\/callback$/

const secret = () => `xsrf:${process.env.PAYLOAD_SECRET ?? ''}`
const sign = (nonce: string) => createHmac('sha256', secret()).update(nonce).digest('base64url')

function newCsrfToken(): string {
  const nonce = randomBytes(24).toString('base64url')
  return `${nonce}.${sign(nonce)}`
}

function validToken(token: string): boolean {
  const [nonce, mac, extra] = token.split('.')
  if (!nonce || !mac || extra !== undefined) return false
  const expected = Buffer.from(sign(nonce))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

function decode(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value.trim())
  } catch {
    return ''
  }
}

/** 419 unless an unsafe request carries the XSRF-TOKEN cookie's value in X-XSRF-TOKEN. */
export const csrfMiddleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (SAFE.has(c.req.method) || PROVIDER_FORM_POST.test(c.req.path)) return next()
  const header = decode(c.req.header(XSRF_HEADER))
  const cookie = decode(getCookie(c, XSRF_COOKIE))
  const a = Buffer.from(header)
  const b = Buffer.from(cookie)
  const ok = a.length > 0 && a.length < 200 && a.length === b.length && timingSafeEqual(a, b) && validToken(header)
  if (!ok) return c.json({ message: message(c.get('locale'), 'api.csrf') }, 419 as ContentfulStatusCode)
  return next()
}

export function setCsrfCookie(c: Context<ApiEnv>) {
  setCookie(c, XSRF_COOKIE, newCsrfToken(), {
    path: '/',
    httpOnly: false,
    sameSite: 'Lax',
    secure: isHttps(),
    maxAge: SESSION_SECONDS,
  })
}
