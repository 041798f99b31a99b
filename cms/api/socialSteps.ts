/**
 * What social sign-in keeps between requests, in sealed cookies (social.ts seals them): the step after
 * a first provider sign-in (finish signing up, or link an existing account with its password), and a
 * fresh provider sign-in that stands for the password before the account is deleted.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ApiEnv } from './env'
import { pool } from './db'
import { isHttps } from './net'
import { linkIdentity, providerById, seal, SOCIAL_PENDING_SECONDS, unseal, type Person } from './social'

/* ---------- the step after the provider: finish signing up, or link with the password ---------- */

export type PendingSignIn = { kind: 'new' | 'link'; p: string } & Person

const PENDING = () => (isHttps() ? '__Host-wc_social' : 'wc_social')
const pendingCookie = () => ({ path: '/', httpOnly: true, secure: isHttps(), sameSite: 'Lax' as const })

export function keepPending(c: Context<ApiEnv>, pending: PendingSignIn) {
  setCookie(c, PENDING(), seal('oidc-pending', pending, SOCIAL_PENDING_SECONDS), {
    ...pendingCookie(),
    maxAge: SOCIAL_PENDING_SECONDS,
  })
}

/** The pending step, if its provider is still configured. */
export function readPending(c: Context<ApiEnv>): (PendingSignIn & { providerName: string }) | null {
  const pending = unseal<PendingSignIn>('oidc-pending', getCookie(c, PENDING()))
  const p = pending && providerById(pending.p)
  return pending && p ? { ...pending, providerName: p.name } : null
}

export function forgetPending(c: Context<ApiEnv>) {
  if (getCookie(c, PENDING())) deleteCookie(c, PENDING(), pendingCookie())
}

/* ---------- a fresh provider sign-in, standing for the password before deleting the account ---------- */

const FRESH = 'wc_fresh'
const FRESH_SECONDS = 5 * 60
const freshCookie = () => ({ path: '/api/profile', httpOnly: true, secure: isHttps(), sameSite: 'Lax' as const })

export function keepFresh(c: Context<ApiEnv>, memberId: string, provider: string) {
  setCookie(c, FRESH, seal('oidc-fresh', { m: memberId, p: provider }, FRESH_SECONDS), {
    ...freshCookie(),
    maxAge: FRESH_SECONDS,
  })
}

/** True when this browser confirmed it is `memberId` with a linked provider in the last 5 minutes. */
export const freshFor = (c: Context<ApiEnv>, memberId: string) =>
  unseal<{ m: string }>('oidc-fresh', getCookie(c, FRESH))?.m === memberId

export function forgetFresh(c: Context<ApiEnv>) {
  if (getCookie(c, FRESH)) deleteCookie(c, FRESH, freshCookie())
}

/** The providers linked to a member. */
export async function linkedProviders(c: Context<ApiEnv>, memberId: string): Promise<Set<string>> {
  const { rows } = await pool(c.get('payload')).query<{ provider: string }>(
    'select provider from identities where member_id = $1',
    [memberId],
  )
  return new Set(rows.map((r) => r.provider))
}

/** After a password sign-in: the provider waiting to be linked to this account is linked (same email only). */
export async function linkPendingAfterLogin(
  c: Context<ApiEnv>,
  member: { id: string | number; email: string },
): Promise<void> {
  const pending = readPending(c)
  if (!pending) return
  if (pending.kind === 'link' && pending.email === member.email.toLowerCase())
    await linkIdentity(c, String(member.id), pending.p, pending.sub, pending.email)
  forgetPending(c)
}
