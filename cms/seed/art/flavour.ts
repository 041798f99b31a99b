/**
 * The "flavour" slide: an abstract taste composition. Ribbons flow across the picture like the wine
 * across the palate (attack, middle, finish), a disc stands for the core of the fruit, fine lines
 * for texture, and a trail of dots for the length of the finish.
 *
 * The first palette colour is the background (editors pick it for the slide), the other two play.
 */
import type { Art } from '../data/types'
import { smooth } from './motifs/shapes'
import { BRAND, between, type Ctx, isDark, luminance, mix, n } from './util'

type FlavourArt = Extract<Art, { kind: 'flavour' }>

export function paintFlavour(art: FlavourArt, { w, h, rand, portrait }: Ctx): string {
  const [bg, a0, b0] = art.palette
  // Keep the two playing colours apart from the background, whatever the editor picked.
  const a = Math.abs(luminance(a0) - luminance(bg)) < 0.05 ? mix(a0, isDark(bg) ? BRAND.cream : BRAND.ink, 0.35) : a0
  const b = Math.abs(luminance(b0) - luminance(bg)) < 0.05 ? mix(b0, BRAND.gold, 0.5) : b0
  const u = Math.min(w, h)
  const mid = h / 2
  const band = portrait ? h * 0.2 : h * 0.34 // how tall the flowing part is
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`

  // The core: a large disc, slightly off centre.
  const dx = w * between(rand, 0.56, 0.68)
  const dy = mid - band * between(rand, 0.25, 0.45)
  const dr = u * (portrait ? 0.3 : 0.27)
  out += `<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(dr)}" fill="${b}"/>`
  out += `<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(dr * 1.12)}" fill="none" stroke="${b}" stroke-width="${n(u * 0.003)}" opacity=".6"/>`

  // Ribbons: each between two wavy edges, back to front, from pale to full colour.
  const wave = (y: number, amp: number, ph: number, f: number) => {
    const pts: [number, number][] = []
    for (let i = -1; i <= 13; i++) {
      const x = (w * i) / 12
      pts.push([
        x,
        y + Math.sin((x / w) * Math.PI * f + ph) * amp + Math.sin((x / w) * Math.PI * f * 2.1 + ph * 1.7) * amp * 0.25,
      ])
    }
    return pts
  }
  const ribbons = 3
  for (let i = 0; i < ribbons; i++) {
    const y = mid - band * 0.2 + i * band * 0.32
    const ph = rand() * 6.28
    const f = 1.4 + rand() * 0.8
    const amp = band * (0.22 - i * 0.04)
    const top = wave(y, amp, ph, f)
    const bottom = wave(y + band * (0.28 + i * 0.08), amp * 0.8, ph + 0.6, f).reverse()
    const c = i === ribbons - 1 ? a : mix(a, bg, 0.55 - i * 0.22)
    out += `<path d="${smooth(top)}${smooth(bottom).replace('M', 'L')}Z" fill="${c}"/>`
    if (i === 1) {
      // Fine texture lines riding the middle ribbon.
      let lines = ''
      for (let k = 1; k <= 5; k++)
        lines += smooth(wave(y - band * 0.02 * k - band * 0.06, amp * (1 + k * 0.05), ph - k * 0.05, f))
      out += `<path d="${lines}" stroke="${a}" stroke-width="${n(u * 0.0025)}" fill="none" opacity=".55"/>`
    }
  }

  // The finish: dots trailing off to the right, getting smaller.
  let dots = ''
  const sx = w * 0.08
  const sy = mid + band * 0.95
  for (let i = 0; i < 11; i++) {
    const t = i / 10
    const x = sx + t * w * 0.8
    const y = sy - Math.sin(t * Math.PI) * band * 0.25
    dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 0.012 * (1 - t * 0.8))}"/>`
  }
  out += `<g fill="${b}">${dots}</g>`
  // A small gold accent: the spark on the tongue.
  out += `<circle cx="${n(w * between(rand, 0.15, 0.3))}" cy="${n(mid - band * 0.75)}" r="${n(u * 0.03)}" fill="${isDark(bg) ? BRAND.gold : mix(BRAND.gold, b, 0.3)}"/>`
  return out
}
