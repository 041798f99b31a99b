import type { Field } from 'payload'
import { BRAND } from '../../src/contract/brand'
import { alignField, colorField, imageField, linkField, selectField } from '../fields/common'
import { contentCollection, statesField, zipCodesField } from './contentCollection'

const nameAndDescription: Field[] = [
  { name: 'name', type: 'text', localized: true, required: true },
  { name: 'description', type: 'textarea', localized: true },
]
const titleAndDescription: Field[] = [
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'description', type: 'textarea', localized: true },
]

export const Discovers = contentCollection({
  slug: 'discovers',
  singular: 'Experience',
  plural: 'Experiences (discover)',
  useAsTitle: 'name',
  defaultColumns: ['name', 'countries', '_status', 'updatedAt'],
  description: 'Experiences on /discover: visits, tastings, events. Each card links out in a new tab.',
  fields: [...nameAndDescription, imageField(), linkField(), alignField(), colorField('text_color', 'Text colour', BRAND.white)],
})

export const Enjoys = contentCollection({
  slug: 'enjoys',
  singular: 'Enjoy offer',
  plural: 'Enjoy offers',
  useAsTitle: 'name',
  defaultColumns: ['name', 'countries', '_status', 'updatedAt'],
  description: 'Offers on /enjoy. Clicks are counted under the English name.',
  fields: [
    ...nameAndDescription,
    imageField(),
    linkField(),
    alignField(),
    colorField('text_color', 'Text colour', BRAND.ink, { contrastWith: { name: 'background_color', label: 'Background colour' } }),
    colorField('background_color', 'Background colour', BRAND.cream),
  ],
})

export const Shops = contentCollection({
  slug: 'shops',
  singular: 'Shop',
  plural: 'Shops',
  useAsTitle: 'name',
  defaultColumns: ['name', 'countries', '_status', 'updatedAt'],
  description: 'Cards on /shop: ways to buy. An internal link opens an in-app page (e.g. /vendors).',
  fields: [
    ...nameAndDescription,
    imageField(),
    colorField('text_color', 'Text colour', BRAND.cream, { contrastWith: { name: 'background_color', label: 'Background colour' } }),
    colorField('background_color', 'Background colour', BRAND.burgundy),
    {
      name: 'link',
      type: 'group',
      fields: [
        selectField('type', 'Type', { internal: 'In-app page', other: 'External site' }, 'other'),
        { name: 'path', type: 'text', admin: { description: 'In-app: a path like /vendors. External: https://...' } },
      ],
    },
  ],
})

export const Vendors = contentCollection({
  slug: 'vendors',
  singular: 'Vendor',
  plural: 'Vendors',
  useAsTitle: 'shop_name',
  defaultColumns: ['shop_name', 'countries', 'states', 'zip_codes', '_status'],
  description: 'Stores that sell the wines, shown on /vendors by the visitor\'s country, state and zip code.',
  fields: [
    { name: 'shop_name', label: 'Shop name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    imageField(),
    linkField(),
  ],
  placeFields: [statesField, zipCodesField],
})

export const Promotions = contentCollection({
  slug: 'promotions',
  singular: 'Promotion',
  plural: 'Promotions',
  useAsTitle: 'title',
  defaultColumns: ['title', 'newest', 'countries', 'states', '_status'],
  description: 'News cards on /newsPromotions. Mark one as newest to give it the "new" badge.',
  group: 'News',
  fields: [...titleAndDescription, imageField(), linkField(), { name: 'newest', type: 'checkbox', defaultValue: false }],
  placeFields: [statesField],
})

export const LocalPromotions = contentCollection({
  slug: 'local-promotions',
  singular: 'Local promotion',
  plural: 'Local promotions',
  useAsTitle: 'title',
  defaultColumns: ['title', 'countries', 'states', 'zip_codes', '_status'],
  description: 'Promotions of one area, listed after the promotions for visitors in those states or zip codes.',
  group: 'News',
  fields: [...titleAndDescription, imageField(), linkField()],
  placeFields: [statesField, zipCodesField],
})

export const Clubs = contentCollection({
  slug: 'clubs',
  singular: 'Club item',
  plural: 'Club items',
  useAsTitle: 'title',
  defaultColumns: ['title', 'countries', '_status'],
  description: 'Members\' club news on /club. Every card carries a "new" badge.',
  group: 'News',
  fields: [...titleAndDescription, imageField(), linkField()],
})

export const Popups = contentCollection({
  slug: 'popups',
  singular: 'Promotion popup',
  plural: 'Promotion popups',
  useAsTitle: 'title',
  defaultColumns: ['title', 'countries', '_status'],
  description: 'Shown once a week at start-up when there are promotions for the visitor; Continue opens /promotions.',
  group: 'Popups',
  fields: titleAndDescription,
})

export const OtherPopups = contentCollection({
  slug: 'other-popups',
  singular: 'Other popup',
  plural: 'Other popups',
  useAsTitle: 'title',
  defaultColumns: ['title', 'countries', 'states', '_status'],
  description: 'An image or an embedded frame shown at start-up; a click opens the link. Takes precedence over the promotion popup.',
  group: 'Popups',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    imageField('image', false, 'Shown when there is no frame.'),
    { name: 'iframe', type: 'text', localized: true, admin: { description: 'Address of a page to embed instead of the image (https://...).' } },
    { ...linkField(), localized: true },
  ],
  placeFields: [statesField, zipCodesField],
})
