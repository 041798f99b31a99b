/** iOS launch screens, drawn at build time (src/lib/pwa.ts). */
import type { APIRoute } from 'astro'
import { renderSplash, SPLASHES } from '../../lib/pwa'

export function getStaticPaths() {
  return SPLASHES.map((splash) => ({ params: { splash: splash.name }, props: { splash } }))
}

export const GET: APIRoute = async ({ props }) => new Response(new Uint8Array(await renderSplash(props.splash)), { headers: { 'content-type': 'image/png' } })
