import type { CollectionConfig } from 'payload'
import { nobody } from '../access/anyone'
import { isStaff } from '../access/isStaff'

/**
 * Fixed-window counters of the API's rate limits (cms/api/rateLimit.ts), kept in PostgreSQL so that
 * every instance shares them. Written with one atomic upsert per hit.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: 'Rate limit', plural: 'Rate limits' },
  admin: { hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'reset_at', label: 'Resets at', type: 'date', required: true, index: true },
  ],
}
