/** Where wine is bought: the estate shop's shelves, and the wine shop in town. */
import { placeBottle } from '../bottle'
import { compassStar } from '../motifs/compassStar'
import { roundTree } from '../motifs/countryside'
import { BRAND, darken, isDark, lighten, mix, n, SERIF } from '../util'
import { RED, ROSE, type SceneArt, type ScenePainter, WHITE, wine } from './stage'

export const SHOP_SCENES = {
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
} satisfies Partial<Record<SceneArt['subject'], ScenePainter>>
