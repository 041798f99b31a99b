/**
 * Rate limits kept in PostgreSQL (table rate_limits, collection rate-limits): one fixed window per
 * key, counted with a single atomic upsert, so any number of API instances share the counters.
 * Over the limit: 429 with Retry-After (seconds) and a message in the visitor's language.
 */
import type { Context } from 'hono'
import type { Payload } from 'payload'
import { createHash } from 'node:crypto'
import type { ApiEnv } from './env'
import { pool } from './db'
import { message } from './i18n'
import { clientNetwork } from './net'
import { log } from '../lib/log'

export type Limit = { max: number; windowSeconds: number }

/** The limits of the API (docs/api.md). Tests may lower them. */
export const LIMITS = {
  /** Login attempts per IP (successful or not). */
  loginPerIp: { max: 30, windowSeconds: 10 * 60 },
  /**
   * Failed logins per address and email together, whether or not the account exists: a stranger's
   * failures never lock the member out (issue 47; Payload's own per-account lock is off).
   */
  loginFailures: { max: 5, windowSeconds: 15 * 60 },
  /** Mails telling a member that an address was refused for wrong passwords: one an hour at most. */
  loginAlertPerMember: { max: 1, windowSeconds: 60 * 60 },
  /** Complete sign-ups per IP, including those refused because the email is taken. */
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  /** One reset mail per email a minute (spec §9: resend after 60 s). */
  forgotPerEmail: { max: 1, windowSeconds: 60 },
  forgotPerIp: { max: 20, windowSeconds: 60 * 60 },
  resetPerIp: { max: 20, windowSeconds: 60 * 60 },
  verificationResend: { max: 1, windowSeconds: 60 },
  trackingPerIp: { max: 120, windowSeconds: 60 },
  profilePerMember: { max: 30, windowSeconds: 10 * 60 },
  /** Wrong current passwords per member (an email change, a deletion: the member's own session only). */
  currentPasswordFailures: { max: 5, windowSeconds: 15 * 60 },
  /** Staff sign-in attempts per address through Payload's REST login. */
  staffLoginPerIp: { max: 20, windowSeconds: 10 * 60 },
  /** Failed staff sign-ins per address and email together (Payload's per-account lock is off: anyone could trigger it). */
  staffLoginFailures: { max: 5, windowSeconds: 15 * 60 },
  /** Email-change confirmations mailed per member. */
  emailChangePerMember: { max: 5, windowSeconds: 60 * 60 },
  /** Social sign-ins started and finished per address (each start asks the provider, each finish exchanges a code). */
  socialPerIp: { max: 60, windowSeconds: 10 * 60 },
} satisfies Record<string, Limit>

export type Hit = { allowed: boolean; count: number; retryAfter: number }

/** Keys hold hashes, never raw emails. */
export const limitKey = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) =>
      p && /[^a-z0-9._:-]/i.test(p)
        ? createHash('sha256').update(p.toLowerCase()).digest('hex').slice(0, 32)
        : (p ?? '-'),
    )
    .join(':')

/** Counts one hit on `key` and says whether it is within the limit. */
export async function hit(payload: Payload, key: string, limit: Limit): Promise<Hit> {
  const { rows } = await pool(payload).query<{ count: number; retry: number }>(
    `insert into rate_limits (key, count, reset_at) values ($1, 1, now() + make_interval(secs => $2))
     on conflict (key) do update set
       count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then now() + make_interval(secs => $2) else rate_limits.reset_at end,
       updated_at = now()
     returning count::int as count, greatest(1, ceil(extract(epoch from (reset_at - now()))))::int as retry`,
    [key, limit.windowSeconds],
  )
  const { count, retry } = rows[0]
  if (Math.random() < 0.002)
    void sweep(payload).catch((err: Error) => log('api').error({ err }, 'rate limit sweep failed'))
  return { allowed: count <= limit.max, count, retryAfter: retry }
}

/** Whether `key` is already over its limit, without counting (for "failures only" limits). */
export async function peek(payload: Payload, key: string, limit: Limit): Promise<Hit> {
  const { rows } = await pool(payload).query<{ count: number; retry: number }>(
    `select count::int as count, greatest(1, ceil(extract(epoch from (reset_at - now()))))::int as retry
     from rate_limits where key = $1 and reset_at > now()`,
    [key],
  )
  if (!rows[0]) return { allowed: true, count: 0, retryAfter: 0 }
  return { allowed: rows[0].count < limit.max, count: rows[0].count, retryAfter: rows[0].retry }
}

export async function clear(payload: Payload, key: string): Promise<void> {
  await pool(payload).query('delete from rate_limits where key = $1', [key])
}

/**
 * Drops ended windows and expired sessions (about one hit in 500 triggers it; rows are tiny). Tracking
 * records are the insights rollup's to delete, by whole days once they are rolled up (cms/insights/rollup.ts).
 */
async function sweep(payload: Payload): Promise<void> {
  await pool(payload).query(`delete from rate_limits where reset_at < now() - interval '1 hour'`)
  await pool(payload).query('delete from sessions where expires_at < now()')
}

/** 429 with Retry-After. `key` picks the message (api.throttle by default). */
export function tooManyRequests(c: Context<ApiEnv>, retryAfter: number, key = 'api.throttle', field?: string) {
  c.header('Retry-After', String(retryAfter))
  const text = message(c.get('locale'), key, { count: retryAfter })
  return c.json(field ? { message: text, errors: { [field]: [text] } } : { message: text }, 429)
}

/**
 * Counts an anonymous call against its per-network limit (`name` keys the counter): the 429 to
 * return (its message under `field` when given), or null while within the limit.
 */
export async function overNetworkLimit(
  c: Context<ApiEnv>,
  name: string,
  limit: Limit,
  field?: string,
): Promise<Response | null> {
  const counted = await hit(c.get('payload'), limitKey(`${name}-ip`, clientNetwork(c)), limit)
  return counted.allowed ? null : tooManyRequests(c, counted.retryAfter, 'api.throttle', field)
}
