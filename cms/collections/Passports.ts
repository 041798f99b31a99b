import type { CollectionConfig, Field, PayloadRequest } from 'payload'
import { isStaff } from '../access/isStaff'
import { createOwnMemberData, ownMemberData, staffOnlyField } from '../access/ownMemberData'
import { editTimesOf, touchedFields } from '../api/passportMerge'
import { memberField } from '../fields/common'
import { adminText, adminTexts, inLanguage } from '../i18n/adminText'

const ratingMessage = adminText('A whole number from 1 to 5.')

/** A 1–5 rating; the label in English. */
const rating = (name: string, label: string): Field => ({
  name,
  label: adminText(label),
  type: 'number',
  min: 1,
  max: 5,
  admin: { width: '25%', step: 1 },
  validate: (v: unknown, { req }: { req: PayloadRequest }) =>
    v == null ||
    (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5) ||
    inLanguage(ratingMessage, req?.i18n?.language),
})

/** A member's rating and note of one wine: one entry per member and wine. */
export const Passports: CollectionConfig = {
  slug: 'passports',
  labels: { singular: adminText('Passport entry'), plural: adminText('Passports') },
  admin: {
    defaultColumns: ['member', 'wine', 'wine_rating', 'updatedAt'],
    group: adminTexts('People'),
    description: adminText("Members' rated wines and notes."),
  },
  access: { read: ownMemberData, create: createOwnMemberData, update: ownMemberData, delete: isStaff },
  indexes: [{ fields: ['member', 'wine'], unique: true }],
  hooks: {
    // An edit in the admin is an edit made now (the API writes its own rows, with their edit times: cms/api/passports.ts).
    beforeChange: [
      ({ data, originalDoc }) => {
        const now = new Date().toISOString()
        const touched = touchedFields(originalDoc, data)
        if (touched.length === 0) return data
        return {
          ...data,
          edit_times: { ...editTimesOf(originalDoc?.edit_times), ...Object.fromEntries(touched.map((f) => [f, now])) },
        }
      },
    ],
  },
  fields: [
    { ...memberField(), access: { update: staffOnlyField } },
    { name: 'wine', label: adminText('Wine'), type: 'relationship', relationTo: 'wines', required: true, index: true },
    {
      type: 'row',
      fields: [
        rating('wine_rating', 'Overall'),
        rating('colour_rating', 'Colour'),
        rating('aroma_rating', 'Aroma'),
        rating('flavour_rating', 'Flavour'),
      ],
    },
    {
      name: 'comment',
      label: adminText('Note'),
      type: 'textarea',
      admin: { description: adminText("The member's note.") },
    },
    // Offline sync (cms/api/passportMerge.ts): when each field was last edited, and the last writes taken.
    { name: 'edit_times', type: 'json', admin: { hidden: true } },
    { name: 'write_keys', type: 'json', admin: { hidden: true } },
  ],
}
