import type { CollectionConfig, Field } from 'payload'
import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { previewUrl } from '../lib/previewUrl'
import { colorField, countriesField, imageField, selectField, textPositionField } from '../fields/common'
import { scheduleRebuildAfterChange, scheduleRebuildAfterDelete } from '../hooks/scheduleRebuild'
import { TASTE_AXES } from '../../src/contract/constants'
import { SLUG_PATTERN } from '../../src/contract/patterns'

/** One of the colour / aroma / flavour panels of the caf story. */
function cafPanel(name: 'colour' | 'aroma' | 'flavour', label: string): Field {
  return {
    name,
    label,
    type: 'group',
    interfaceName: 'StorySlide',
    fields: [
      imageField('image', false),
      { name: 'text', type: 'textarea', localized: true, admin: { description: `What the ${name} is like, in the visitor's language.` } },
      textPositionField(),
      colorField('text_bg_color', 'Text background colour', '#1f1418'),
      colorField('text_color', 'Text colour', '#f7f1e8', { contrastWith: { name: 'text_bg_color', label: 'Text background colour' } }),
    ],
  }
}

export const Wines: CollectionConfig = {
  slug: 'wines',
  labels: { singular: 'Wine', plural: 'Wines' },
  admin: {
    preview: previewUrl('wines'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'harvest', 'grape_variety', 'countries', '_status', 'updatedAt'],
    group: 'Catalogue',
    description: 'The range. Each wine has its hub with colour, aroma and flavour, stories, food pairings and portfolio.',
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: { afterChange: [scheduleRebuildAfterChange], afterDelete: [scheduleRebuildAfterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '60%' } },
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: (v: unknown) => (typeof v === 'string' && SLUG_PATTERN.test(v)) || 'Lower-case letters, digits and dashes only.',
          admin: { width: '40%', description: 'The address: /explore/{slug}. Changing it breaks printed QR codes.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'harvest', type: 'text', admin: { width: '30%', description: 'Vintage year, or NV.' } },
        { name: 'grape_variety', label: 'Grape variety', type: 'text', localized: true, admin: { width: '70%' } },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    imageField('image', true, 'The bottle, on a transparent or plain background (portrait).'),
    { name: 'url', label: 'Rating page URL', type: 'text', admin: { description: 'External review / rating page for this wine (opens in a new tab).' } },
    selectField('style', 'Style', { red: 'Red', white: 'White', rose: 'Rosé', sparkling: 'Sparkling', sweet: 'Sweet' }, 'red', { position: 'sidebar' }),
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower numbers come first in the carousel.' } },
    countriesField(),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Colour, aroma, flavour',
          fields: [{ name: 'caf', type: 'group', label: false, fields: [cafPanel('colour', 'Colour'), cafPanel('aroma', 'Aroma'), cafPanel('flavour', 'Flavour')] }],
        },
        {
          label: 'Stories',
          fields: [
            {
              name: 'stories',
              type: 'array',
              labels: { singular: 'Story', plural: 'Stories' },
              admin: { description: "Slides of the winery's story for this wine, in order." },
              fields: [
                { name: 'title', type: 'text', localized: true, required: true },
                { name: 'description', type: 'textarea', localized: true },
                imageField('image', true, 'An image or a short video (mp4/webm).'),
                textPositionField(),
                colorField('text_color', 'Text colour', '#f7f1e8', { contrastWith: { name: 'text_background_color', label: 'Text background colour' } }),
                colorField('text_background_color', 'Text background colour', '#1f1418'),
              ],
            },
          ],
        },
        {
          label: 'Food pairings',
          fields: [
            {
              name: 'foods',
              type: 'array',
              labels: { singular: 'Food', plural: 'Foods' },
              fields: [
                { name: 'name', type: 'text', localized: true, required: true },
                { name: 'description', type: 'textarea', localized: true },
                imageField('image', true),
                textPositionField(),
                colorField('background_text', 'Text background colour', '#f7f1e8'),
                colorField('text_color', 'Text colour', '#1f1418', { contrastWith: { name: 'background_text', label: 'Text background colour' } }),
              ],
            },
          ],
        },
        {
          label: 'Portfolio',
          fields: [
            {
              name: 'portfolio',
              type: 'array',
              labels: { singular: 'Portfolio item', plural: 'Portfolio' },
              fields: [{ name: 'name', type: 'text', required: true }, imageField('image', true), { name: 'description', type: 'textarea', localized: true }],
            },
          ],
        },
        {
          label: 'Taste profile',
          description: 'How this wine tastes on each axis, 0 (none) to 6 (very). Drawn on the palate radar.',
          fields: [
            {
              name: 'taste_profile',
              type: 'group',
              label: false,
              fields: [
                {
                  type: 'row',
                  fields: TASTE_AXES.map((axis) => ({ name: axis, type: 'number' as const, min: 0, max: 6, defaultValue: 3, required: true, admin: { width: '16%', step: 0.5 } })),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
