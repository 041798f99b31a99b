import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'

/** One row per browser session at start-up (spec §3 tracking record). Written by POST /api/tracking. */
export const TrackingRecords: CollectionConfig = {
  slug: 'tracking-records',
  labels: { singular: 'Tracking record', plural: 'Tracking records' },
  admin: { defaultColumns: ['session', 'country', 'state', 'locale', 'createdAt'], group: 'Analytics' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'session', type: 'text', index: true },
    { name: 'ip', type: 'text' },
    { name: 'latitude', type: 'number' },
    { name: 'longitude', type: 'number' },
    { name: 'locale', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'zip_code', label: 'Zip code', type: 'text' },
    { name: 'country', type: 'text' },
    { name: 'locales', type: 'text' },
  ],
}
