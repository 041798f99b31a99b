/** What the API knows about the connection: the client's address, https, the public origin for links. */
import { BlockList, isIP } from 'node:net'
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

/** An IPv6 address's eight groups, lower case, without leading zeros (a trailing dotted quad as its two groups). */
function groupsOf(ip: string): string[] {
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
  return groups.map((g) => (g || '0').replace(/^0+(?=.)/, ''))
}

export function networkOf(ip: string | null): string | null {
  if (!ip || !ip.includes(':')) return ip
  return `${groupsOf(ip).slice(0, 4).join(':')}::/64`
}

/**
 * An address as a tracking record keeps it (docs/decisions.md, "What the winery learns"): IPv4 without
 * its last byte (the /24), IPv6 with its first three groups only (the /48 a site is given); an IPv4
 * address written in IPv6 (::ffff:1.2.3.4) as IPv4. Enough to tell networks apart, not a household.
 */
export function shortenedIp(ip: string | null): string | null {
  if (!ip) return null
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip)
  if (v4) return `${v4[1]}.0`
  if (!ip.includes(':')) return null
  return `${groupsOf(ip).slice(0, 3).join(':')}::`
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

/** Addresses that are no one's on the internet: this machine, private networks, documentation ranges. */
const NON_PUBLIC = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(net, bits, 'ipv4')
}
for (const [net, bits] of [
  ['::', 127],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  NON_PUBLIC.addSubnet(net, bits, 'ipv6')
}

/** Whether an IP address is someone's on the internet (not this machine's, not a private network's). */
export function isPublicIp(ip: string): boolean {
  const family = isIP(ip)
  if (family === 0) return false
  return !NON_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * An origin no phone that scans a printed code can reach (cms/components/QrCodes.tsx warns of it):
 * this machine, a private network, a .local name, or no origin at all.
 */
export function isLocalOrigin(origin: string): boolean {
  let host: string
  try {
    host = new URL(origin).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return true
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true
  return isIP(host) !== 0 && !isPublicIp(host)
}
