/**
 * What the e-label page (src/pages/[locale]/e/[slug].astro) shows, in the visitor's language: the
 * ingredient list with its allergens marked, the nutrition rows, the negligible statement and the
 * figures formatted the locale's way. Pure, given a translator.
 */
import { nutritionRows, type Label } from '../contract/elabel'
import { LOCALE_HTML_LANG, type Locale } from '../contract/locales'
import { pick, pickLang } from '../contract/localize'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** One ingredient as printed: "preservative: " before, the name (bold when an allergen), its fallback language if any. */
export type IngredientPart = { before: string; name: string; after: string; allergen: boolean; lang?: string }

export function ingredientParts(label: Label, locale: Locale, t: Translate): IngredientPart[] {
  return label.ingredients.map((x) => {
    const name = pick(x.name, locale)
    const lang = pickLang(x.name, locale)
    if (!x.category) return { before: '', name, after: '', allergen: x.allergen, lang }
    // The template places the name ("{{category}}: {{name}}"): split around it so the name alone is bold.
    const [before = '', after = ''] = t('label.withCategory', {
      category: t(`label.category.${x.category}`),
      name: '\u0000',
    }).split('\u0000')
    return { before, name, after, allergen: x.allergen, lang }
  })
}

/** Grams or kJ as the locale writes numbers: "0,2" in German, at most two decimals. */
export function labelNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(LOCALE_HTML_LANG[locale], { maximumFractionDigits: 2 }).format(value)
}

/** The nutrition table's rows: energy first, then each declared nutrient the negligible statement does not cover. */
export function nutritionTable(
  label: Label,
  locale: Locale,
  t: Translate,
): { name: string; value: string; sub: boolean }[] {
  const n = (v: number) => labelNumber(locale, v)
  const energy =
    label.energy_kj != null && label.energy_kcal != null
      ? [{ name: t('label.energy'), value: `${n(label.energy_kj)} kJ / ${n(label.energy_kcal)} kcal`, sub: false }]
      : []
  return [
    ...energy,
    ...nutritionRows(label).map((r) => ({ name: t(`label.${r.key}`), value: `${n(r.grams)} g`, sub: r.sub })),
  ]
}

/** "Contains negligible amounts of fat, saturates, protein and salt.", or null. */
export function negligibleStatement(label: Label, locale: Locale, t: Translate): string | null {
  if (label.negligible.length === 0) return null
  const list = new Intl.ListFormat(LOCALE_HTML_LANG[locale], { type: 'conjunction' }).format(
    label.negligible.map((k) => t(`label.negligibleName.${k}`)),
  )
  return t('label.negligible', { list })
}

/** A free text's lines (packaging, addresses), without empty ones. */
export const lines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
