/**
 * Wine bottles. Each style has its own silhouette (the first thing a wine drinker reads):
 * Bordeaux with high, square shoulders; Burgundy with long sloping shoulders; sparkling as a heavy
 * champagne bottle with foil and a wire hood; rosé in a waisted Provence bottle of clear glass;
 * sweet in a slender flute. The label carries the wine's name and vintage.
 *
 * Bottles are drawn in local units: 1000 tall from the lip (y = 0) to the base (y = 1000), centred
 * on x = 0, so the same drawing serves the transparent bottle frame and the scenes.
 */
import type { Art } from '../data/types'
import {
  BRAND,
  type Ctx,
  darken,
  esc,
  fitSize,
  isDark,
  lighten,
  luminance,
  mix,
  f3,
  n,
  onColour,
  SERIF,
  splitName,
} from './util'
import { compassStar, glassSide, groundShadow } from './motifs'

type BottleArt = Extract<Art, { kind: 'bottle' }>
type Style = BottleArt['style']
type Pt = [number, number]
/** A right-half outline: a start point, then straight (one point) or cubic (three points) steps. */
type Step = Pt | [Pt, Pt, Pt]

type Shape = {
  steps: Step[]
  body: number // half width of the body
  shoulder: number // y where the body becomes straight
  label: { top: number; bottom: number; half: number; shield?: boolean }
  capsule: number // y of the capsule's lower edge
  glass: 'dark' | 'clear' | 'auto'
  fill: number // liquid level in clear glass
}

const SHAPES: Record<Style, Shape> = {
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
function outline(steps: Step[]): string {
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
const bottleTop = (style: Style): number => (style === 'sparkling' ? -58 : 0)

/**
 * Draws one bottle in local units. `id` keeps clip-path ids unique when a scene holds several bottles;
 * `plain` draws a cheap silhouette for small background bottles in scenes.
 */
function bottle(art: BottleArt, id: string, plain = false): string {
  const s = SHAPES[art.style] ?? SHAPES.bordeaux
  const d = outline(s.steps)
  if (plain) return propBottle(art, s, d)
  const light = luminance(art.liquid) > 0.08
  const clear = s.glass === 'clear' || (s.glass === 'auto' && light)
  // Dark glass keeps a hint of the wine; clear glass is mostly the wine itself.
  const glass = clear ? mix(art.liquid, '#e9efe0', 0.55) : mix(darken(art.liquid, 0.55), '#1c2a22', 0.6)
  const B = s.body
  let out = `<defs><clipPath id="${id}c"><path d="${d}"/></clipPath></defs>`
  out += `<path d="${d}" fill="${glass}"${clear ? ' fill-opacity=".55"' : ''}/>`
  out += `<g clip-path="url(#${id}c)">`
  if (clear) {
    // The wine in clear glass, with a lighter meniscus line.
    out += `<rect x="-200" y="${s.fill}" width="400" height="${1000 - s.fill}" fill="${art.liquid}"/>`
    out += `<rect x="-200" y="${s.fill}" width="400" height="6" fill="${lighten(art.liquid, 0.45)}"/>`
    out += `<rect x="-200" y="960" width="400" height="40" fill="${darken(art.liquid, 0.25)}"/>`
  } else {
    // Dark glass: the punt shows as a darker band at the base.
    out += `<rect x="-200" y="955" width="400" height="45" fill="${darken(glass, 0.35)}"/>`
  }
  // Flat highlights on the left, where the light comes from: long body streak, shoulder glint, neck streak.
  const hl = clear ? '#ffffff' : lighten(glass, 0.7)
  out += `<rect x="${n(-B * 0.7)}" y="${s.shoulder + 30}" width="${n(B * 0.11)}" height="${n(920 - s.shoulder)}" rx="${n(B * 0.055)}" fill="${hl}" opacity="${clear ? 0.45 : 0.28}"/>`
  out += `<rect x="${n(-B * 0.9)}" y="${s.shoulder + 10}" width="${n(B * 0.05)}" height="${n(940 - s.shoulder)}" fill="${hl}" opacity=".14"/>`
  out += `<rect x="-31" y="${s.capsule + 20}" width="9" height="${n(Math.max(40, s.shoulder - s.capsule - 260))}" rx="4.5" fill="${hl}" opacity=".3"/>`
  out += `</g>`

  out += label(art, s)

  // Shade the right of the cylinder (glass and label together) in two flat steps.
  out += `<g clip-path="url(#${id}c)"><rect x="${n(B * 0.42)}" y="-100" width="300" height="1200" fill="${BRAND.ink}" opacity=".18"/>`
  out += `<rect x="${n(B * 0.8)}" y="-100" width="300" height="1200" fill="${BRAND.ink}" opacity=".16"/></g>`

  out += art.style === 'sparkling' ? foil(art, s, d, id) : capsule(art, s, d, id)
  return out
}

/**
 * A cheap bottle for the background of scenes (shelves, windows): no clip paths or text, which would
 * cost render time for dozens of small bottles; at that size only the silhouette and label read.
 */
function propBottle(art: BottleArt, s: Shape, d: string): string {
  const clear = s.glass === 'clear' || (s.glass === 'auto' && luminance(art.liquid) > 0.08)
  const glass = clear ? mix(art.liquid, '#e9efe0', 0.3) : mix(darken(art.liquid, 0.55), '#1c2a22', 0.6)
  const neck = (s.steps[4] as Pt)[0] + 3
  const capEnd = art.style === 'sparkling' ? 200 : s.capsule
  const { top, bottom, half } = s.label
  const B = s.body
  let out = `<path d="${d}" fill="${glass}"/>`
  out += `<rect x="${-neck}" y="${art.style === 'sparkling' ? -40 : -2}" width="${neck * 2}" height="${capEnd + (art.style === 'sparkling' ? 40 : 2)}" rx="6" fill="${art.accent}"/>`
  out += `<rect x="${n(-B * 0.7)}" y="${s.shoulder + 30}" width="${n(B * 0.11)}" height="${n(900 - s.shoulder)}" fill="#fff" opacity=".25"/>`
  out += `<rect x="${-half}" y="${top}" width="${half * 2}" height="${bottom - top}" fill="${art.label}"/>`
  out += `<rect x="${n(-half * 0.5)}" y="${n((top + bottom) / 2 - 8)}" width="${n(half)}" height="16" fill="${art.accent}" opacity=".8"/>`
  out += `<rect x="${n(B * 0.45)}" y="${top}" width="${n(half - B * 0.45)}" height="${bottom - top}" fill="${BRAND.ink}" opacity=".15"/>`
  return out
}

/** Still wines: a plain capsule over the cork, with a rolled edge at the lip. */
function capsule(art: BottleArt, s: Shape, d: string, id: string): string {
  const c = art.accent
  // Clipped twice: to the capsule's height, and to the (slightly wider) bottle outline.
  let out = `<defs><clipPath id="${id}k"><rect x="-100" y="-10" width="200" height="${s.capsule + 10}"/></clipPath>`
  out += `<clipPath id="${id}s"><path d="${d}" transform="scale(1.06 1)"/></clipPath></defs>`
  out += `<g clip-path="url(#${id}k)"><g clip-path="url(#${id}s)"><rect x="-100" y="-10" width="200" height="${s.capsule + 10}" fill="${c}"/>`
  out += `<rect x="-60" y="-10" width="120" height="16" fill="${lighten(c, 0.25)}"/>`
  out += `<rect x="-60" y="30" width="120" height="8" fill="${darken(c, 0.25)}"/>`
  out += `<rect x="-60" y="${s.capsule - 14}" width="120" height="6" fill="${darken(c, 0.2)}"/>`
  out += `<rect x="-36" y="-10" width="10" height="${s.capsule + 20}" fill="#fff" opacity=".25"/>`
  out += `<rect x="20" y="-10" width="60" height="${s.capsule + 20}" fill="${BRAND.ink}" opacity=".25"/></g></g>`
  return out
}

/** Sparkling: foil down onto the shoulder, a cork dome, and the wire hood (muselet) with its plaque. */
function foil(art: BottleArt, s: Shape, d: string, id: string): string {
  const c = art.accent
  const wire = mix(lighten(c, 0.6), '#d8d2c6', 0.6)
  let out = `<defs><clipPath id="${id}k"><path d="M-200 -100H200V${s.capsule}Q0 ${s.capsule + 36} -200 ${s.capsule}Z"/></clipPath>`
  out += `<clipPath id="${id}s"><path d="${d}" transform="scale(1.05 1)"/></clipPath></defs>`
  out += `<g clip-path="url(#${id}k)"><g clip-path="url(#${id}s)"><rect x="-200" y="-10" width="400" height="${s.capsule + 60}" fill="${c}"/>`
  // Crinkles in the foil: thin vertical strokes of light and shade.
  for (const [x, o, col] of [
    [-34, 0.3, '#fff'],
    [-16, 0.18, '#fff'],
    [6, 0.16, BRAND.ink],
    [26, 0.2, BRAND.ink],
    [-44, 0.15, BRAND.ink],
  ] as const) {
    out += `<rect x="${x}" y="0" width="3" height="${s.capsule - 60}" fill="${col}" opacity="${o}"/>`
  }
  out += `<rect x="-200" y="${s.capsule - 20}" width="400" height="60" fill="${darken(c, 0.2)}" opacity=".6"/>`
  out += `<rect x="30" y="-60" width="200" height="${s.capsule + 80}" fill="${BRAND.ink}" opacity=".22"/></g></g>`
  // A neck band of the label colour sitting on the foil.
  out += `<path d="M-55 190Q0 200 55 190L60 240Q0 252 -60 240Z" fill="${art.label}"/>`
  out += `<path d="M-55 196Q0 206 55 196" stroke="${c}" stroke-width="2" fill="none"/>`
  out += `<path d="M-58 234Q0 246 58 234" stroke="${c}" stroke-width="2" fill="none"/>`
  // Cork dome under the foil.
  out += `<path d="M-54 10C-54 -26 -34 -52 0 -54C34 -52 54 -26 54 10Z" fill="${c}"/>`
  out += `<path d="M14 -52C36 -46 50 -26 50 4L26 4C28 -24 22 -42 14 -52Z" fill="${BRAND.ink}" opacity=".22"/>`
  // Wire hood: four legs from the neck ring to the plaque, and the twisted loop.
  const legs = [-40, -14, 14, 40]
  for (const x of legs)
    out += `<path d="M${x * 1.2} 56Q${x} 0 ${x * 0.4} -52" stroke="${wire}" stroke-width="3" fill="none"/>`
  out += `<path d="M-58 58Q0 70 58 58" stroke="${wire}" stroke-width="4" fill="none"/>`
  out += `<circle cx="62" cy="66" r="7" stroke="${wire}" stroke-width="3" fill="none"/>`
  out += `<ellipse cx="0" cy="-54" rx="24" ry="6" fill="${BRAND.gold}"/>`
  return out
}

/** The paper label: estate mark, the wine's name (fitted, up to two lines) and the vintage. */
function label(art: BottleArt, s: Shape): string {
  const { top, bottom, half, shield } = s.label
  const bow = 8 // the label edges bow down a little: the cylinder seen from slightly above
  const paper = art.label
  const ink = onColour(paper)
  const acc = Math.abs(luminance(art.accent) - luminance(paper)) < 0.08 ? ink : art.accent
  const topEdge = shield
    ? `M${-half} ${top + 30}Q${-half} ${top - 6} 0 ${top - 18}Q${half} ${top - 6} ${half} ${top + 30}`
    : `M${-half} ${top}Q0 ${top + bow * 2} ${half} ${top}`
  const d = `${topEdge}L${half} ${bottom}Q0 ${bottom + bow * 2} ${-half} ${bottom}Z`
  let out = `<path d="${d}" fill="${paper}"/>`
  // Inner rule in the accent colour, inset from the edge.
  const i = 9
  const innerTop = shield
    ? `M${-half + i} ${top + 32}Q${-half + i} ${top + 4} 0 ${top - 8}Q${half - i} ${top + 4} ${half - i} ${top + 32}`
    : `M${-half + i} ${top + i}Q0 ${top + i + bow * 2} ${half - i} ${top + i}`
  out += `<path d="${innerTop}L${half - i} ${bottom - i}Q0 ${bottom - i + bow * 2} ${-half + i} ${bottom - i}Z" fill="none" stroke="${acc}" stroke-width="1.6"/>`
  const tw = half * 2 - 36
  const font = `font-family="${SERIF}" text-anchor="middle"`
  const y0 = top + (shield ? 26 : 30) + bow
  out += compassStar(0, y0, 11, acc, ink)
  out += `<text x="0" y="${y0 + 34}" ${font} fill="${ink}" font-size="13" letter-spacing="5">NORTE</text>`
  out += `<rect x="-18" y="${y0 + 44}" width="36" height="1.6" fill="${acc}"/>`
  // Wine name: as large as fits the width and the space between the estate mark and the vintage
  // (max 34), broken onto two lines when that reads better.
  const vs = fitSize(art.vintage, tw, 17, 8, 4)
  const vintageY = bottom - 24 + bow
  const areaTop = y0 + 52
  const areaBottom = vintageY - vs - 6
  const lines = splitName(art.wine, tw, 34)
  const size = Math.min(34, (areaBottom - areaTop) / (lines.length * 1.12), ...lines.map((l) => fitSize(l, tw, 34, 9)))
  const lh = size * 1.12
  const mid = (areaTop + areaBottom) / 2
  lines.forEach((l, k) => {
    const y = mid + (k - (lines.length - 1) / 2) * lh + size * 0.34
    out += `<text x="0" y="${n(y)}" ${font} fill="${ink}" font-size="${n(size)}">${esc(l)}</text>`
  })
  out += `<text x="0" y="${n(vintageY)}" ${font} font-size="${vs}" letter-spacing="4" fill="${acc}">${esc(art.vintage)}</text>`
  return out
}

/** Places a bottle so that it spans from `top` to `bottom` (px), centred on `cx`. */
export function placeBottle(
  art: BottleArt,
  id: string,
  cx: number,
  top: number,
  bottom: number,
  plain = false,
): string {
  const t = bottleTop(art.style)
  const k = (bottom - top) / (1000 - t)
  return `<g transform="translate(${n(cx)} ${n(top - t * k)}) scale(${f3(k)})">${bottle(art, id, plain)}</g>`
}

/** The bottle art on its own (transparent) or on a quiet backdrop for the other frames. */
export function paintBottle(art: BottleArt, ctx: Ctx, transparent: boolean): string {
  const { w, h } = ctx
  if (transparent) return placeBottle(art, 'b', w / 2, h * 0.05, h * 0.95)
  // Backdrop: a warm wash tinted by the accent, a large disc like low sun, and a table edge.
  const bg = mix(art.accent, BRAND.cream, isDark(art.accent) ? 0.82 : 0.7)
  const disc = mix(bg, art.accent, 0.22)
  const table = mix(art.accent, BRAND.ink, 0.35)
  const floor = ctx.portrait ? h * 0.74 : h * 0.88
  const bh = ctx.portrait ? h * 0.52 : h * 0.78
  const cx = w / 2
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`
  out += `<circle cx="${n(cx)}" cy="${n(floor - bh * 0.55)}" r="${n(Math.min(w * 0.42, bh * 0.55))}" fill="${disc}"/>`
  out += `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${table}"/>`
  out += `<rect y="${n(floor)}" width="${w}" height="${n(h * 0.008)}" fill="${lighten(table, 0.25)}"/>`
  const half = (SHAPES[art.style] ?? SHAPES.bordeaux).body
  const k = bh / (1000 - bottleTop(art.style))
  out += groundShadow(cx + half * k * 0.25, floor + 2, half * k * 1.5, half * k * 0.16, BRAND.ink, 0.35)
  out += placeBottle(art, 'b', cx, floor - bh, floor)
  if (w > h) {
    // Wide frames have room for a poured glass beside the bottle.
    const gx = cx + half * k + w * 0.14
    out += groundShadow(gx + w * 0.01, floor + 2, w * 0.06, h * 0.012, BRAND.ink, 0.3)
    out += glassSide(gx, floor, bh * 0.5, art.liquid, 0.4, luminance(bg) > 0.45 ? darken(bg, 0.6) : '#ffffff')
  }
  return out
}
