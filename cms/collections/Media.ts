import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { mediaDir } from '../lib/paths'
import { adminText } from '../i18n/adminText'

/** Images and short videos. Each image gets responsive WebP sizes for srcset. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: adminText('Media'), plural: adminText('Media') },
  admin: { group: adminText('Media'), defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'], useAsTitle: 'filename' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'video/mp4', 'video/webm'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumb', width: 320, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 80 } } },
      // A phone's full width: 390-430 CSS px at DPR 2-3 falls between card and large; a 412 px screen
      // at DPR 1.75 (Lighthouse's phone) took the 1080 w picture, 172 KB for a story slide (issue 13).
      { name: 'medium', width: 828, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'large', width: 1080, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumb',
    focalPoint: true,
  },
  fields: [{ name: 'alt', label: adminText('Alt text'), type: 'text', localized: true, admin: { description: adminText('What the image shows, for screen readers.') } }],
}
