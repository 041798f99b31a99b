/** The web manifest of each locale (src/lib/pwa.ts): pages link to their own language's. */
import type { APIRoute } from 'astro'
import { LOCALES, type Locale } from '../../contract/locales'
import { webManifest } from '../../lib/pwa'

export function getStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale }, cacheKey: 'code only' }))
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(webManifest(params.locale as Locale)), {
    headers: { 'content-type': 'application/manifest+json' },
  })
