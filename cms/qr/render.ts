/**
 * QR codes for print (docs/decisions.md, Beyond the spec): error correction M (15% of the code may be scratched or covered),
 * a quiet zone of 4 modules as ISO/IEC 18004 asks, black on white. The SVG is one path of whole
 * modules; the PNG is 1200 px square with every module the same whole number of pixels (the rest goes
 * to the quiet zone), so a printer gets sharp edges.
 */
import sharp from 'sharp'
import { encode } from 'uqr'

const QR_ECC = 'M'
const QR_QUIET_ZONE = 4
const QR_PNG_SIZE = 1200

/** Dark modules by row, the quiet zone included (false all round). */
function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: QR_ECC, border: QR_QUIET_ZONE }).data
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The code as an SVG: one module per unit, runs of dark modules merged into one rectangle each. */
export function qrSvg(text: string, title: string): string {
  const m = qrMatrix(text)
  const n = m.length
  let d = ''
  m.forEach((row, y) => {
    for (let x = 0; x < n; x++) {
      if (!row[x]) continue
      let end = x
      while (end + 1 < n && row[end + 1]) end++
      d += `M${x} ${y}h${end - x + 1}v1H${x}z`
      x = end
    }
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" width="${n * 10}" height="${n * 10}" shape-rendering="crispEdges" role="img">` +
    `<title>${escapeXml(title)}</title><rect width="${n}" height="${n}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`
  )
}

/** The code as a PNG of `size` pixels square: whole pixels per module, the leftover added to the quiet zone. */
export async function qrPng(text: string, size = QR_PNG_SIZE): Promise<Buffer> {
  const m = qrMatrix(text)
  const scale = Math.floor(size / m.length)
  const offset = Math.floor((size - scale * m.length) / 2)
  const pixels = Buffer.alloc(size * size, 255)
  m.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++)
        pixels.fill(
          0,
          (offset + y * scale + dy) * size + offset + x * scale,
          (offset + y * scale + dy) * size + offset + (x + 1) * scale,
        )
    }),
  )
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png({ compressionLevel: 9, palette: true, colours: 2 })
    .toBuffer()
}
