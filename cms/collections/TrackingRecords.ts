import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'

/** One row per browser session at start-up: where and in which language the visitor opened the app. Written by POST /api/tracking. */
export const TrackingRecords: CollectionConfig = {
  slug: 'tracking-records',
  labels: { singular: 'Tracking record', plural: 'Tracking records' },
  admin: { defaultColumns: ['session', 'country', 'state', 'locale', 'createdAt'], group: 'Analytics' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'session', type: 'text', index: true },
    ...(['ip', 'locale', 'state', 'zip_code', 'country', 'locales'] as const).map((name) => ({ name, type: 'text' as const })),
    ...(['latitude', 'longitude'] as const).map((name) => ({ name, type: 'number' as const })),
  ],
}
