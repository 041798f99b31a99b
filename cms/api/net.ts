/** What the API knows about the connection: the client's address, https, the public origin for links. */
import type { Context } from 'hono'
import { deployment } from '../lib/deployment'
import type { ApiEnv } from './env'

/**
 * The client's IP: the last X-Forwarded-For entry (the address the nearest proxy, or Next's own
 * server, saw), else X-Real-IP, else null. Normalizes IPv4-mapped IPv6 (::ffff:1.2.3.4).
 */
export function clientIp(c: Context<ApiEnv>): string | null {
  return clientIpFrom(c.req.raw.headers)
}

/** clientIp for any request's headers (Payload's hooks have a Request, not a Hono context). */
export function clientIpFrom(headers: Headers): string | null {
  const last = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop()
  const raw = last ?? headers.get('x-real-ip')?.trim() ?? null
  if (!raw || raw.length > 64) return null
  const ip = raw.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').replace(/^\[(.*)\]$/, '$1')
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : null
}

/**
 * What rate limits count by: the IPv4 address, or the /64 network of an IPv6 address (one home or
 * phone gets a whole /64, so counting single IPv6 addresses would let it change address at will).
 */
export function clientNetwork(c: Context<ApiEnv>): string | null {
  return networkOf(clientIp(c))
}

export function networkOf(ip: string | null): string | null {
  if (!ip || !ip.includes(':')) return ip
  // A trailing dotted quad (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups.
  const v6 = ip
    .toLowerCase()
    .replace(
      /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
      (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`,
    )
  const [head, tail = ''] = v6.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = v6.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** Whether cookies get Secure: decided by the configuration (PUBLIC_URL), never by a header a client can send. */
export function isHttps(): boolean {
  return deployment().https
}

/**
 * Where links in mails point: PUBLIC_URL, else http://localhost:PORT. Never the request's Host header
 * (a forged Host would otherwise put a victim's reset token on someone else's site).
 */
export function publicOrigin(): string {
  return deployment().origin
}
