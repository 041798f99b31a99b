import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { COUNTRY_OPTIONS } from '../lib/countries'
import { scheduleRebuildAfterGlobalChange } from '../hooks/scheduleRebuild'

/** The countries a visitor or member may choose (gate, sign-up, profile). */
export const Countries: GlobalConfig = {
  slug: 'countries',
  admin: { group: 'Settings', description: 'Which countries visitors can pick on the age gate and at sign-up.' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [scheduleRebuildAfterGlobalChange] },
  fields: [
    { name: 'list', type: 'select', hasMany: true, options: COUNTRY_OPTIONS, interfaceName: 'CountryCodes', admin: { description: "Names are shown in the visitor's language." } },
  ],
}
