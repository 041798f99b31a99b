/**
 * The EU e-label of a wine (Regulation (EU) 2021/2117, Commission notice C/2023/1190): its ingredients
 * and nutrition declaration per 100 ml, on a page that sets and reads no cookie, runs no script and
 * sells nothing (/e/{slug}). The rules shared by the admin (the energy suggestion), the snapshot, the
 * page and the router. Pure.
 */
import { DEFAULT_LOCALE, LOCALES, localeFromAcceptLanguage, type Locale } from './locales'
import type { WineLabel } from './snapshot'

/** Where a wine's e-label lives: /e/{slug} picks the language from Accept-Language, /e/{slug}/{locale} is one language. */
export const LABEL_PREFIX = '/e/'

export function labelPath(slug: string, locale?: Locale): string {
  return `${LABEL_PREFIX}${slug}${locale ? `/${locale}` : ''}`
}

/** The nutrition declaration's rows, in the regulation's order; `sub` rows are "of which". */
const NUTRITION_ROWS = [
  { key: 'fat', sub: false },
  { key: 'saturates', sub: true },
  { key: 'carbohydrate', sub: false },
  { key: 'sugars', sub: true },
  { key: 'protein', sub: false },
  { key: 'salt', sub: false },
] as const
export type Nutrient = (typeof NUTRITION_ROWS)[number]['key']

export type Label = WineLabel

/** A label is published once it has its ingredients and its energy: the two things the regulation asks of every wine. */
export function hasLabel(label: Label | null | undefined): label is Label {
  return Boolean(label && label.ingredients.length > 0 && label.energy_kj != null && label.energy_kcal != null)
}

/** Density of ethanol, g/ml: % vol to grams per 100 ml. */
const ETHANOL_DENSITY = 0.789
/** Energy conversion factors of Regulation 1169/2011 Annex XIV, per gram. */
const ENERGY_FACTORS = { alcohol: { kj: 29, kcal: 7 }, carbohydrate: { kj: 17, kcal: 4 } } as const

/**
 * The energy per 100 ml computed from the alcohol (% vol) and the carbohydrate (g per 100 ml), the
 * suggestion the admin offers: each gram of alcohol 29 kJ / 7 kcal, each gram of carbohydrate
 * 17 kJ / 4 kcal, rounded to whole units. Null without an alcohol strength.
 */
export function labelEnergy(
  alcohol: number | null | undefined,
  carbohydrate: number | null | undefined,
): { kj: number; kcal: number } | null {
  if (alcohol == null || !Number.isFinite(alcohol) || alcohol < 0) return null
  const alcoholGrams = alcohol * ETHANOL_DENSITY
  const carbs = carbohydrate != null && Number.isFinite(carbohydrate) && carbohydrate > 0 ? carbohydrate : 0
  const { alcohol: a, carbohydrate: c } = ENERGY_FACTORS
  return {
    kj: Math.round(alcoholGrams * a.kj + carbs * c.kj),
    kcal: Math.round(alcoholGrams * a.kcal + carbs * c.kcal),
  }
}

/** The nutrition rows the table shows: every declared one, except those the negligible statement covers. */
export function nutritionRows(label: Label): { key: Nutrient; sub: boolean; grams: number }[] {
  return NUTRITION_ROWS.flatMap(({ key, sub }) => {
    const grams = label.nutrients[key]
    if (grams == null || (label.negligible as readonly string[]).includes(key)) return []
    return [{ key, sub, grams }]
  })
}

/**
 * The e-label's language from Accept-Language alone (the page reads no cookie): the best-ranked
 * language we have, else English. zh-TW and zh-HK read as zh-Hant (src/contract/locales.ts).
 */
export function labelLocale(acceptLanguage: string | null | undefined): Locale {
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE
}

/** A locale named in a label's path, in any letter case ("zh-hant"), or null. */
export function labelPathLocale(segment: string): Locale | null {
  return LOCALES.find((l) => l.toLowerCase() === segment.toLowerCase()) ?? null
}
