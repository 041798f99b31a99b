/**
 * What every scene is set on: the stage (`u` the short side, (cx, floor) where objects stand), the
 * house range's wine colours, a prop bottle, and the wall and table most still lifes stand against.
 */
import type { Art } from '../../data/types'
import type { BottleArt } from '../bottle/shapes'
import { BRAND, type Ctx, darken, lighten, n, type Tones } from '../util'

export type SceneArt = Extract<Art, { kind: 'scene' }>
export type Stage = Ctx & { t: Tones; u: number; cx: number; floor: number }

export const RED = '#4a0f1f'
export const WHITE = '#e6cf7a'
export const ROSE = '#ef9a94'

/** A bottle of the house range for props (label text left off, the estate mark stays). */
export const wine = (
  style: BottleArt['style'],
  liquid: string,
  label: string = BRAND.cream,
  accent: string = BRAND.burgundy,
): BottleArt => ({
  kind: 'bottle',
  style,
  wine: 'Norte',
  vintage: '',
  liquid: liquid as `#${string}`,
  label: label as `#${string}`,
  accent: accent as `#${string}`,
})

/** Back wall and a table top in front of it: the stage of most still lifes. */
export function wallAndTable(s: Stage, wall: string, top: string): string {
  const { w, h, floor, u } = s
  return (
    `<rect width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${top}"/>` +
    `<rect y="${n(floor)}" width="${w}" height="${n(u * 0.012)}" fill="${lighten(top, 0.18)}"/>` +
    `<rect y="${n(floor + u * 0.012)}" width="${w}" height="${n(u * 0.02)}" fill="${darken(top, 0.2)}" opacity=".5"/>`
  )
}

/** Draws one subject on its stage. */
export type ScenePainter = (s: Stage) => string
