/**
 * The demo's pictures as Payload stored them (the WebP original and its sizes), shipped in
 * cms/seed/pictures so that a first start copies them instead of drawing 159 pictures and encoding
 * each five times (about 30 s of both cores: the largest part of a fresh clone's first page).
 *
 * Each picture is listed by the seed's key (the hash of what is drawn) with the fields Payload wrote
 * for it. The list holds only for the media sizes it was made with: when cms/collections/Media.ts
 * changes them, the seed draws and stores again (as it did before the list) until the list is made
 * anew: `npm run demo-pictures` (scripts/demo-pictures.ts).
 */
import { createHash } from 'node:crypto'
import { constants } from 'node:fs'
import { copyFile, mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { Media } from '../collections/Media'
import { projectRoot } from '../lib/paths'

export const SHIPPED_PICTURES_DIR = path.join(projectRoot, 'cms', 'seed', 'pictures')
export const SHIPPED_INDEX_FILE = path.join(SHIPPED_PICTURES_DIR, 'index.json')

type Size = {
  filename: string | null
  width: number | null
  height: number | null
  mimeType: string | null
  filesize: number | null
}

/** A media document's stored fields, as Payload made them from an upload (no id, dates, alt or urls). */
export type ShippedPicture = {
  filename: string
  mimeType: string
  filesize: number
  width: number
  height: number
  focalX?: number
  focalY?: number
  sizes: Record<string, Size>
}

export type ShippedIndex = { uploads: string; pictures: Record<string, ShippedPicture> }

/** A demo picture's stored name: its kind and the seed's key (the hash of what is drawn). */
export const demoPictureName = (kind: string, key: string) => `norte-${kind}-${key}.webp`

/** The seed's key in a demo picture's stored name, or null for any other file. */
export const demoPictureKey = (filename: string): string | null =>
  /^norte-[\w-]+?-([0-9a-f]{16})\.webp$/.exec(filename)?.[1] ?? null

/** What decides the stored files: the formats, sizes and focal point of the media collection's uploads. */
export function uploadsHash(upload: CollectionConfig['upload'] = Media.upload): string {
  const u = typeof upload === 'object' ? upload : {}
  const decisive = { formatOptions: u.formatOptions, imageSizes: u.imageSizes, focalPoint: u.focalPoint }
  return createHash('sha1').update(JSON.stringify(decisive)).digest('hex').slice(0, 16)
}

/** The files of a stored picture: the original, then each size Payload made. */
export const filesOf = (p: ShippedPicture): string[] => [
  p.filename,
  ...Object.values(p.sizes).flatMap((s) => (s.filename ? [s.filename] : [])),
]

/** The shipped list, or null when there is none or it was made for other media sizes. */
export async function readShippedPictures(): Promise<ShippedIndex | null> {
  try {
    const index = JSON.parse(await readFile(SHIPPED_INDEX_FILE, 'utf8')) as ShippedIndex
    return index.uploads === uploadsHash() ? index : null
  } catch {
    return null
  }
}

/** Copies a shipped picture's files into the media folder (a clone of each where the file system can). */
export async function copyShippedFiles(p: ShippedPicture, mediaDir: string): Promise<void> {
  await mkdir(mediaDir, { recursive: true })
  await Promise.all(
    filesOf(p).map((f) =>
      copyFile(
        path.join(SHIPPED_PICTURES_DIR, path.basename(f)),
        path.join(mediaDir, path.basename(f)),
        constants.COPYFILE_FICLONE,
      ),
    ),
  )
}

/** The fields of a media document that a shipped picture keeps. */
export function shippedFields(doc: Record<string, unknown>): ShippedPicture {
  const sizes = Object.fromEntries(
    Object.entries((doc.sizes ?? {}) as Record<string, Size & { url?: unknown }>).map(([name, s]) => [
      name,
      { filename: s.filename, width: s.width, height: s.height, mimeType: s.mimeType, filesize: s.filesize },
    ]),
  )
  const { filename, mimeType, filesize, width, height, focalX, focalY } = doc as ShippedPicture
  return { filename, mimeType, filesize, width, height, focalX, focalY, sizes }
}
