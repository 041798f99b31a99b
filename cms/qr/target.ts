/**
 * What a wine's QR codes hold: the e-label (/e/{slug}, no gate) or the hub marked as opened from its
 * code (server/scans.ts counts it), on the public origin (PUBLIC_URL). Shared by the endpoint that
 * draws them and the sidebar that shows staff the address under each.
 */
import { labelPath } from '../../src/contract/elabel'

export type QrCode = 'label' | 'hub'

export function qrTarget(code: QrCode, slug: string, origin: string): string {
  return `${origin}${code === 'label' ? labelPath(slug) : `/explore/${slug}?from=qr`}`
}

/** An origin no phone that scans a printed code can reach: this machine, a private network, a .local name. */
export function isLocalOrigin(origin: string): boolean {
  let host: string
  try {
    host = new URL(origin).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return true
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^0\.0\.0\.0$/.test(host) ||
    /^f[cd][0-9a-f]{2}:/i.test(host)
  )
}
