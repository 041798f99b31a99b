/**
 * /sitemap.xml: the pages a search engine may read (robots.txt): the age gate's landing and every
 * published e-label, each language's address with its alternates (hreflang) and the one that picks
 * the language itself as x-default. Absolute addresses, on the public origin (PUBLIC_URL) the build
 * runs with. Everything behind the gate stays out.
 */
import { labelPath } from '../contract/elabel'
import { LOCALE_HTML_LANG, LOCALES } from '../contract/locales'
import { publicOrigin } from '../contract/origin'
import { labelPaths } from '../lib/content'

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

export async function GET() {
  const origin = publicOrigin(process.env)
  const slugs = [...new Set((await labelPaths()).map((p) => p.params.slug))].sort()
  const url = (loc: string, alternates = '') => `  <url><loc>${xml(origin + loc)}</loc>${alternates}</url>`
  const entries = [url('/')]
  for (const slug of slugs) {
    const link = (lang: string, loc: string) =>
      `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(origin + loc)}"/>`
    const alternates = [
      ...LOCALES.map((l) => link(LOCALE_HTML_LANG[l], labelPath(slug, l))),
      link('x-default', labelPath(slug)),
    ].join('')
    entries.push(url(labelPath(slug), `${alternates}\n  `))
    for (const l of LOCALES) entries.push(url(labelPath(slug, l), `${alternates}\n  `))
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
