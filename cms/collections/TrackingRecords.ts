import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'
import { adminText, adminTexts } from '../i18n/adminText'

/**
 * One row per browser session at start-up: where and in which language the visitor opened the app, and
 * the member when signed in. Written by POST /api/tracking; kept TRACKING_RETENTION_DAYS (30 by default),
 * then only in the daily aggregates of cms/insights/rollup.ts (docs/decisions.md, "What the winery learns").
 */
export const TrackingRecords: CollectionConfig = {
  slug: 'tracking-records',
  labels: { singular: adminText('Tracking record'), plural: adminText('Tracking records') },
  admin: { defaultColumns: ['session', 'country', 'state', 'locale', 'createdAt'], group: adminTexts('Analytics') },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'session', label: adminText('Session'), type: 'text', index: true },
    // Set when a signed-in member's browser sends the record, so that their export includes it and
    // deleting the account removes it (docs/decisions.md, Beyond the spec, GDPR art. 15 and 17).
    { name: 'member', label: adminText('Member'), type: 'relationship', relationTo: 'members', index: true },
    // Stored without its last part (the /24 of IPv4, the /48 of IPv6): enough to tell networks apart, not a person.
    { name: 'ip', label: adminText('IP address (shortened)'), type: 'text' },
    // Whether this browser had opened the app before (a flag it keeps itself, not an identifier).
    { name: 'returning_visitor', label: adminText('Returning visitor'), type: 'checkbox', defaultValue: false },
    { name: 'locale', label: adminText('Language'), type: 'text' },
    { name: 'state', label: adminText('State'), type: 'text' },
    { name: 'zip_code', label: adminText('Zip code'), type: 'text' },
    { name: 'country', label: adminText('Country'), type: 'text' },
    { name: 'locales', label: adminText('Browser languages'), type: 'text' },
    { name: 'latitude', label: adminText('Latitude'), type: 'number' },
    { name: 'longitude', label: adminText('Longitude'), type: 'number' },
  ],
}
