/** Typed access to the content snapshot's lists, filtered by country, ordered as staff set them. */
import { CONTENT_LIST_KEYS, type ContentItem, type ContentListKey, type Snapshot } from '../contract/snapshot'
import type * as S from '../contract/snapshot'
import { LOCALES } from '../contract/locales'
import { NO_CONTENT_COUNTRY } from '../contract/routes'
import { cacheKey } from './buildCache'
import { hasLabel, type Label } from '../contract/elabel'
import { loadSnapshot } from './snapshotSource'
import { placeChoices, type PlaceChoices } from '../contract/states'

/** Each list of a snapshot sorted once: pages ask for the same lists thousands of times in a build. */
const sorted = new WeakMap<object, ContentItem<ContentListKey>[]>()

export async function all<K extends ContentListKey>(key: K): Promise<ContentItem<K>[]> {
  const items = (await loadSnapshot())[key] as ContentItem<K>[]
  let list = sorted.get(items)
  if (!list) sorted.set(items, (list = [...items].sort((a, b) => a.order - b.order)))
  return list as ContentItem<K>[]
}

/**
 * Items offered in a country; the no-content variant gets none. `country` is the lower-case variant key.
 * With `locale`, not the items held back from that language while their translation lags.
 */
export async function forCountry<K extends ContentListKey>(
  key: K,
  country: string,
  locale?: string,
): Promise<ContentItem<K>[]> {
  if (country === NO_CONTENT_COUNTRY) return []
  const cc = country.toUpperCase()
  return (await all(key)).filter(
    (item) =>
      item.countries.includes(cc) && (locale === undefined || !(item as { held?: string[] }).held?.includes(locale)),
  )
}

export async function site(): Promise<{ settings: Snapshot['settings']; countries: string[] }> {
  const { settings, countries } = await loadSnapshot()
  return { settings, countries }
}

/** Lower-case codes of the countries that have any content: each gets its own page variants. */
export async function contentCountries(): Promise<string[]> {
  const set = new Set<string>()
  for (const key of CONTENT_LIST_KEYS)
    for (const item of await all(key)) for (const c of item.countries) set.add(c.toLowerCase())
  return [...set].sort()
}

const choices = new WeakMap<object, PlaceChoices>()

/** What a visitor may choose, per country: where vendors, local promotions or popups are aimed at states or zip codes. */
export async function sitePlaceChoices(only?: string): Promise<PlaceChoices> {
  const snapshot = await loadSnapshot()
  let found = choices.get(snapshot)
  if (!found)
    choices.set(
      snapshot,
      (found = placeChoices([...snapshot.vendors, ...snapshot.localPromotions, ...snapshot.otherPopups])),
    )
  if (only === undefined) return found
  const cc = only.toUpperCase()
  return found[cc] ? { [cc]: found[cc] } : {}
}

/** What every page shows: the settings, countries and places to choose (AppPage's header, menu and start-up). Not the snapshot's date. */
async function siteKeyPart() {
  const { settings, countries } = await site()
  return { settings, countries, places: await sitePlaceChoices() }
}

/** getStaticPaths for pages built once per locale; `reads`: the lists the page shows (all countries'). */
export async function localePaths(reads: readonly ContentListKey[] = []) {
  const key = cacheKey(await siteKeyPart(), await Promise.all(reads.map((list) => all(list))))
  return LOCALES.map((locale) => ({ params: { locale }, cacheKey: key }))
}

/** getStaticPaths for pages built once per (locale, country variant); `reads`: the lists the page shows for the country. */
export async function countryPaths(reads: readonly ContentListKey[]) {
  const common = cacheKey(await siteKeyPart())
  const countries = [...(await contentCountries()), NO_CONTENT_COUNTRY]
  const keys = new Map<string, string>()
  for (const country of countries)
    keys.set(country, cacheKey(common, await Promise.all(reads.map((list) => forCountry(list, country)))))
  return LOCALES.flatMap((locale) =>
    countries.map((country) => ({ params: { locale, country }, cacheKey: keys.get(country) })),
  )
}

/**
 * getStaticPaths for a wine's pages (hub and viewers): built once per (locale, wine), whatever the
 * country, since they do not change with it; the router serves them only where the wine is sold
 * (site-manifest.json `wines`). `only` narrows the wines.
 */
export async function winePaths(only: (wine: S.Wine) => boolean = () => true) {
  // One key per wine, the same in every locale; the settings (all locales' texts) hashed once.
  const common = cacheKey(await siteKeyPart())
  const wines = (await all('wines')).filter((w) => w.countries.length > 0 && only(w))
  const keys = new Map(wines.map((wine) => [wine.slug, cacheKey(common, wine)]))
  return LOCALES.flatMap((locale) =>
    wines.map((wine) => ({ params: { locale, slug: wine.slug }, props: { wine }, cacheKey: keys.get(wine.slug) })),
  )
}

/**
 * getStaticPaths of the e-labels (/e/{slug}): every wine whose label is published, in every locale,
 * whether or not it is on sale anywhere now (bottles already sold keep their label). Keyed by the wine
 * and the winery's name, the only other thing the page shows.
 */
export async function labelPaths() {
  const { settings } = await site()
  const wines = (await all('wines')).filter((w): w is S.Wine & { label: Label } => hasLabel(w.label))
  const keys = new Map(wines.map((wine) => [wine.slug, cacheKey(settings.winery_name, wine)]))
  return LOCALES.flatMap((locale) =>
    wines.map((wine) => ({
      params: { locale, slug: wine.slug },
      props: { wine, winery: settings.winery_name },
      cacheKey: keys.get(wine.slug),
    })),
  )
}
