/** What is laid on a table, so that a glass or a plate looks the same in every picture. */
import { BRAND, darken, f3, lighten, n } from '../util'

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
