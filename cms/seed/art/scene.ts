/**
 * Scenes for the discover / enjoy / shop / club cards: still lifes and places drawn in the same flat
 * hand as the rest. Roles come from the palette by lightness (light: wall or ground, mid: furniture,
 * dark: accents and shadow); wine and props keep the brand colours.
 *
 * Every scene is built around a stage: `u` is the short side, (cx, floor) where objects stand.
 */
import type { Art } from '../data/types'
import { placeBottle } from './bottle'
import {
  blob,
  compassStar,
  cypress,
  glassSide,
  glassTop,
  grapes,
  groundShadow,
  hillPath,
  ridge,
  roundTree,
  smooth,
  sprig,
  sun,
} from './motifs'
import { BRAND, type Ctx, darken, isDark, lighten, luminance, mix, n, SERIF, tones } from './util'

type SceneArt = Extract<Art, { kind: 'scene' }>
type BottleArt = Extract<Art, { kind: 'bottle' }>
type Tones = ReturnType<typeof tones>
type Stage = Ctx & { t: Tones; u: number; cx: number; floor: number }

const RED = '#4a0f1f'
const WHITE = '#e6cf7a'
const ROSE = '#ef9a94'

/** A bottle of the house range for props (label text left off, the estate mark stays). */
const wine = (
  style: BottleArt['style'],
  liquid: string,
  label: string = BRAND.cream,
  accent: string = BRAND.burgundy,
): BottleArt => ({
  kind: 'bottle',
  style,
  wine: 'Norte',
  vintage: '',
  liquid: liquid as `#${string}`,
  label: label as `#${string}`,
  accent: accent as `#${string}`,
})

export function paintScene(art: SceneArt, ctx: Ctx): string {
  const t = tones(art.palette)
  const u = Math.min(ctx.w, ctx.h)
  const s: Stage = { ...ctx, t, u, cx: ctx.w / 2, floor: ctx.h * (ctx.portrait ? 0.66 : 0.74) }
  return (SCENES[art.subject] ?? SCENES.tasting)(s)
}

/** Back wall and a table top in front of it: the stage of most still lifes. */
function wallAndTable(s: Stage, wall: string, top: string): string {
  const { w, h, floor, u } = s
  return (
    `<rect width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${top}"/>` +
    `<rect y="${n(floor)}" width="${w}" height="${n(u * 0.012)}" fill="${lighten(top, 0.18)}"/>` +
    `<rect y="${n(floor + u * 0.012)}" width="${w}" height="${n(u * 0.02)}" fill="${darken(top, 0.2)}" opacity=".5"/>`
  )
}

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

const SCENES: Record<SceneArt['subject'], (s: Stage) => string> = {
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

  shop: (s) => {
    // The estate shop: wooden shelves of bottles, a counter with a wrapped bottle in front.
    const { w, h, u, cx, floor, t, portrait } = s
    const wood = mix(t.mid, '#8a5a32', 0.5)
    let out = `<rect width="${w}" height="${h}" fill="${t.light}"/>`
    const top = portrait ? h * 0.16 : h * 0.06
    const rows = portrait ? 4 : 3
    const rh = (floor - top - u * 0.12) / rows
    const sw = Math.min(w * 0.9, u * 1.3)
    const sx = cx - sw / 2
    out += `<rect x="${n(sx - u * 0.02)}" y="${n(top - u * 0.02)}" width="${n(sw + u * 0.04)}" height="${n(floor - top)}" fill="${darken(wood, 0.35)}"/>`
    const styles = ['bordeaux', 'burgundy', 'sparkling', 'rose', 'sweet'] as const
    const liquids = [RED, WHITE, WHITE, ROSE, '#d9a13a']
    const labels = [BRAND.cream, BRAND.ink, BRAND.cream, BRAND.cream, BRAND.burgundy]
    for (let r = 0; r < rows; r++) {
      const y = top + (r + 1) * rh
      out += `<rect x="${n(sx)}" y="${n(y - rh)}" width="${n(sw)}" height="${n(rh)}" fill="${darken(wood, 0.15)}"/>`
      const per = Math.floor(sw / (u * 0.085))
      for (let i = 0; i < per; i++) {
        const k = (r * 3 + Math.floor(i / 3)) % 5
        const x = sx + (i + 0.5) * (sw / per)
        out += placeBottle(
          wine(styles[k], liquids[k], labels[k], [BRAND.burgundy, BRAND.gold, BRAND.gold, '#c0506a', BRAND.gold][k]),
          `s${r}_${i}`,
          x,
          y - rh * 0.86,
          y - u * 0.012,
          true,
        )
      }
      out += `<rect x="${n(sx - u * 0.02)}" y="${n(y - u * 0.014)}" width="${n(sw + u * 0.04)}" height="${n(u * 0.02)}" fill="${wood}"/>`
    }
    // Counter.
    out += `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${darken(wood, 0.1)}"/><rect y="${n(floor)}" width="${w}" height="${n(u * 0.03)}" fill="${lighten(wood, 0.15)}"/>`
    for (let i = 0; i < 8; i++)
      out += `<rect x="${n((w * i) / 8)}" y="${n(floor + u * 0.03)}" width="${n(u * 0.006)}" height="${n(h)}" fill="${darken(wood, 0.3)}"/>`
    // A paper bag with a bottle in it.
    const bx = cx + u * 0.18
    out += placeBottle(wine('bordeaux', RED), 'sb', bx, floor - u * 0.36, floor - u * 0.02)
    out += `<path d="M${n(bx - u * 0.08)} ${n(floor + u * 0.005)}L${n(bx - u * 0.07)} ${n(floor - u * 0.17)}L${n(bx + u * 0.07)} ${n(floor - u * 0.17)}L${n(bx + u * 0.08)} ${n(floor + u * 0.005)}Z" fill="#c9a46a"/>`
    out += `<path d="M${n(bx - u * 0.07)} ${n(floor - u * 0.17)}l${n(u * 0.02)} ${n(u * 0.025)}l${n(u * 0.02)} ${n(-u * 0.025)}l${n(u * 0.02)} ${n(u * 0.025)}l${n(u * 0.02)} ${n(-u * 0.025)}l${n(u * 0.02)} ${n(u * 0.025)}l${n(u * 0.02)} ${n(-u * 0.025)}l${n(u * 0.02)} ${n(u * 0.025)}" fill="#b8915a"/>`
    out += compassStar(bx, floor - u * 0.08, u * 0.03, BRAND.burgundy, BRAND.ink)
    return out
  },

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

  store: (s) => {
    // A wine shop in town: the facade with its striped awning, shop window of bottles, a barrel outside.
    const { w, h, u, cx, t, portrait } = s
    const ground = h * (portrait ? 0.72 : 0.84)
    const facade = isDark(t.mid) ? mix(t.mid, t.light, 0.25) : t.mid
    let out = `<rect width="${w}" height="${h}" fill="${lighten(t.light, 0.1)}"/>`
    const fw = Math.min(w * 0.92, u * 1.2)
    const fx = cx - fw / 2
    const top = ground - u * (portrait ? 0.78 : 0.74)
    out += `<rect x="${n(fx)}" y="${n(top)}" width="${n(fw)}" height="${n(ground - top)}" fill="${facade}"/>`
    out += `<rect x="${n(fx - u * 0.02)}" y="${n(top)}" width="${n(fw + u * 0.04)}" height="${n(u * 0.03)}" fill="${darken(facade, 0.25)}"/>`
    // Sign board with the name.
    const signY = top + u * 0.07
    out += `<rect x="${n(cx - u * 0.3)}" y="${n(signY)}" width="${n(u * 0.6)}" height="${n(u * 0.1)}" fill="${BRAND.ink}"/>`
    out += `<text x="${n(cx + u * 0.02)}" y="${n(signY + u * 0.068)}" font-family="${SERIF}" font-size="${n(u * 0.05)}" letter-spacing="${n(u * 0.018)}" text-anchor="middle" fill="${BRAND.gold}">NORTE</text>`
    out += compassStar(cx - u * 0.2, signY + u * 0.05, u * 0.03, BRAND.gold, BRAND.cream)
    // Awning: alternating stripes with a scalloped edge.
    const ay = signY + u * 0.14
    const aw = fw * 0.96
    const stripes = 12
    let awning = ''
    for (let i = 0; i < stripes; i++) {
      const x = cx - aw / 2 + (i * aw) / stripes
      awning += `<path d="M${n(x)} ${n(ay)}h${n(aw / stripes)}l${n(u * 0.004)} ${n(u * 0.1)}a${n(aw / stripes / 2)} ${n(u * 0.03)} 0 0 1 ${n(-aw / stripes)} 0Z" fill="${i % 2 ? BRAND.cream : BRAND.burgundy}"/>`
    }
    out +=
      `<rect x="${n(cx - aw / 2)}" y="${n(ay + u * 0.1)}" width="${n(aw)}" height="${n(u * 0.03)}" fill="${BRAND.ink}" opacity=".18"/>` +
      awning
    // Window with shelves of bottles and a door.
    const wy = ay + u * 0.15
    const ww = fw * 0.52
    const wx = fx + fw * 0.06
    const wh = ground - wy - u * 0.06
    out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${darken(facade, 0.55)}"/>`
    for (let r = 0; r < 2; r++) {
      const sy = wy + (wh * (r + 1)) / 2 - u * 0.02
      out += `<rect x="${n(wx)}" y="${n(sy)}" width="${n(ww)}" height="${n(u * 0.01)}" fill="${BRAND.gold}" opacity=".8"/>`
      for (let i = 0; i < 6; i++) {
        const styles = ['bordeaux', 'burgundy', 'sparkling'] as const
        out += placeBottle(
          wine(styles[(i + r) % 3], [RED, WHITE, WHITE][(i + r) % 3], BRAND.cream, BRAND.gold),
          `w${r}${i}`,
          wx + (ww * (i + 0.5)) / 6,
          sy - wh * 0.36,
          sy,
          true,
        )
      }
    }
    out += `<path d="M${n(wx)} ${n(wy)}l${n(ww * 0.35)} 0l${n(-ww * 0.25)} ${n(wh)}l${n(-ww * 0.1)} 0Z" fill="#fff" opacity=".12"/>`
    out += `<rect x="${n(wx - u * 0.01)}" y="${n(wy - u * 0.01)}" width="${n(ww + u * 0.02)}" height="${n(wh + u * 0.02)}" fill="none" stroke="${BRAND.ink}" stroke-width="${n(u * 0.012)}"/>`
    const dx = fx + fw * 0.66
    const dw = fw * 0.24
    out += `<path d="M${n(dx)} ${n(ground)}v${n(-(wh - dw / 2))}a${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(dw)} 0v${n(wh - dw / 2)}Z" fill="${BRAND.burgundy}"/>`
    out += `<path d="M${n(dx + dw * 0.15)} ${n(ground - wh * 0.5)}v${n(-(wh * 0.35 - dw * 0.35))}a${n(dw * 0.35)} ${n(dw * 0.35)} 0 0 1 ${n(dw * 0.7)} 0v${n(wh * 0.35 - dw * 0.35)}Z" fill="${darken(facade, 0.5)}"/>`
    out += `<circle cx="${n(dx + dw * 0.82)}" cy="${n(ground - wh * 0.4)}" r="${n(u * 0.01)}" fill="${BRAND.gold}"/>`
    // Pavement, a barrel with a potted olive tree by the door.
    out += `<rect y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="${darken(t.light, 0.12)}"/>`
    out += `<rect y="${n(ground)}" width="${w}" height="${n(u * 0.012)}" fill="${darken(t.light, 0.25)}"/>`
    const bx = fx + fw * 0.95
    out += `<path d="M${n(bx - u * 0.06)} ${n(ground)}q${n(-u * 0.015)} ${n(-u * 0.07)} 0 ${n(-u * 0.14)}h${n(u * 0.12)}q${n(u * 0.015)} ${n(u * 0.07)} 0 ${n(u * 0.14)}Z" fill="#9a6a3a"/>`
    out += `<path d="M${n(bx - u * 0.068)} ${n(ground - u * 0.035)}h${n(u * 0.136)}M${n(bx - u * 0.068)} ${n(ground - u * 0.105)}h${n(u * 0.136)}" stroke="${BRAND.ink}" stroke-width="${n(u * 0.008)}"/>`
    out += roundTree(bx, ground - u * 0.14, u * 0.06, darken(BRAND.sage, 0.35))
    return out
  },
}
