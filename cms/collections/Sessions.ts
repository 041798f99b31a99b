import type { CollectionConfig } from 'payload'
import { nobody } from '../access/anyone'
import { isStaff } from '../access/isStaff'

/**
 * Members' API sessions (cms/api/session.ts). The cookie holds an opaque random token; only its
 * SHA-256 lives here. Rows are written and read by the API with SQL; staff can see and end them.
 */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  labels: { singular: 'Member session', plural: 'Member sessions' },
  admin: { group: 'People', defaultColumns: ['member', 'ip', 'expires_at', 'createdAt'], hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'expires_at', label: 'Expires at', type: 'date', required: true, index: true },
    { name: 'ip', type: 'text' },
    { name: 'user_agent', label: 'Browser', type: 'text' },
  ],
}
