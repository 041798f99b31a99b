/** Pieces of the open country, shared by the landscapes and the scenes: ridges, trees, the house, sun and birds. */
import { darken, n } from '../util'
import { type Point, smooth } from './shapes'

/** A rolling ridge line across the width: `y` is its mean height, `amp` how much it rolls. */
export function ridge(
  w: number,
  y: number,
  amp: number,
  rand: () => number,
  bumps = 1.5,
): { at: (x: number) => number; pts: Point[] } {
  const a = rand() * 6.28
  const b = rand() * 6.28
  const c = rand() * 6.28
  const at = (x: number) => {
    const t = (x / w) * Math.PI * bumps
    return y - amp * (0.6 * Math.sin(t + a) + 0.28 * Math.sin(t * 2.3 + b) + 0.12 * Math.sin(t * 5.1 + c))
  }
  const pts: Point[] = []
  for (let i = -1; i <= 25; i++) pts.push([(w * i) / 24, at((w * i) / 24)])
  return { at, pts }
}

/** The closed shape under a ridge, down to `bottom`. */
export function hillPath(r: { pts: Point[] }, w: number, bottom: number): string {
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
