/** Leaves, grapes, herbs and citrus: the garden's motifs, shared by the dishes, aromas and landscapes. */
import { BRAND, darken, lighten, mix, n } from '../util'

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
