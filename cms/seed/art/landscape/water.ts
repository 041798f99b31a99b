/** Landscapes by the water: the terraced river valley with its boat, and the vineyard on the sea cliff. */
import { birds, cypress, hillPath, ridge, sun } from '../motifs/countryside'
import { smooth } from '../motifs/shapes'
import { BRAND, type Ctx, darken, lighten, mix, n, type Tones } from '../util'
import { sky } from './layers'

export function river(t: Tones, { w, h, rand, portrait }: Ctx): string {
  const u = Math.min(w, h)
  const horizon = h * (portrait ? 0.4 : 0.36)
  const water = lighten(t.light, 0.35)
  let out = sky(w, horizon + u * 0.1, t.light, lighten(t.light, 0.6))
  out += sun(w * 0.28, horizon - u * 0.1, u * 0.08, lighten(t.light, 0.75), lighten(t.light, 0.5))
  const r0 = ridge(w, horizon, u * 0.04, rand, 2.2)
  out += `<path d="${hillPath(r0, w, h)}" fill="${mix(t.mid, t.light, 0.65)}"/>`
  // The river: a ribbon widening towards the viewer, winding like the Douro.
  const top = horizon + u * 0.06
  const bend = (y: number) => w * 0.5 + Math.sin(((y - top) / (h - top)) * Math.PI * 1.3) * w * 0.16
  const widthAt = (y: number) => w * 0.02 + Math.max(0, (y - top) / (h - top)) ** 1.3 * w * 0.5
  const left: [number, number][] = []
  const right: [number, number][] = []
  for (let i = 0; i <= 12; i++) {
    const y = top + ((h - top + 20) * i) / 12
    left.push([bend(y) - widthAt(y), y])
    right.push([bend(y) + widthAt(y), y])
  }
  // Slopes either side, terraced: the left one first (behind), then the right.
  const slope = (side: -1 | 1, c: string, id: string) => {
    const pts: [number, number][] = []
    for (let i = 0; i <= 12; i++) {
      const y = top - u * 0.05 + ((h - top + 40) * i) / 12
      const edge = side < 0 ? bend(y) - widthAt(y) - u * 0.02 : bend(y) + widthAt(y) + u * 0.02
      pts.push([edge, y])
    }
    const far = side < 0 ? -w * 0.1 : w * 1.1
    const d = `${smooth(pts)}L${n(far)} ${n(h + 40)}L${n(far)} ${n(top - u * 0.2 + rand() * u * 0.08)}Z`
    let rows = ''
    for (let k = 0; k < 16; k++) {
      const y = top - u * 0.18 + (k / 16) ** 1.6 * (h - top + u * 0.2)
      rows += `M${n(side < 0 ? -20 : w + 20)} ${n(y + side * u * 0.06)}Q${n(w * 0.5)} ${n(y - u * 0.02)} ${n(w * 0.5 + side * w * 0.1)} ${n(y + u * 0.04)}`
    }
    return (
      `<defs><clipPath id="${id}"><path d="${d}"/></clipPath></defs><path d="${d}" fill="${c}"/>` +
      `<path d="${rows}" clip-path="url(#${id})" stroke="${darken(c, 0.2)}" stroke-width="${n(u * 0.012)}" fill="none"/>`
    )
  }
  out += `<path d="${smooth(left)}L${n(right[12][0])} ${n(right[12][1])}${smooth(right.slice().reverse()).replace('M', 'L')}Z" fill="${water}"/>`
  // Light on the water: short flat streaks.
  for (let i = 0; i < 7; i++) {
    const y = top + (h - top) * (0.15 + i * 0.12)
    const x = bend(y) + (rand() - 0.5) * widthAt(y)
    out += `<rect x="${n(x - widthAt(y) * 0.3)}" y="${n(y)}" width="${n(widthAt(y) * 0.6)}" height="${n(u * 0.006)}" rx="3" fill="#fff" opacity=".5"/>`
  }
  out += slope(-1, t.mid, 'sl')
  out += slope(1, mix(t.mid, t.dark, 0.45), 'sr')
  // A rabelo boat with its square sail, carrying barrels down the river.
  const by = top + (h - top) * 0.55
  const bx = bend(by) - widthAt(by) * 0.15
  const s = u / 900
  out += `<path d="M${n(bx - 60 * s)} ${n(by)}Q${n(bx)} ${n(by + 22 * s)} ${n(bx + 70 * s)} ${n(by - 8 * s)}L${n(bx + 60 * s)} ${n(by + 4 * s)}Z" fill="${t.dark}"/>`
  out += `<rect x="${n(bx - 2 * s)}" y="${n(by - 70 * s)}" width="${n(4 * s)}" height="${n(70 * s)}" fill="${t.dark}"/>`
  out += `<rect x="${n(bx - 26 * s)}" y="${n(by - 64 * s)}" width="${n(50 * s)}" height="${n(44 * s)}" fill="${lighten(t.light, 0.6)}"/>`
  return out
}

export function coast(t: Tones, { w, h, rand, portrait }: Ctx): string {
  const u = Math.min(w, h)
  const horizon = h * (portrait ? 0.48 : 0.46)
  const sea = t.mid
  let out = sky(w, horizon, t.light, lighten(t.light, 0.6))
  out += sun(w * 0.62, horizon - u * 0.02, u * 0.1, lighten(t.light, 0.8), lighten(t.light, 0.5))
  out += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${sea}"/>`
  out += `<rect y="${n(horizon)}" width="${w}" height="${n(u * 0.05)}" fill="${mix(sea, t.light, 0.3)}"/>`
  // The sun's path on the sea: a column of short bright strokes, shorter towards the horizon.
  for (let i = 0; i < 12; i++) {
    const y = horizon + u * 0.012 + i * i * u * 0.0045
    const len = u * (0.03 + i * 0.012)
    out += `<rect x="${n(w * 0.62 - len / 2 + (rand() - 0.5) * u * 0.03)}" y="${n(y)}" width="${n(len)}" height="${n(u * (0.004 + i * 0.0008))}" rx="2" fill="${lighten(t.light, 0.7)}" opacity=".75"/>`
  }
  // Distant headland, then the near cliff with its vineyard on top.
  out += `<path d="M${n(w * 0.75)} ${n(horizon)}Q${n(w * 0.9)} ${n(horizon - u * 0.06)} ${n(w * 1.1)} ${n(horizon - u * 0.05)}L${n(w * 1.1)} ${n(horizon)}Z" fill="${mix(sea, t.light, 0.45)}"/>`
  const top = horizon - u * 0.1
  const edge = w * 0.46
  const cliffD = `M${n(-w * 0.1)} ${n(top)}Q${n(edge * 0.6)} ${n(top - u * 0.04)} ${n(edge)} ${n(top + u * 0.02)}L${n(edge + u * 0.04)} ${n(horizon + u * 0.15)}L${n(edge + u * 0.1)} ${n(h * 0.72)}Q${n(edge + u * 0.2)} ${n(h * 0.9)} ${n(edge + u * 0.12)} ${n(h + 10)}L${n(-w * 0.1)} ${n(h + 10)}Z`
  out += `<path d="${cliffD}" fill="${t.dark}"/>`
  out += `<path d="M${n(edge)} ${n(top + u * 0.02)}L${n(edge + u * 0.04)} ${n(horizon + u * 0.15)}L${n(edge + u * 0.1)} ${n(h * 0.72)}Q${n(edge + u * 0.2)} ${n(h * 0.9)} ${n(edge + u * 0.12)} ${n(h + 10)}L${n(edge - u * 0.02)} ${n(h + 10)}Q${n(edge + u * 0.06)} ${n(h * 0.8)} ${n(edge - u * 0.01)} ${n(h * 0.6)}Z" fill="${darken(t.dark, 0.25)}"/>`
  // Grass cap and vine rows on the cliff top.
  out += `<path d="M${n(-w * 0.1)} ${n(top)}Q${n(edge * 0.6)} ${n(top - u * 0.04)} ${n(edge)} ${n(top + u * 0.02)}L${n(edge - u * 0.02)} ${n(top + u * 0.06)}Q${n(edge * 0.5)} ${n(top + u * 0.02)} ${n(-w * 0.1)} ${n(top + u * 0.06)}Z" fill="${mix(BRAND.sage, t.dark, 0.2)}"/>`
  let rows = ''
  for (let i = 0; i < 9; i++) {
    const x = (edge * (i + 0.5)) / 9
    rows += `<rect x="${n(x)}" y="${n(top - u * 0.03)}" width="${n(u * 0.018)}" height="${n(u * 0.035)}" rx="${n(u * 0.009)}"/>`
  }
  out += `<g fill="${darken(BRAND.sage, 0.35)}">${rows}</g>`
  out += cypress(edge * 0.78, top + u * 0.005, u * 0.13, darken(BRAND.sage, 0.45))
  out += birds(w * 0.7, horizon - u * 0.3, u / 1000, mix(t.dark, t.light, 0.3), rand)
  // Waves breaking at the cliff foot.
  for (let i = 0; i < 4; i++) {
    const y = h * 0.7 + i * u * 0.06
    out += `<path d="M${n(edge + u * (0.12 + i * 0.03))} ${n(y)}q${n(u * 0.05)} ${n(-u * 0.015)} ${n(u * 0.1)} 0" stroke="${lighten(sea, 0.5)}" stroke-width="${n(u * 0.006)}" fill="none" stroke-linecap="round"/>`
  }
  return out
}
