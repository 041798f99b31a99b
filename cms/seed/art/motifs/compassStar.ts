/** The estate's mark, drawn on labels, signs, parcels and maps alike. */
import { mix, n } from '../util'

/** The Norte compass star: four long points split light/dark, four short diagonal points. */
export function compassStar(cx: number, cy: number, r: number, a: string, b: string): string {
  const i = r * 0.2
  const s = r * 0.385 // reach of the short diagonal points
  const k = i * 0.9
  const p = (pts: [number, number][]) => `M${pts.map(([x, y]) => `${n(cx + x)} ${n(cy + y)}`).join(' ')}Z`
  const diag: [number, number][][] = [
    [
      [0, 0],
      [s, -s],
      [k, 0],
    ],
    [
      [0, 0],
      [s, s],
      [0, k],
    ],
    [
      [0, 0],
      [-s, s],
      [-k, 0],
    ],
    [
      [0, 0],
      [-s, -s],
      [0, -k],
    ],
  ]
  const dark: [number, number][][] = [
    [
      [0, -r],
      [i, -i],
      [0, 0],
    ],
    [
      [r, 0],
      [i, i],
      [0, 0],
    ],
    [
      [0, r],
      [-i, i],
      [0, 0],
    ],
    [
      [-r, 0],
      [-i, -i],
      [0, 0],
    ],
  ]
  const light: [number, number][][] = [
    [
      [0, -r],
      [-i, -i],
      [0, 0],
    ],
    [
      [r, 0],
      [i, -i],
      [0, 0],
    ],
    [
      [0, r],
      [i, i],
      [0, 0],
    ],
    [
      [-r, 0],
      [-i, i],
      [0, 0],
    ],
  ]
  return (
    `<path d="${diag.map(p).join('')}" fill="${b}" opacity=".6"/>` +
    `<path d="${dark.map(p).join('')}" fill="${a}"/><path d="${light.map(p).join('')}" fill="${mix(a, b, 0.35)}"/>`
  )
}
