import type { CollectionConfig, Field, TextFieldManyValidation } from 'payload'
import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { countriesField, orderField } from '../fields/common'
import { copyName } from '../fields/duplicate'
import { fill } from '../../src/contract/format'
import { adminText, adminTexts, adminTextKey, inLanguage } from '../i18n/adminText'
import { stateProblem, zipProblem } from '../lib/places'
import { documentComponents, editedByField, publishing, publishStatusField, withoutBlankDrafts } from './publishing'
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

/** The title field, named "… (copy)" in a duplicate (cms/fields/duplicate.ts). */
const copiedAsCopy = (field: Field): Field =>
  field.type === 'text' ? { ...field, hooks: { ...field.hooks, beforeDuplicate: [copyName] } } : field

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
      baseFilter: withoutBlankDrafts(nameOf(o.fields[0])),
      defaultColumns: [
        nameOf(o.fields[0]),
        ...(o.columns ?? []),
        'countries',
        ...(o.placeFields ?? []).map(nameOf),
        '_status',
        'updatedAt',
      ],
      group: adminTexts(o.group ?? 'Content'),
      description: adminText(o.description),
      ...(hasPreview(o.slug) ? { preview: previewUrl(o.slug) } : {}),
      components: documentComponents,
    },
    access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
    ...publishing({ scheduled: o.scheduled, title: nameOf(o.fields[0]) }),
    defaultSort: 'order',
    // Deleted documents wait in the trash, restorable, for 30 days (cms/lib/trash.ts).
    trash: true,
    fields: [
      // First in the sidebar: the status staff look for.
      publishStatusField,
      ...o.fields.map((f, i) => (i === 0 ? copiedAsCopy(f) : f)),
      orderField('Lower numbers come first.'),
      countriesField(),
      ...(o.placeFields ?? []),
      editedByField,
    ],
  }
}

/**
 * States and zip codes narrowing where a document shows (empty: the whole country), each checked
 * against the countries chosen (cms/lib/places.ts): a value no visitor there could have is refused
 * with what to write instead, in the staff member's language.
 */
type PlaceData = { countries?: unknown }
const chosen = (data: PlaceData | undefined): string[] =>
  Array.isArray(data?.countries) ? data.countries.filter((c): c is string => typeof c === 'string') : []
const say = (text: string, language: string | undefined, values: Record<string, string>) =>
  fill(inLanguage(adminText(text), language), values)
const countryNames = (countries: string[], language: string | undefined) => {
  const names = new Intl.DisplayNames([language ?? 'en', 'en'], { type: 'region' })
  return new Intl.ListFormat([language ?? 'en', 'en'], { type: 'disjunction' }).format(
    countries.map((c) => names.of(c) ?? c),
  )
}
const NO_COUNTRY = 'Choose the countries first: states and zip codes belong to a country.'

/**
 * A check of places against the countries chosen: nothing written passes, and places without a
 * country are refused; otherwise `check` says what is wrong (or true).
 */
function placesValidation(
  check: (values: string[], countries: string[], language: string | undefined) => true | string,
): TextFieldManyValidation {
  return (value, { siblingData, req }) => {
    const values = value ?? []
    const countries = chosen(siblingData as PlaceData)
    const language = req.i18n?.language
    if (!values.length) return true
    if (!countries.length) return say(NO_COUNTRY, language, {})
    return check(values, countries, language)
  }
}

const validStates = placesValidation((states, countries, language) => {
  const problem = stateProblem(states, countries)
  if (!problem) return true
  if (problem.suggestion)
    return say('“{{value}}” is a name: write its code, {{code}}.', language, {
      value: problem.value,
      code: problem.suggestion,
    })
  return say('“{{value}}” is not a state code of {{countries}}. Use codes such as {{example}}.', language, {
    value: problem.value,
    countries: countryNames(countries, language),
    example: problem.example ?? '',
  })
})

const validZipCodes = placesValidation((zips, countries, language) => {
  const wrong = zipProblem(zips, countries)
  return wrong === null
    ? true
    : say('“{{value}}” is not a zip code of {{countries}}.', language, {
        value: wrong,
        countries: countryNames(countries, language),
      })
})

export const statesField: Field = {
  name: 'states',
  label: adminText('States'),
  type: 'text',
  hasMany: true,
  validate: validStates,
  admin: {
    position: 'sidebar',
    description: adminText('State codes such as CA or NY. Empty: every state.'),
    components: {
      Cell: { path: '/cms/components/ListCell#ListCell', clientProps: { emptyText: adminTextKey('Every state') } },
    },
  },
}
export const zipCodesField: Field = {
  name: 'zip_codes',
  label: adminText('Zip codes'),
  type: 'text',
  hasMany: true,
  validate: validZipCodes,
  admin: {
    position: 'sidebar',
    description: adminText('Zip codes. Empty: every zip code of the states above.'),
    components: {
      Cell: { path: '/cms/components/ListCell#ListCell', clientProps: { emptyText: adminTextKey('Every zip code') } },
    },
  },
}
