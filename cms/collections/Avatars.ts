import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'
import { avatarsDir } from '../lib/paths'

/**
 * Members' profile pictures, apart from the public media: stored outside the media folder (which is
 * served to anyone), under random names, with no alt text naming the member. Staff see them in the
 * admin; a member gets their own through the API (GET /api/profile/avatar).
 */
export const Avatars: CollectionConfig = {
  slug: 'avatars',
  labels: { singular: 'Avatar', plural: 'Avatars' },
  admin: { group: 'People', defaultColumns: ['filename', 'member', 'updatedAt'], description: "Members' profile pictures (private)." },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  upload: { staticDir: avatarsDir, mimeTypes: ['image/jpeg', 'image/png'], adminThumbnail: ({ doc }) => `/cms-api/avatars/file/${String(doc.filename)}` },
  fields: [{ name: 'member', type: 'relationship', relationTo: 'members', index: true, admin: { readOnly: true } }],
}
