import { Forbidden, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'
import { selfOrStaff } from '../access/ownMemberData'
import { COUNTRY_OPTIONS } from '../lib/countries'
import { LOCALES } from '../../src/contract/locales'
import { forgetMember } from '../api/memberCache'
import { adminText, adminTexts } from '../i18n/adminText'
import { languageLabel } from '../i18n/cldrNames'

/**
 * The site's members (spec §3 User). Their sessions come from the site API (cms/api); they never
 * reach the admin. Staff can see and help members here.
 */
/**
 * Members sign in, reset and unlock only through the site API (cms/api), which adds rate limits,
 * hashed reset tokens and sessions. Payload's own REST auth routes for members stay closed.
 */
const onlyThroughSiteApi: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (
    ['login', 'forgotPassword', 'resetPassword', 'unlock', 'refresh'].includes(operation) &&
    req.payloadAPI !== 'local'
  ) {
    throw new Forbidden(req.t)
  }
  return args
}

export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: adminText('Member'), plural: adminText('Members') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'surname', 'email', 'country', 'createdAt'],
    group: adminTexts('People'),
  },
  // No per-account lock (maxLoginAttempts 0): anyone who knows the email could trigger it. Failures are
  // limited per address and account together instead (cms/api/routes/accounts.ts, issue 47).
  auth: { maxLoginAttempts: 0, verify: false, cookies: { sameSite: 'Lax' } },
  // A changed or deleted member is forgotten by the API's short cache (cms/api/memberCache.ts).
  hooks: {
    beforeOperation: [onlyThroughSiteApi],
    afterChange: [({ doc }) => void forgetMember(doc.id)],
    afterDelete: [({ id }) => void forgetMember(id)],
  },
  access: { read: selfOrStaff, create: isStaff, update: selfOrStaff, delete: isStaff, admin: () => false },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: adminText('First name'), type: 'text', required: true, admin: { width: '50%' } },
        { name: 'surname', label: adminText('Surname'), type: 'text', required: true, admin: { width: '50%' } },
      ],
    },
    {
      name: 'country',
      label: adminText('Country'),
      type: 'select',
      options: COUNTRY_OPTIONS,
      interfaceName: 'CountryCode',
      required: true,
    },
    { name: 'birth_year', label: adminText('Birth year'), type: 'number' },
    {
      name: 'image',
      label: adminText('Image'),
      type: 'upload',
      relationTo: 'avatars',
      admin: { description: adminText('Avatar (private: only the member and staff see it).') },
    },
    {
      name: 'locale',
      label: adminText('Language'),
      type: 'select',
      options: LOCALES.map((code) => ({ label: languageLabel(code), value: code })),
      defaultValue: 'en',
    },
    { name: 'keep_me_update', type: 'checkbox', defaultValue: false, label: adminText('Keep me updated (newsletter)') },
    { name: 'adult', type: 'checkbox', defaultValue: false, label: adminText('Confirmed legal drinking age') },
    { name: 'legal', type: 'checkbox', defaultValue: false, label: adminText('Legal age box ticked at sign-up') },
    { name: 'terms', type: 'checkbox', defaultValue: false, label: adminText('Accepted terms') },
    {
      name: 'email_verified_at',
      label: adminText('Email verified at'),
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
