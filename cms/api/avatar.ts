/**
 * Profile pictures: jpg/jpeg/png recognised by their first bytes (never by name or declared type),
 * at most PROFILE_IMAGE_MAX_BYTES, decoded and re-encoded by sharp (which drops EXIF, GPS and every
 * other metadata), turned upright and fitted within 1024 px.
 */
import sharp from 'sharp'
import { PROFILE_IMAGE_MAX_BYTES, type ProfileImageType } from '../../src/contract/constants'

export type AvatarResult =
  | { ok: true; data: Buffer; mimetype: ProfileImageType; ext: 'jpg' | 'png' }
  | { ok: false; error: 'file-greater' | 'image-type' }

function sniffImage(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png'
  return null
}

export async function processAvatar(file: File): Promise<AvatarResult> {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return { ok: false, error: 'file-greater' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) return { ok: false, error: 'file-greater' }
  const kind = sniffImage(bytes)
  if (!kind) return { ok: false, error: 'image-type' }
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    const data =
      kind === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
    return kind === 'png'
      ? { ok: true, data, mimetype: 'image/png', ext: 'png' }
      : { ok: true, data, mimetype: 'image/jpeg', ext: 'jpg' }
  } catch {
    return { ok: false, error: 'image-type' }
  }
}
