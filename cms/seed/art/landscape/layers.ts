/** The layers several landscapes are built of: a banded sky, vine rows following a slope. */
import { smooth } from '../motifs/shapes'
import { mix, n } from '../util'

/** Sky with a few flat bands getting lighter towards the horizon (a stepped gradient). */
export function sky(w: number, horizon: number, c: string, toward: string, bands = 4): string {
  let out = `<rect width="${w}" height="${n(horizon * 3)}" fill="${c}"/>`
  for (let i = 1; i <= bands; i++) {
    const y = horizon * (1 - (0.42 * (bands - i + 1)) / bands)
    out += `<rect y="${n(y)}" width="${w}" height="${n(horizon * 3)}" fill="${mix(c, toward, (i / bands) * 0.45)}"/>`
  }
  return out
}

/** Vine rows on a distant slope: lines following the ridge, closer together towards the top. */
export function slopeRows(
  r: { pts: [number, number][] },
  w: number,
  depth: number,
  c: string,
  count: number,
  width: number,
): string {
  let d = ''
  for (let k = 1; k <= count; k++) {
    const off = depth * (k / count) ** 1.4
    d += smooth(r.pts.map(([x, y]) => [x, y + off] as [number, number]))
  }
  return `<path d="${d}" stroke="${c}" stroke-width="${n(width)}" fill="none" stroke-linecap="round"/>`
}
