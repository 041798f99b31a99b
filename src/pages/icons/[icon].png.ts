/** The app's icons, drawn from the brand's mark at build time (src/lib/pwa.ts). */
import type { APIRoute } from 'astro'
import { ICONS, renderIcon } from '../../lib/pwa'

export function getStaticPaths() {
  return ICONS.map((icon) => ({ params: { icon: icon.name }, props: { icon } }))
}

export const GET: APIRoute = async ({ props }) => new Response(new Uint8Array(await renderIcon(props.icon)), { headers: { 'content-type': 'image/png' } })
