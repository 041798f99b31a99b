/**
 * GET /cms-api/wines/{id}/qr?code=label|hub&format=svg|png: a wine's QR code for print, for staff.
 * `label` leads to the EU e-label (/e/{slug}, no gate), `hub` to the wine's hub (/explore/{slug},
 * where the gate keeps the deep link). The address is the public origin (PUBLIC_URL), never the
 * request's Host, so a code printed from any admin URL leads to the site.
 */
import type { Endpoint } from 'payload'
import { message, requestLocale } from '../api/i18n'
import { requestIsStaff } from '../access/isStaff'
import { deployment } from '../lib/deployment'
import { labelPath } from '../../src/contract/elabel'
import { qrPng, qrSvg } from './render'

const QR_CODES = ['label', 'hub'] as const
type QrCode = (typeof QR_CODES)[number]
const FORMATS = ['svg', 'png'] as const

/** What a code opens: the e-label or the hub, on the public origin; the hub marked as opened from its code (server/scans.ts counts it). */
function qrTarget(code: QrCode, slug: string, origin = deployment().origin): string {
  return `${origin}${code === 'label' ? labelPath(slug) : `/explore/${slug}?from=qr`}`
}

const json = (status: number, text: string) =>
  Response.json({ message: text }, { status, headers: { 'cache-control': 'no-store' } })

export const qrEndpoint: Endpoint = {
  path: '/:id/qr',
  method: 'get',
  handler: async (req) => {
    const locale = requestLocale(req.headers)
    if (!req.user) return json(401, message(locale, 'api.unauthenticated'))
    if (!requestIsStaff(req)) return json(403, message(locale, 'api.forbidden'))
    const params = new URL(req.url ?? '', 'http://x').searchParams
    const code = params.get('code') as QrCode
    const format = params.get('format') as (typeof FORMATS)[number]
    if (!QR_CODES.includes(code) || !FORMATS.includes(format)) return json(400, message(locale, 'api.invalid'))
    const id = String(req.routeParams?.id ?? '')
    const wine = await req.payload
      .findByID({ collection: 'wines', id, depth: 0, draft: true, disableErrors: true, req, overrideAccess: false })
      .catch(() => null)
    if (!wine) return json(404, message(locale, 'api.notFound'))
    const target = qrTarget(code, wine.slug)
    const file = `${wine.slug}-${code === 'label' ? 'e-label' : 'hub'}.${format}`
    const headers = {
      'cache-control': 'no-store',
      'content-disposition': `attachment; filename="${file}"`,
      'x-qr-target': target,
    }
    if (format === 'svg')
      return new Response(qrSvg(target, `${wine.name}: ${target}`), {
        headers: { ...headers, 'content-type': 'image/svg+xml' },
      })
    return new Response(new Uint8Array(await qrPng(target)), { headers: { ...headers, 'content-type': 'image/png' } })
  },
}
