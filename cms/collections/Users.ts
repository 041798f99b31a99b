import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'
import { deployment } from '../lib/deployment'
import {
  clearStaffLoginFailures,
  evenFailedStaffLogins,
  limitStaffLogins,
  strongStaffPassword,
} from '../hooks/staffAuthGuards'
import { adminText, adminTexts } from '../i18n/adminText'

/** Winery staff: the only accounts that reach /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: adminText('Staff user'), plural: adminText('Staff users') },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'updatedAt'], group: adminTexts('People') },
  auth: {
    // No per-account lock: anyone who knows a staff email could trigger it. Failures are limited per
    // address and email together instead (cms/hooks/staffAuthGuards.ts, issue 47).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Secure whenever the configured origin is https; Strict: the admin is never entered from another site.
    cookies: { secure: deployment().https, sameSite: 'Strict' },
  },
  hooks: {
    beforeOperation: [limitStaffLogins, strongStaffPassword],
    afterError: [evenFailedStaffLogins],
    afterLogin: [clearStaffLoginFailures],
  },
  access: {
    read: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    admin: ({ req }) => req.user?.collection === 'users',
  },
  fields: [{ name: 'name', label: adminText('Full name'), type: 'text' }],
}
