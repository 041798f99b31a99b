/**
 * Messages to staff outside Payload's own screens (the server's early refusals, our upload checks), in
 * the staff member's admin language: Payload's `payload-lng` cookie, else the browser's first language
 * the admin has, else English, as Payload itself chooses.
 */
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '../../src/contract/constants'
import type { AdminLanguage } from './adminLanguages'
import { fill } from '../../src/contract/format'
import { adminText, inLanguage, isAdminLanguage } from './adminText'

export function staffLanguage(cookie: string | undefined, acceptLanguage: string | undefined): AdminLanguage {
  if (cookie && isAdminLanguage(cookie)) return cookie
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase()
    if (tag === 'zh-tw' || tag === 'zh-hant' || tag.startsWith('zh-hant-') || tag === 'zh-hk') return 'zh-TW'
    const base = tag.split('-')[0]
    if (isAdminLanguage(base)) return base
  }
  return 'en'
}

/** "20 MB": the upload limit as staff read it. */
const mediaLimitText = () => `${Math.round(MEDIA_MAX_BYTES / (1024 * 1024))} MB`

export const uploadTooLarge = (language: AdminLanguage | string | undefined) =>
  fill(
    inLanguage(
      adminText('This file is larger than {{size}}, the most one upload can be. Make it smaller and try again.'),
      language,
    ),
    { size: mediaLimitText() },
  )

/** The page staff see at /admin while a first start still builds it (server/serve/preparing.ts). */
export const adminPreparing = (language: AdminLanguage) => ({
  title: inLanguage(adminText('Preparing the admin'), language),
  text: inLanguage(
    adminText(
      'The first start builds the admin, which takes about a minute. This page reloads itself when it is ready.',
    ),
    language,
  ),
})

/** What kind of thing a refused file is, from its detected type, to say so in plain words. */
function refusedKind(mime: string | undefined): 'program' | 'document' | 'other' {
  if (!mime) return 'other'
  if (
    /x-msdownload|x-executable|x-elf|x-mach|x-dosexec|x-sh\b|x-msi|java-archive|vnd\.microsoft\.portable-executable|x-apple-diskimage/.test(
      mime,
    )
  )
    return 'program'
  if (/pdf|msword|officedocument|opendocument|rtf|text\//.test(mime)) return 'document'
  return 'other'
}

const ACCEPTED_TEXT = 'JPEG, PNG, WebP, AVIF, SVG, MP4, WebM'

/** Why a file is not taken, in staff words. */
export function refusedFile(mime: string | undefined, language: AdminLanguage | string | undefined): string {
  const kind = refusedKind(mime)
  const text =
    kind === 'program'
      ? adminText('This file is a program, not a picture or a video. Upload a picture or a video: {{types}}.')
      : kind === 'document'
        ? adminText(
            'This file is a document, not a picture or a video. Save the picture from it as {{types}} and upload that.',
          )
        : adminText('This kind of file cannot be shown on the site. Upload a picture or a video: {{types}}.')
  return fill(inLanguage(text, language), { types: ACCEPTED_TEXT })
}

export const ACCEPTED_MEDIA_TYPES: readonly string[] = [...MEDIA_TYPES.pictures, ...MEDIA_TYPES.videos]
