import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { linkField } from '../fields/common'
import { scheduleRebuildAfterGlobalChange } from '../hooks/scheduleRebuild'
import { adminText, sameInEveryLanguage } from '../i18n/adminText'

/** The social networks the menu links to, by their own names. */
const NETWORKS = { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube', x: 'X', tiktok: 'TikTok', linkedin: 'LinkedIn', pinterest: 'Pinterest' }

/** Site-wide settings: links, the podcast and the terms (spec §3 Settings). */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: adminText('Settings'),
  admin: { group: adminText('Settings') },
  access: { read: anyone, update: isStaff },
  versions: { drafts: false, max: 20 },
  hooks: { afterChange: [scheduleRebuildAfterGlobalChange] },
  fields: [
    { name: 'winery_name', label: adminText('Winery name'), type: 'text', required: true, defaultValue: 'Norte' },
    linkField('website', "The producer's website (Visit website, terms panel).", 'Website'),
    { name: 'contact_email', label: adminText('Contact email'), type: 'email', admin: { description: adminText('Contact us opens a mail to this address.') } },
    {
      name: 'social',
      label: adminText('Social links'),
      type: 'array',
      admin: { description: adminText('Social links in the menu.') },
      fields: [
        {
          name: 'key',
          label: adminText('Network'),
          type: 'select',
          required: true,
          options: Object.entries(NETWORKS).map(([value, name]) => ({ label: sameInEveryLanguage(name), value })),
        },
        { ...linkField('val', 'Full address (https://...).'), required: true },
      ],
    },
    {
      name: 'podcast',
      label: adminText('Podcast'),
      type: 'array',
      admin: { description: adminText('The first entry is shown as the podcast tile on /news.') },
      fields: [
        { name: 'key', label: adminText('Key'), type: 'text', required: true, defaultValue: 'podcast' },
        { ...linkField('val', 'Full address (https://...).'), required: true },
      ],
    },
    {
      name: 'terms',
      label: adminText('Terms and conditions'),
      type: 'textarea',
      localized: true,
      admin: { description: adminText('Terms and conditions, per language. Blank lines separate paragraphs.') },
    },
  ],
}
