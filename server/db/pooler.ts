/**
 * A DATABASE_URL through a transaction pooler (PgBouncer in transaction mode, Neon's "-pooler" hosts,
 * Supabase's port 6543) hands each statement to whichever server connection is free: LISTEN and the
 * advisory locks of server/publish/cluster.ts (one publisher, the start lock) need one session that stays. The
 * start asks the database itself: a notification sent on one connection must reach a LISTEN on
 * another, which a transaction pooler drops. DATABASE_DIRECT_URL, when set, is the direct address
 * those use, and DATABASE_URL stays for the pooled queries.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** How long a notification may take on a direct connection before the session counts as pooled. */
const NOTIFY_WAIT_MS = 2000

/**
 * Whether a LISTEN on `url` hears a NOTIFY sent on another connection (`notifyUrl`, the same database
 * unless a test says otherwise): true for a server or a session pooler, false for a transaction pooler.
 */
export async function keepsSessions(url: string, notifyUrl = url, waitMs = NOTIFY_WAIT_MS): Promise<boolean> {
  const channel = `wine_compass_probe_${randomBytes(6).toString('hex')}`
  const listener = new pg.Client({ connectionString: url })
  const sender = new pg.Client({ connectionString: notifyUrl })
  listener.on('error', () => {})
  sender.on('error', () => {})
  try {
    await Promise.all([listener.connect(), sender.connect()])
    const heard = new Promise<boolean>((resolve) => {
      listener.on('notification', (n) => n.channel === channel && resolve(true))
      setTimeout(() => resolve(false), waitMs).unref()
    })
    await listener.query(`listen ${channel}`)
    await sender.query('select pg_notify($1, $2)', [channel, 'probe'])
    return await heard
  } finally {
    await Promise.all([listener.end().catch(() => {}), sender.end().catch(() => {})])
  }
}

/** Where a provider's direct address is, for the message (the pooled URL's host tells the provider). */
export function directAddressHint(url: string): string {
  let host = ''
  let port = ''
  try {
    ;({ hostname: host, port } = new URL(url))
  } catch {
    /* not a URL: the general advice */
  }
  if (host.includes('-pooler.')) return `Neon: the same host without "-pooler" (${host.replace('-pooler.', '.')})`
  if (host.includes('pooler.supabase.com') || port === '6543')
    return "Supabase: the session pooler's port 5432, or the direct host db.<project>.supabase.co"
  if (port === '6432') return "PgBouncer: PostgreSQL's own port (5432), or a PgBouncer database in pool_mode=session"
  return "the database server's own address (not the pooler's), or a pooler database in session mode"
}

/**
 * The connection string the cluster and the start lock use, checked: DATABASE_DIRECT_URL if set, else
 * DATABASE_URL. A problem in one sentence when it goes through a transaction pooler; null when fine.
 */
export async function sessionProblem(env: Record<string, string | undefined>): Promise<string | null> {
  const direct = env.DATABASE_DIRECT_URL?.trim()
  const url = direct || env.DATABASE_URL
  if (!url || (await keepsSessions(url))) return null
  return direct
    ? `DATABASE_DIRECT_URL goes through a transaction pooler too (a notification sent on one connection did not reach another): set it to ${directAddressHint(direct)}.`
    : `DATABASE_URL goes through a transaction pooler (a notification sent on one connection did not reach another): the publishing lock and LISTEN need a direct connection. Keep DATABASE_URL for the pooled queries and set DATABASE_DIRECT_URL to ${directAddressHint(url)}.`
}
