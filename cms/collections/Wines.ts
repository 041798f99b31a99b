import type { CollectionConfig, Field, PayloadRequest } from 'payload'
import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { previewUrl } from '../lib/previewUrl'
import { labelTab } from '../fields/label'
import { copyName, copyUniqueSlug } from '../fields/duplicate'
import { qrEndpoint } from '../qr/endpoint'
import { deployment } from '../lib/deployment'
import { colorField, countriesField, imageField, selectField, textPositionField } from '../fields/common'
import { isLocalOrigin } from '../api/net'
import { documentComponents, editedByField, publishing, publishStatusField, withoutBlankDrafts } from './publishing'
import { adminText, adminTexts, inLanguage } from '../i18n/adminText'
import { TASTE_AXES, type WineStyle } from '../../src/contract/constants'
import { TASTE_AXIS_LABELS } from '../lib/tasteAxisLabels'
import { SLUG_PATTERN } from '../../src/contract/patterns'

/** One of the colour / aroma / flavour panels of the caf story (label and description in English). */
function cafPanel(name: 'colour' | 'aroma' | 'flavour', label: string, textDescription: string): Field {
  return {
    name,
    label: adminText(label),
    type: 'group',
    interfaceName: 'StorySlide',
    fields: [
      imageField('image', false),
      {
        name: 'text',
        label: adminText('Text'),
        type: 'textarea',
        localized: true,
        admin: { description: adminText(textDescription) },
      },
      textPositionField(),
      colorField('text_bg_color', 'Text background colour', '#1f1418'),
      colorField('text_color', 'Text colour', '#f7f1e8', {
        contrastWith: { name: 'text_bg_color', label: 'Text background colour' },
      }),
    ],
  }
}

const localizedName = (): Field => ({
  name: 'name',
  label: adminText('Name'),
  type: 'text',
  localized: true,
  required: true,
})
const description = (): Field => ({
  name: 'description',
  label: adminText('Description'),
  type: 'textarea',
  localized: true,
})
const slugMessage = adminText('Lower-case letters, digits and dashes only.')

export const Wines: CollectionConfig = {
  slug: 'wines',
  labels: { singular: adminText('Wine'), plural: adminText('Wines') },
  admin: {
    preview: previewUrl('wines'),
    useAsTitle: 'name',
    baseFilter: withoutBlankDrafts('name'),
    components: documentComponents,
    defaultColumns: ['name', 'harvest', 'grape_variety', 'countries', '_status', 'updatedAt'],
    group: adminTexts('Catalogue'),
    description: adminText(
      'The range. Each wine has its hub with colour, aroma and flavour, stories, food pairings and portfolio.',
    ),
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  ...publishing({ title: 'name' }),
  // Deleted wines wait in the trash, restorable, for 30 days (cms/lib/trash.ts).
  trash: true,
  // The carousel's order: staff drag the wines in the list (Payload's orderable, an `_order` key per
  // wine), which lists them so by default; the snapshot numbers them in that order.
  orderable: true,
  defaultSort: '_order',
  endpoints: [qrEndpoint],
  fields: [
    // First in the sidebar: the status staff look for.
    publishStatusField,
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: adminText('Name'),
          type: 'text',
          required: true,
          admin: { width: '60%' },
          hooks: { beforeDuplicate: [copyName] },
        },
        {
          name: 'slug',
          label: adminText('Slug'),
          type: 'text',
          required: true,
          unique: true,
          index: true,
          hooks: { beforeDuplicate: [copyUniqueSlug] },
          validate: (v: unknown, { req }: { req: PayloadRequest }) =>
            (typeof v === 'string' && SLUG_PATTERN.test(v)) || inLanguage(slugMessage, req?.i18n?.language),
          admin: {
            width: '40%',
            description: adminText('The address: /explore/{slug}. Changing it breaks printed QR codes.'),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'harvest',
          label: adminText('Harvest'),
          type: 'text',
          admin: { width: '30%', description: adminText('Vintage year, or NV.') },
        },
        {
          name: 'grape_variety',
          label: adminText('Grape variety'),
          type: 'text',
          localized: true,
          admin: { width: '70%' },
        },
      ],
    },
    description(),
    imageField('image', true, 'The bottle, on a transparent or plain background (portrait).'),
    {
      name: 'url',
      label: adminText('Rating page URL'),
      type: 'text',
      admin: { description: adminText('External review / rating page for this wine (opens in a new tab).') },
    },
    selectField(
      'style',
      'Style',
      { red: 'Red', white: 'White', rose: 'Rosé', sparkling: 'Sparkling', sweet: 'Sweet' } satisfies Record<
        WineStyle,
        string
      >,
      'red',
      { position: 'sidebar' },
    ),
    countriesField(),
    {
      name: 'qr_codes',
      type: 'ui',
      label: adminTexts('QR codes'),
      admin: {
        position: 'sidebar',
        components: {
          Field: {
            path: '/cms/components/QrCodes#QrCodes',
            clientProps: {
              // What the codes hold (cms/qr/target.ts): the public origin, read when the config loads.
              origin: deployment().origin,
              local: isLocalOrigin(deployment().origin),
            },
          },
        },
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: adminText('Colour, aroma, flavour'),
          fields: [
            {
              name: 'caf',
              type: 'group',
              // Named for the Columns picker and the version comparison; its heading is hidden in
              // its tab (cms/app/(payload)/custom.scss).
              label: adminText('Colour, aroma, flavour'),
              fields: [
                cafPanel('colour', 'Colour', "What the colour is like, in the visitor's language."),
                cafPanel('aroma', 'Aroma', "What the aroma is like, in the visitor's language."),
                cafPanel('flavour', 'Flavour', "What the flavour is like, in the visitor's language."),
              ],
            },
          ],
        },
        {
          label: adminText('Stories'),
          fields: [
            {
              name: 'stories',
              label: adminText('Stories'),
              type: 'array',
              labels: { singular: adminText('Story'), plural: adminText('Stories') },
              admin: { description: adminText("Slides of the winery's story for this wine, in order.") },
              fields: [
                { name: 'title', label: adminText('Title'), type: 'text', localized: true, required: true },
                description(),
                imageField('image', true, 'An image or a short video (mp4/webm).'),
                textPositionField(),
                colorField('text_color', 'Text colour', '#f7f1e8', {
                  contrastWith: { name: 'text_background_color', label: 'Text background colour' },
                }),
                colorField('text_background_color', 'Text background colour', '#1f1418'),
              ],
            },
          ],
        },
        {
          label: adminText('Food pairings'),
          fields: [
            {
              name: 'foods',
              label: adminText('Foods'),
              type: 'array',
              labels: { singular: adminText('Food'), plural: adminText('Foods') },
              fields: [
                localizedName(),
                description(),
                imageField('image', true),
                textPositionField(),
                colorField('background_text', 'Text background colour', '#f7f1e8'),
                colorField('text_color', 'Text colour', '#1f1418', {
                  contrastWith: { name: 'background_text', label: 'Text background colour' },
                }),
              ],
            },
          ],
        },
        {
          label: adminText('Portfolio'),
          fields: [
            {
              name: 'portfolio',
              label: adminText('Portfolio'),
              type: 'array',
              labels: { singular: adminText('Portfolio item'), plural: adminText('Portfolio') },
              fields: [
                { name: 'name', label: adminText('Name'), type: 'text', required: true },
                imageField('image', true),
                description(),
              ],
            },
          ],
        },
        {
          label: adminText('Taste profile'),
          description: adminText('How this wine tastes on each axis, 0 (none) to 6 (very). Drawn on the palate radar.'),
          fields: [
            {
              name: 'taste_profile',
              type: 'group',
              label: adminText('Taste profile'),
              fields: [
                {
                  type: 'row',
                  fields: TASTE_AXES.map((axis) => ({
                    name: axis,
                    label: adminText(TASTE_AXIS_LABELS[axis]),
                    type: 'number' as const,
                    min: 0,
                    max: 6,
                    defaultValue: 3,
                    required: true,
                    admin: { width: '16%', step: 0.5 },
                  })),
                },
              ],
            },
          ],
        },
        labelTab,
      ],
    },
    editedByField,
  ],
}
