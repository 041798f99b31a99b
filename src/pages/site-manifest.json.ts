/** What the router needs to know about this build (server/serve/router.ts SiteManifest). */
import { all, contentCountries, site } from '../lib/content'
import { TAG_MANAGER_ORIGINS, tagManagerId } from '../contract/tagManager'

export async function GET() {
  const countries = await contentCountries()
  const wines = await all('wines')
  // Which wines each country variant may show: wine pages are built once per locale, not per country.
  const sold = Object.fromEntries(
    countries.map((c) => [c, wines.filter((w) => w.countries.includes(c.toUpperCase())).map((w) => w.slug)]),
  )
  // The tag manager's origins join the pages' Content-Security-Policy when the pages load it (Base.astro).
  const scriptOrigins = tagManagerId((await site()).settings.tag_manager_id, import.meta.env.PUBLIC_GTM_ID)
    ? TAG_MANAGER_ORIGINS
    : undefined
  return new Response(JSON.stringify({ countries, wines: sold, scriptOrigins }), {
    headers: { 'content-type': 'application/json' },
  })
}
