/** What the API knows about the connection: the client's address, https, the public origin for links. */
import type { Context } from 'hono'
import type { ApiEnv } from './env'

/**
 * The client's IP: the last X-Forwarded-For entry (the address the nearest proxy, or Next's own
 * server, saw), else X-Real-IP, else null. Normalizes IPv4-mapped IPv6 (::ffff:1.2.3.4).
 */
export function clientIp(c: Context<ApiEnv>): string | null {
  const forwarded = c.req.header('x-forwarded-for')
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop()
  const raw = last ?? c.req.header('x-real-ip')?.trim() ?? null
  if (!raw || raw.length > 64) return null
  const ip = raw.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').replace(/^\[(.*)\]$/, '$1')
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : null
}

export function isHttps(c: Context<ApiEnv>): boolean {
  if (c.req.header('x-forwarded-proto')?.split(',')[0].trim() === 'https') return true
  try {
    return new URL(c.req.url).protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Where links in mails point: PUBLIC_URL, else http://localhost:PORT. Never the request's Host header
 * (a forged Host would otherwise put a victim's reset token on someone else's site).
 */
export function publicOrigin(): string {
  const configured = process.env.PUBLIC_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  return `http://localhost:${process.env.PORT ?? 3000}`
}
