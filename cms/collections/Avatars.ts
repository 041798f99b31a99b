import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'
import { avatarsDir } from '../lib/paths'
import { adminText, adminTexts } from '../i18n/adminText'

/**
 * Members' profile pictures, apart from the public media: stored outside the media folder (which is
 * served to anyone), under random names, with no alt text naming the member. Staff see them in the
 * admin; a member gets their own through the API (GET /api/profile/avatar).
 */
export const Avatars: CollectionConfig = {
  slug: 'avatars',
  labels: { singular: adminText('Avatar'), plural: adminText('Avatars') },
  admin: {
    group: adminTexts('People'),
    defaultColumns: ['filename', 'member', 'updatedAt'],
    description: adminText("Members' profile pictures (private)."),
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: avatarsDir,
    mimeTypes: ['image/jpeg', 'image/png'],
    adminThumbnail: ({ doc }) => `/cms-api/avatars/file/${String(doc.filename)}`,
  },
  fields: [
    {
      name: 'member',
      label: adminText('Member'),
      type: 'relationship',
      relationTo: 'members',
      index: true,
      admin: { readOnly: true },
    },
  ],
}
