/**
 * The bottles' silhouettes, one a style, as right-half outlines in local units (1000 tall from the lip
 * at y = 0 to the base), with where each style's label, capsule and liquid line sit.
 */
import type { Art } from '../../data/types'
import { n } from '../util'

export type BottleArt = Extract<Art, { kind: 'bottle' }>
type Style = BottleArt['style']
export type Pt = [number, number]
/** A right-half outline: a start point, then straight (one point) or cubic (three points) steps. */
type Step = Pt | [Pt, Pt, Pt]

export type Shape = {
  steps: Step[]
  body: number // half width of the body
  shoulder: number // y where the body becomes straight
  label: { top: number; bottom: number; half: number; shield?: boolean }
  capsule: number // y of the capsule's lower edge
  glass: 'dark' | 'clear' | 'auto'
  fill: number // liquid level in clear glass
}

export const SHAPES: Record<Style, Shape> = {
  bordeaux: {
    steps: [
      [46, 0],
      [50, 6],
      [50, 30],
      [46, 36],
      [49, 262],
      [
        [52, 322],
        [125, 312],
        [127, 392],
      ],
      [127, 982],
      [
        [127, 994],
        [121, 1000],
        [108, 1000],
      ],
    ],
    body: 127,
    shoulder: 400,
    capsule: 118,
    glass: 'auto',
    fill: 232,
    label: { top: 560, bottom: 868, half: 108 },
  },
  burgundy: {
    steps: [
      [45, 0],
      [49, 6],
      [49, 30],
      [45, 36],
      [48, 170],
      [
        [56, 330],
        [137, 398],
        [137, 585],
      ],
      [137, 982],
      [
        [137, 994],
        [131, 1000],
        [116, 1000],
      ],
    ],
    body: 137,
    shoulder: 585,
    capsule: 122,
    glass: 'auto',
    fill: 215,
    label: { top: 612, bottom: 880, half: 114 },
  },
  sparkling: {
    steps: [
      [48, 0],
      [54, 8],
      [54, 34],
      [48, 42],
      [52, 170],
      [
        [60, 330],
        [147, 410],
        [147, 598],
      ],
      [147, 980],
      [
        [147, 995],
        [140, 1000],
        [124, 1000],
      ],
    ],
    body: 147,
    shoulder: 600,
    capsule: 338,
    glass: 'dark',
    fill: 300,
    label: { top: 640, bottom: 880, half: 118, shield: true },
  },
  rose: {
    steps: [
      [43, 0],
      [47, 6],
      [47, 28],
      [43, 34],
      [45, 170],
      [
        [50, 300],
        [122, 336],
        [125, 480],
      ],
      [
        [127, 600],
        [110, 640],
        [110, 742],
      ],
      [
        [110, 850],
        [131, 880],
        [131, 958],
      ],
      [
        [131, 992],
        [124, 1000],
        [110, 1000],
      ],
    ],
    body: 125,
    shoulder: 480,
    capsule: 112,
    glass: 'clear',
    fill: 205,
    label: { top: 648, bottom: 900, half: 98 },
  },
  sweet: {
    steps: [
      [40, 0],
      [44, 5],
      [44, 28],
      [40, 34],
      [42, 150],
      [
        [46, 380],
        [104, 418],
        [104, 605],
      ],
      [104, 984],
      [
        [104, 995],
        [99, 1000],
        [88, 1000],
      ],
    ],
    body: 104,
    shoulder: 605,
    capsule: 120,
    glass: 'clear',
    fill: 240,
    label: { top: 630, bottom: 890, half: 86 },
  },
}

/** Mirrors the right-half outline into one closed path. */
export function outline(steps: Step[]): string {
  const pts = steps.map((s) => (Array.isArray(s[0]) ? (s as [Pt, Pt, Pt])[2] : (s as Pt)))
  const p = (x: number, y: number) => `${n(x)} ${n(y)}`
  const [x0, y0] = pts[0]
  let d = `M${p(-x0, y0)}L${p(x0, y0)}`
  for (const s of steps.slice(1)) {
    if (Array.isArray(s[0])) {
      const [c1, c2, e] = s as [Pt, Pt, Pt]
      d += `C${p(...c1)} ${p(...c2)} ${p(...e)}`
    } else d += `L${p(...(s as Pt))}`
  }
  // Back up the left side: the same steps in reverse with x mirrored.
  const last = pts[pts.length - 1]
  d += `L${p(-last[0], last[1])}`
  for (let i = steps.length - 1; i >= 1; i--) {
    const s = steps[i]
    const prev = pts[i - 1]
    if (Array.isArray(s[0])) {
      const [c1, c2] = s as [Pt, Pt, Pt]
      d += `C${p(-c2[0], c2[1])} ${p(-c1[0], c1[1])} ${p(-prev[0], prev[1])}`
    } else d += `L${p(-prev[0], prev[1])}`
  }
  return d + 'Z'
}

/** The top of the bottle in local units (sparkling wines carry a cork dome above the lip). */
export const bottleTop = (style: Style): number => (style === 'sparkling' ? -58 : 0)
