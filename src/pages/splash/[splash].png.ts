/** iOS launch screens, drawn at build time (src/lib/pwa.ts). */
import type { APIRoute } from 'astro'
import { markKey, renderSplash, SPLASHES } from '../../lib/pwa'

export function getStaticPaths() {
  const key = markKey()
  return SPLASHES.map((splash) => ({ params: { splash: splash.name }, props: { splash }, cacheKey: key }))
}

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await renderSplash(props.splash)), { headers: { 'content-type': 'image/png' } })
