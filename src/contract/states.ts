/**
 * States: ISO 3166-2 subdivision codes without the country (CA, NY; 13 for Porto), as the visitor's
 * `state` cookie, the content's `states` and the geolocation answer hold them (iso-3166-2's data).
 * Used by the CMS (checking what staff type) and the build (the visitor's choice of state); never
 * shipped to the browser.
 */
import iso from 'iso-3166-2'

/** A country's subdivision codes (without the country) and their names. */
export function stateCodes(country: string): Map<string, string> {
  const info = iso.country(country.toUpperCase())
  const codes = new Map<string, string>()
  for (const [full, sub] of Object.entries(info?.sub ?? {})) codes.set(full.slice(full.indexOf('-') + 1), sub.name)
  return codes
}

/** What a visitor may choose from: [code, name] pairs, by name. */
export type StateChoices = Record<string, [code: string, name: string][]>

/**
 * For each country where some item is aimed at states, the country's states to choose from (a visitor
 * there without a state sees only the country-wide items). Countries where nothing is aimed at a
 * state get no choice: it would change nothing.
 */
export function stateChoices(items: readonly { countries: string[]; states: string[] }[]): StateChoices {
  const aimed = new Set(items.filter((i) => i.states.length > 0).flatMap((i) => i.countries.map((c) => c.toUpperCase())))
  const out: StateChoices = {}
  for (const country of [...aimed].sort()) {
    const states = [...stateCodes(country)].sort(([, a], [, b]) => a.localeCompare(b, 'en'))
    if (states.length) out[country] = states
  }
  return out
}
