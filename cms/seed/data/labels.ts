import { labelEnergy } from '../../../src/contract/elabel'
import {
  NEGLIGIBLE_NUTRIENTS,
  type IngredientCategory,
  type NegligibleNutrient,
} from '../../../src/contract/labelTerms'
import type { DemoText } from './types'

/**
 * The demo range's EU e-labels (cms/fields/label.ts), by wine. Plausible figures for each style: dry
 * wines about 2 g/l of sugar, the tawny 100 g/l; the energy is what the admin would suggest from the
 * alcohol and carbohydrate. Texts are English here and translated like the rest (i18n/<locale>.json).
 */
type DemoIngredient = { category: IngredientCategory | null; name: DemoText; allergen: boolean }
export type DemoLabel = {
  ingredients: DemoIngredient[]
  alcohol: number
  bottle_ml: number
  energy_kj: number
  energy_kcal: number
  fat: number | null
  saturates: number | null
  carbohydrate: number
  sugars: number
  protein: number | null
  salt: number | null
  negligible: NegligibleNutrient[]
  packaging: DemoText
  producer: string
  bottler: string | null
}

const ingredient = (en: string, category: IngredientCategory | null = null, allergen = false): DemoIngredient => ({
  category,
  name: { en },
  allergen,
})

const GRAPES = ingredient('grapes')
const TARTARIC = ingredient('tartaric acid', 'acidity-regulator')
const SULPHITES = ingredient('sulphites', 'preservative', true)
const EGG = ingredient('egg albumin', 'clarifying-agent', true)
const MILK = ingredient('milk casein', 'clarifying-agent', true)

const CORK: DemoText = {
  en: 'Bottle: glass bin\nNatural cork: cork collection point or general waste\nCapsule: packaging bin',
}
const SCREW_CAP: DemoText = { en: 'Bottle: glass bin\nScrew cap: packaging bin' }
const SPARKLING: DemoText = { en: 'Bottle: glass bin\nCork and wire cage: general waste\nFoil: packaging bin' }
const PRODUCER = 'Quinta do Norte, Lda.\nLugar do Norte, 4640-000 Baião, Portugal'

function label(o: {
  ingredients: DemoIngredient[]
  alcohol: number
  sugars: number
  carbohydrate: number
  packaging: DemoText
  bottle_ml?: number
  bottler?: string
  declared?: true
}): DemoLabel {
  const energy = labelEnergy(o.alcohol, o.carbohydrate)
  if (!energy) throw new Error('A demo label needs its alcohol')
  // One wine declares every row (zeros included) instead of the negligible statement, so both forms are shown.
  const zero = o.declared ? 0 : null
  return {
    ingredients: o.ingredients,
    alcohol: o.alcohol,
    bottle_ml: o.bottle_ml ?? 750,
    energy_kj: energy.kj,
    energy_kcal: energy.kcal,
    fat: zero,
    saturates: zero,
    carbohydrate: o.carbohydrate,
    sugars: o.sugars,
    protein: zero,
    salt: zero,
    negligible: o.declared ? [] : [...NEGLIGIBLE_NUTRIENTS],
    packaging: o.packaging,
    producer: PRODUCER,
    bottler: o.bottler ?? null,
  }
}

const dryRed = (alcohol: number, fining?: DemoIngredient) =>
  label({
    ingredients: [GRAPES, TARTARIC, SULPHITES, ...(fining ? [fining] : [])],
    alcohol,
    sugars: 0.2,
    carbohydrate: 0.3,
    packaging: CORK,
  })

export const labels: Record<string, DemoLabel> = {
  'norte-grande-reserva': dryRed(14.5, EGG),
  'socalcos-touriga-nacional': dryRed(14),
  'bruma-baga': dryRed(12.5),
  'vinha-velha-1911': dryRed(14.5, EGG),
  'atlantico-alvarinho': label({
    ingredients: [GRAPES, TARTARIC, SULPHITES],
    alcohol: 12.5,
    sugars: 0.3,
    carbohydrate: 0.4,
    packaging: SCREW_CAP,
    bottler: 'Adega de Monção, for Quinta do Norte\n4950-000 Monção, Portugal',
  }),
  'xisto-branco-reserva': label({
    ingredients: [GRAPES, TARTARIC, SULPHITES, MILK],
    alcohol: 13,
    sugars: 0.3,
    carbohydrate: 0.4,
    packaging: CORK,
  }),
  'aurora-rose': label({
    ingredients: [
      GRAPES,
      ingredient('citric acid', 'acidity-regulator'),
      SULPHITES,
      ingredient('gum arabic', 'stabiliser'),
    ],
    alcohol: 12,
    sugars: 0.5,
    carbohydrate: 0.6,
    packaging: SCREW_CAP,
    declared: true,
  }),
  'norte-espumante-bruto': label({
    ingredients: [GRAPES, ingredient('sucrose'), ingredient('concentrated grape must'), TARTARIC, SULPHITES],
    alcohol: 12,
    sugars: 0.8,
    carbohydrate: 1,
    packaging: SPARKLING,
  }),
  'norte-colheita-tawny': label({
    ingredients: [GRAPES, ingredient('grape spirit'), SULPHITES],
    alcohol: 20,
    sugars: 10,
    carbohydrate: 10.5,
    packaging: CORK,
    bottle_ml: 500,
  }),
}
