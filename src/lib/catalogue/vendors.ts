/**
 * Who sees which vendor and local promotion (spec §2 /vendors, /newsPromotions; §3 cookies country,
 * state, zip_code). An item names the states and zip codes it serves; empty lists mean all of them.
 */
export type Place = { country: string | null | undefined; state?: string | null; zip_code?: string | null }
export type Placed = { countries: string[]; states?: string[]; zip_codes?: string[] }

const norm = (v: string | null | undefined) => (v ?? '').trim().toUpperCase()

export function servesPlace(item: Placed, place: Place): boolean {
  const country = norm(place.country)
  if (!country || !item.countries.map(norm).includes(country)) return false
  const states = (item.states ?? []).map(norm)
  if (states.length && !states.includes(norm(place.state))) return false
  const zips = (item.zip_codes ?? []).map(norm)
  if (zips.length && !zips.includes(norm(place.zip_code))) return false
  return true
}

/** The items for a place, most local first (zip, then state, then country-wide), staff order within. */
export function forPlace<T extends Placed>(items: T[], place: Place): T[] {
  const rank = (i: T) => ((i.zip_codes?.length ?? 0) > 0 ? 0 : (i.states?.length ?? 0) > 0 ? 1 : 2)
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => servesPlace(item, place))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item)
}
