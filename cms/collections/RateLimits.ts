import type { CollectionConfig } from 'payload'
import { nobody } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { adminText } from '../i18n/adminText'

/**
 * Fixed-window counters of the API's rate limits (cms/api/rateLimit.ts), kept in PostgreSQL so that
 * every instance shares them. Written with one atomic upsert per hit.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: adminText('Rate limit'), plural: adminText('Rate limits') },
  admin: { hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [
    { name: 'key', label: adminText('Key'), type: 'text', required: true, unique: true, index: true },
    { name: 'count', label: adminText('Count'), type: 'number', required: true, defaultValue: 0 },
    { name: 'reset_at', label: adminText('Resets at'), type: 'date', required: true, index: true },
  ],
}
