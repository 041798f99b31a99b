/** What dresses a bottle: the capsule or the sparkling wine's foil and wire hood, and the paper label. */
import { compassStar } from '../motifs/compassStar'
import { BRAND, darken, esc, fitSize, lighten, luminance, mix, n, onColour, SERIF, splitName } from '../util'
import type { BottleArt, Shape } from './shapes'

/** Still wines: a plain capsule over the cork, with a rolled edge at the lip. */
export function capsule(art: BottleArt, s: Shape, d: string, id: string): string {
  const c = art.accent
  // Clipped twice: to the capsule's height, and to the (slightly wider) bottle outline.
  let out = `<defs><clipPath id="${id}k"><rect x="-100" y="-10" width="200" height="${s.capsule + 10}"/></clipPath>`
  out += `<clipPath id="${id}s"><path d="${d}" transform="scale(1.06 1)"/></clipPath></defs>`
  out += `<g clip-path="url(#${id}k)"><g clip-path="url(#${id}s)"><rect x="-100" y="-10" width="200" height="${s.capsule + 10}" fill="${c}"/>`
  out += `<rect x="-60" y="-10" width="120" height="16" fill="${lighten(c, 0.25)}"/>`
  out += `<rect x="-60" y="30" width="120" height="8" fill="${darken(c, 0.25)}"/>`
  out += `<rect x="-60" y="${s.capsule - 14}" width="120" height="6" fill="${darken(c, 0.2)}"/>`
  out += `<rect x="-36" y="-10" width="10" height="${s.capsule + 20}" fill="#fff" opacity=".25"/>`
  out += `<rect x="20" y="-10" width="60" height="${s.capsule + 20}" fill="${BRAND.ink}" opacity=".25"/></g></g>`
  return out
}

/** Sparkling: foil down onto the shoulder, a cork dome, and the wire hood (muselet) with its plaque. */
export function foil(art: BottleArt, s: Shape, d: string, id: string): string {
  const c = art.accent
  const wire = mix(lighten(c, 0.6), '#d8d2c6', 0.6)
  let out = `<defs><clipPath id="${id}k"><path d="M-200 -100H200V${s.capsule}Q0 ${s.capsule + 36} -200 ${s.capsule}Z"/></clipPath>`
  out += `<clipPath id="${id}s"><path d="${d}" transform="scale(1.05 1)"/></clipPath></defs>`
  out += `<g clip-path="url(#${id}k)"><g clip-path="url(#${id}s)"><rect x="-200" y="-10" width="400" height="${s.capsule + 60}" fill="${c}"/>`
  // Crinkles in the foil: thin vertical strokes of light and shade.
  for (const [x, o, col] of [
    [-34, 0.3, '#fff'],
    [-16, 0.18, '#fff'],
    [6, 0.16, BRAND.ink],
    [26, 0.2, BRAND.ink],
    [-44, 0.15, BRAND.ink],
  ] as const) {
    out += `<rect x="${x}" y="0" width="3" height="${s.capsule - 60}" fill="${col}" opacity="${o}"/>`
  }
  out += `<rect x="-200" y="${s.capsule - 20}" width="400" height="60" fill="${darken(c, 0.2)}" opacity=".6"/>`
  out += `<rect x="30" y="-60" width="200" height="${s.capsule + 80}" fill="${BRAND.ink}" opacity=".22"/></g></g>`
  // A neck band of the label colour sitting on the foil.
  out += `<path d="M-55 190Q0 200 55 190L60 240Q0 252 -60 240Z" fill="${art.label}"/>`
  out += `<path d="M-55 196Q0 206 55 196" stroke="${c}" stroke-width="2" fill="none"/>`
  out += `<path d="M-58 234Q0 246 58 234" stroke="${c}" stroke-width="2" fill="none"/>`
  // Cork dome under the foil.
  out += `<path d="M-54 10C-54 -26 -34 -52 0 -54C34 -52 54 -26 54 10Z" fill="${c}"/>`
  out += `<path d="M14 -52C36 -46 50 -26 50 4L26 4C28 -24 22 -42 14 -52Z" fill="${BRAND.ink}" opacity=".22"/>`
  // Wire hood: four legs from the neck ring to the plaque, and the twisted loop.
  const legs = [-40, -14, 14, 40]
  for (const x of legs)
    out += `<path d="M${x * 1.2} 56Q${x} 0 ${x * 0.4} -52" stroke="${wire}" stroke-width="3" fill="none"/>`
  out += `<path d="M-58 58Q0 70 58 58" stroke="${wire}" stroke-width="4" fill="none"/>`
  out += `<circle cx="62" cy="66" r="7" stroke="${wire}" stroke-width="3" fill="none"/>`
  out += `<ellipse cx="0" cy="-54" rx="24" ry="6" fill="${BRAND.gold}"/>`
  return out
}

/** The paper label: estate mark, the wine's name (fitted, up to two lines) and the vintage. */
export function label(art: BottleArt, s: Shape): string {
  const { top, bottom, half, shield } = s.label
  const bow = 8 // the label edges bow down a little: the cylinder seen from slightly above
  const paper = art.label
  const ink = onColour(paper)
  const acc = Math.abs(luminance(art.accent) - luminance(paper)) < 0.08 ? ink : art.accent
  const topEdge = shield
    ? `M${-half} ${top + 30}Q${-half} ${top - 6} 0 ${top - 18}Q${half} ${top - 6} ${half} ${top + 30}`
    : `M${-half} ${top}Q0 ${top + bow * 2} ${half} ${top}`
  const d = `${topEdge}L${half} ${bottom}Q0 ${bottom + bow * 2} ${-half} ${bottom}Z`
  let out = `<path d="${d}" fill="${paper}"/>`
  // Inner rule in the accent colour, inset from the edge.
  const i = 9
  const innerTop = shield
    ? `M${-half + i} ${top + 32}Q${-half + i} ${top + 4} 0 ${top - 8}Q${half - i} ${top + 4} ${half - i} ${top + 32}`
    : `M${-half + i} ${top + i}Q0 ${top + i + bow * 2} ${half - i} ${top + i}`
  out += `<path d="${innerTop}L${half - i} ${bottom - i}Q0 ${bottom - i + bow * 2} ${-half + i} ${bottom - i}Z" fill="none" stroke="${acc}" stroke-width="1.6"/>`
  const tw = half * 2 - 36
  const font = `font-family="${SERIF}" text-anchor="middle"`
  const y0 = top + (shield ? 26 : 30) + bow
  out += compassStar(0, y0, 11, acc, ink)
  out += `<text x="0" y="${y0 + 34}" ${font} fill="${ink}" font-size="13" letter-spacing="5">NORTE</text>`
  out += `<rect x="-18" y="${y0 + 44}" width="36" height="1.6" fill="${acc}"/>`
  // Wine name: as large as fits the width and the space between the estate mark and the vintage
  // (max 34), broken onto two lines when that reads better.
  const vs = fitSize(art.vintage, tw, 17, 8, 4)
  const vintageY = bottom - 24 + bow
  const areaTop = y0 + 52
  const areaBottom = vintageY - vs - 6
  const lines = splitName(art.wine, tw, 34)
  const size = Math.min(34, (areaBottom - areaTop) / (lines.length * 1.12), ...lines.map((l) => fitSize(l, tw, 34, 9)))
  const lh = size * 1.12
  const mid = (areaTop + areaBottom) / 2
  lines.forEach((l, k) => {
    const y = mid + (k - (lines.length - 1) / 2) * lh + size * 0.34
    out += `<text x="0" y="${n(y)}" ${font} fill="${ink}" font-size="${n(size)}">${esc(l)}</text>`
  })
  out += `<text x="0" y="${n(vintageY)}" ${font} font-size="${vs}" letter-spacing="4" fill="${acc}">${esc(art.vintage)}</text>`
  return out
}
