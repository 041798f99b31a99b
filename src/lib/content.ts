/** Typed access to the content collections, filtered by country, ordered as staff set them. */
import { getCollection, getEntry } from 'astro:content'
import type * as S from '../contract/snapshot'
import type { z } from 'zod'
import { LOCALES, type Locale } from '../contract/locales'
import { NO_CONTENT_COUNTRY } from '../contract/routes'

type Item<K> = K extends 'wines' ? S.Wine : K extends 'discovers' ? S.Discover : K extends 'enjoys' ? S.Enjoy : K extends 'shops' ? S.Shop : K extends 'vendors' ? S.Vendor : K extends 'promotions' ? S.Promotion : K extends 'localPromotions' ? z.infer<typeof S.LocalPromotion> : K extends 'clubs' ? S.Club : K extends 'popups' ? z.infer<typeof S.Popup> : z.infer<typeof S.OtherPopup>
type Key = 'wines' | 'discovers' | 'enjoys' | 'shops' | 'vendors' | 'promotions' | 'localPromotions' | 'clubs' | 'popups' | 'otherPopups'
const KEYS: Key[] = ['wines', 'discovers', 'enjoys', 'shops', 'vendors', 'promotions', 'localPromotions', 'clubs', 'popups', 'otherPopups']

export async function all<K extends Key>(key: K): Promise<Item<K>[]> {
  const entries = await getCollection(key)
  return (entries as { data: unknown }[]).map((e) => e.data as Item<K>).sort((a: Item<K>, b: Item<K>) => a.order - b.order)
}

/** Items offered in a country; the no-content variant gets none. `country` is the lower-case variant key. */
export async function forCountry<K extends Key>(key: K, country: string): Promise<Item<K>[]> {
  if (country === NO_CONTENT_COUNTRY) return []
  const cc = country.toUpperCase()
  return (await all(key)).filter((item) => item.countries.includes(cc))
}

export async function site(): Promise<{ settings: S.Snapshot['settings']; countries: string[] }> {
  const entry = await getEntry('site', 'site')
  return entry!.data as unknown as { settings: S.Snapshot['settings']; countries: string[] }
}

/** Lower-case codes of the countries that have any content: each gets its own page variants. */
export async function contentCountries(): Promise<string[]> {
  const set = new Set<string>()
  for (const key of KEYS) for (const item of await all(key)) for (const c of item.countries) set.add(c.toLowerCase())
  return [...set].sort()
}

/** getStaticPaths for pages built once per locale. */
export function localePaths() {
  return LOCALES.map((locale) => ({ params: { locale } }))
}

/** getStaticPaths for pages built once per (locale, country variant). */
export async function countryPaths() {
  const countries = [...(await contentCountries()), NO_CONTENT_COUNTRY]
  return LOCALES.flatMap((locale) => countries.map((country) => ({ params: { locale, country } })))
}

export type PageParams = { locale: Locale; country: string }

/**
 * getStaticPaths for a wine's pages (hub and viewers): built once per (locale, wine), whatever the
 * country, since they do not change with it; the router serves them only where the wine is sold
 * (site-manifest.json `wines`). `only` narrows the wines.
 */
export async function winePaths(only: (wine: S.Wine) => boolean = () => true) {
  const wines = (await all('wines')).filter((w) => w.countries.length > 0 && only(w))
  return LOCALES.flatMap((locale) => wines.map((wine) => ({ params: { locale, slug: wine.slug }, props: { wine } })))
}
