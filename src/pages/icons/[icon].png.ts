/** The app's icons, drawn from the brand's mark at build time (src/lib/pwa.ts). */
import type { APIRoute } from 'astro'
import { ICONS, markKey, renderIcon } from '../../lib/pwa'

export function getStaticPaths() {
  const key = markKey()
  return ICONS.map((icon) => ({ params: { icon: icon.name }, props: { icon }, cacheKey: key }))
}

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await renderIcon(props.icon)), { headers: { 'content-type': 'image/png' } })
