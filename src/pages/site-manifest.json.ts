/** What the router needs to know about this build (server/router.ts SiteManifest). */
import { contentCountries } from '../lib/content'

export async function GET() {
  return new Response(JSON.stringify({ countries: await contentCountries() }), { headers: { 'content-type': 'application/json' } })
}
