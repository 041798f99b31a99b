/** Landscapes among the vines: the vineyard with the estate on its hill, and the harvest crate. */
import { birds, cypress, hillPath, house, ridge, sun } from '../motifs/countryside'
import { grapes, vineLeaf } from '../motifs/plants'
import { between, BRAND, type Ctx, darken, lighten, mix, n, type Tones } from '../util'
import { sky, slopeRows } from './layers'

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

export function vineyard(t: Tones, { w, h, rand, portrait }: Ctx): string {
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

export function harvest(t: Tones, { w, h, rand, portrait }: Ctx): string {
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
