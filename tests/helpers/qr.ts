/** Reads a QR code back, as a phone would: the picture (PNG, or an SVG rendered at 600 px) decoded by jsQR. */
import jsQR from 'jsqr'
import sharp from 'sharp'

export async function decodeQr(file: Buffer): Promise<{ text: string | null; width: number; height: number }> {
  const isSvg = file.subarray(0, 5).toString('utf8') === '<svg '
  const image = isSvg ? sharp(file).resize(600) : sharp(file)
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const meta = await sharp(file).metadata()
  return {
    text: jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
  }
}
