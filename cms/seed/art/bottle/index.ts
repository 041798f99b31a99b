/**
 * Wine bottles. Each style has its own silhouette (the first thing a wine drinker reads):
 * Bordeaux with high, square shoulders; Burgundy with long sloping shoulders; sparkling as a heavy
 * champagne bottle with foil and a wire hood; rosé in a waisted Provence bottle of clear glass;
 * sweet in a slender flute. The label carries the wine's name and vintage.
 *
 * Bottles are drawn in local units: 1000 tall from the lip (y = 0) to the base (y = 1000), centred
 * on x = 0, so the same drawing serves the transparent bottle frame and the scenes.
 */
import { groundShadow } from '../motifs/shapes'
import { glassSide } from '../motifs/tableware'
import { BRAND, type Ctx, darken, f3, isDark, lighten, luminance, mix, n } from '../util'
import { capsule, foil, label } from './dressing'
import { type BottleArt, bottleTop, outline, type Pt, type Shape, SHAPES } from './shapes'

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
