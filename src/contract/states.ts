/**
 * States and zip codes as the visitor's `state` and `zip_code` cookies, the content's `states` and
 * `zip_codes` and the geolocation answer hold them: states are ISO 3166-2 subdivision codes without
 * the country (CA, NY; 13 for Porto; iso-3166-2's data), zip codes follow each country's postal format
 * (postcode-validator's patterns). Used by the CMS (checking what staff type) and the build (the
 * visitor's choice of place); never shipped whole to the browser.
 */
import iso from 'iso-3166-2'
// The CommonJS build: the ES one imports its siblings without extensions, which Node refuses.
import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes.js'

/** A country's subdivision codes (without the country) and their names. */
export function stateCodes(country: string): Map<string, string> {
  const info = iso.country(country.toUpperCase())
  const codes = new Map<string, string>()
  for (const [full, sub] of Object.entries(info?.sub ?? {})) codes.set(full.slice(full.indexOf('-') + 1), sub.name)
  return codes
}

/** What a visitor of one country may tell us: a state among [code, name] pairs (by name), and a zip code when asked for. */
export type PlaceChoice = {
  states: [code: string, name: string][]
  /** Asked when some item there is aimed at zip codes; `format`: the country's postal format as a RegExp's parts, if known. */
  zip: { format: { source: string; flags: string } | null } | null
}
export type PlaceChoices = Record<string, PlaceChoice>

type Placed = { countries: string[]; states: string[]; zip_codes?: string[] }

/**
 * For each country where some item is aimed at states or zip codes, what a visitor there may choose
 * (a visitor without them sees only the country-wide items). Countries where nothing is aimed at a
 * place get no choice: it would change nothing.
 */
export function placeChoices(items: readonly Placed[]): PlaceChoices {
  const aimed = (pick: (i: Placed) => number) =>
    new Set(items.filter((i) => pick(i) > 0).flatMap((i) => i.countries.map((c) => c.toUpperCase())))
  const byState = aimed((i) => i.states.length)
  const byZip = aimed((i) => i.zip_codes?.length ?? 0)
  const out: PlaceChoices = {}
  for (const country of [...new Set([...byState, ...byZip])].sort()) {
    const states = byState.has(country) ? [...stateCodes(country)].sort(([, a], [, b]) => a.localeCompare(b, 'en')) : []
    const format = POSTCODE_REGEXES.get(country)
    const zip = byZip.has(country) ? { format: format ? { source: format.source, flags: format.flags } : null } : null
    if (states.length || zip) out[country] = { states, zip }
  }
  return out
}
