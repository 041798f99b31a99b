/**
 * /robots.txt: search engines may read the age gate's landing (/) and the wines' e-labels (/e/..., EU
 * labelling, outside the gate); the pages behind the gate, the API and the admin are not for them.
 */
import { CMS_PATHS, CMS_PREFIXES } from '../contract/routes'
import { LABEL_PREFIX } from '../contract/elabel'

function robotsTxt(): string {
  const closed = [...CMS_PREFIXES, ...CMS_PATHS]
  return [
    'User-agent: *',
    'Allow: /$',
    `Allow: ${LABEL_PREFIX}`,
    // Assets the landing and the labels need to render (crawlers that render pages fetch them).
    'Allow: /_astro/',
    'Allow: /brand/',
    ...closed.map((p) => `Disallow: ${p}`),
    'Disallow: /',
    '',
  ].join('\n')
}

export function GET() {
  return new Response(robotsTxt(), { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
