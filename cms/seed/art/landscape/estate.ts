/** The estate itself: down the barrel cellar, the house among misty hills, and the house by moonlight. */
import { birds, cypress, hillPath, house, ridge, roundTree, sun } from '../motifs/countryside'
import { BRAND, type Ctx, darken, lighten, mix, n, type Tones } from '../util'
import { sky, slopeRows } from './layers'

export function cellar(t: Tones, { w, h, portrait }: Ctx): string {
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

export function hills(t: Tones, { w, h, rand, portrait }: Ctx): string {
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

export function night(t: Tones, { w, h, rand, portrait }: Ctx): string {
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
