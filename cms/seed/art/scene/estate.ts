/** The winery's own: its tasting bar, the tour of the estate, the estate map and the podcast. */
import { placeBottle } from '../bottle'
import { compassStar } from '../motifs/compassStar'
import { cypress, hillPath, ridge, roundTree, sun } from '../motifs/countryside'
import { groundShadow, smooth } from '../motifs/shapes'
import { glassSide } from '../motifs/tableware'
import { BRAND, darken, lighten, luminance, mix, n, SERIF } from '../util'
import { RED, ROSE, type SceneArt, type ScenePainter, wallAndTable, WHITE, wine } from './stage'

export const ESTATE_SCENES = {
  tasting: (s) => {
    // A tasting flight on the bar: four glasses from white to deep red, the bottle behind.
    const { w, u, cx, floor, t, portrait } = s
    let out = wallAndTable(s, t.light, mix(t.mid, t.dark, 0.4))
    // Shelf of bottles on the back wall, kept soft so the glasses lead.
    const shelfY = floor - u * (portrait ? 0.62 : 0.5)
    out += `<rect x="0" y="${n(shelfY)}" width="${w}" height="${n(u * 0.014)}" fill="${mix(t.mid, t.light, 0.3)}"/>`
    let shelf = ''
    for (let i = 0; i < 14; i++) {
      const x = (w * (i + 0.5)) / 14
      const style = (['bordeaux', 'burgundy', 'bordeaux', 'sparkling'] as const)[i % 4]
      shelf += placeBottle(
        wine(style, [RED, WHITE, RED, WHITE][i % 4], t.light, t.mid),
        `sh${i}`,
        x,
        shelfY - u * 0.2,
        shelfY,
        true,
      )
    }
    // Kept soft so the glasses lead: a veil of the wall colour (cheaper than group opacity).
    out +=
      shelf + `<rect y="${n(shelfY - u * 0.21)}" width="${w}" height="${n(u * 0.22)}" fill="${t.light}" opacity=".62"/>`
    out += groundShadow(cx + u * 0.3, floor + u * 0.01, u * 0.09, u * 0.012, BRAND.ink, 0.4)
    out += placeBottle(wine('bordeaux', RED), 'tb', cx + u * 0.3, floor - u * (portrait ? 0.56 : 0.48), floor)
    const wines = [WHITE, ROSE, '#8e1f34', RED]
    wines.forEach((c, i) => {
      const x = cx - u * 0.38 + i * u * 0.17
      const gh = u * (portrait ? 0.36 : 0.3)
      out += groundShadow(x + u * 0.01, floor + u * 0.012, u * 0.055, u * 0.008, BRAND.ink, 0.35)
      out += glassSide(x, floor + u * 0.01, gh, c, 0.32, luminance(t.light) > 0.45 ? darken(t.light, 0.55) : '#ffffff')
    })
    // The tasting sheet.
    out += `<g transform="translate(${n(cx - u * 0.12)} ${n(floor + u * 0.08)}) rotate(-4)"><rect width="${n(u * 0.3)}" height="${n(u * 0.08)}" fill="${BRAND.cream}"/>`
    out += `<rect x="${n(u * 0.02)}" y="${n(u * 0.02)}" width="${n(u * 0.16)}" height="${n(u * 0.008)}" fill="${t.mid}"/><rect x="${n(u * 0.02)}" y="${n(u * 0.045)}" width="${n(u * 0.22)}" height="${n(u * 0.006)}" fill="${t.mid}" opacity=".5"/></g>`
    return out
  },

  tour: (s) => {
    // The winery itself: arcaded cellar building with its tower, a path through the vines.
    const { w, h, u, cx, t, rand, portrait } = s
    const horizon = h * (portrait ? 0.5 : 0.52)
    let out = `<rect width="${w}" height="${h}" fill="${t.light}"/>`
    out += `<rect y="${n(horizon * 0.55)}" width="${w}" height="${n(h)}" fill="${lighten(t.light, 0.3)}"/>`
    out += sun(w * 0.8, horizon * 0.45, u * 0.07, lighten(t.light, 0.7), lighten(t.light, 0.5))
    const r1 = ridge(w, horizon - u * 0.04, u * 0.04, rand, 1.6)
    out += `<path d="${hillPath(r1, w, h)}" fill="${mix(BRAND.sage, t.light, 0.55)}"/>`
    // The building.
    const bw = u * 0.62
    const bh = u * 0.2
    const bx = cx - bw / 2
    const by = horizon + u * 0.02
    const wall = lighten(t.light, 0.6)
    const roof = mix(BRAND.burgundy, t.dark, 0.3)
    out += `<rect x="${n(bx)}" y="${n(by - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${wall}"/>`
    out += `<rect x="${n(bx + bw * 0.7)}" y="${n(by - bh)}" width="${n(bw * 0.3)}" height="${n(bh)}" fill="${darken(wall, 0.1)}"/>`
    out += `<path d="M${n(bx - u * 0.02)} ${n(by - bh)}L${n(bx + bw * 0.08)} ${n(by - bh - u * 0.06)}L${n(bx + bw * 0.92)} ${n(by - bh - u * 0.06)}L${n(bx + bw + u * 0.02)} ${n(by - bh)}Z" fill="${roof}"/>`
    // Tower with a bell opening.
    const tx = bx + bw * 0.1
    out += `<rect x="${n(tx)}" y="${n(by - bh - u * 0.16)}" width="${n(u * 0.09)}" height="${n(bh + u * 0.16)}" fill="${wall}"/>`
    out += `<path d="M${n(tx - u * 0.01)} ${n(by - bh - u * 0.16)}L${n(tx + u * 0.045)} ${n(by - bh - u * 0.21)}L${n(tx + u * 0.1)} ${n(by - bh - u * 0.16)}Z" fill="${roof}"/>`
    out += `<path d="M${n(tx + u * 0.025)} ${n(by - bh - u * 0.08)}v${n(-u * 0.03)}a${n(u * 0.02)} ${n(u * 0.02)} 0 0 1 ${n(u * 0.04)} 0v${n(u * 0.03)}Z" fill="${t.dark}"/>`
    // Arcade: five arches, the middle one the door.
    for (let i = 0; i < 5; i++) {
      const ax = bx + bw * 0.28 + i * bw * 0.14
      const aw = bw * 0.09
      const ah = bh * (i === 2 ? 0.72 : 0.6)
      out += `<path d="M${n(ax)} ${n(by)}v${n(-ah + aw / 2)}a${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(aw)} 0v${n(ah - aw / 2)}Z" fill="${i === 2 ? mix(BRAND.burgundy, t.dark, 0.5) : darken(t.mid, 0.3)}"/>`
    }
    out +=
      cypress(bx - u * 0.05, by, u * 0.26, darken(BRAND.sage, 0.4)) +
      cypress(bx - u * 0.1, by, u * 0.2, darken(BRAND.sage, 0.3))
    out += roundTree(bx + bw + u * 0.07, by, u * 0.05, darken(BRAND.sage, 0.2))
    // Vines both sides of the path, in perspective.
    const ground = mix(BRAND.sage, t.mid, 0.3)
    out += `<rect y="${n(by)}" width="${w}" height="${n(h - by)}" fill="${ground}"/>`
    let rows = ''
    for (let i = -8; i <= 8; i++) {
      if (Math.abs(i) < 1) continue
      const xb = cx + i * w * 0.14
      rows += `M${n(xb - w * 0.025)} ${n(h)}L${n(cx + i * u * 0.015)} ${n(by)}L${n(xb + w * 0.025)} ${n(h)}Z`
    }
    out += `<path d="${rows}" fill="${darken(BRAND.sage, 0.3)}"/>`
    out += `<path d="M${n(cx - w * 0.1)} ${n(h)}L${n(cx - u * 0.01)} ${n(by)}L${n(cx + u * 0.01)} ${n(by)}L${n(cx + w * 0.1)} ${n(h)}Z" fill="${lighten(t.light, 0.2)}"/>`
    // Visitors' way-markers: little posts with gold tops.
    for (const k of [0.25, 0.5, 0.8]) {
      const y = by + (h - by) * k
      const x = cx - (w * 0.1 + u * 0.02) * k - u * 0.02
      out += `<rect x="${n(x)}" y="${n(y - u * 0.06 * k)}" width="${n(u * 0.012 * k + 2)}" height="${n(u * 0.06 * k)}" fill="${t.dark}"/><circle cx="${n(x + u * 0.006 * k)}" cy="${n(y - u * 0.06 * k)}" r="${n(u * 0.01 * k + 1)}" fill="${BRAND.gold}"/>`
    }
    return out
  },

  map: (s) => {
    // A hand-drawn estate map: river, roads, vineyard plots, pins and the compass rose.
    const { w, h, u, t, rand, portrait } = s
    const land = lighten(t.light, 0.2)
    let out = `<rect width="${w}" height="${h}" fill="${land}"/>`
    // Vineyard plots: patches of parallel rows at different angles.
    for (let i = 0; i < (portrait ? 14 : 10); i++) {
      const px = rand() * w
      const py = rand() * h
      const pw = u * (0.14 + rand() * 0.14)
      const ph = u * (0.1 + rand() * 0.1)
      const a = (rand() - 0.5) * 50
      const c = i % 3 === 0 ? mix(t.mid, land, 0.4) : mix(BRAND.sage, land, 0.45)
      let rows = ''
      for (let k = 1; k < 7; k++) rows += `M${n(px)} ${n(py + (ph * k) / 7)}h${n(pw)}`
      out += `<g transform="rotate(${n(a)} ${n(px + pw / 2)} ${n(py + ph / 2)})"><rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}" rx="${n(u * 0.01)}" fill="${c}"/><path d="${rows}" stroke="${darken(c, 0.18)}" stroke-width="${n(u * 0.004)}"/></g>`
    }
    // River, then roads.
    const river: [number, number][] = []
    for (let i = 0; i <= 8; i++) river.push([w * (0.15 + 0.5 * Math.sin(i * 0.7) * 0.5 + i * 0.06), (h * i) / 8])
    out += `<path d="${smooth(river)}" stroke="${mix('#6f98a8', land, 0.2)}" stroke-width="${n(u * 0.05)}" fill="none" stroke-linecap="round"/>`
    out += `<path d="${smooth(river)}" stroke="${mix('#6f98a8', '#fff', 0.3)}" stroke-width="${n(u * 0.008)}" fill="none" stroke-dasharray="${n(u * 0.03)} ${n(u * 0.04)}"/>`
    const road = `M${n(-10)} ${n(h * 0.7)}C${n(w * 0.3)} ${n(h * 0.62)} ${n(w * 0.4)} ${n(h * 0.38)} ${n(w * 0.62)} ${n(h * 0.42)}S${n(w * 0.9)} ${n(h * 0.2)} ${n(w + 10)} ${n(h * 0.16)}`
    out += `<path d="${road}" stroke="${darken(land, 0.15)}" stroke-width="${n(u * 0.03)}" fill="none"/><path d="${road}" stroke="#fff" stroke-width="${n(u * 0.018)}" fill="none"/>`
    // The route of the visit, dotted, between pins.
    const route = `M${n(w * 0.3)} ${n(h * 0.64)}Q${n(w * 0.45)} ${n(h * 0.8)} ${n(w * 0.68)} ${n(h * 0.62)}T${n(w * 0.72)} ${n(h * 0.3)}`
    out += `<path d="${route}" stroke="${BRAND.burgundy}" stroke-width="${n(u * 0.008)}" fill="none" stroke-dasharray="${n(u * 0.015)} ${n(u * 0.015)}" stroke-linecap="round"/>`
    const pin = (x: number, y: number, c: string, r: number) =>
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.6)}" ry="${n(r * 0.2)}" fill="${BRAND.ink}" opacity=".25"/>` +
      `<path d="M${n(x)} ${n(y)}C${n(x - r * 0.3)} ${n(y - r * 0.8)} ${n(x - r)} ${n(y - r * 1.2)} ${n(x - r)} ${n(y - r * 1.8)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y - r * 1.8)}C${n(x + r)} ${n(y - r * 1.2)} ${n(x + r * 0.3)} ${n(y - r * 0.8)} ${n(x)} ${n(y)}Z" fill="${c}"/>` +
      `<circle cx="${n(x)}" cy="${n(y - r * 1.8)}" r="${n(r * 0.4)}" fill="${BRAND.cream}"/>`
    out +=
      pin(w * 0.3, h * 0.64, BRAND.sage, u * 0.03) +
      pin(w * 0.68, h * 0.62, BRAND.gold, u * 0.03) +
      pin(w * 0.72, h * 0.3, BRAND.burgundy, u * 0.045)
    // Little trees dotted around.
    for (let i = 0; i < 16; i++) {
      const x = rand() * w
      const y = rand() * h
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 0.014)}" fill="${darken(BRAND.sage, 0.2)}"/><circle cx="${n(x - u * 0.004)}" cy="${n(y - u * 0.004)}" r="${n(u * 0.008)}" fill="${BRAND.sage}"/>`
    }
    // Compass rose in the corner, and a border like a printed map.
    const rx = w - u * 0.16
    const ry = h - u * 0.16
    out += `<circle cx="${n(rx)}" cy="${n(ry)}" r="${n(u * 0.1)}" fill="${land}" stroke="${t.dark}" stroke-width="${n(u * 0.003)}"/>`
    out += compassStar(rx, ry, u * 0.09, BRAND.burgundy, BRAND.ink)
    out += `<text x="${n(rx)}" y="${n(ry - u * 0.11)}" font-family="${SERIF}" font-size="${n(u * 0.03)}" text-anchor="middle" fill="${t.dark}">N</text>`
    out += `<rect x="${n(u * 0.03)}" y="${n(u * 0.03)}" width="${n(w - u * 0.06)}" height="${n(h - u * 0.06)}" fill="none" stroke="${t.dark}" stroke-width="${n(u * 0.004)}"/>`
    out += `<rect x="${n(u * 0.04)}" y="${n(u * 0.04)}" width="${n(w - u * 0.08)}" height="${n(h - u * 0.08)}" fill="none" stroke="${t.dark}" stroke-width="${n(u * 0.0015)}"/>`
    return out
  },

  podcast: (s) => {
    // A studio microphone, headphones and a glass: the winery's podcast.
    const { u, cx, floor, t } = s
    let out = wallAndTable(s, t.light, mix(t.mid, t.dark, 0.35))
    // Sound rings behind the microphone.
    for (let i = 3; i >= 1; i--)
      out += `<circle cx="${n(cx - u * 0.06)}" cy="${n(floor - u * 0.4)}" r="${n(u * (0.12 + i * 0.09))}" fill="none" stroke="${mix(t.mid, t.light, 0.4)}" stroke-width="${n(u * 0.01)}" opacity="${n(0.9 - i * 0.2)}"/>`
    const mx = cx - u * 0.06
    const my = floor - u * 0.42
    const metal = '#c9c4ba'
    // Stand and arm.
    out += `<ellipse cx="${n(mx)}" cy="${n(floor)}" rx="${n(u * 0.1)}" ry="${n(u * 0.016)}" fill="${BRAND.ink}"/>`
    out += `<rect x="${n(mx - u * 0.008)}" y="${n(my + u * 0.12)}" width="${n(u * 0.016)}" height="${n(floor - my - u * 0.12)}" fill="${BRAND.ink}"/>`
    out += `<path d="M${n(mx - u * 0.07)} ${n(my + u * 0.02)}q0 ${n(u * 0.11)} ${n(u * 0.07)} ${n(u * 0.11)}q${n(u * 0.07)} 0 ${n(u * 0.07)} ${n(-u * 0.11)}" stroke="${BRAND.ink}" stroke-width="${n(u * 0.012)}" fill="none"/>`
    // Capsule with grille.
    out += `<rect x="${n(mx - u * 0.05)}" y="${n(my - u * 0.14)}" width="${n(u * 0.1)}" height="${n(u * 0.2)}" rx="${n(u * 0.05)}" fill="${metal}"/>`
    let grille = ''
    for (let i = 1; i < 7; i++) grille += `M${n(mx - u * 0.045)} ${n(my - u * 0.14 + i * u * 0.022)}h${n(u * 0.09)}`
    out += `<path d="${grille}" stroke="${darken(metal, 0.3)}" stroke-width="${n(u * 0.004)}"/>`
    out += `<rect x="${n(mx + u * 0.015)}" y="${n(my - u * 0.14)}" width="${n(u * 0.035)}" height="${n(u * 0.2)}" rx="${n(u * 0.017)}" fill="${BRAND.ink}" opacity=".2"/>`
    out += `<rect x="${n(mx - u * 0.055)}" y="${n(my + u * 0.005)}" width="${n(u * 0.11)}" height="${n(u * 0.02)}" fill="${BRAND.burgundy}"/>`
    // Headphones lying on the table: padded band and two ear cups.
    const hx = cx + u * 0.26
    const hy = floor - u * 0.02
    out += `<path d="M${n(hx - u * 0.11)} ${n(hy - u * 0.05)}C${n(hx - u * 0.11)} ${n(hy - u * 0.24)} ${n(hx + u * 0.11)} ${n(hy - u * 0.24)} ${n(hx + u * 0.11)} ${n(hy - u * 0.05)}" stroke="${BRAND.ink}" stroke-width="${n(u * 0.022)}" fill="none" stroke-linecap="round"/>`
    out += `<path d="M${n(hx - u * 0.07)} ${n(hy - u * 0.18)}Q${n(hx)} ${n(hy - u * 0.215)} ${n(hx + u * 0.07)} ${n(hy - u * 0.18)}" stroke="${BRAND.burgundy}" stroke-width="${n(u * 0.014)}" fill="none" stroke-linecap="round"/>`
    for (const side of [-1, 1]) {
      const ex = hx + side * u * 0.11
      out += `<rect x="${n(ex - u * 0.035)}" y="${n(hy - u * 0.1)}" width="${n(u * 0.07)}" height="${n(u * 0.1)}" rx="${n(u * 0.03)}" fill="${BRAND.burgundy}"/>`
      out += `<rect x="${n(ex - (side < 0 ? -u * 0.02 : u * 0.035))}" y="${n(hy - u * 0.09)}" width="${n(u * 0.015)}" height="${n(u * 0.08)}" rx="${n(u * 0.007)}" fill="${BRAND.ink}"/>`
    }
    out += `<path d="M${n(hx + u * 0.14)} ${n(hy - u * 0.02)}q${n(u * 0.06)} ${n(u * 0.04)} ${n(u * 0.02)} ${n(u * 0.05)}t${n(-u * 0.2)} ${n(u * 0.02)}" stroke="${BRAND.ink}" stroke-width="${n(u * 0.005)}" fill="none"/>`
    out += glassSide(
      cx - u * 0.3,
      floor,
      u * 0.24,
      RED,
      0.35,
      luminance(t.light) > 0.45 ? darken(t.light, 0.55) : '#ffffff',
    )
    return out
  },
} satisfies Partial<Record<SceneArt['subject'], ScenePainter>>
