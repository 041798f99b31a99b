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
import { qrPng, qrSvg } from './render'
import { qrTarget, type QrCode } from './target'

const QR_CODES: QrCode[] = ['label', 'hub']
const FORMATS = ['svg', 'png'] as const

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
    const target = qrTarget(code, wine.slug, deployment().origin)
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
