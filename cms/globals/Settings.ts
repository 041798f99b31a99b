import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { linkField } from '../fields/common'
import { scheduleRebuildAfterGlobalChange } from '../hooks/scheduleRebuild'

/** Site-wide settings: links, the podcast and the terms (spec §3 Settings). */
export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isStaff },
  versions: { drafts: false, max: 20 },
  hooks: { afterChange: [scheduleRebuildAfterGlobalChange] },
  fields: [
    { name: 'winery_name', label: 'Winery name', type: 'text', required: true, defaultValue: 'Norte' },
    linkField('website', "The producer's website (Visit website, terms panel)."),
    { name: 'contact_email', label: 'Contact email', type: 'email', admin: { description: 'Contact us opens a mail to this address.' } },
    {
      name: 'social',
      type: 'array',
      admin: { description: 'Social links in the menu.' },
      fields: [
        { name: 'key', type: 'select', required: true, options: ['instagram', 'facebook', 'youtube', 'x', 'tiktok', 'linkedin', 'pinterest'].map((v) => ({ label: v, value: v })) },
        { ...linkField('val', 'https://...'), required: true },
      ],
    },
    {
      name: 'podcast',
      type: 'array',
      admin: { description: 'The first entry is shown as the podcast tile on /news.' },
      fields: [
        { name: 'key', type: 'text', required: true, defaultValue: 'podcast' },
        { ...linkField('val', 'https://...'), required: true },
      ],
    },
    { name: 'terms', type: 'textarea', localized: true, admin: { description: 'Terms and conditions, per language. Blank lines separate paragraphs.' } },
  ],
}
