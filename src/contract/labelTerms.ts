/**
 * The EU e-label's fixed vocabulary, apart from the label's rules (elabel.ts) so that the snapshot's
 * schema can use it without an import cycle (elabel.ts reads the snapshot's types).
 */
/** The categories EU practice names before an additive ("preservative: sulphites"). */
export const INGREDIENT_CATEGORIES = [
  'acidity-regulator',
  'preservative',
  'antioxidant',
  'stabiliser',
  'packaging-gas',
  'clarifying-agent',
] as const
export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number]

/** The nutrients Regulation 1169/2011 lets a label replace by "contains negligible amounts of ...". */
export const NEGLIGIBLE_NUTRIENTS = ['fat', 'saturates', 'protein', 'salt'] as const
export type NegligibleNutrient = (typeof NEGLIGIBLE_NUTRIENTS)[number]
