/**
 * What a wine's QR codes hold: the e-label (/e/{slug}, no gate) or the hub marked as opened from its
 * code (server/serve/scans.ts counts it), on the public origin (PUBLIC_URL). Shared by the endpoint that
 * draws them and the sidebar that shows staff the address under each.
 */
import { labelPath } from '../../src/contract/elabel'

export type QrCode = 'label' | 'hub'

export function qrTarget(code: QrCode, slug: string, origin: string): string {
  return `${origin}${code === 'label' ? labelPath(slug) : `/explore/${slug}?from=qr`}`
}
