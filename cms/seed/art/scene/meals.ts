/** Wine at a meal: a picnic on the grass, and dinner by candlelight. */
import { placeBottle } from '../bottle'
import { grapes } from '../motifs/plants'
import { glassSide, glassTop } from '../motifs/tableware'
import { BRAND, darken, lighten, mix, n } from '../util'
import { RED, type SceneArt, type ScenePainter, wine } from './stage'

/** A gingham cloth: stripes both ways, darker where they cross. */
function gingham(x: number, y: number, size: number, cells: number, c: string, base: string): string {
  const step = size / cells
  const out = `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" fill="${base}"/>`
  let d = ''
  for (let i = 0; i < cells; i += 2) {
    d += `M${n(x + i * step)} ${n(y)}h${n(step)}v${n(size)}h${n(-step)}Z`
    d += `M${n(x)} ${n(y + i * step)}v${n(step)}h${n(size)}v${n(-step)}Z`
  }
  return out + `<path d="${d}" fill="${c}" opacity=".55"/>`
}

export const MEAL_SCENES = {
  picnic: (s) => {
    // From above: a gingham blanket on the grass, basket, bottle, glasses, bread and grapes.
    const { w, h, u, cx, t, rand } = s
    const grass = mix(BRAND.sage, t.mid, 0.25)
    let out = `<rect width="${w}" height="${h}" fill="${grass}"/>`
    for (let i = 0; i < 60; i++) {
      const x = rand() * w
      const y = rand() * h
      out += `<path d="M${n(x)} ${n(y)}l${n(u * 0.006)} ${n(-u * 0.018)}M${n(x + u * 0.008)} ${n(y)}l${n(u * 0.002)} ${n(-u * 0.02)}" stroke="${darken(grass, 0.2)}" stroke-width="${n(u * 0.004)}"/>`
    }
    const size = u * 0.9
    const cy = h / 2
    out += `<g transform="rotate(-6 ${n(cx)} ${n(cy)})"><rect x="${n(cx - size / 2 + u * 0.015)}" y="${n(cy - size / 2 + u * 0.02)}" width="${n(size)}" height="${n(size)}" fill="${BRAND.ink}" opacity=".2"/>`
    out += gingham(cx - size / 2, cy - size / 2, size, 12, mix(BRAND.burgundy, t.dark, 0.3), BRAND.cream) + '</g>'
    // Basket (top view: lid half open shows the weave).
    const bx = cx - u * 0.2
    const by = cy - u * 0.18
    out += `<rect x="${n(bx - u * 0.16 + u * 0.012)}" y="${n(by - u * 0.1 + u * 0.016)}" width="${n(u * 0.32)}" height="${n(u * 0.2)}" rx="${n(u * 0.02)}" fill="${BRAND.ink}" opacity=".25"/>`
    out += `<rect x="${n(bx - u * 0.16)}" y="${n(by - u * 0.1)}" width="${n(u * 0.32)}" height="${n(u * 0.2)}" rx="${n(u * 0.02)}" fill="#b88a4e"/>`
    let weave = ''
    for (let i = 1; i < 8; i++) weave += `M${n(bx - u * 0.16 + i * u * 0.04)} ${n(by - u * 0.1)}v${n(u * 0.2)}`
    for (let i = 1; i < 5; i++) weave += `M${n(bx - u * 0.16)} ${n(by - u * 0.1 + i * u * 0.04)}h${n(u * 0.32)}`
    out += `<path d="${weave}" stroke="#8a6232" stroke-width="${n(u * 0.005)}"/>`
    out += `<path d="M${n(bx - u * 0.1)} ${n(by)}q${n(u * 0.1)} ${n(-u * 0.16)} ${n(u * 0.2)} 0" stroke="#6e4a22" stroke-width="${n(u * 0.014)}" fill="none"/>`
    // Bottle lying on the blanket.
    out += `<g transform="rotate(64 ${n(cx + u * 0.14)} ${n(cy + u * 0.05)})">${placeBottle(wine('bordeaux', RED), 'pb', cx + u * 0.14, cy + u * 0.05 - u * 0.22, cy + u * 0.05 + u * 0.22)}</g>`
    out += glassTop(cx - u * 0.24, cy + u * 0.16, u * 0.06, RED) + glassTop(cx - u * 0.1, cy + u * 0.24, u * 0.06, RED)
    // Bread, cheese, grapes.
    out += `<g transform="rotate(-30 ${n(cx + u * 0.2)} ${n(cy - u * 0.24)})"><rect x="${n(cx + u * 0.02)}" y="${n(cy - u * 0.27)}" width="${n(u * 0.36)}" height="${n(u * 0.06)}" rx="${n(u * 0.03)}" fill="#c98e4e"/>`
    for (let i = 0; i < 5; i++)
      out += `<path d="M${n(cx + u * (0.07 + i * 0.06))} ${n(cy - u * 0.26)}l${n(u * 0.03)} ${n(u * 0.04)}" stroke="#e8c48a" stroke-width="${n(u * 0.008)}" stroke-linecap="round"/>`
    out += `</g>`
    out += `<path d="M${n(cx + u * 0.26)} ${n(cy + u * 0.22)}l${n(u * 0.14)} ${n(-u * 0.06)}a${n(u * 0.15)} ${n(u * 0.15)} 0 0 1 ${n(-u * 0.02)} ${n(u * 0.13)}Z" fill="#efcf7a"/>`
    out += grapes(cx + u * 0.02, cy + u * 0.28, u * 0.14, '#6e2a48', rand)
    return out
  },

  dinner: (s) => {
    // Evening: a laid table under a pendant lamp, candles lit, the bottle and two glasses.
    const { w, h, u, cx, floor, t } = s
    const wall = mix(t.dark, BRAND.ink, 0.3)
    const cloth = lighten(t.light, 0.3)
    let out = `<rect width="${w}" height="${h}" fill="${wall}"/>`
    // Pool of lamp light on the wall.
    out += `<ellipse cx="${n(cx)}" cy="${n(floor - u * 0.1)}" rx="${n(u * 0.7)}" ry="${n(u * 0.45)}" fill="${mix(wall, BRAND.gold, 0.25)}"/>`
    out += `<ellipse cx="${n(cx)}" cy="${n(floor - u * 0.05)}" rx="${n(u * 0.45)}" ry="${n(u * 0.3)}" fill="${mix(wall, BRAND.gold, 0.4)}"/>`
    const lampY = floor - u * 0.58
    out += `<rect x="${n(cx - 1.5)}" y="0" width="3" height="${n(lampY)}" fill="${BRAND.ink}"/>`
    out += `<path d="M${n(cx - u * 0.12)} ${n(lampY + u * 0.1)}Q${n(cx - u * 0.1)} ${n(lampY)} ${n(cx)} ${n(lampY)}Q${n(cx + u * 0.1)} ${n(lampY)} ${n(cx + u * 0.12)} ${n(lampY + u * 0.1)}Z" fill="${t.mid}"/>`
    out += `<ellipse cx="${n(cx)}" cy="${n(lampY + u * 0.1)}" rx="${n(u * 0.12)}" ry="${n(u * 0.015)}" fill="${lighten(BRAND.gold, 0.6)}"/>`
    // Table with its cloth falling to the floor.
    out += `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${darken(wall, 0.3)}"/>`
    out += `<path d="M${n(cx - u * 0.6)} ${n(floor)}L${n(cx + u * 0.6)} ${n(floor)}L${n(cx + u * 0.64)} ${n(h)}L${n(cx - u * 0.64)} ${n(h)}Z" fill="${cloth}"/>`
    out += `<rect x="${n(cx - u * 0.6)}" y="${n(floor)}" width="${n(u * 1.2)}" height="${n(u * 0.02)}" fill="${darken(cloth, 0.08)}"/>`
    for (let i = 1; i < 6; i++)
      out += `<path d="M${n(cx - u * 0.6 + i * u * 0.2)} ${n(floor + u * 0.02)}L${n(cx - u * 0.64 + i * u * 0.213)} ${n(h)}" stroke="${darken(cloth, 0.06)}" stroke-width="${n(u * 0.006)}"/>`
    // Candles with flames and glow.
    for (const [dx, ch] of [
      [-0.28, 0.2],
      [-0.2, 0.15],
    ]) {
      const x = cx + dx * u
      out += `<circle cx="${n(x)}" cy="${n(floor - ch * u - u * 0.02)}" r="${n(u * 0.05)}" fill="${BRAND.gold}" opacity=".25"/>`
      out += `<rect x="${n(x - u * 0.012)}" y="${n(floor - ch * u)}" width="${n(u * 0.024)}" height="${n(ch * u)}" fill="${BRAND.cream}"/>`
      out += `<path d="M${n(x)} ${n(floor - ch * u - u * 0.045)}q${n(u * 0.014)} ${n(u * 0.025)} 0 ${n(u * 0.035)}q${n(-u * 0.014)} ${n(-u * 0.01)} 0 ${n(-u * 0.035)}Z" fill="#f6c86a"/>`
      out += `<rect x="${n(x - u * 0.025)}" y="${n(floor - u * 0.012)}" width="${n(u * 0.05)}" height="${n(u * 0.012)}" fill="${BRAND.gold}"/>`
    }
    out += placeBottle(wine('burgundy', RED, BRAND.cream, t.mid), 'db', cx + u * 0.02, floor - u * 0.42, floor)
    out += glassSide(cx + u * 0.2, floor, u * 0.24, RED, 0.35) + glassSide(cx + u * 0.34, floor, u * 0.24, RED, 0.25)
    // A bowl of fruit at the left.
    out += `<path d="M${n(cx - u * 0.48)} ${n(floor - u * 0.06)}h${n(u * 0.16)}q0 ${n(u * 0.06)} ${n(-u * 0.08)} ${n(u * 0.06)}q${n(-u * 0.08)} 0 ${n(-u * 0.08)} ${n(-u * 0.06)}Z" fill="${t.mid}"/>`
    out += `<circle cx="${n(cx - u * 0.43)}" cy="${n(floor - u * 0.08)}" r="${n(u * 0.03)}" fill="#b8782a"/><circle cx="${n(cx - u * 0.37)}" cy="${n(floor - u * 0.085)}" r="${n(u * 0.028)}" fill="#8a2a3a"/>`
    return out
  },
} satisfies Partial<Record<SceneArt['subject'], ScenePainter>>
