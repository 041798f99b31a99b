import type { Field, NumberField, PayloadRequest, RelationshipField, SelectField, TextField } from 'payload'
import { COUNTRY_OPTIONS } from '../lib/countries'
import { HEX_COLOUR_PATTERN } from '../../src/contract/patterns'
import { adminText, adminTextKey, inLanguage } from '../i18n/adminText'

// Labels and descriptions are given in English and shown in the staff member's language (cms/i18n/adminText.ts).

const hexColourMessage = adminText('Use a hex colour such as #1f1418.')

/**
 * A colour as a hex code (#rgb or #rrggbb), edited with a picker beside it. A text colour names the
 * sibling field behind it (`contrastWith`): the admin then shows a sample and warns below 4.5:1.
 */
export function colorField(
  name: string,
  label: string,
  defaultValue: string,
  options: { description?: string; contrastWith?: { name: string; label: string } } = {},
): TextField {
  const { contrastWith } = options
  return {
    name,
    label: adminText(label),
    type: 'text',
    defaultValue,
    validate: (value: unknown, { req }) =>
      value == null ||
      value === '' ||
      (typeof value === 'string' && HEX_COLOUR_PATTERN.test(value)) ||
      inLanguage(hexColourMessage, req?.i18n?.language),
    admin: {
      description: adminText(
        options.description ?? 'Hex colour, e.g. #f7f1e8. Keep a contrast of 4.5:1 or more with the colour behind it.',
      ),
      components: {
        Field: {
          path: '/cms/components/ColorField#ColorField',
          clientProps: contrastWith
            ? { contrastWith: contrastWith.name, contrastWithLabel: adminTextKey(contrastWith.label) }
            : {},
        },
      },
    },
  }
}

/** A text colour and the background colour behind it; the admin checks their contrast. */
export function textOnBackgroundFields(text: string, background: string): TextField[] {
  return [
    colorField('text_color', 'Text colour', text, {
      contrastWith: { name: 'background_color', label: 'Background colour' },
    }),
    colorField('background_color', 'Background colour', background),
  ]
}

/** A select of fixed options written as { value: English label }, in that order. */
export function selectField(
  name: string,
  label: string,
  options: Record<string, string>,
  defaultValue: string,
  admin?: SelectField['admin'],
): SelectField {
  return {
    name,
    label: adminText(label),
    type: 'select',
    defaultValue,
    options: Object.entries(options).map(([value, l]) => ({ label: adminText(l), value })),
    admin,
  }
}

/** Where a slide's text block sits. */
export function textPositionField(): SelectField {
  return selectField('text_position', 'Text position', { top: 'Top', center: 'Centre', bottom: 'Bottom' }, 'bottom', {
    description: adminText('Where the text sits on the slide.'),
  })
}

/** Countries a document is offered in. */
export function countriesField(
  description = 'The countries where visitors see this. Leave empty to hide it everywhere.',
): Field {
  return {
    name: 'countries',
    label: adminText('Countries'),
    type: 'select',
    hasMany: true,
    options: COUNTRY_OPTIONS,
    interfaceName: 'CountryCodes',
    index: true,
    admin: {
      description: adminText(description),
      position: 'sidebar',
      components: {
        afterInput: ['/cms/components/NoCountryWarning#NoCountryWarning'],
      },
    },
  }
}

export function imageField(name = 'image', required = true, description?: string, label = 'Image'): Field {
  return {
    name,
    label: adminText(label),
    type: 'upload',
    relationTo: 'media',
    required,
    admin: description ? { description: adminText(description) } : undefined,
  }
}

const linkMessage = adminText('Use a full address starting with https://, or an in-app path starting with /.')

export function linkField(
  name = 'link',
  description = 'Full address, opened in a new tab (https://...).',
  label = 'Link',
): TextField {
  return {
    name,
    label: adminText(label),
    type: 'text',
    validate: (value: unknown, { req }) =>
      value == null ||
      value === '' ||
      (typeof value === 'string' && /^(https?:\/\/|mailto:|\/)/.test(value)) ||
      inLanguage(linkMessage, req?.i18n?.language),
    admin: { description: adminText(description) },
  }
}

export function alignField(): SelectField {
  return selectField('align_content', 'Text alignment', { left: 'Left', center: 'Centre', right: 'Right' }, 'left')
}

/** The member a row belongs to: required, and indexed for the lookups by member and the deletion with them. */
export function memberField(): RelationshipField {
  return {
    name: 'member',
    label: adminText('Member'),
    type: 'relationship',
    relationTo: 'members',
    required: true,
    index: true,
  }
}

const wholeNumber = adminText('Use a whole number (1, 2, 3…).')

/** The place in a list (lower first), a whole number: 2.5 was once taken and sorted between two wines. */
export function orderField(description: string): NumberField {
  return {
    name: 'order',
    label: adminText('Order'),
    type: 'number',
    defaultValue: 0,
    validate: (v: unknown, { req }: { req: PayloadRequest }) =>
      v === null || v === undefined || Number.isInteger(v) || inLanguage(wholeNumber, req?.i18n?.language),
    admin: { position: 'sidebar', step: 1, description: adminText(description) },
  }
}
