import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { COUNTRY_OPTIONS } from '../lib/countries'
import { scheduleRebuildAfterGlobalChange } from '../hooks/scheduleRebuild'
import { adminText, adminTexts } from '../i18n/adminText'

/** The countries a visitor or member may choose (gate, sign-up, profile). */
export const Countries: GlobalConfig = {
  slug: 'countries',
  label: adminText('Countries'),
  admin: {
    group: adminTexts('Settings'),
    // A record: Payload copies a global's description into the client config as it is (a function would not go).
    description: adminTexts('Which countries visitors can pick on the age gate and at sign-up.'),
  },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [scheduleRebuildAfterGlobalChange] },
  fields: [
    {
      name: 'list',
      label: adminText('Country list'),
      type: 'select',
      hasMany: true,
      options: COUNTRY_OPTIONS,
      interfaceName: 'CountryCodes',
      admin: { description: adminText("Names are shown in the visitor's language.") },
    },
  ],
}
