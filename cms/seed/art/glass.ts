/**
 * The "colour" slide: a glass of the wine, large and calm, in front of a disc of rings that runs
 * from the pale rim of the wine to its deep core (how a taster reads colour, tilted over white).
 */
import type { Art } from '../data/types'
import { glassSide } from './motifs/tableware'
import { BRAND, type Ctx, darken, isDark, luminance, mix, n } from './util'

type GlassArt = Extract<Art, { kind: 'glass' }>

export function paintGlass(art: GlassArt, { w, h, portrait }: Ctx): string {
  const bg = art.background
  const u = Math.min(w, h)
  const cx = w / 2
  const gh = portrait ? h * 0.46 : h * 0.78
  const base = portrait ? h * 0.5 + gh / 2 : h * 0.9
  const discY = base - gh * 0.74 // centred on the bowl
  // Rings from the wine's rim colour (pale, watery) to its core.
  const rings = [0, 1, 2]
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`
  const R = gh * 0.4
  rings.forEach((i) => {
    const c = mix(art.liquid, bg, 0.9 - i * 0.11)
    out += `<circle cx="${n(cx)}" cy="${n(discY)}" r="${n(R * (1 - i * 0.18))}" fill="${c}"/>`
  })
  // A fine ring in gold, a nod to the compass.
  out += `<circle cx="${n(cx)}" cy="${n(discY)}" r="${n(R * 1.08)}" fill="none" stroke="${isDark(bg) ? BRAND.gold : mix(BRAND.gold, bg, 0.2)}" stroke-width="${n(u * 0.003)}" opacity=".8"/>`
  out += `<ellipse cx="${n(cx + gh * 0.02)}" cy="${n(base)}" rx="${n(gh * 0.2)}" ry="${n(gh * 0.014)}" fill="${BRAND.ink}" opacity="${isDark(bg) ? 0.5 : 0.16}"/>`
  // On light backgrounds the glass needs a dark edge to be seen; on dark ones, a light one.
  const edge = luminance(bg) > 0.45 ? darken(bg, 0.6) : '#ffffff'
  out += glassSide(cx, base, gh, art.liquid, 0.5, edge)
  return out
}
