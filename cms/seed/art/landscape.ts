/**
 * Landscapes of the estate. Depth comes from atmospheric perspective done with flat colour: far
 * hills are mixed towards the sky, near ones towards the darkest tone. In portrait, the sky (top)
 * and the foreground (bottom) stay quiet so story text can sit there.
 */
import type { Art } from '../data/types'
import { birds, cypress, grapes, hillPath, house, ridge, roundTree, smooth, sun, vineLeaf } from './motifs'
import { BRAND, between, type Ctx, darken, lighten, mix, n, tones } from './util'

type LandArt = Extract<Art, { kind: 'landscape' }>

export function paintLandscape(art: LandArt, ctx: Ctx): string {
  const t = tones(art.palette)
  switch (art.scene) {
    case 'river':
      return river(t, ctx)
    case 'cellar':
      return cellar(t, ctx)
    case 'harvest':
      return harvest(t, ctx)
    case 'coast':
      return coast(t, ctx)
    case 'hills':
      return hills(t, ctx)
    case 'night':
      return night(t, ctx)
    default:
      return vineyard(t, ctx)
  }
}

type Tones = ReturnType<typeof tones>

/** Sky with a few flat bands getting lighter towards the horizon (a stepped gradient). */
function sky(w: number, horizon: number, c: string, toward: string, bands = 4): string {
  let out = `<rect width="${w}" height="${n(horizon * 3)}" fill="${c}"/>`
  for (let i = 1; i <= bands; i++) {
    const y = horizon * (1 - (0.42 * (bands - i + 1)) / bands)
    out += `<rect y="${n(y)}" width="${w}" height="${n(horizon * 3)}" fill="${mix(c, toward, (i / bands) * 0.45)}"/>`
  }
  return out
}

/** Vine rows on a distant slope: lines following the ridge, closer together towards the top. */
function slopeRows(
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

/** Foreground vine rows running away from the viewer, converging on a point above the slope. */
function convergingRows(
  w: number,
  h: number,
  vx: number,
  vy: number,
  top: number,
  foliage: string,
  count: number,
): string {
  let out = ''
  for (let i = -count; i <= count; i++) {
    const xb = vx + i * (w / count) * 1.1
    const half = (w / count) * 0.24
    // Each row is a wedge from the bottom edge to the vanishing point, clipped by the hill.
    out += `<path d="M${n(xb - half)} ${n(h + 40)}L${n(vx + (xb - half - vx) * 0.02)} ${n(vy)}L${n(vx + (xb + half - vx) * 0.02)} ${n(vy)}L${n(xb + half)} ${n(h + 40)}Z" fill="${foliage}"/>`
  }
  return `<g opacity=".9">${out}</g>` + (top ? '' : '')
}

function vineyard(t: Tones, { w, h, rand, portrait }: Ctx): string {
  const u = Math.min(w, h)
  const horizon = h * (portrait ? 0.47 : 0.5)
  const far = mix(t.mid, t.light, 0.62)
  const far2 = mix(t.mid, t.light, 0.38)
  const midHill = t.mid
  const near = mix(t.mid, t.dark, 0.45) // soil between the foreground rows
  const fore = darken(t.mid, 0.3) // vine foliage
  let out = sky(w, horizon, t.light, lighten(t.light, 0.6))
  out += sun(w * 0.68, horizon - u * 0.08, u * 0.12, lighten(t.light, 0.75), lighten(t.light, 0.5))
  out += birds(w * 0.2, horizon - u * 0.32, u / 1000, mix(t.dark, t.light, 0.4), rand)
  const r1 = ridge(w, horizon - u * 0.02, u * 0.05, rand, 2)
  out += `<path d="${hillPath(r1, w, h)}" fill="${far}"/>`
  const r2 = ridge(w, horizon + u * 0.06, u * 0.06, rand, 1.6)
  out += `<path d="${hillPath(r2, w, h)}" fill="${far2}"/>`
  const r3 = ridge(w, horizon + u * 0.16, u * 0.07, rand, 1.2)
  const hill3 = hillPath(r3, w, h)
  out += `<defs><clipPath id="h3"><path d="${hill3}"/></clipPath></defs><path d="${hill3}" fill="${midHill}"/>`
  out += `<g clip-path="url(#h3)">${slopeRows(r3, w, h * 0.22, darken(midHill, 0.18), 9, u * 0.008)}</g>`
  // The estate on the middle hill, flanked by cypresses.
  const hx = w * 0.3
  const hy = r3.at(hx) + u * 0.012
  out += house(hx, hy, u / 1100, lighten(t.light, 0.55), mix(BRAND.burgundy, t.dark, 0.3), darken(midHill, 0.5))
  for (const dx of [-0.13, -0.1, 0.12])
    out += cypress(hx + u * dx, r3.at(hx + u * dx) + u * 0.01, u * (0.1 + rand() * 0.03), darken(midHill, 0.35))
  const r4 = ridge(w, horizon + u * (portrait ? 0.36 : 0.3), u * 0.05, rand, 0.9)
  const hill4 = hillPath(r4, w, h)
  out += `<defs><clipPath id="h4"><path d="${hill4}"/></clipPath></defs><path d="${hill4}" fill="${near}"/>`
  out += `<g clip-path="url(#h4)">${convergingRows(w, h, w * 0.55, r4.at(w * 0.55) - u * 0.12, 0, fore, 7)}</g>`
  return out
}

function river(t: Tones, { w, h, rand, portrait }: Ctx): string {
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

function cellar(t: Tones, { w, h, portrait }: Ctx): string {
  // A vaulted barrel cellar seen down its length, lit at the far end.
  const u = Math.min(w, h)
  const cx = w / 2
  const vy = h * (portrait ? 0.5 : 0.52)
  const wall = mix(t.mid, t.dark, 0.35)
  let out = `<rect width="${w}" height="${h}" fill="${darken(wall, 0.35)}"/>`
  // Nested arches, each nearer one darker: depth without a gradient.
  const steps = 6
  for (let i = steps; i >= 0; i--) {
    const k = 0.16 + (i / steps) ** 1.5 * 1.1
    const aw = w * 0.5 * k * (portrait ? 1.35 : 1)
    const ah = h * 0.5 * k
    const c = mix(t.light, darken(wall, 0.3), (i / steps) ** 0.7)
    out += `<path d="M${n(cx - aw)} ${n(vy + ah * 0.7)}L${n(cx - aw)} ${n(vy - ah * 0.1)}A${n(aw)} ${n(ah * 0.9)} 0 0 1 ${n(cx + aw)} ${n(vy - ah * 0.1)}L${n(cx + aw)} ${n(vy + ah * 0.7)}Z" fill="${c}"/>`
  }
  // The floor: a flat plane with converging joints.
  const floorY = vy + h * 0.5 * 0.16 * 0.7
  out += `<path d="M0 ${n(h)}L${n(cx - w * 0.09)} ${n(floorY)}L${n(cx + w * 0.09)} ${n(floorY)}L${w} ${n(h)}Z" fill="${mix(t.mid, t.light, 0.25)}"/>`
  let joints = ''
  for (let i = -4; i <= 4; i++) joints += `M${n(cx + i * w * 0.02)} ${n(floorY)}L${n(cx + i * w * 0.45)} ${n(h)}`
  out += `<path d="${joints}" stroke="${darken(t.mid, 0.2)}" stroke-width="${n(u * 0.003)}" opacity=".6"/>`
  // Barrels end-on along both walls, shrinking towards the light.
  let barrels = ''
  for (let i = 6; i >= 0; i--) {
    const k = 0.16 + (i / 6) ** 1.6 * 1.0
    const r = u * 0.09 * k * (portrait ? 1.2 : 1)
    const y = floorY + (h - floorY) * (i / 6) ** 1.6 - r * 0.95
    for (const side of [-1, 1]) {
      const x = cx + side * (w * 0.1 + w * 0.42 * (i / 6) ** 1.6)
      for (const stack of [0, 1]) {
        const by = y - stack * r * 1.9
        const c = mix(BRAND.gold, t.mid, 0.35)
        barrels += `<circle cx="${n(x)}" cy="${n(by)}" r="${n(r)}" fill="${darken(c, 0.5)}"/>`
        barrels += `<circle cx="${n(x)}" cy="${n(by)}" r="${n(r * 0.86)}" fill="${c}"/>`
        barrels += `<circle cx="${n(x)}" cy="${n(by)}" r="${n(r * 0.55)}" fill="none" stroke="${darken(c, 0.25)}" stroke-width="${n(r * 0.04)}"/>`
        barrels += `<rect x="${n(x - r * 0.86)}" y="${n(by - r * 0.04)}" width="${n(r * 1.72)}" height="${n(r * 0.08)}" fill="${darken(c, 0.25)}"/>`
        barrels += `<circle cx="${n(x)}" cy="${n(by + r * 0.42)}" r="${n(r * 0.07)}" fill="${darken(c, 0.5)}"/>`
        // Wine stain under the bung: every working cellar has it.
        barrels += `<path d="M${n(x - r * 0.86)} ${n(by)}A${n(r * 0.86)} ${n(r * 0.86)} 0 0 0 ${n(x + side * r * 0.2)} ${n(by + r * 0.84)}L${n(x + side * r * 0.2)} ${n(by)}Z" fill="${BRAND.ink}" opacity="${side < 0 ? 0 : 0.18}"/>`
      }
    }
  }
  out += barrels
  // Hanging lamps down the vault.
  for (let i = 0; i < 3; i++) {
    const k = 0.3 + i * 0.3
    const y = vy - h * 0.5 * (0.16 + k ** 1.5 * 1.1) * 0.62
    const r = u * 0.018 * (0.5 + k)
    out += `<rect x="${n(cx - 1)}" y="${n(y - u * 0.2)}" width="2" height="${n(u * 0.2)}" fill="${t.dark}"/>`
    out += `<circle cx="${n(cx)}" cy="${n(y)}" r="${n(r * 3)}" fill="${lighten(t.light, 0.5)}" opacity=".25"/>`
    out += `<circle cx="${n(cx)}" cy="${n(y)}" r="${n(r)}" fill="${lighten(t.light, 0.7)}"/>`
  }
  return out
}

function harvest(t: Tones, { w, h, rand, portrait }: Ctx): string {
  // A crate of just-picked grapes in the rows, vine leaves and bunches framing the top.
  const u = Math.min(w, h)
  const horizon = h * (portrait ? 0.42 : 0.36)
  let out = sky(w, horizon, t.light, lighten(t.light, 0.6))
  out += sun(w * 0.5, horizon - u * 0.02, u * 0.16, lighten(t.light, 0.7), lighten(t.light, 0.4))
  const r1 = ridge(w, horizon, u * 0.04, rand, 2)
  out += `<path d="${hillPath(r1, w, h)}" fill="${mix(BRAND.sage, t.light, 0.45)}"/>`
  const r2 = ridge(w, horizon + u * 0.1, u * 0.05, rand, 1.3)
  out += `<defs><clipPath id="hv"><path d="${hillPath(r2, w, h)}"/></clipPath></defs><path d="${hillPath(r2, w, h)}" fill="${BRAND.sage}"/>`
  out += `<g clip-path="url(#hv)">${slopeRows(r2, w, h * 0.25, darken(BRAND.sage, 0.25), 8, u * 0.01)}</g>`
  const groundY = h * (portrait ? 0.66 : 0.7)
  out += `<path d="M0 ${n(groundY)}Q${n(w / 2)} ${n(groundY - u * 0.05)} ${w} ${n(groundY)}L${w} ${h}L0 ${h}Z" fill="${mix(t.mid, t.dark, 0.3)}"/>`
  // The crate.
  const cw = u * 0.56
  const ch = u * 0.2
  const cx = w / 2
  const cy = groundY + (h - groundY) * (portrait ? 0.25 : 0.45)
  const wood = mix(BRAND.gold, t.mid, 0.3)
  const grape = mix(t.dark, BRAND.burgundy, 0.4)
  out += `<ellipse cx="${n(cx)}" cy="${n(cy + ch * 0.52)}" rx="${n(cw * 0.6)}" ry="${n(ch * 0.12)}" fill="${BRAND.ink}" opacity=".25"/>`
  // Grapes heaped over the rim, drawn first so the front boards sit over them.
  let heap = ''
  for (let i = 0; i < 46; i++) {
    const a = rand() * Math.PI
    const rr = rand()
    const gx = cx + Math.cos(a) * cw * 0.46 * rr + (rand() - 0.5) * cw * 0.3
    const gy = cy - ch * 0.45 - Math.sin(a) * ch * 0.45 * rr
    const r = u * (0.018 + rand() * 0.008)
    heap += `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(r)}" fill="${i % 3 ? grape : darken(grape, 0.3)}"/><circle cx="${n(gx - r * 0.35)}" cy="${n(gy - r * 0.35)}" r="${n(r * 0.25)}" fill="#fff" opacity=".35"/>`
  }
  out +=
    `<rect x="${n(cx - cw / 2)}" y="${n(cy - ch * 0.6)}" width="${n(cw)}" height="${n(ch * 0.2)}" fill="${darken(wood, 0.45)}"/>` +
    heap
  out += vineLeaf(cx + cw * 0.3, cy - ch * 0.62, u * 0.05, 20, BRAND.sage, darken(BRAND.sage, 0.3))
  for (let k = 0; k < 3; k++) {
    const y = cy - ch / 2 + k * ch * 0.34
    out += `<rect x="${n(cx - cw / 2)}" y="${n(y)}" width="${n(cw)}" height="${n(ch * 0.3)}" fill="${k % 2 ? darken(wood, 0.08) : wood}"/>`
  }
  out += `<rect x="${n(cx - cw * 0.2)}" y="${n(cy - ch * 0.32)}" width="${n(cw * 0.4)}" height="${n(ch * 0.14)}" rx="${n(ch * 0.07)}" fill="${darken(wood, 0.55)}"/>`
  out += `<rect x="${n(cx + cw * 0.25)}" y="${n(cy - ch / 2)}" width="${n(cw * 0.25)}" height="${n(ch)}" fill="${BRAND.ink}" opacity=".18"/>`
  // Vine leaves and hanging bunches across the top of the picture: the picker's view.
  const leafTop = -u * 0.03
  let vine = `<path d="M${n(-w * 0.05)} ${n(leafTop + u * 0.06)}Q${n(w * 0.5)} ${n(leafTop + u * 0.16)} ${n(w * 1.05)} ${n(leafTop + u * 0.04)}" stroke="${darken(t.mid, 0.45)}" stroke-width="${n(u * 0.012)}" fill="none"/>`
  for (let i = 0; i < 7; i++) {
    const x = (w * (i + 0.3)) / 6.5
    vine += vineLeaf(
      x,
      leafTop + u * (0.08 + rand() * 0.06),
      u * (0.07 + rand() * 0.03),
      between(rand, -40, 40),
      i % 2 ? BRAND.sage : darken(BRAND.sage, 0.2),
      darken(BRAND.sage, 0.45),
    )
  }
  const g = portrait ? 0.7 : 1
  vine += grapes(w * 0.18, leafTop + u * 0.17, u * 0.22 * g, grape, rand)
  vine += grapes(w * 0.84, leafTop + u * 0.15, u * 0.18 * g, grape, rand)
  return out + vine
}

function coast(t: Tones, { w, h, rand, portrait }: Ctx): string {
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

function hills(t: Tones, { w, h, rand, portrait }: Ctx): string {
  // Rolling hills in five layers with morning mist pooling in the valleys between them.
  const u = Math.min(w, h)
  const horizon = h * (portrait ? 0.44 : 0.4)
  let out = sky(w, horizon + u * 0.05, t.light, lighten(t.light, 0.6))
  out += sun(w * 0.26, horizon - u * 0.14, u * 0.07, lighten(t.light, 0.8), lighten(t.light, 0.5))
  out += birds(w * 0.62, horizon - u * 0.26, u / 1100, mix(t.dark, t.light, 0.45), rand)
  const layers = 5
  for (let i = 0; i < layers; i++) {
    const k = i / (layers - 1)
    const y = horizon + (h - horizon) * (0.02 + k ** 1.25 * 0.66)
    const r = ridge(w, y, u * (0.025 + k * 0.06), rand, 1.1 + rand() * 0.8)
    const c = mix(mix(t.mid, t.light, 0.55), mix(t.mid, t.dark, 0.7), k ** 0.9)
    const d = hillPath(r, w, h + 20)
    out += `<path d="${d}" fill="${c}"/>`
    if (i === 2 || i === 3) {
      out += `<defs><clipPath id="hl${i}"><path d="${d}"/></clipPath></defs>`
      out += `<g clip-path="url(#hl${i})">${slopeRows(r, w, (h - y) * 0.5, darken(c, 0.12), 5 + i * 2, u * (0.004 + k * 0.006))}</g>`
    }
    // Mist: the hill's own shape, lowered and pale, so haze pools in the valley the next hill leaves.
    if (i < layers - 1)
      out += `<path d="${d}" transform="translate(0 ${n(u * (0.04 + k * 0.03))})" fill="${lighten(t.light, 0.5)}" opacity=".3"/>`
    if (i === 2 || i === 3) {
      for (let j = 0; j < 3 + i; j++) {
        const x = w * (0.06 + rand() * 0.88)
        const tc = darken(c, 0.35)
        out +=
          rand() > 0.45
            ? cypress(x, r.at(x) + u * 0.012, u * (0.05 + k * 0.07), tc)
            : roundTree(x, r.at(x) + u * 0.01, u * (0.012 + k * 0.02), tc)
      }
    }
    if (i === 1)
      out += house(
        w * 0.72,
        r.at(w * 0.72) + u * 0.01,
        u / 2600,
        lighten(t.light, 0.5),
        mix(BRAND.burgundy, c, 0.3),
        darken(c, 0.4),
      )
  }
  return out
}

function night(t: Tones, { w, h, rand, portrait }: Ctx): string {
  // The estate under a full moon: a dark sky, stars, lit windows.
  const u = Math.min(w, h)
  const horizon = h * (portrait ? 0.56 : 0.55)
  const skyC = t.dark
  let out = sky(w, horizon, skyC, t.mid, 3)
  let stars = ''
  for (let i = 0; i < 70; i++) {
    const x = rand() * w
    const y = rand() * horizon * 0.85
    const r = u * (0.0015 + rand() * 0.003)
    stars += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" opacity="${n(0.4 + rand() * 0.6)}"/>`
  }
  out += `<g fill="${lighten(t.light, 0.6)}">${stars}</g>`
  out += sun(w * 0.7, horizon * 0.42, u * 0.075, lighten(t.light, 0.75), lighten(t.light, 0.3))
  out += `<circle cx="${n(w * 0.7 + u * 0.02)}" cy="${n(horizon * 0.42 - u * 0.015)}" r="${n(u * 0.014)}" fill="${t.light}" opacity=".35"/>`
  out += `<circle cx="${n(w * 0.7 - u * 0.025)}" cy="${n(horizon * 0.42 + u * 0.02)}" r="${n(u * 0.01)}" fill="${t.light}" opacity=".3"/>`
  const r1 = ridge(w, horizon, u * 0.05, rand, 1.8)
  // Hills are silhouettes, darker than the glow low in the sky.
  out += `<path d="${hillPath(r1, w, h)}" fill="${darken(mix(skyC, t.mid, 0.3), 0.15)}"/>`
  const r2 = ridge(w, horizon + u * 0.14, u * 0.05, rand, 1.2)
  const c2 = darken(mix(skyC, t.mid, 0.15), 0.3)
  out += `<defs><clipPath id="n2"><path d="${hillPath(r2, w, h)}"/></clipPath></defs><path d="${hillPath(r2, w, h)}" fill="${c2}"/>`
  out += `<g clip-path="url(#n2)">${slopeRows(r2, w, h * 0.3, darken(c2, 0.25), 10, u * 0.008)}</g>`
  const hx = w * 0.36
  out += house(hx, r2.at(hx) + u * 0.015, u / 900, mix(skyC, t.light, 0.35), darken(skyC, 0.2), lighten(t.light, 0.3))
  out += cypress(hx + u * 0.16, r2.at(hx + u * 0.16) + u * 0.01, u * 0.13, darken(skyC, 0.3))
  out += cypress(hx - u * 0.15, r2.at(hx - u * 0.15) + u * 0.01, u * 0.1, darken(skyC, 0.3))
  out += `<rect y="${n(h * 0.86)}" width="${w}" height="${n(h * 0.14)}" fill="${darken(skyC, 0.35)}" opacity=".7"/>`
  return out
}
