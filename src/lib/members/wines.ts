/**
 * What the member screens need to know about the wines, resolved at build time for one locale and
 * embedded in the page: the current wine comes from the `wine` cookie (a slug), passport entries
 * from the API carry the wine's id. Build-time only (reads the content snapshot).
 */
import type { Locale } from '../../contract/locales'
import type { Media } from '../../contract/snapshot'
import type { TasteProfile } from '../../contract/palate'
import { all } from '../content'
import { pick } from '../../contract/localize'
import { mediaSrcset, mediaUrl } from '../catalogue/media'
import { memberStrings } from './strings'

export type WineInfo = {
  id: string
  slug: string
  name: string
  harvest: string | null
  grape_variety: string
  description: string
  image: { src: string; srcset: string; width: number | null; height: number | null; alt: string }
  url: string | null
  style: string
}

function image(m: Media, locale: Locale, fallbackAlt: string): WineInfo['image'] {
  return {
    src: mediaUrl(m, 320),
    srcset: mediaSrcset(m),
    width: m.width,
    height: m.height,
    alt: pick(m.alt, locale) || fallbackAlt,
  }
}

async function wineInfos(locale: Locale): Promise<WineInfo[]> {
  return (await all('wines')).map((w) => ({
    id: w.id,
    slug: w.slug,
    name: w.name,
    harvest: w.harvest,
    grape_variety: pick(w.grape_variety, locale),
    description: pick(w.description, locale),
    image: image(w.image, locale, w.name),
    url: w.url,
    style: w.style,
  }))
}

/**
 * The props of a member island about the rated wines (the passport, an entry's details, the note, the
 * rating): its strings (memberStrings' sections), the locale and every wine.
 */
export async function wineIslandProps(locale: Locale, ...sections: string[]) {
  return { s: memberStrings(locale, ...sections), locale, wines: await wineInfos(locale) }
}

/** A wine /palate may propose as the best match: the ones sold in the visitor's country, read from the country cookie in the browser. */
export type MatchCandidate = {
  slug: string
  name: string
  harvest: string | null
  countries: string[]
  profile: TasteProfile
}

export async function matchCandidates(): Promise<MatchCandidate[]> {
  return (await all('wines')).map((w) => ({
    slug: w.slug,
    name: w.name,
    harvest: w.harvest,
    countries: w.countries,
    profile: w.taste_profile as TasteProfile,
  }))
}

/** slug -> id, for sign-up (the current wine's caf ratings are kept by wine id). */
export async function wineIds(): Promise<Record<string, string>> {
  return Object.fromEntries((await all('wines')).map((w) => [w.slug, w.id]))
}
