import type { CollectionConfig } from 'payload'
import { nobody } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { memberField } from '../fields/common'
import { adminText, adminTexts } from '../i18n/adminText'

/**
 * A member's social sign-ins (cms/api/social.ts): the provider and the subject it names the person
 * by, one row per pair. Written and read by the API with SQL; deleted with the member (foreign key,
 * and the account deletion). Staff can see and remove them.
 */
export const Identities: CollectionConfig = {
  slug: 'identities',
  labels: { singular: adminText('Social sign-in'), plural: adminText('Social sign-ins') },
  admin: { group: adminTexts('People'), defaultColumns: ['member', 'provider', 'createdAt'], hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  indexes: [{ fields: ['provider', 'subject'], unique: true }],
  fields: [
    memberField(),
    { name: 'provider', label: adminText('Provider'), type: 'text', required: true },
    { name: 'subject', label: adminText('Subject'), type: 'text', required: true },
    { name: 'email', label: adminText('Email at the provider'), type: 'text' },
  ],
}
