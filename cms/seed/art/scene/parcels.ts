/** What the winery packs and sends: the delivery box, the club's welcome envelope, a gift. */
import { placeBottle } from '../bottle'
import { compassStar } from '../motifs/compassStar'
import { sprig } from '../motifs/plants'
import { blob, groundShadow } from '../motifs/shapes'
import { BRAND, darken, lighten, mix, n, SERIF } from '../util'
import { RED, type SceneArt, type ScenePainter, wallAndTable, WHITE, wine } from './stage'

export const PARCEL_SCENES = {
  delivery: (s) => {
    // A shipping box, opened: three bottles in their cardboard cells, tissue, the address label.
    const { u, cx, floor, t } = s
    let out = wallAndTable(s, t.light, mix(t.mid, t.light, 0.35))
    const kraft = '#c9a06a'
    const bw = u * 0.56
    const bh = u * 0.3
    const bx = cx - bw / 2
    const by = floor - bh + u * 0.06
    out += groundShadow(cx + u * 0.03, by + bh, bw * 0.62, u * 0.03, BRAND.ink, 0.35)
    // Back flap, bottles, then the front of the box over them.
    out += `<path d="M${n(bx + u * 0.02)} ${n(by)}L${n(bx + u * 0.06)} ${n(by - u * 0.1)}L${n(bx + bw - u * 0.06)} ${n(by - u * 0.1)}L${n(bx + bw - u * 0.02)} ${n(by)}Z" fill="${darken(kraft, 0.15)}"/>`
    const bottles = [
      wine('bordeaux', RED),
      wine('burgundy', WHITE, BRAND.ink, BRAND.gold),
      wine('sparkling', WHITE, BRAND.cream, BRAND.gold),
    ]
    bottles.forEach((b, i) => {
      const x = bx + bw * (0.22 + i * 0.28)
      out += placeBottle(b, `d${i}`, x, by - u * 0.3 + (i === 1 ? -u * 0.02 : 0), by + bh - u * 0.02, true)
    })
    out += `<path d="${blob(cx, by + u * 0.01, bw * 0.5, () => 0.5, 0, 10, 0.1)}" fill="${BRAND.cream}" opacity=".9"/>`
    out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" fill="${kraft}"/>`
    out += `<rect x="${n(bx + bw * 0.72)}" y="${n(by)}" width="${n(bw * 0.28)}" height="${n(bh)}" fill="${darken(kraft, 0.12)}"/>`
    // Flaps folded out at both sides.
    out += `<path d="M${n(bx)} ${n(by)}L${n(bx - u * 0.14)} ${n(by - u * 0.05)}L${n(bx - u * 0.1)} ${n(by + u * 0.06)}L${n(bx)} ${n(by + u * 0.08)}Z" fill="${lighten(kraft, 0.1)}"/>`
    out += `<path d="M${n(bx + bw)} ${n(by)}L${n(bx + bw + u * 0.14)} ${n(by - u * 0.05)}L${n(bx + bw + u * 0.1)} ${n(by + u * 0.06)}L${n(bx + bw)} ${n(by + u * 0.08)}Z" fill="${darken(kraft, 0.2)}"/>`
    // Tape and the label with the estate mark.
    out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(u * 0.025)}" fill="${darken(kraft, 0.08)}"/>`
    out += `<rect x="${n(bx + bw * 0.1)}" y="${n(by + bh * 0.3)}" width="${n(bw * 0.36)}" height="${n(bh * 0.5)}" fill="${BRAND.cream}"/>`
    out += compassStar(bx + bw * 0.18, by + bh * 0.46, u * 0.025, BRAND.burgundy, BRAND.ink)
    for (let i = 0; i < 3; i++)
      out += `<rect x="${n(bx + bw * 0.25)}" y="${n(by + bh * (0.4 + i * 0.11))}" width="${n(bw * (0.17 - i * 0.03))}" height="${n(u * 0.007)}" fill="${t.dark}" opacity=".6"/>`
    // "This way up" arrows and a glass symbol: it is wine.
    out += `<path d="M${n(bx + bw * 0.62)} ${n(by + bh * 0.75)}v${n(-bh * 0.35)}m${n(-u * 0.02)} ${n(u * 0.025)}l${n(u * 0.02)} ${n(-u * 0.025)}l${n(u * 0.02)} ${n(u * 0.025)}" stroke="${darken(kraft, 0.5)}" stroke-width="${n(u * 0.007)}" fill="none"/>`
    out += `<path d="M${n(bx + bw * 0.84)} ${n(by + bh * 0.35)}h${n(u * 0.05)}q0 ${n(u * 0.06)} ${n(-u * 0.025)} ${n(u * 0.06)}q${n(-u * 0.025)} 0 ${n(-u * 0.025)} ${n(-u * 0.06)}ZM${n(bx + bw * 0.84 + u * 0.025)} ${n(by + bh * 0.35 + u * 0.06)}v${n(u * 0.05)}m${n(-u * 0.02)} 0h${n(u * 0.04)}" stroke="${darken(kraft, 0.5)}" stroke-width="${n(u * 0.006)}" fill="none"/>`
    return out
  },

  club: (s) => {
    // Members' welcome: an envelope sealed in wax, the member card, two bottles behind.
    const { u, cx, floor, t } = s
    let out = wallAndTable(s, t.light, mix(t.mid, t.dark, 0.3))
    out += placeBottle(wine('bordeaux', RED), 'c1', cx + u * 0.22, floor - u * 0.5, floor - u * 0.02)
    out += placeBottle(
      wine('burgundy', WHITE, BRAND.ink, BRAND.gold),
      'c2',
      cx + u * 0.36,
      floor - u * 0.46,
      floor - u * 0.02,
    )
    // The envelope leaning on the bottles.
    const ex = cx - u * 0.42
    const ey = floor - u * 0.34
    const ew = u * 0.5
    const eh = u * 0.34
    out += `<g transform="rotate(-4 ${n(ex)} ${n(ey + eh)})"><rect x="${n(ex + u * 0.015)}" y="${n(ey + u * 0.01)}" width="${n(ew)}" height="${n(eh)}" fill="${BRAND.ink}" opacity=".18"/>`
    out += `<rect x="${n(ex)}" y="${n(ey)}" width="${n(ew)}" height="${n(eh)}" fill="${lighten(BRAND.cream, 0.5)}" stroke="${darken(BRAND.cream, 0.12)}" stroke-width="${n(u * 0.003)}"/>`
    out += `<path d="M${n(ex)} ${n(ey)}L${n(ex + ew / 2)} ${n(ey + eh * 0.55)}L${n(ex + ew)} ${n(ey)}Z" fill="${darken(BRAND.cream, 0.08)}"/>`
    out += `<path d="M${n(ex)} ${n(ey + eh)}L${n(ex + ew * 0.4)} ${n(ey + eh * 0.5)}M${n(ex + ew)} ${n(ey + eh)}L${n(ex + ew * 0.6)} ${n(ey + eh * 0.5)}" stroke="${darken(BRAND.cream, 0.1)}" stroke-width="${n(u * 0.004)}"/>`
    out += `<path d="${blob(ex + ew / 2, ey + eh * 0.55, u * 0.05, () => 0.5, 0, 9)}" fill="${BRAND.burgundy}"/><circle cx="${n(ex + ew / 2)}" cy="${n(ey + eh * 0.55)}" r="${n(u * 0.035)}" fill="${darken(BRAND.burgundy, 0.2)}"/>`
    out += compassStar(ex + ew / 2, ey + eh * 0.55, u * 0.028, lighten(BRAND.burgundy, 0.35), BRAND.burgundy) + '</g>'
    // The member card on the table, in front.
    const kx = cx - u * 0.1
    const ky = floor + u * 0.03
    const kw = u * 0.36
    const kh = u * 0.2
    out += `<g transform="rotate(3 ${n(kx)} ${n(ky)})"><rect x="${n(kx + u * 0.01)}" y="${n(ky + u * 0.012)}" width="${n(kw)}" height="${n(kh * 0.5)}" rx="${n(u * 0.015)}" fill="${BRAND.ink}" opacity=".3"/>`
    out += `<rect x="${n(kx)}" y="${n(ky)}" width="${n(kw)}" height="${n(kh * 0.5)}" rx="${n(u * 0.015)}" fill="${BRAND.ink}"/>`
    out += `<rect x="${n(kx)}" y="${n(ky)}" width="${n(kw)}" height="${n(kh * 0.12)}" rx="${n(u * 0.015)}" fill="${mix(BRAND.ink, BRAND.gold, 0.2)}"/>`
    out += `<text x="${n(kx + kw * 0.5)}" y="${n(ky + kh * 0.36)}" font-family="${SERIF}" font-size="${n(u * 0.03)}" letter-spacing="${n(u * 0.008)}" text-anchor="middle" fill="${BRAND.gold}">NORTE</text></g>`
    out += sprig(cx - u * 0.5, floor + u * 0.12, u * 0.16, -10, BRAND.sage, 7, true)
    return out
  },

  gift: (s) => {
    // A gift box tied with ribbon, a bottle in a gift tube, a tag with the star.
    const { u, cx, floor, t, rand } = s
    let out = wallAndTable(s, t.light, mix(t.mid, t.light, 0.3))
    const paper = t.dark === BRAND.ink ? BRAND.burgundy : t.dark
    const ribbon = BRAND.gold
    // The tube, standing behind-left.
    const tx = cx - u * 0.24
    out += groundShadow(tx + u * 0.03, floor, u * 0.1, u * 0.014, BRAND.ink, 0.4)
    out += `<rect x="${n(tx - u * 0.07)}" y="${n(floor - u * 0.5)}" width="${n(u * 0.14)}" height="${n(u * 0.5)}" fill="${BRAND.ink}"/>`
    out += `<rect x="${n(tx - u * 0.075)}" y="${n(floor - u * 0.52)}" width="${n(u * 0.15)}" height="${n(u * 0.07)}" fill="${BRAND.gold}"/>`
    out += `<rect x="${n(tx + u * 0.02)}" y="${n(floor - u * 0.52)}" width="${n(u * 0.05)}" height="${n(u * 0.52)}" fill="#000" opacity=".2"/>`
    out += compassStar(tx, floor - u * 0.26, u * 0.035, BRAND.gold, BRAND.cream)
    out += `<text x="${n(tx)}" y="${n(floor - u * 0.17)}" font-family="${SERIF}" font-size="${n(u * 0.022)}" letter-spacing="${n(u * 0.006)}" text-anchor="middle" fill="${BRAND.cream}">NORTE</text>`
    // The box: front, top, side; ribbon both ways, bow on top.
    const bx = cx + u * 0.08
    const bw = u * 0.34
    const bh = u * 0.24
    const depth = u * 0.08
    out += groundShadow(bx + u * 0.04, floor, bw * 0.65, u * 0.02, BRAND.ink, 0.4)
    out += `<rect x="${n(bx - bw / 2)}" y="${n(floor - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${paper}"/>`
    out += `<path d="M${n(bx - bw / 2)} ${n(floor - bh)}l${n(depth)} ${n(-depth * 0.6)}h${n(bw)}l${n(-depth)} ${n(depth * 0.6)}Z" fill="${lighten(paper, 0.18)}"/>`
    out += `<path d="M${n(bx + bw / 2)} ${n(floor - bh)}l${n(depth)} ${n(-depth * 0.6)}v${n(bh)}l${n(-depth)} ${n(depth * 0.6)}Z" fill="${darken(paper, 0.25)}"/>`
    out += `<rect x="${n(bx - u * 0.02)}" y="${n(floor - bh)}" width="${n(u * 0.04)}" height="${n(bh)}" fill="${ribbon}"/>`
    out += `<path d="M${n(bx - u * 0.02)} ${n(floor - bh)}l${n(depth)} ${n(-depth * 0.6)}h${n(u * 0.04)}l${n(-depth)} ${n(depth * 0.6)}Z" fill="${lighten(ribbon, 0.2)}"/>`
    out += `<path d="M${n(bx + bw / 2 + depth * 0.5)} ${n(floor - bh - depth * 0.3 + bh * 0.45)}v${n(u * 0.04)}l${n(depth * 0.5)} ${n(-depth * 0.3)}v${n(-u * 0.04)}Z" fill="${darken(ribbon, 0.2)}"/>`
    const kx = bx + depth / 2
    const ky = floor - bh - depth * 0.3
    out += `<path d="M${n(kx)} ${n(ky)}c${n(-u * 0.1)} ${n(-u * 0.09)} ${n(-u * 0.12)} ${n(u * 0.02)} 0 0Z" fill="${ribbon}"/><path d="M${n(kx)} ${n(ky)}c${n(u * 0.1)} ${n(-u * 0.09)} ${n(u * 0.12)} ${n(u * 0.02)} 0 0Z" fill="${darken(ribbon, 0.12)}"/>`
    out += `<path d="M${n(kx)} ${n(ky)}l${n(-u * 0.05)} ${n(u * 0.06)}M${n(kx)} ${n(ky)}l${n(u * 0.04)} ${n(u * 0.07)}" stroke="${ribbon}" stroke-width="${n(u * 0.018)}"/>`
    out += `<circle cx="${n(kx)}" cy="${n(ky)}" r="${n(u * 0.014)}" fill="${darken(ribbon, 0.2)}"/>`
    // The tag.
    out += `<g transform="rotate(12 ${n(bx - bw / 2)} ${n(floor - bh * 0.4)})"><path d="M${n(bx - bw / 2 - u * 0.02)} ${n(floor - bh * 0.5)}h${n(-u * 0.12)}l${n(-u * 0.03)} ${n(u * 0.03)}l${n(u * 0.03)} ${n(u * 0.03)}h${n(u * 0.12)}Z" fill="${BRAND.cream}"/>`
    out +=
      compassStar(bx - bw / 2 - u * 0.08, floor - bh * 0.5 + u * 0.03, u * 0.018, BRAND.burgundy, BRAND.ink) + `</g>`
    for (let i = 0; i < 12; i++)
      out += `<circle cx="${n(cx + (rand() - 0.5) * u)}" cy="${n(floor + u * 0.04 + rand() * u * 0.15)}" r="${n(u * 0.006)}" fill="${[BRAND.gold, BRAND.burgundy, BRAND.cream][i % 3]}"/>`
    return out
  },
} satisfies Partial<Record<SceneArt['subject'], ScenePainter>>
