/**
 * Demo-content pictures, drawn as SVG in code and rendered with sharp.
 *
 *   const png = await renderArt({ kind: 'bottle', style: 'bordeaux', wine: 'Norte Tinto', vintage: '2021',
 *     liquid: '#4a0f1f', label: '#f7f1e8', accent: '#6d1a36' }, 'bottle')
 *
 * One hand for every kind: flat shapes, two or three tones, soft grain, the brand palette underneath.
 * Output is deterministic: all scattering is seeded from a hash of the art key and frame.
 */
import sharp, { type Sharp } from 'sharp'
import type { Art } from '../data/types'
import { paintBottle } from './bottle'
import { paintLandscape } from './landscape'
import { paintFood } from './food'
import { paintGlass } from './glass'
import { paintAroma } from './aroma'
import { paintFlavour } from './flavour'
import { paintScene } from './scene'
import { addGrain } from './grain'
import { type Ctx, hash, rng } from './util'

/** portrait: full-screen story slide; card: content card; bottle: transparent cut-out; square: tiles. */
export type Frame = 'portrait' | 'card' | 'bottle' | 'square'

/**
 * Portraits and cards are drawn just narrower than the media's largest size (1080, cms/collections/Media.ts):
 * Payload then leaves that size out rather than storing a second copy of the same picture (a tenth of
 * a first start), and the original stands in for it (cms/snapshot/buildSnapshot.ts).
 */
export const FRAME_SIZE: Record<Frame, { width: number; height: number }> = {
  portrait: { width: 1072, height: 1906 },
  card: { width: 1072, height: 804 },
  bottle: { width: 600, height: 1500 },
  square: { width: 800, height: 800 },
}

/** Stable key for seeding: property order in the art object must not change the picture. */
function keyOf(art: Art, frame: Frame): string {
  const o = art as Record<string, unknown>
  return (
    frame +
    '|' +
    Object.keys(o)
      .sort()
      .map((k) => `${k}=${JSON.stringify(o[k])}`)
      .join('|')
  )
}

/** Each kind's painter; a bottle in its own frame is drawn as a transparent cut-out. */
const PAINTERS: { [K in Art['kind']]: (art: Extract<Art, { kind: K }>, ctx: Ctx, frame: Frame) => string } = {
  bottle: (art, ctx, frame) => paintBottle(art, ctx, frame === 'bottle'),
  landscape: paintLandscape,
  food: paintFood,
  glass: paintGlass,
  aroma: paintAroma,
  flavour: paintFlavour,
  scene: paintScene,
}

/** The picture as an SVG document (without grain, which is added to the pixels by renderArt). */
export function artSvg(art: Art, frame: Frame): string {
  const { width: w, height: h } = FRAME_SIZE[frame]
  const ctx: Ctx = { w, h, rand: rng(hash(keyOf(art, frame))), portrait: frame === 'portrait' || frame === 'bottle' }
  if (!Object.hasOwn(PAINTERS, art.kind)) throw new Error(`Unknown art kind: ${JSON.stringify(art)}`)
  // One painter per kind: TypeScript cannot pair the looked-up painter with the narrowed art, so it is widened.
  const paint = PAINTERS[art.kind] as (art: Art, ctx: Ctx, frame: Frame) => string
  const body = paint(art, ctx, frame)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

/** Renders the art as a PNG (with grain). Bottle frames keep a transparent background. */
export async function renderArt(art: Art, frame: Frame): Promise<Buffer> {
  return (await rendered(art, frame)).png({ compressionLevel: 5 }).toBuffer() // 6+ doubles the encode time for ~5 % smaller files
}

/**
 * The art as the seed uploads it: opaque frames as a JPEG of quality 95 (no chroma subsampling), which
 * Payload decodes for each of its sizes several times faster than a PNG (a quarter less time per
 * upload); the bottle cut-out as a PNG, for its transparency.
 */
export async function renderArtForUpload(
  art: Art,
  frame: Frame,
): Promise<{ data: Buffer; mimetype: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png' }> {
  const img = await rendered(art, frame)
  if (frame === 'bottle')
    return { data: await img.png({ compressionLevel: 5 }).toBuffer(), mimetype: 'image/png', extension: 'png' }
  return {
    data: await img.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer(),
    mimetype: 'image/jpeg',
    extension: 'jpg',
  }
}

/** The art drawn at its frame's size, with grain, ready to encode. */
async function rendered(art: Art, frame: Frame): Promise<Sharp> {
  const { width, height } = FRAME_SIZE[frame]
  const svg = artSvg(art, frame)
  // Only the bottle cut-out needs alpha; the other frames are opaque, and RGB encodes faster and smaller.
  const alpha = frame === 'bottle'
  let img = sharp(Buffer.from(svg), { density: 72 }) // the SVG's own width/height give the frame size
  img = alpha ? img.ensureAlpha() : img.flatten({ background: '#f7f1e8' })
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true })
  if (info.width !== width || info.height !== height)
    throw new Error(`Art rendered at ${info.width}x${info.height}, expected ${width}x${height}`)
  const channels = info.channels === 4 ? 4 : 3
  addGrain(data, info.width, info.height, channels, hash(keyOf(art, frame)) ^ 0x5bd1e995)
  return sharp(data, { raw: { width: info.width, height: info.height, channels } })
}
