import type { Field } from 'payload'
import { BRAND } from '../../src/contract/brand'
import { alignField, colorField, imageField, linkField, selectField, textOnBackgroundFields } from '../fields/common'
import { adminText } from '../i18n/adminText'
import { contentCollection, statesField, zipCodesField } from './contentCollection'

const descriptionField: Field = {
  name: 'description',
  label: adminText('Description'),
  type: 'textarea',
  localized: true,
}
const titleField: Field = { name: 'title', label: adminText('Title'), type: 'text', localized: true, required: true }
const nameAndDescription: Field[] = [
  { name: 'name', label: adminText('Name'), type: 'text', localized: true, required: true },
  descriptionField,
]
const titleAndDescription: Field[] = [titleField, descriptionField]
/** Discover and enjoy cards: a linked picture with its text aligned as staff choose. */
const experienceFields: Field[] = [...nameAndDescription, imageField(), linkField(), alignField()]

export const Discovers = contentCollection({
  slug: 'discovers',
  labels: ['Experience', 'Experiences (discover)'],
  description: 'Experiences on /discover: visits, tastings, events. Each card links out in a new tab.',
  fields: [...experienceFields, colorField('text_color', 'Text colour', BRAND.white)],
})

export const Enjoys = contentCollection({
  slug: 'enjoys',
  scheduled: true,
  labels: ['Enjoy offer', 'Enjoy offers'],
  description: 'Offers on /enjoy. Clicks are counted under the English name.',
  fields: [...experienceFields, ...textOnBackgroundFields(BRAND.ink, BRAND.cream)],
})

export const Shops = contentCollection({
  slug: 'shops',
  labels: ['Shop', 'Shops'],
  description: 'Cards on /shop: ways to buy. An internal link opens an in-app page (e.g. /vendors).',
  fields: [
    ...nameAndDescription,
    imageField(),
    ...textOnBackgroundFields(BRAND.cream, BRAND.burgundy),
    {
      name: 'link',
      label: adminText('Link'),
      type: 'group',
      fields: [
        selectField('type', 'Type', { internal: 'In-app page', other: 'External site' }, 'other'),
        {
          name: 'path',
          label: adminText('Path'),
          type: 'text',
          admin: { description: adminText('In-app: a path like /vendors. External: https://...') },
        },
      ],
    },
  ],
})

export const Vendors = contentCollection({
  slug: 'vendors',
  labels: ['Vendor', 'Vendors'],
  description: "Stores that sell the wines, shown on /vendors by the visitor's country, state and zip code.",
  fields: [
    { name: 'shop_name', label: adminText('Shop name'), type: 'text', localized: true, required: true },
    descriptionField,
    imageField(),
    linkField(),
  ],
  placeFields: [statesField, zipCodesField],
})

/** The news group: titled, linked pictures, some narrowed to states and zip codes. Texts in English (adminText translates). */
function newsCollection(
  slug: string,
  labels: [string, string],
  description: string,
  more: { fields?: Field[]; columns?: string[]; placeFields?: Field[] } = {},
) {
  const { fields = [], ...rest } = more
  return contentCollection({
    slug,
    labels,
    description,
    group: 'News',
    fields: [...titleAndDescription, imageField(), linkField(), ...fields],
    scheduled: true,
    ...rest,
  })
}

export const Promotions = newsCollection(
  'promotions',
  ['Promotion', 'Promotions'],
  'News cards on /newsPromotions. Mark one as newest to give it the "new" badge.',
  {
    fields: [
      {
        name: 'newest',
        label: adminText('Newest'),
        type: 'checkbox',
        defaultValue: false,
        admin: {
          components: {
            Cell: '/cms/components/ValueCells#YesNoCell',
          },
        },
      },
    ],
    columns: ['newest'],
    placeFields: [statesField],
  },
)

export const LocalPromotions = newsCollection(
  'local-promotions',
  ['Local promotion', 'Local promotions'],
  'Promotions of one area, listed after the promotions for visitors in those states or zip codes.',
  { placeFields: [statesField, zipCodesField] },
)

export const Clubs = newsCollection(
  'clubs',
  ['Club item', 'Club items'],
  'Members\' club news on /club. Every card carries a "new" badge.',
)

export const Popups = contentCollection({
  slug: 'popups',
  scheduled: true,
  labels: ['Promotion popup', 'Promotion popups'],
  description: 'Shown once a week at start-up when there are promotions for the visitor; Continue opens /promotions.',
  group: 'Popups',
  fields: titleAndDescription,
})

export const OtherPopups = contentCollection({
  slug: 'other-popups',
  scheduled: true,
  labels: ['Other popup', 'Other popups'],
  description:
    'An image or an embedded frame shown at start-up; a click opens the link. Takes precedence over the promotion popup.',
  group: 'Popups',
  fields: [
    titleField,
    imageField('image', false, 'Shown when there is no frame.'),
    {
      name: 'iframe',
      label: adminText('Embedded page'),
      type: 'text',
      localized: true,
      admin: { description: adminText('Address of a page to embed instead of the image (https://...).') },
    },
    { ...linkField(), localized: true },
  ],
  placeFields: [statesField, zipCodesField],
})
