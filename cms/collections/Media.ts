import {
  MissingFile,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
} from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { mediaDir } from '../lib/paths'
import { adminText, adminTexts } from '../i18n/adminText'
import { ACCEPTED_MEDIA_TYPES, refusedFile } from '../i18n/staffMessages'
import { MEDIA_MAX_BYTES } from '../../src/contract/constants'
import { scheduleRebuildAfterChange } from '../hooks/scheduleRebuild'

/**
 * Payload refuses a file of another type with "Invalid MIME type: application/x-msdownload": staff
 * read why instead, in their language ("This file is a program, not a picture or a video").
 */
const sayWhyRefused: CollectionAfterErrorHook = ({ error, req }) => {
  const first = (error as { data?: { errors?: { message?: string; path?: string }[] } }).data?.errors?.[0]
  if (first?.path !== 'file' || !first.message) return
  const mime =
    /Invalid MIME type: ([\w.+/-]+?)\.?(?:,|$)/.exec(first.message)?.[1] ??
    /File type ([\w.+/-]+) \(from extension/.exec(first.message)?.[1]
  if (!mime) return
  const message = refusedFile(mime, req.i18n?.language)
  return {
    status: 400,
    response: {
      errors: [
        { name: 'ValidationError', message, data: { collection: 'media', errors: [{ message, path: 'file' }] } },
      ],
    },
  }
}

/**
 * A new media document needs its file, as Payload asks by default (`filesRequiredOnCreate`): that
 * setting is off only so that the demo's seed can store the pictures shipped with the code, already
 * in their sizes (cms/seed/shippedPictures.ts). A duplicate takes its original's file.
 */
const fileRequired: CollectionBeforeOperationHook = ({ args, context, operation, req }) => {
  if (operation !== 'create' || req.file || context?.shippedPicture) return
  if ((args as { duplicateFromID?: unknown }).duplicateFromID != null) return
  throw new MissingFile(req.t)
}

/** libwebp's effort (0-6) for every stored size. */
const WEBP_EFFORT = 2

/**
 * A stored size: this width, the height that keeps the picture's proportions. `fit: 'inside'` says
 * so to Payload, which otherwise takes its focal-point path for every new upload (the focal point
 * defaults to the middle): an extra encode of each size, in the original's format at sharp's
 * default effort (4, twice ours), only to learn a height it already knows. The sizes keep their
 * dimensions (their pixels differ only by sharp's shrink-on-load); an upload takes a fifth less
 * time (bench/README.md, "Uploads").
 */
const webpSize = (name: string, width: number, quality: number) =>
  ({
    name,
    width,
    fit: 'inside',
    formatOptions: { format: 'webp', options: { quality, effort: WEBP_EFFORT } },
  }) as const

/** Images and short videos. Each image gets responsive WebP sizes for srcset. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: adminText('Media'), plural: adminText('Media') },
  admin: {
    group: adminTexts('Media'),
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
    useAsTitle: 'filename',
    // A new upload is headed "New Media", not "[Untitled]".
    components: { edit: { beforeDocumentControls: ['/cms/components/BlankDraftTitle#BlankDraftTitle'] } },
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: mediaDir,
    mimeTypes: [...ACCEPTED_MEDIA_TYPES],
    // Effort 2 of libwebp's 0-6 (sharp's default is 4): half the encoding time of an upload (staff wait
    // for it; the demo's first start stores 159 pictures) for 2% more bytes (bench/README.md, "Uploads").
    formatOptions: { format: 'webp', options: { quality: 82, effort: WEBP_EFFORT } },
    imageSizes: [
      webpSize('thumb', 320, 78),
      webpSize('card', 640, 80),
      // A phone's full width: 390-430 CSS px at DPR 2-3 falls between card and large; a 412 px screen
      // at DPR 1.75 (Lighthouse's phone) took the 1080 w picture, 172 KB for a story slide (docs/decisions.md, Close to the limit).
      webpSize('medium', 828, 80),
      webpSize('large', 1080, 82),
    ],
    adminThumbnail: 'thumb',
    focalPoint: true,
    // Checked by fileRequired instead (the seed's shipped pictures).
    filesRequiredOnCreate: false,
  },
  // A picture's new focal point or alt text changes the pages that show it: the build finds out which.
  hooks: {
    beforeOperation: [fileRequired],
    afterError: [sayWhyRefused],
    afterChange: [scheduleRebuildAfterChange],
  },
  fields: [
    {
      name: 'upload_rules',
      label: adminTexts('What you can upload'),
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/cms/components/UploadRules#UploadRules',
            clientProps: {
              maxBytes: MEDIA_MAX_BYTES,
              types: ACCEPTED_MEDIA_TYPES,
            },
          },
        },
      },
    },
    // Payload's own field, shown in the list as people read a size.
    {
      name: 'filesize',
      label: adminText('File size'),
      type: 'number',
      admin: { components: { Cell: '/cms/components/ValueCells#FileSizeCell' } },
    },
    {
      name: 'alt',
      label: adminText('Alt text'),
      type: 'text',
      localized: true,
      admin: { description: adminText('What the image shows, for screen readers.') },
    },
  ],
}
