/**
 * A wine's EU e-label fields (Regulation (EU) 2021/2117): ingredients, the nutrition declaration per
 * 100 ml, alcohol, bottle, packaging, producer and bottler. Shown on /e/{slug} (src/contract/elabel.ts);
 * the energy has a suggestion computed from the alcohol and carbohydrate (cms/components/EnergySuggestion.tsx).
 */
import type { Field, NumberField, NumberFieldSingleValidation, Tab } from 'payload'
import { adminText, adminTexts, inLanguage } from '../i18n/adminText'
import {
  INGREDIENT_CATEGORIES,
  NEGLIGIBLE_NUTRIENTS,
  type IngredientCategory,
  type NegligibleNutrient,
} from '../../src/contract/labelTerms'

const CATEGORY_LABELS: Record<IngredientCategory, string> = {
  'acidity-regulator': 'Acidity regulator',
  preservative: 'Preservative',
  antioxidant: 'Antioxidant',
  stabiliser: 'Stabiliser',
  'packaging-gas': 'Packaging gas',
  'clarifying-agent': 'Clarifying agent',
}

const NEGLIGIBLE_LABELS: Record<NegligibleNutrient, string> = {
  fat: 'Fat',
  saturates: 'Saturates',
  protein: 'Protein',
  salt: 'Salt',
}

const notAbove = (other: string, message: string) => {
  const text = adminText(message)
  const validate: NumberFieldSingleValidation = (value, { siblingData, req }) => {
    const limit = (siblingData as Record<string, unknown> | undefined)?.[other]
    return (
      typeof value !== 'number' || typeof limit !== 'number' || value <= limit || inLanguage(text, req?.i18n?.language)
    )
  }
  return validate
}

/** A number per 100 ml, 0 or more, in a row of its kind. */
function amount(
  name: string,
  label: string,
  o: { max?: number; validate?: NumberFieldSingleValidation; step?: number; width?: string } = {},
): NumberField {
  return {
    name,
    label: adminText(label),
    type: 'number',
    min: 0,
    max: o.max,
    validate: o.validate,
    admin: { width: o.width ?? '33%', step: o.step ?? 0.1 },
  }
}

const fields: Field[] = [
  {
    name: 'ingredients',
    label: adminText('Ingredients'),
    type: 'array',
    labels: { singular: adminText('Ingredient'), plural: adminText('Ingredients') },
    admin: {
      description: adminText(
        'In descending order of weight, as on the label. Mark the allergens (sulphites, egg, milk products): the e-label shows them in bold.',
      ),
      initCollapsed: true,
      components: {
        RowLabel: '/cms/components/IngredientRow#IngredientRow',
      },
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'category',
            label: adminText('Category'),
            type: 'select',
            options: INGREDIENT_CATEGORIES.map((value) => ({ value, label: adminText(CATEGORY_LABELS[value]) })),
            admin: {
              width: '35%',
              description: adminText('Shown before the name, e.g. "preservative: sulphites". Leave empty for grapes.'),
            },
          },
          {
            name: 'name',
            label: adminText('Name'),
            type: 'text',
            localized: true,
            required: true,
            admin: { width: '45%' },
          },
          {
            name: 'allergen',
            label: adminText('Allergen'),
            type: 'checkbox',
            defaultValue: false,
            admin: { width: '20%' },
          },
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      amount('alcohol', 'Alcohol (% vol)', { max: 100, width: '50%' }),
      {
        name: 'bottle_ml',
        label: adminText('Bottle size (ml)'),
        type: 'number',
        min: 1,
        admin: { width: '50%', step: 1 },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      amount('energy_kj', 'Energy (kJ)', { step: 1, width: '50%' }),
      amount('energy_kcal', 'Energy (kcal)', { step: 1, width: '50%' }),
    ],
  },
  {
    name: 'energy_suggestion',
    type: 'ui',
    label: adminTexts('Suggested energy'),
    admin: {
      components: {
        Field: '/cms/components/EnergySuggestion#EnergySuggestion',
      },
    },
  },
  {
    type: 'row',
    fields: [
      amount('fat', 'Fat (g)'),
      amount('saturates', 'of which saturates (g)', { validate: notAbove('fat', 'No more than the fat.') }),
      amount('carbohydrate', 'Carbohydrate (g)'),
      amount('sugars', 'of which sugars (g)', { validate: notAbove('carbohydrate', 'No more than the carbohydrate.') }),
      amount('protein', 'Protein (g)'),
      amount('salt', 'Salt (g)', { step: 0.01 }),
    ],
  },
  {
    name: 'negligible',
    label: adminText('Contains negligible amounts of'),
    type: 'select',
    hasMany: true,
    options: NEGLIGIBLE_NUTRIENTS.map((value) => ({ value, label: adminText(NEGLIGIBLE_LABELS[value]) })),
    admin: {
      description: adminText(
        'These rows are replaced by one line, "Contains negligible amounts of ...", as the regulation allows.',
      ),
    },
  },
  {
    name: 'packaging',
    label: adminText('Packaging and recycling'),
    type: 'textarea',
    localized: true,
    admin: { description: adminText('Each part of the packaging and where it goes, e.g. "Bottle: glass bin".') },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'producer',
        label: adminText('Producer'),
        type: 'textarea',
        admin: { width: '50%', description: adminText('Name and address.') },
      },
      {
        name: 'bottler',
        label: adminText('Bottler'),
        type: 'textarea',
        admin: { width: '50%', description: adminText('Name and address, when not the producer.') },
      },
    ],
  },
]

/** The wine's "E-label" tab. */
export const labelTab: Tab = {
  label: adminText('E-label'),
  description: adminText(
    'The EU e-label behind the QR code on the bottle, at /e/{slug}: no age gate, no cookies, no marketing. Published once it has ingredients and energy.',
  ),
  // Named for the Columns picker and the version comparison; its heading is hidden in its tab (custom.scss).
  fields: [{ name: 'label', type: 'group', label: adminText('E-label'), fields }],
}
