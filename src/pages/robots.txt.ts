/**
 * /robots.txt: search engines may read the age gate's landing (/) and the wines' e-labels (/e/..., EU
 * labelling, outside the gate), with the files they need to render; everything else (the pages behind
 * the gate, the API, the admin) is closed. The longest matching rule wins, so `Disallow: /` is the rest.
 * The sitemap (sitemap.xml.ts) lists those pages.
 */
import { LABEL_PREFIX } from '../contract/elabel'
import { publicOrigin } from '../contract/origin'

export function GET() {
  const body = [
    'User-agent: *',
    'Allow: /$',
    `Allow: ${LABEL_PREFIX}`,
    'Allow: /_astro/',
    'Allow: /brand/',
    'Allow: /sitemap.xml$',
    'Disallow: /',
    '',
    `Sitemap: ${publicOrigin(process.env)}/sitemap.xml`,
    '',
  ]
  return new Response(body.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
