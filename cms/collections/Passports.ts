import type { CollectionConfig, Field } from 'payload'
import { isStaff } from '../access/isStaff'
import { createOwnMemberData, ownMemberData, staffOnlyField } from '../access/ownMemberData'

const rating = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  min: 1,
  max: 5,
  admin: { width: '25%', step: 1 },
  validate: (v: unknown) => v == null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5) || 'A whole number from 1 to 5.',
})

/** A member's rating and note of one wine: one entry per member and wine. */
export const Passports: CollectionConfig = {
  slug: 'passports',
  labels: { singular: 'Passport entry', plural: 'Passports' },
  admin: { defaultColumns: ['member', 'wine', 'wine_rating', 'updatedAt'], group: 'People', description: "Members' rated wines and notes." },
  access: { read: ownMemberData, create: createOwnMemberData, update: ownMemberData, delete: isStaff },
  indexes: [{ fields: ['member', 'wine'], unique: true }],
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true, access: { update: staffOnlyField } },
    { name: 'wine', type: 'relationship', relationTo: 'wines', required: true, index: true },
    { type: 'row', fields: [rating('wine_rating', 'Overall'), rating('colour_rating', 'Colour'), rating('aroma_rating', 'Aroma'), rating('flavour_rating', 'Flavour')] },
    { name: 'comment', type: 'textarea', admin: { description: "The member's note." } },
  ],
}
