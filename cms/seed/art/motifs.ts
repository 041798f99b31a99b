/**
 * Small motifs shared by several kinds (the compass star, shadows, leaves, grapes, glasses, plates),
 * so that a grape or a glass looks the same in every picture.
 */
import { BRAND, darken, lighten, mix, f3, n } from './util'

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

/** A soft contact shadow: two flat ellipses read as one soft one under the grain. */
export function groundShadow(cx: number, cy: number, rx: number, ry: number, c: string, o: number): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${c}" opacity="${f3(o * 0.5)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.7)}" ry="${n(ry * 0.6)}" fill="${c}" opacity="${f3(o * 0.6)}"/>`
  )
}

/** A pointed leaf along +x of length l (local units), with a midrib. */
export function leaf(x: number, y: number, l: number, angle: number, c: string, vein?: string): string {
  const w = l * 0.36
  let out = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0Q${n(l * 0.35)} ${n(-w)} ${n(l)} 0Q${n(l * 0.35)} ${n(w)} 0 0Z" fill="${c}"/>`
  if (vein)
    out += `<path d="M${n(l * 0.04)} 0L${n(l * 0.86)} 0" stroke="${vein}" stroke-width="${n(Math.max(1, l * 0.025))}" opacity=".7"/>`
  return out + '</g>'
}

/** A vine leaf: five rounded lobes, the grape's own signature. */
export function vineLeaf(x: number, y: number, r: number, angle: number, c: string, vein: string): string {
  const lobes = [-90, -30, 30, -150, 150]
  let out = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">`
  for (const a of lobes) {
    const t = (a * Math.PI) / 180
    const k = a === -90 ? 0.62 : 0.52
    out += `<circle cx="${n(Math.cos(t) * r * k)}" cy="${n(Math.sin(t) * r * k)}" r="${n(r * 0.48)}" fill="${c}"/>`
  }
  out += `<circle cx="0" cy="${n(r * 0.05)}" r="${n(r * 0.5)}" fill="${c}"/>`
  out += `<path d="M0 ${n(r * 0.75)}L0 ${n(-r * 0.85)}M0 ${n(r * 0.2)}L${n(-r * 0.75)} ${n(-r * 0.35)}M0 ${n(r * 0.2)}L${n(r * 0.75)} ${n(-r * 0.35)}" stroke="${vein}" stroke-width="${n(r * 0.05)}" stroke-linecap="round" fill="none"/>`
  return out + '</g>'
}

/** A bunch of grapes hanging from (x, y): berries in rows narrowing to a point, lit from the left. */
export function grapes(x: number, y: number, r: number, c: string, rand: () => number): string {
  const rows = [4, 4, 3, 3, 2, 1]
  const b = r * 0.23
  const out = `<path d="M${n(x)} ${n(y - b * 1.6)}q${n(b * 0.3)} ${n(-b * 1.2)} ${n(b * 1.2)} ${n(-b * 1.6)}" stroke="${darken(BRAND.sage, 0.4)}" stroke-width="${n(b * 0.3)}" fill="none" stroke-linecap="round"/>`
  const dark = darken(c, 0.3)
  let berries = ''
  let light = ''
  rows.forEach((count, row) => {
    for (let k = 0; k < count; k++) {
      const bx = x + (k - (count - 1) / 2) * b * 1.75 + (rand() - 0.5) * b * 0.3
      const by = y + row * b * 1.5 + (rand() - 0.5) * b * 0.3
      berries += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(b)}" fill="${row % 2 ? c : mix(c, dark, 0.5)}" stroke="${dark}" stroke-width="${n(b * 0.12)}"/>`
      light += `<circle cx="${n(bx - b * 0.35)}" cy="${n(by - b * 0.35)}" r="${n(b * 0.22)}"/>`
    }
  })
  return out + berries + `<g fill="#fff" opacity=".35">${light}</g>`
}

/**
 * A stemmed wine glass seen from the side, standing on (x, y) with height h. The liquid fills the
 * bowl to `level` (0..1 of the bowl's height).
 */
export function glassSide(
  x: number,
  y: number,
  h: number,
  liquid: string | null,
  level = 0.45,
  edge = '#ffffff',
): string {
  const s = h / 1000
  const bowl =
    'M-150 0C-160 140 -190 300 -170 380C-150 460 -60 490 -12 500L12 500C60 490 150 460 170 380C190 300 160 140 150 0Z'
  const top = 500 - 500 * level
  // Half width of the bowl at the liquid line (the bowl is widest around y = 300).
  const hw = top < 300 ? 150 + 28 * (top / 300) : 178 - ((top - 300) / 200) * 120
  const light = edge.toLowerCase() === '#ffffff'
  let out = `<g transform="translate(${n(x)} ${n(y - h)}) scale(${f3(s)})">`
  out += `<path d="${bowl}" fill="${edge}" opacity="${light ? 0.18 : 0.06}"/>`
  if (liquid) {
    out += `<path d="M${n(-hw)} ${n(top)}C${n(-hw - 10)} ${n(top + 60)} -180 330 -170 380C-150 460 -60 490 -12 500L12 500C60 490 150 460 170 380C180 330 ${n(hw + 10)} ${n(top + 60)} ${n(hw)} ${n(top)}Z" fill="${liquid}"/>`
    // The wine's surface seen a little from above: lighter at the rim, as tasters look for.
    out += `<ellipse cx="0" cy="${n(top)}" rx="${n(hw)}" ry="${n(hw * 0.13)}" fill="${lighten(liquid, 0.35)}"/>`
    out += `<ellipse cx="0" cy="${n(top + 2)}" rx="${n(hw * 0.86)}" ry="${n(hw * 0.1)}" fill="${lighten(liquid, 0.12)}"/>`
    out += `<path d="M50 488C120 462 165 430 172 380C178 330 ${n(hw + 6)} ${n(top + 60)} ${n(hw)} ${n(top + 14)}L${n(hw * 0.55)} ${n(top + 24)}C${n(hw * 0.7)} 300 110 420 30 492Z" fill="${BRAND.ink}" opacity=".22"/>`
  }
  const so = light ? 0.55 : 0.3
  out += `<path d="${bowl}" fill="none" stroke="${edge}" stroke-opacity="${so}" stroke-width="6"/>`
  out += `<ellipse cx="0" cy="0" rx="150" ry="16" fill="${edge}" fill-opacity=".06" stroke="${edge}" stroke-opacity="${so + 0.05}" stroke-width="5"/>`
  out += `<path d="M-122 50C-134 150 -146 260 -132 350" stroke="#fff" stroke-opacity=".6" stroke-width="14" stroke-linecap="round" fill="none"/>`
  out += `<path d="M-100 390C-80 430 -50 452 -24 462" stroke="#fff" stroke-opacity=".45" stroke-width="8" stroke-linecap="round" fill="none"/>`
  out += `<path d="M-12 500L-8 930L8 930L12 500Z" fill="${edge}" opacity="${light ? 0.55 : 0.22}"/>`
  out += `<path d="M-9 915C-40 955 -130 968 -160 984L160 984C130 968 40 955 9 915Z" fill="${edge}" opacity="${light ? 0.45 : 0.18}"/>`
  out += `<ellipse cx="0" cy="986" rx="162" ry="13" fill="${edge}" opacity="${light ? 0.5 : 0.22}"/>`
  return out + '</g>'
}

/** A wine glass seen from above: foot, bowl rim and the wine's disc. */
export function glassTop(x: number, y: number, r: number, liquid: string): string {
  return (
    `<circle cx="${n(x + r * 0.12)}" cy="${n(y + r * 0.14)}" r="${n(r)}" fill="${BRAND.ink}" opacity=".12"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff" opacity=".35"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.72)}" fill="${liquid}"/>` +
    `<circle cx="${n(x - r * 0.1)}" cy="${n(y - r * 0.1)}" r="${n(r * 0.5)}" fill="${lighten(liquid, 0.12)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="${n(r * 0.05)}"/>` +
    `<path d="M${n(x - r * 0.7)} ${n(y - r * 0.3)}A${n(r * 0.78)} ${n(r * 0.78)} 0 0 1 ${n(x - r * 0.2)} ${n(y - r * 0.74)}" stroke="#fff" stroke-opacity=".7" stroke-width="${n(r * 0.08)}" stroke-linecap="round" fill="none"/>`
  )
}

/** A round plate seen from above: shadow, rim, well. */
export function plate(x: number, y: number, r: number, c: string = BRAND.cream): string {
  return (
    `<circle cx="${n(x + r * 0.05)}" cy="${n(y + r * 0.07)}" r="${n(r)}" fill="${BRAND.ink}" opacity=".18"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.72)}" fill="${darken(c, 0.05)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.7)}" fill="${c}"/>` +
    `<path d="M${n(x + r * 0.96)} ${n(y)}A${n(r * 0.96)} ${n(r * 0.96)} 0 0 1 ${n(x)} ${n(y + r * 0.96)}" stroke="${darken(c, 0.08)}" stroke-width="${n(r * 0.04)}" fill="none"/>`
  )
}

/** Fork and knife, lying vertically (top-down view), `h` long. */
export function cutlery(x: number, y: number, h: number, c: string, which: 'fork' | 'knife' | 'spoon'): string {
  const w = h * 0.07
  let out = `<g transform="translate(${n(x)} ${n(y)})" fill="${c}">`
  const sh = `<g transform="translate(${n(h * 0.012)} ${n(h * 0.015)})" fill="${BRAND.ink}" opacity=".18">`
  let shape = ''
  if (which === 'knife') {
    shape = `<path d="M${n(-w * 0.45)} ${n(-h / 2)}Q${n(w * 0.6)} ${n(-h / 2 + h * 0.05)} ${n(w * 0.45)} ${n(-h * 0.05)}L${n(w * 0.3)} ${n(h / 2)}Q0 ${n(h / 2 + w * 0.4)} ${n(-w * 0.3)} ${n(h / 2)}L${n(-w * 0.45)} ${n(-h * 0.05)}Z"/>`
  } else if (which === 'fork') {
    const tine = (i: number) =>
      `<rect x="${n(-w * 0.5 + i * w * 0.34)} " y="${n(-h / 2)}" width="${n(w * 0.16)}" height="${n(h * 0.16)}" rx="${n(w * 0.08)}"/>`
    shape =
      [0, 1, 2, 3].map(tine).join('') +
      `<path d="M${n(-w * 0.5)} ${n(-h * 0.36)}L${n(w * 0.52)} ${n(-h * 0.36)}Q${n(w * 0.5)} ${n(-h * 0.22)} ${n(w * 0.14)} ${n(-h * 0.18)}L${n(w * 0.3)} ${n(h / 2)}Q0 ${n(h / 2 + w * 0.4)} ${n(-w * 0.3)} ${n(h / 2)}L${n(-w * 0.14)} ${n(-h * 0.18)}Q${n(-w * 0.5)} ${n(-h * 0.22)} ${n(-w * 0.5)} ${n(-h * 0.36)}Z"/>`
  } else {
    shape = `<ellipse cx="0" cy="${n(-h * 0.36)}" rx="${n(w * 0.62)}" ry="${n(h * 0.14)}"/><path d="M${n(-w * 0.14)} ${n(-h * 0.24)}L${n(w * 0.14)} ${n(-h * 0.24)}L${n(w * 0.3)} ${n(h / 2)}Q0 ${n(h / 2 + w * 0.4)} ${n(-w * 0.3)} ${n(h / 2)}Z"/>`
  }
  out = sh + shape + '</g>' + out + shape
  return out + `</g>`
}

/** A linen napkin, folded, seen from above. */
export function napkin(x: number, y: number, w: number, h: number, c: string, angle = 0): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><rect x="${n(-w / 2 + w * 0.03)}" y="${n(-h / 2 + w * 0.04)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.03)}" fill="${BRAND.ink}" opacity=".14"/>` +
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.03)}" fill="${c}"/>` +
    `<path d="M${n(-w / 2)} ${n(-h / 2)}L${n(w / 2)} ${n(-h / 2 + w * 0.9)}L${n(w / 2)} ${n(-h / 2)}Z" fill="${darken(c, 0.06)}"/>` +
    `<rect x="${n(-w / 2)}" y="${n(h / 2 - h * 0.12)}" width="${n(w)}" height="${n(h * 0.03)}" fill="${darken(c, 0.12)}"/></g>`
  )
}

/** Wood planks for tables: flat bands with a few darker seams. */
export function planks(w: number, h: number, c: string, rand: () => number, vertical = false): string {
  const count = vertical ? 5 : 6
  const size = (vertical ? w : h) / count
  let out = `<rect width="${w}" height="${h}" fill="${c}"/>`
  for (let i = 0; i < count; i++) {
    const tone = i % 2 ? darken(c, 0.05 + rand() * 0.04) : lighten(c, rand() * 0.05)
    out += vertical
      ? `<rect x="${n(i * size)}" width="${n(size)}" height="${h}" fill="${tone}"/>`
      : `<rect y="${n(i * size)}" width="${w}" height="${n(size)}" fill="${tone}"/>`
    out += vertical
      ? `<rect x="${n(i * size)}" width="${n(size * 0.02)}" height="${h}" fill="${darken(c, 0.3)}"/>`
      : `<rect y="${n(i * size)}" width="${w}" height="${n(size * 0.02)}" fill="${darken(c, 0.3)}"/>`
    // A long grain streak or two per plank.
    for (let k = 0; k < 2; k++) {
      const p = i * size + size * (0.25 + rand() * 0.5)
      const a = rand() * (vertical ? h : w) * 0.6
      const len = (vertical ? h : w) * (0.2 + rand() * 0.4)
      out += vertical
        ? `<rect x="${n(p)}" y="${n(a)}" width="${n(size * 0.015)}" height="${n(len)}" rx="2" fill="${darken(c, 0.18)}" opacity=".5"/>`
        : `<rect y="${n(p)}" x="${n(a)}" height="${n(size * 0.015)}" width="${n(len)}" rx="2" fill="${darken(c, 0.18)}" opacity=".5"/>`
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------------
// Landscape pieces, shared by the landscapes and the scenes.

type P = [number, number]

/** A smooth curve through points (Catmull-Rom as cubic Béziers), starting with M. */
export function smooth(pts: P[]): string {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]
    const p1 = pts[i]
    const p2 = pts[i + 1]
    const p3 = pts[i + 2] ?? p2
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`
  }
  return d
}

/** A rolling ridge line across the width: `y` is its mean height, `amp` how much it rolls. */
export function ridge(
  w: number,
  y: number,
  amp: number,
  rand: () => number,
  bumps = 1.5,
): { at: (x: number) => number; pts: P[] } {
  const a = rand() * 6.28
  const b = rand() * 6.28
  const c = rand() * 6.28
  const at = (x: number) => {
    const t = (x / w) * Math.PI * bumps
    return y - amp * (0.6 * Math.sin(t + a) + 0.28 * Math.sin(t * 2.3 + b) + 0.12 * Math.sin(t * 5.1 + c))
  }
  const pts: P[] = []
  for (let i = -1; i <= 25; i++) pts.push([(w * i) / 24, at((w * i) / 24)])
  return { at, pts }
}

/** The closed shape under a ridge, down to `bottom`. */
export function hillPath(r: { pts: P[] }, w: number, bottom: number): string {
  return `${smooth(r.pts)}L${n(w * 1.1)} ${n(bottom)}L${n(-w * 0.1)} ${n(bottom)}Z`
}

/** A cypress: the tall flame-shaped tree of southern vineyards, lit on the left. */
export function cypress(x: number, y: number, h: number, c: string): string {
  const w = h * 0.2
  const half = (s: number) =>
    `M${n(x)} ${n(y - h)}C${n(x + s * w * 0.55)} ${n(y - h * 0.72)} ${n(x + s * w * 0.62)} ${n(y - h * 0.2)} ${n(x + s * w * 0.28)} ${n(y)}L${n(x)} ${n(y)}Z`
  return `<path d="${half(-1)}" fill="${c}"/><path d="${half(1)}" fill="${darken(c, 0.22)}"/>`
}

/** A round tree on a short trunk. */
export function roundTree(x: number, y: number, r: number, c: string): string {
  return (
    `<rect x="${n(x - r * 0.08)}" y="${n(y - r * 0.9)}" width="${n(r * 0.16)}" height="${n(r * 0.9)}" fill="${darken(c, 0.4)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - r * 1.5)}" r="${n(r)}" fill="${c}"/>` +
    `<path d="M${n(x)} ${n(y - r * 2.5)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y - r * 0.5)}Z" fill="${darken(c, 0.18)}"/>`
  )
}

/** The estate house (a quinta): white walls, tiled roof, dark windows, lit windows at night. */
export function house(x: number, y: number, s: number, wall: string, roof: string, win: string): string {
  const W = 160 * s
  const H = 70 * s
  let out = `<rect x="${n(x - W / 2)}" y="${n(y - H)}" width="${n(W)}" height="${n(H)}" fill="${wall}"/>`
  out += `<rect x="${n(x + W * 0.18)}" y="${n(y - H)}" width="${n(W * 0.32)}" height="${n(H)}" fill="${darken(wall, 0.12)}"/>`
  out += `<path d="M${n(x - W / 2 - 8 * s)} ${n(y - H)}L${n(x - W * 0.32)} ${n(y - H - 34 * s)}L${n(x + W * 0.32)} ${n(y - H - 34 * s)}L${n(x + W / 2 + 8 * s)} ${n(y - H)}Z" fill="${roof}"/>`
  // A small tower: every estate has one.
  out += `<rect x="${n(x - W * 0.46)}" y="${n(y - H - 50 * s)}" width="${n(W * 0.22)}" height="${n(50 * s + H)}" fill="${wall}"/>`
  out += `<path d="M${n(x - W * 0.49)} ${n(y - H - 50 * s)}L${n(x - W * 0.35)} ${n(y - H - 72 * s)}L${n(x - W * 0.21)} ${n(y - H - 50 * s)}Z" fill="${roof}"/>`
  for (let i = 0; i < 4; i++) {
    const wx = x - W * 0.18 + i * W * 0.17
    out += `<rect x="${n(wx)}" y="${n(y - H * 0.68)}" width="${n(W * 0.07)}" height="${n(H * 0.36)}" rx="${n(W * 0.035)}" fill="${win}"/>`
  }
  out += `<rect x="${n(x - W * 0.385)}" y="${n(y - H - 36 * s)}" width="${n(W * 0.07)}" height="${n(H * 0.3)}" rx="${n(W * 0.035)}" fill="${win}"/>`
  return out
}

/** Sun (or moon) with two flat halo rings. */
export function sun(x: number, y: number, r: number, c: string, halo: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.9)}" fill="${halo}" opacity=".18"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.4)}" fill="${halo}" opacity=".28"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c}"/>`
  )
}

/** A few birds, as the small "v" strokes of a painter. */
export function birds(x: number, y: number, s: number, c: string, rand: () => number, count = 3): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const bx = x + i * 46 * s + rand() * 20 * s
    const by = y + (rand() - 0.5) * 40 * s
    const k = (0.7 + rand() * 0.5) * s
    d += `M${n(bx - 14 * k)} ${n(by - 4 * k)}Q${n(bx - 6 * k)} ${n(by - 9 * k)} ${n(bx)} ${n(by)}Q${n(bx + 6 * k)} ${n(by - 9 * k)} ${n(bx + 14 * k)} ${n(by - 4 * k)}`
  }
  return `<path d="${d}" stroke="${c}" stroke-width="${n(3 * s)}" fill="none" stroke-linecap="round"/>`
}

/** An organic closed shape around (x, y): a circle of radius r pushed in and out by up to `wobble`. */
export function blob(x: number, y: number, r: number, rand: () => number, wobble = 0.15, count = 9, sy = 1): string {
  const pts: P[] = []
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2
    const k = 1 + (rand() - 0.5) * 2 * wobble
    pts.push([x + Math.cos(a) * r * k, y + Math.sin(a) * r * k * sy])
  }
  return closedSmooth(pts)
}

/** A smooth closed curve through points. */
function closedSmooth(pts: P[]): string {
  const m = pts.length
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`
  for (let i = 0; i < m; i++) {
    const p0 = pts[(i - 1 + m) % m]
    const p1 = pts[i]
    const p2 = pts[(i + 1) % m]
    const p3 = pts[(i + 2) % m]
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`
  }
  return d + 'Z'
}

/** A herb sprig (rosemary, thyme): a stem with pairs of narrow leaves. */
export function sprig(x: number, y: number, len: number, angle: number, c: string, leaves = 7, broad = false): string {
  let out = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0Q${n(len * 0.5)} ${n(-len * 0.04)} ${n(len)} 0" stroke="${darken(c, 0.25)}" stroke-width="${n(len * 0.025)}" fill="none" stroke-linecap="round"/>`
  for (let i = 0; i < leaves; i++) {
    const t = (i + 0.6) / (leaves + 0.2)
    const l = len * (broad ? 0.22 : 0.16) * (1 - t * 0.45)
    for (const side of [-1, 1]) {
      out += leaf(
        len * t,
        -len * 0.02 * Math.sin(t * Math.PI),
        l,
        side * (broad ? 50 : 38) - 8,
        i % 2 ? c : darken(c, 0.12),
      )
    }
  }
  return out + '</g>'
}

/** A lemon (or lime) wheel: rind, pith, segments. */
export function citrusWheel(x: number, y: number, r: number, c = '#e9c542'): string {
  let seg = ''
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2
    const a2 = a + (Math.PI * 2) / 8
    const r1 = r * 0.8
    seg += `M${n(x + Math.cos(a + 0.07) * r * 0.1)} ${n(y + Math.sin(a + 0.07) * r * 0.1)}L${n(x + Math.cos(a + 0.06) * r1)} ${n(y + Math.sin(a + 0.06) * r1)}A${n(r1)} ${n(r1)} 0 0 1 ${n(x + Math.cos(a2 - 0.06) * r1)} ${n(y + Math.sin(a2 - 0.06) * r1)}Z`
  }
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${darken(c, 0.08)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.88)}" fill="${lighten(c, 0.7)}"/>` +
    `<path d="${seg}" fill="${lighten(c, 0.15)}"/>`
  )
}
