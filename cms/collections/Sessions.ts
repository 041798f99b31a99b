import type { CollectionConfig } from 'payload'
import { nobody } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { memberField } from '../fields/common'
import { adminText, adminTexts } from '../i18n/adminText'

/**
 * Members' API sessions (cms/api/session.ts). The cookie holds an opaque random token; only its
 * SHA-256 lives here. Rows are written and read by the API with SQL; staff can see and end them.
 */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  labels: { singular: adminText('Member session'), plural: adminText('Member sessions') },
  admin: { group: adminTexts('People'), defaultColumns: ['member', 'ip', 'expires_at', 'createdAt'], hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    memberField(),
    { name: 'expires_at', label: adminText('Expires at'), type: 'date', required: true, index: true },
    { name: 'ip', label: adminText('IP address'), type: 'text' },
    { name: 'user_agent', label: adminText('Browser'), type: 'text' },
  ],
}
