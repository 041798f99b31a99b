import type { CollectionConfig, Field } from 'payload'
import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { countriesField } from '../fields/common'
import { adminText } from '../i18n/adminText'
import { editedByField, publishing, publishStatusField } from './publishing'
import { PREVIEW_PAGES, previewUrl, type PreviewCollection } from '../lib/previewUrl'

type Options = {
  slug: string
  /** Singular and plural, as the admin names the collection (English; cms/i18n/adminText.ts translates). */
  labels: [string, string]
  description: string
  /** The admin's sidebar group (default Content), in English. */
  group?: string
  /** The first field is the document's title in the admin. */
  fields: Field[]
  /** Columns of the admin's list between the title and the countries. */
  columns?: string[]
  /** Extra sidebar fields after the countries (states, zip codes). */
  placeFields?: Field[]
  /** Staff may set a date to publish or unpublish it (seasonal offers, news, popups). */
  scheduled?: boolean
}

const nameOf = (field: Field | undefined): string => (field && 'name' in field ? field.name : 'id')

const hasPreview = (slug: string): slug is PreviewCollection => slug in PREVIEW_PAGES

/**
 * The shared shape of every published content collection: staff edit, the public reads published
 * documents only, drafts and versions, a country list, an order, and a rebuild on publish.
 */
export function contentCollection(o: Options): CollectionConfig {
  return {
    slug: o.slug,
    labels: { singular: adminText(o.labels[0]), plural: adminText(o.labels[1]) },
    admin: {
      useAsTitle: nameOf(o.fields[0]),
      defaultColumns: [nameOf(o.fields[0]), ...(o.columns ?? []), 'countries', ...(o.placeFields ?? []).map(nameOf), '_status', 'updatedAt'],
      group: adminText(o.group ?? 'Content'),
      description: adminText(o.description),
      ...(hasPreview(o.slug) ? { preview: previewUrl(o.slug) } : {}),
    },
    access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
    ...publishing({ scheduled: o.scheduled }),
    defaultSort: 'order',
    fields: [
      ...o.fields,
      { name: 'order', label: adminText('Order'), type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: adminText('Lower numbers come first.') } },
      countriesField(),
      ...(o.placeFields ?? []),
      publishStatusField,
      editedByField,
    ],
  }
}

/** US-style state codes and zip codes narrowing where a document shows (empty: the whole country). */
export const statesField: Field = {
  name: 'states',
  label: adminText('States'),
  type: 'text',
  hasMany: true,
  admin: {
    position: 'sidebar',
    description: adminText('State codes such as CA or NY. Empty: every state.'),
    components: { Cell: { path: '/cms/components/ListCell#ListCell', clientProps: { emptyText: adminText('Every state') } } },
  },
}
export const zipCodesField: Field = {
  name: 'zip_codes',
  label: adminText('Zip codes'),
  type: 'text',
  hasMany: true,
  admin: {
    position: 'sidebar',
    description: adminText('Zip codes. Empty: every zip code of the states above.'),
    components: { Cell: { path: '/cms/components/ListCell#ListCell', clientProps: { emptyText: adminText('Every zip code') } } },
  },
}
