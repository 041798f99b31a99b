/**
 * The client's address as the edge of our own infrastructure saw it. TRUST_PROXY says who may tell us:
 *   unset        this server is the edge: the socket's peer, whatever X-Forwarded-For says;
 *   a number N   N proxies of ours stand in front, each appending the address it saw: the N-th entry from the right;
 *   addresses    a list of proxy addresses or CIDR ranges: walk X-Forwarded-For from the right while the hop is one of them.
 * A client can prepend anything to X-Forwarded-For; it can never choose what our own proxies append.
 * Behind the Cloudflare worker, which has no fixed addresses, EDGE_SECRET says it instead (edgeClientAddress).
 */
import { timingSafeEqual } from 'node:crypto'
import { BlockList, isIP } from 'node:net'

export type TrustProxy = { hops: number } | { list: BlockList } | null

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim()
  if (!v) return null
  if (/^\d+$/.test(v)) return Number(v) > 0 ? { hops: Number(v) } : null
  const list = new BlockList()
  for (const entry of v.split(/[\s,]+/).filter(Boolean)) {
    const [addr, bits] = entry.split('/')
    const family = isIP(addr) === 6 ? 'ipv6' : 'ipv4'
    if (!isIP(addr)) throw new Error(`TRUST_PROXY: ${entry} is not an address`)
    if (bits !== undefined) list.addSubnet(addr, Number(bits), family)
    else list.addAddress(addr, family)
  }
  return { list }
}

const plain = (a: string) =>
  a
    .trim()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
    .replace(/^\[(.*)\]$/, '$1')

function trusted(list: BlockList, addr: string): boolean {
  const family = isIP(addr)
  return family !== 0 && list.check(addr, family === 6 ? 'ipv6' : 'ipv4')
}

export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): string {
  const socket = plain(peer ?? '')
  if (!trust) return socket
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(plain)
    .filter(Boolean)
  if ('hops' in trust) return hops.length >= trust.hops ? hops[hops.length - trust.hops] : (hops[0] ?? socket)
  let current = socket
  while (hops.length && trusted(trust.list, current)) current = hops.pop()!
  return current
}

/**
 * The client's address when the request came through our Cloudflare worker, else null. The worker
 * writes X-Forwarded-For as the one address Cloudflare saw (CF-Connecting-IP) and proves itself with
 * EDGE_SECRET: its entry is then the leftmost, whatever proxies between it and us appended. Without
 * the secret a client could send any X-Forwarded-For, so nothing is taken from it.
 */
export function edgeClientAddress(
  forwardedFor: string | string[] | undefined,
  sentSecret: string | string[] | undefined,
  secret: string | undefined,
): string | null {
  if (!secret || typeof sentSecret !== 'string') return null
  const a = Buffer.from(sentSecret)
  const b = Buffer.from(secret)
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null
  const first = plain((Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',')[0] ?? '')
  return isIP(first) ? first : null
}
