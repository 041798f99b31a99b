import type { CollectionConfig, Field } from 'payload'
import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { countriesField } from '../fields/common'
import { scheduleRebuildAfterChange, scheduleRebuildAfterDelete } from '../hooks/scheduleRebuild'
import { PREVIEW_PAGES, previewUrl, type PreviewCollection } from '../lib/previewUrl'

type Options = {
  slug: string
  /** Singular and plural, as the admin names the collection. */
  labels: [string, string]
  description: string
  /** The admin's sidebar group (default Content). */
  group?: string
  /** The first field is the document's title in the admin. */
  fields: Field[]
  /** Columns of the admin's list between the title and the countries. */
  columns?: string[]
  /** Extra sidebar fields after the countries (states, zip codes). */
  placeFields?: Field[]
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
    labels: { singular: o.labels[0], plural: o.labels[1] },
    admin: {
      useAsTitle: nameOf(o.fields[0]),
      defaultColumns: [nameOf(o.fields[0]), ...(o.columns ?? []), 'countries', ...(o.placeFields ?? []).map(nameOf), '_status', 'updatedAt'],
      group: o.group ?? 'Content',
      description: o.description,
      ...(hasPreview(o.slug) ? { preview: previewUrl(o.slug) } : {}),
    },
    access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
    versions: { drafts: true, maxPerDoc: 25 },
    hooks: { afterChange: [scheduleRebuildAfterChange], afterDelete: [scheduleRebuildAfterDelete] },
    defaultSort: 'order',
    fields: [
      ...o.fields,
      { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower numbers come first.' } },
      countriesField(),
      ...(o.placeFields ?? []),
    ],
  }
}

/** US-style state codes and zip codes narrowing where a document shows (empty: the whole country). */
export const statesField: Field = {
  name: 'states',
  type: 'text',
  hasMany: true,
  admin: {
    position: 'sidebar',
    description: 'State codes such as CA or NY. Empty: every state.',
    components: { Cell: { path: '/cms/components/ListCell#ListCell', clientProps: { emptyText: 'Every state' } } },
  },
}
export const zipCodesField: Field = {
  name: 'zip_codes',
  label: 'Zip codes',
  type: 'text',
  hasMany: true,
  admin: {
    position: 'sidebar',
    description: 'Zip codes. Empty: every zip code of the states above.',
    components: { Cell: { path: '/cms/components/ListCell#ListCell', clientProps: { emptyText: 'Every zip code' } } },
  },
}
