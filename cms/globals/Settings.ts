import type { GlobalConfig, TextField } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { linkField } from '../fields/common'
import { scheduleRebuildAfterGlobalChange } from '../hooks/scheduleRebuild'
import { adminText, adminTexts, inLanguage, sameInEveryLanguage } from '../i18n/adminText'
import { TAG_MANAGER_ID_PATTERN } from '../../src/contract/tagManager'

const tagManagerMessage = adminText('Use a container ID as Google Tag Manager shows it, such as GTM-AB12CD3.')

/** The tag manager every page loads (spec §7; src/contract/tagManager.ts): an id in Google's shape or none. */
const tagManagerField: TextField = {
  name: 'tag_manager_id',
  label: adminText('Tag manager container'),
  type: 'text',
  admin: {
    placeholder: 'GTM-XXXXXXX',
    description: adminText(
      "Your Google Tag Manager container ID (GTM-…). Every page of the app then loads it and sends it the app's events (registration, clicks on vendors and experiences). Leave it empty to load no tag manager.",
    ),
  },
  validate: (value: unknown, { req }) =>
    value == null ||
    value === '' ||
    (typeof value === 'string' && TAG_MANAGER_ID_PATTERN.test(value.trim().toUpperCase())) ||
    inLanguage(tagManagerMessage, req?.i18n?.language),
  // Kept as Google writes it, whatever staff pasted (" gtm-ab12cd3").
  hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value)] },
}

/** The social networks the menu links to, by their own names. */
const NETWORKS = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
}

/** Site-wide settings: links, the podcast, the terms (spec §3 Settings) and the tag manager. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: adminText('Settings'),
  admin: { group: adminTexts('Settings') },
  access: { read: anyone, update: isStaff },
  versions: { drafts: false, max: 20 },
  hooks: { afterChange: [scheduleRebuildAfterGlobalChange] },
  fields: [
    { name: 'winery_name', label: adminText('Winery name'), type: 'text', required: true, defaultValue: 'Norte' },
    linkField('website', "The producer's website (Visit website, terms panel).", 'Website'),
    {
      name: 'contact_email',
      label: adminText('Contact email'),
      type: 'email',
      admin: { description: adminText('Contact us opens a mail to this address.') },
    },
    {
      name: 'social',
      label: adminText('Social links'),
      labels: { singular: adminText('Social link'), plural: adminText('Social links') },
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
      labels: { singular: adminText('Podcast'), plural: adminText('Podcasts') },
      type: 'array',
      admin: { description: adminText('The first entry is shown as the podcast tile on /news.') },
      fields: [
        { name: 'key', label: adminText('Key'), type: 'text', required: true, defaultValue: 'podcast' },
        { ...linkField('val', 'Full address (https://...).'), required: true },
      ],
    },
    tagManagerField,
    {
      name: 'terms',
      label: adminText('Terms and conditions'),
      type: 'textarea',
      localized: true,
      admin: { description: adminText('Terms and conditions, per language. Blank lines separate paragraphs.') },
    },
    {
      // cms/translations/rule.ts
      name: 'translation_rule',
      label: adminText('Translations on the site'),
      type: 'radio',
      defaultValue: 'fallback',
      options: [
        {
          value: 'fallback',
          label: adminText(
            'Publish at once: each language shows its own texts, and the English where a translation is missing',
          ),
        },
        {
          value: 'hold',
          label: adminText(
            'Hold back: a card, a news item or a popup waits in a language until its translation there is up to date (wines always show)',
          ),
        },
      ],
      admin: {
        description: adminText(
          'What a visitor reading another language sees while a translation lags behind the English (Translations, in the menu, lists the work).',
        ),
      },
    },
  ],
}
