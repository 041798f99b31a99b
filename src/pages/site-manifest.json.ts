/** What the router needs to know about this build (server/router.ts SiteManifest). */
import { all, contentCountries } from '../lib/content'

export async function GET() {
  const countries = await contentCountries()
  const wines = await all('wines')
  // Which wines each country variant may show: wine pages are built once per locale, not per country.
  const sold = Object.fromEntries(countries.map((c) => [c, wines.filter((w) => w.countries.includes(c.toUpperCase())).map((w) => w.slug)]))
  return new Response(JSON.stringify({ countries, wines: sold }), { headers: { 'content-type': 'application/json' } })
}
