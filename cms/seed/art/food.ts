/**
 * Food pairings, seen from above on a laid table: the dish on its plate or board, cutlery, a napkin
 * and a glass of wine at the side. The palette dresses the table (dark: table, mid: napkin, light:
 * plate); the food keeps natural colours so it stays recognisable.
 *
 * Each dish is drawn in local units around (0, 0) for a plate of radius 300.
 */
import type { Art } from '../data/types'
import { blob, citrusWheel, cutlery, glassTop, leaf, napkin, planks, plate, sprig } from './motifs'
import { BRAND, type Ctx, darken, isDark, lighten, mix, f3, n, tones } from './util'

type FoodArt = Extract<Art, { kind: 'food' }>
type Dish = FoodArt['dish']
type R = () => number

/** Natural food colours, slightly warmed so they sit with the brand palette. */
const C = {
  crust: '#6e3b22',
  sear: '#8a4b2a',
  meat: '#c9626a',
  meatDark: '#a84a55',
  fat: '#efd9c4',
  potato: '#dba456',
  herb: '#5e7a44',
  leaf: '#7d9a4a',
  lemon: '#e9c542',
  tomato: '#cc4433',
  cheese: '#efcf7a',
  rind: '#c9974a',
  bread: '#c98e4e',
  rice: '#f4ecdc',
  salmon: '#ec8a5a',
  tuna: '#b83a48',
  nori: '#25302a',
  wood: '#a87a4a',
  choc: '#4a2a20',
  berry: '#b3263f',
  mushroom: '#a88462',
  olive: '#4b4a2c',
  pasta: '#f0cf7e',
  shell: '#8f8a80',
  ice: '#e6eef0',
  chicken: '#c8843e',
}

export function paintFood(art: FoodArt, ctx: Ctx): string {
  const { w, h, rand, portrait } = ctx
  const t = tones(art.palette)
  const table = t.dark
  const linen = t.mid
  const dish = art.dish
  // Where things go depends on the frame; the plate always leads.
  const square = w === h
  const R = portrait ? w * 0.36 : square ? w * 0.33 : h * 0.37
  const cx = portrait || square ? w * 0.5 : w * 0.45
  const cy = h * 0.5
  const k = R / 300
  const wine = mix(BRAND.burgundy, '#3a0a18', 0.3)
  const white = '#e8d48e'
  const glassWine = ['fish', 'oysters', 'sushi', 'salad', 'chicken', 'mushroom'].includes(dish) ? white : wine

  let out = planks(w, h, table, rand, !portrait)
  if (portrait) {
    // Narrow frame: cutlery at the edges (the napkin runs off the side), the glass above right.
    out += napkin(w * 0.05, cy + R * 0.1, R * 0.5, R * 1.5, linen, -4)
    out += cutlery(w * 0.075, cy + R * 0.1, R * 1.05, lighten(BRAND.cream, 0.2), 'fork')
    out += cutlery(w * 0.93, cy + R * 0.1, R * 1.1, lighten(BRAND.cream, 0.2), 'knife')
    out += glassTop(w * 0.8, cy - R * 1.2, R * 0.24, glassWine)
  } else {
    out += napkin(cx - R * 1.36, cy + R * 0.05, R * 0.46, R * 1.45, linen, -3)
    out += cutlery(cx - R * 1.36, cy + R * 0.05, R * 1.2, lighten(BRAND.cream, 0.2), 'fork')
    out += cutlery(cx + R * 1.24, cy + R * 0.08, R * 1.25, lighten(BRAND.cream, 0.2), 'knife')
    out += glassTop(
      square ? w * 0.86 : cx + R * 1.62,
      square ? h * 0.14 : cy - R * 0.62,
      R * (square ? 0.2 : 0.26),
      glassWine,
    )
  }
  const plateC = isDark(t.light) ? BRAND.cream : t.light
  out += `<g transform="translate(${n(cx)} ${n(cy)}) scale(${f3(k)})">${DISHES[dish](rand, plateC, linen)}</g>`
  return out
}

const DISHES: Record<Dish, (r: R, plateC: string, linen: string) => string> = {
  steak: (r, p) => {
    let out = plate(0, 0, 300, p)
    // The steak: a seared slab with grill marks, three slices fanned off it showing the pink inside.
    const slab = 'M-150 -120C-60 -170 80 -150 130 -90C170 -40 150 40 110 70L-130 60C-190 20 -200 -80 -150 -120Z'
    out += `<defs><clipPath id="st"><path d="${slab}"/></clipPath></defs><path d="${slab}" fill="${C.sear}"/>`
    let marks = ''
    for (let i = -4; i <= 4; i++) marks += `M${i * 45 - 100} -200L${i * 45 + 60} 120`
    out += `<path d="${marks}" clip-path="url(#st)" stroke="${C.crust}" stroke-width="13" opacity=".9"/>`
    out += `<path d="M-150 -120C-60 -170 80 -150 130 -90" stroke="${C.fat}" stroke-width="10" fill="none" opacity=".5"/>`
    for (let i = 0; i < 3; i++) {
      const x = -110 + i * 62
      out +=
        `<g transform="translate(${x} ${110 + i * 6}) rotate(${-12 + i * 8})"><rect x="-32" y="-70" width="64" height="140" rx="14" fill="${C.crust}"/>` +
        `<rect x="-24" y="-62" width="48" height="124" rx="10" fill="${C.meatDark}"/><rect x="-17" y="-54" width="34" height="108" rx="8" fill="${C.meat}"/></g>`
    }
    // Roast potatoes and rosemary.
    for (const [x, y, s] of [
      [150, 110, 40],
      [195, 40, 34],
      [120, 185, 32],
      [200, 150, 28],
    ]) {
      out += `<path d="${blob(x, y, s, r, 0.18, 7)}" fill="${C.potato}"/><path d="${blob(x + 6, y + 6, s * 0.6, r, 0.2, 6)}" fill="${darken(C.potato, 0.2)}" opacity=".6"/>`
    }
    out += sprig(60, -60, 150, -30, C.herb, 9)
    out += `<path d="M-60 -190Q-20 -200 20 -195" stroke="#7a1e2a" stroke-width="10" fill="none" stroke-linecap="round" opacity=".7"/>`
    return out
  },

  cheese: (r) => {
    // A board instead of a plate: wedge, a round of brie with a slice out, blue cheese, grapes, nuts.
    let out = `<rect x="-330" y="-250" width="660" height="500" rx="60" fill="${BRAND.ink}" opacity=".2" transform="translate(14 18)"/>`
    out += `<rect x="-330" y="-250" width="660" height="500" rx="60" fill="${C.wood}"/>`
    out += `<rect x="-300" y="-222" width="600" height="444" rx="44" fill="${lighten(C.wood, 0.08)}"/>`
    for (let i = 0; i < 5; i++)
      out += `<path d="M-290 ${-180 + i * 90}Q0 ${-170 + i * 90 + (r() - 0.5) * 20} 290 ${-185 + i * 90}" stroke="${darken(C.wood, 0.12)}" stroke-width="4" fill="none"/>`
    // Brie with one wedge cut: white rind ring, creamy inside.
    out += `<circle cx="-140" cy="-60" r="118" fill="${BRAND.ink}" opacity=".15" transform="translate(8 10)"/>`
    const arc = (r0: number, a0: number, a1: number, large: number) => {
      const p = (a: number) => `${n(Math.cos(a) * r0)} ${n(Math.sin(a) * r0)}`
      return `M0 0L${p(a0)}A${r0} ${r0} 0 ${large} 1 ${p(a1)}Z`
    }
    const cut = -0.65 // the slice taken out spans angles cut..0
    out += `<g transform="translate(-140 -60)"><path d="${arc(118, 0, cut + 6.283, 1)}" fill="#f4efe2"/><path d="${arc(100, 0.02, cut + 6.26, 1)}" fill="#f6e6b8"/>`
    out += `<g transform="translate(34 -14)"><path d="${arc(118, cut, 0, 0)}" fill="#f4efe2"/><path d="${arc(100, cut + 0.03, -0.03, 0)}" fill="#f6e6b8"/></g></g>`
    // Hard cheese wedge with rind on the curved back.
    out += `<path d="M60 40L250 -40A210 210 0 0 1 250 150Z" fill="${C.cheese}"/><path d="M250 -40A210 210 0 0 1 250 150L232 140A190 190 0 0 0 232 -30Z" fill="${C.rind}"/>`
    for (const [x, y, s] of [
      [170, 40, 9],
      [205, 80, 6],
      [140, 55, 5],
      [215, 10, 7],
    ])
      out += `<circle cx="${x}" cy="${y}" r="${s}" fill="${darken(C.cheese, 0.12)}"/>`
    // Blue cheese block.
    out += `<rect x="-230" y="90" width="150" height="110" rx="10" fill="#efece2"/>`
    for (let i = 0; i < 14; i++)
      out += `<path d="${blob(-220 + r() * 130, 100 + r() * 90, 6 + r() * 6, r, 0.4, 5)}" fill="#6a7a8a" opacity=".7"/>`
    // Grapes, walnuts, crackers.
    for (let i = 0; i < 13; i++) {
      const a = r() * 6.28
      const d = r() * 55
      const x = 40 + Math.cos(a) * d
      const y = -150 + Math.sin(a) * d * 0.7
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="24" fill="${i % 3 ? '#7a2a44' : '#5e1f36'}" stroke="#4a1228" stroke-width="2"/><circle cx="${n(x - 8)}" cy="${n(y - 8)}" r="6" fill="#fff" opacity=".35"/>`
    }
    out += `<path d="M40 -150L90 -215" stroke="#5a4a30" stroke-width="6"/>`
    for (const [x, y] of [
      [-20, 170],
      [30, 185],
      [0, 140],
    ])
      out += `<path d="${blob(x, y, 24, r, 0.25, 7)}" fill="#9a6a3a"/><path d="M${x} ${y - 20}L${x} ${y + 20}" stroke="#6a4420" stroke-width="3"/>`
    for (let i = 0; i < 4; i++)
      out += `<g transform="translate(${110 + i * 26} ${175 - i * 6}) rotate(${-10 + i * 4})"><rect x="-40" y="-40" width="80" height="80" rx="6" fill="#e0b776" stroke="#b98a4a" stroke-width="3"/></g>`
    out += `<g fill="#b98a4a">${[0, 1, 2].map((i) => [0, 1, 2].map((j) => `<circle cx="${166 + i * 22}" cy="${145 + j * 22}" r="3.5"/>`).join('')).join('')}</g>`
    return out
  },

  fish: (r, p) => {
    let out = `<ellipse cx="10" cy="14" rx="340" ry="240" fill="${BRAND.ink}" opacity=".18"/><ellipse rx="340" ry="240" fill="${p}"/><ellipse rx="280" ry="185" fill="${darken(p, 0.05)}"/><ellipse rx="276" ry="181" fill="${p}"/>`
    // A whole grilled fish (sea bream): body, tail, head with eye, grill marks, scored skin.
    out += `<g transform="rotate(-8)">`
    const body = 'M-230 0C-190 -85 -60 -110 60 -95C150 -80 200 -40 215 0C200 40 150 80 60 95C-60 110 -190 85 -230 0Z'
    out += `<path d="M200 0L290 -70Q275 0 290 70Z" fill="#8f8f86"/><path d="M215 0L280 -50Q268 0 280 50Z" fill="#a9a79c"/>`
    out += `<defs><clipPath id="fb"><path d="${body}"/></clipPath></defs><path d="${body}" fill="#b9b6a8"/>`
    out += `<g clip-path="url(#fb)"><path d="M-240 -20C-100 -10 80 -30 220 -10L220 -120L-240 -120Z" fill="#8d8a80"/>`
    let marks = ''
    for (let i = 0; i < 6; i++) marks += `M${-110 + i * 50} -100L${-150 + i * 50} 100`
    out += `<path d="${marks}" stroke="#4d3a2a" stroke-width="11" opacity=".7"/></g>`
    out += `<path d="M-140 -70Q-120 0 -140 70" stroke="#7f7a6c" stroke-width="6" fill="none"/>`
    out += `<path d="M-20 -96L40 -140L120 -130L110 -88Z" fill="#8f8f86"/>`
    out += `<circle cx="-185" cy="-12" r="15" fill="#efe9dc"/><circle cx="-185" cy="-12" r="8" fill="#1f1418"/>`
    out += `</g>`
    out += citrusWheel(-150, 150, 50, C.lemon) + citrusWheel(-70, 170, 44, C.lemon)
    out += sprig(100, 130, 150, 8, C.herb, 6, true)
    for (const [x, y] of [
      [150, -150],
      [200, -110],
    ])
      out += `<circle cx="${x}" cy="${y}" r="26" fill="${C.tomato}"/><circle cx="${x - 8}" cy="${y - 8}" r="7" fill="#fff" opacity=".4"/><path d="M${x - 6} ${y - 26}l6 8l6 -8" stroke="${C.herb}" stroke-width="4" fill="none"/>`
    return out
  },

  pasta: (r, p) => {
    // A wide pasta bowl, a nest of tagliatelle in tomato sauce, basil and parmesan.
    let out =
      plate(0, 0, 300, p) + `<circle r="200" fill="${darken(p, 0.1)}"/><circle r="196" fill="${darken(p, 0.04)}"/>`
    out += `<path d="${blob(0, 0, 170, r, 0.12, 10)}" fill="#b8402e"/>`
    let strands = ''
    for (let i = 0; i < 26; i++) {
      const a = r() * 6.28
      const rr = 40 + r() * 110
      const sweep = 1.2 + r() * 1.6
      const x1 = Math.cos(a) * rr
      const y1 = Math.sin(a) * rr
      const x2 = Math.cos(a + sweep) * (rr * (0.7 + r() * 0.4))
      const y2 = Math.sin(a + sweep) * (rr * (0.7 + r() * 0.4))
      strands += `M${n(x1)} ${n(y1)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x2)} ${n(y2)}`
    }
    out += `<path d="${strands}" stroke="#c79a4a" stroke-width="24" fill="none" stroke-linecap="round"/>`
    out += `<path d="${strands}" stroke="${C.pasta}" stroke-width="17" fill="none" stroke-linecap="round"/>`
    // Sauce clinging on top.
    for (let i = 0; i < 9; i++)
      out += `<path d="${blob((r() - 0.5) * 200, (r() - 0.5) * 200, 14 + r() * 14, r, 0.3, 6)}" fill="#b8402e" opacity=".9"/>`
    for (let i = 0; i < 7; i++)
      out += `<path d="M${n((r() - 0.5) * 180)} ${n((r() - 0.5) * 180)}l${n(20 + r() * 14)} ${n(6 - r() * 12)}l${n(-8)} ${n(14)}Z" fill="#f5eacb"/>`
    out +=
      leaf(10, -40, 80, -30, '#3f7a3a', '#2c5a28') +
      leaf(10, -40, 70, 40, '#4a8a40', '#2c5a28') +
      leaf(20, -30, 60, 140, '#3f7a3a', '#2c5a28')
    let pepper = ''
    for (let i = 0; i < 30; i++) pepper += `<circle cx="${n((r() - 0.5) * 300)}" cy="${n((r() - 0.5) * 300)}" r="2.5"/>`
    return out + `<g fill="#2a1a14" opacity=".7">${pepper}</g>`
  },

  oysters: (r) => {
    // A round platter of crushed ice with oysters on the half shell and lemon in the middle.
    let out = `<circle cx="12" cy="16" r="320" fill="${BRAND.ink}" opacity=".2"/><circle r="320" fill="#b9b7ae"/><circle r="300" fill="${C.ice}"/>`
    let ice = ''
    for (let i = 0; i < 90; i++) {
      const a = r() * 6.28
      const d = Math.sqrt(r()) * 285
      ice += `<path d="${blob(Math.cos(a) * d, Math.sin(a) * d, 8 + r() * 10, r, 0.3, 5)}"/>`
    }
    out += `<g fill="#fff" opacity=".8">${ice}</g>`
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * 6.28 + 0.3
      const x = Math.cos(a) * 190
      const y = Math.sin(a) * 190
      const rot = (a * 180) / Math.PI + 90
      out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">`
      out += `<path d="${blob(0, 0, 78, r, 0.14, 9, 0.72)}" fill="${C.shell}" stroke="#6c675e" stroke-width="5"/>`
      out += `<path d="${blob(0, 0, 62, r, 0.1, 8, 0.66)}" fill="#e9e4da"/>`
      out += `<path d="${blob(2, 0, 46, r, 0.18, 9, 0.62)}" fill="#cfc6b2"/>`
      out += `<path d="${blob(2, 0, 46, r, 0.18, 9, 0.62)}" fill="none" stroke="#6f6a58" stroke-width="4" stroke-dasharray="6 5"/>`
      out += `<ellipse cx="-8" cy="-6" rx="18" ry="10" fill="#fff" opacity=".45"/></g>`
    }
    out += `<path d="M-60 -5A60 60 0 0 1 60 -5Z" fill="${C.lemon}"/><path d="M-52 -5A52 52 0 0 1 52 -5Z" fill="${lighten(C.lemon, 0.5)}"/>`
    out += `<path d="M-60 10A60 60 0 0 0 60 10Z" fill="${C.lemon}"/><path d="M-52 10A52 52 0 0 0 52 10Z" fill="${lighten(C.lemon, 0.5)}"/>`
    return out
  },

  lamb: (r, p) => {
    let out = plate(0, 0, 300, p)
    // A swoosh of pea purée under three lamb cutlets with their bones crossing.
    out += `<path d="M-190 90Q-40 -20 170 40" stroke="#7aa24a" stroke-width="60" fill="none" stroke-linecap="round"/>`
    out += `<path d="M-190 90Q-40 -20 170 40" stroke="#8eb65a" stroke-width="36" fill="none" stroke-linecap="round"/>`
    const chops = [
      [-90, 20, -60],
      [0, 0, -85],
      [90, 30, -115],
    ]
    for (const [x, y, a] of chops) {
      out += `<g transform="translate(${x} ${y}) rotate(${a})">`
      out += `<rect x="40" y="-14" width="210" height="28" rx="14" fill="#efe3cc" stroke="#cdbb98" stroke-width="3"/>`
      out += `<path d="${blob(0, 0, 82, r, 0.1, 8, 0.78)}" fill="${C.crust}"/>`
      out += `<path d="${blob(4, 0, 64, r, 0.1, 8, 0.72)}" fill="${C.meatDark}"/>`
      out += `<path d="${blob(6, 0, 48, r, 0.1, 8, 0.7)}" fill="${C.meat}"/>`
      out += `<path d="M-80 -10Q-60 -60 0 -64" stroke="${C.fat}" stroke-width="8" fill="none" opacity=".7"/></g>`
    }
    // Glazed baby carrots and mint.
    for (const [x, y, a] of [
      [-150, -150, 20],
      [-60, -190, -10],
    ])
      out += `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-70 -12Q0 -16 70 -3L70 3Q0 16 -70 12Z" fill="#de7a34"/><path d="M-70 -8L-100 -22M-70 0L-104 0M-70 8L-100 22" stroke="${C.herb}" stroke-width="7" stroke-linecap="round"/></g>`
    out += leaf(140, -120, 70, -20, '#4a8a50', '#2c5a30') + leaf(140, -120, 60, 50, '#5a9a5a', '#2c5a30')
    return out
  },

  mushroom: (r, p) => {
    // Mushroom risotto in a shallow bowl: creamy rice, sliced ceps, thyme and parmesan.
    let out = plate(0, 0, 300, p) + `<circle r="205" fill="${darken(p, 0.08)}"/>`
    out += `<path d="${blob(0, 0, 190, r, 0.07, 12)}" fill="#eadcb8"/>`
    let rice = ''
    for (let i = 0; i < 220; i++) {
      const a = r() * 6.28
      const d = Math.sqrt(r()) * 175
      rice += `<ellipse cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d)}" rx="9" ry="4.5" transform="rotate(${n(r() * 180)} ${n(Math.cos(a) * d)} ${n(Math.sin(a) * d)})"/>`
    }
    out += `<g fill="#f8f0dc">${rice}</g>`
    const slices = [
      [-60, -40, 20],
      [50, -70, -30],
      [20, 50, 60],
      [-80, 70, -10],
      [100, 40, 100],
      [-10, -120, 10],
    ]
    for (const [x, y, a] of slices) {
      // A sliced cep: a fat cap over a stem, the classic mushroom cross-section.
      out +=
        `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-46 0C-46 -40 46 -40 46 0C46 8 20 8 16 4L20 44C20 54 -20 54 -20 44L-16 4C-20 8 -46 8 -46 0Z" fill="${C.mushroom}"/>` +
        `<path d="M-38 -2C-36 -30 36 -30 38 -2C30 2 14 2 10 -2L12 40C12 46 -12 46 -12 40L-10 -2C-14 2 -30 2 -38 -2Z" fill="#e8d3b0"/></g>`
    }
    out += sprig(-40, 130, 120, -20, '#6a7a44', 8) + sprig(60, -150, 100, 160, '#6a7a44', 7)
    for (let i = 0; i < 10; i++)
      out += `<path d="M${n((r() - 0.5) * 260)} ${n((r() - 0.5) * 260)}l${n(18 + r() * 10)} 4l-6 12Z" fill="#fbf3dc"/>`
    return out
  },

  dessert: (r, p) => {
    // A chocolate tart topped with raspberries, a quenelle of cream and a dusting of sugar.
    let out = plate(0, 0, 300, p)
    out += `<circle r="195" fill="#b97a3e"/>`
    let flutes = ''
    for (let i = 0; i < 36; i++) {
      const a = (i / 36) * 6.28
      flutes += `<circle cx="${n(Math.cos(a) * 190)}" cy="${n(Math.sin(a) * 190)}" r="14"/>`
    }
    out += `<g fill="#c98b4a">${flutes}</g><circle r="165" fill="${C.choc}"/><circle r="150" fill="#5a3326"/>`
    out += `<path d="M-110 -60Q0 -120 110 -60" stroke="#6c4030" stroke-width="10" fill="none" opacity=".8"/>`
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * 6.28
      const x = Math.cos(a) * 100
      const y = Math.sin(a) * 100
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="24" fill="${C.berry}"/>`
      out += `<g fill="#e0607a">${[0, 1, 2, 3, 4].map((j) => `<circle cx="${n(x + Math.cos(j * 1.26) * 12)}" cy="${n(y + Math.sin(j * 1.26) * 12)}" r="5"/>`).join('')}</g><circle cx="${n(x)}" cy="${n(y)}" r="6" fill="#7a1025"/>`
    }
    out += `<path d="${blob(0, 0, 52, r, 0.1, 8, 0.7)}" fill="#fbf3e4"/><path d="M-30 -8Q0 -26 30 -8" stroke="#e9dcc6" stroke-width="6" fill="none"/>`
    out += leaf(30, -20, 60, -40, '#4a8a50', '#2c5a30') + leaf(30, -20, 50, 20, '#5a9a5a', '#2c5a30')
    let sugar = ''
    for (let i = 0; i < 70; i++) {
      const a = r() * 6.28
      const d = 200 + r() * 80
      sugar += `<circle cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d * 0.9)}" r="${n(1.5 + r() * 2.5)}"/>`
    }
    return out + `<g fill="#fff" opacity=".8">${sugar}</g>`
  },

  salad: (r, p) => {
    // A bowl of leaves with halved cherry tomatoes, feta, olives and red onion.
    let out =
      plate(0, 0, 300, p) + `<circle r="230" fill="${darken(p, 0.08)}"/><circle r="222" fill="${darken(p, 0.03)}"/>`
    const greens = ['#5e8a3a', '#7ea84a', '#4a7030', '#9bbd5a']
    for (let i = 0; i < 34; i++) {
      const a = r() * 6.28
      const d = Math.sqrt(r()) * 150
      out += leaf(Math.cos(a) * d, Math.sin(a) * d, 70 + r() * 50, r() * 360, greens[i % 4], darken(greens[i % 4], 0.3))
    }
    for (let i = 0; i < 6; i++) {
      const a = r() * 6.28
      const d = 40 + r() * 120
      const x = Math.cos(a) * d
      const y = Math.sin(a) * d
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="28" fill="${C.tomato}"/><circle cx="${n(x)}" cy="${n(y)}" r="21" fill="#e0604a"/><path d="M${n(x - 12)} ${n(y)}L${n(x + 12)} ${n(y)}M${n(x)} ${n(y - 12)}L${n(x)} ${n(y + 12)}" stroke="#f0c08a" stroke-width="5"/>`
    }
    for (let i = 0; i < 7; i++) {
      const x = (r() - 0.5) * 260
      const y = (r() - 0.5) * 260
      if (x * x + y * y > 170 * 170) continue
      out += `<rect x="${n(x)}" y="${n(y)}" width="34" height="30" rx="5" fill="#f7f3ea" transform="rotate(${n(r() * 60)} ${n(x)} ${n(y)})"/>`
    }
    for (let i = 0; i < 5; i++)
      out += `<ellipse cx="${n((r() - 0.5) * 240)}" cy="${n((r() - 0.5) * 240)}" rx="18" ry="13" fill="#2e2a24"/>`
    out += `<circle cx="60" cy="-40" r="48" fill="none" stroke="#9a4a7a" stroke-width="9"/><circle cx="-70" cy="60" r="40" fill="none" stroke="#9a4a7a" stroke-width="8"/>`
    return out
  },

  chicken: (r, p) => {
    // A roast chicken on an oval platter with potatoes, lemon halves and rosemary.
    let out = `<ellipse cx="10" cy="14" rx="345" ry="250" fill="${BRAND.ink}" opacity=".18"/><ellipse rx="345" ry="250" fill="${p}"/><ellipse rx="290" ry="200" fill="${darken(p, 0.05)}"/><ellipse rx="286" ry="196" fill="${p}"/>`
    for (const [x, y, s] of [
      [-200, -90, 36],
      [-220, 40, 32],
      [200, -60, 34],
      [215, 60, 38],
      [-120, 140, 30],
      [130, 140, 32],
      [0, -160, 30],
    ]) {
      out += `<path d="${blob(x, y, s, r, 0.18, 7)}" fill="${C.potato}"/><path d="${blob(x + 6, y + 6, s * 0.55, r, 0.2, 6)}" fill="${darken(C.potato, 0.22)}" opacity=".6"/>`
    }
    out += `<g transform="rotate(-90)">`
    // Legs first, then the body over them, then wings tucked at the sides.
    for (const s of [-1, 1]) {
      out +=
        `<g transform="scale(1 ${s})"><path d="M80 30C140 20 190 40 200 75C205 100 170 115 140 100C110 90 80 70 70 50Z" fill="${darken(C.chicken, 0.12)}"/>` +
        `<circle cx="206" cy="88" r="13" fill="#f1e2c8"/><circle cx="198" cy="100" r="11" fill="#f1e2c8"/></g>`
    }
    out += `<path d="M-150 0C-150 -90 -60 -120 40 -110C130 -100 160 -50 160 0C160 50 130 100 40 110C-60 120 -150 90 -150 0Z" fill="${C.chicken}"/>`
    out += `<path d="M-120 -10C-100 -70 -20 -88 60 -80C110 -74 130 -40 120 -10Z" fill="${lighten(C.chicken, 0.18)}" opacity=".7"/>`
    out += `<path d="M-10 -5L150 -5" stroke="${darken(C.chicken, 0.25)}" stroke-width="6" opacity=".5"/>`
    for (const s of [-1, 1])
      out += `<path d="M-110 ${s * 80}C-80 ${s * 140} 10 ${s * 140} 20 ${s * 108}C-30 ${s * 110} -80 ${s * 100} -110 ${s * 80}Z" fill="${darken(C.chicken, 0.2)}"/>`
    out += `</g>`
    out += `<path d="M-240 -20A40 40 0 0 1 -240 60Z" fill="${C.lemon}"/>`
    out += citrusWheel(240, -150, 40, C.lemon)
    out += sprig(-60, 175, 150, -15, C.herb, 9) + sprig(80, -190, 140, 170, C.herb, 9)
    return out
  },

  charcuterie: (r) => {
    let out = `<rect x="-340" y="-240" width="680" height="480" rx="40" fill="${BRAND.ink}" opacity=".2" transform="translate(14 18)"/>`
    out += `<rect x="-340" y="-240" width="680" height="480" rx="40" fill="${darken(C.wood, 0.1)}"/><rect x="-320" y="-220" width="640" height="440" rx="30" fill="${C.wood}"/>`
    for (let i = 0; i < 5; i++)
      out += `<path d="M-310 ${-170 + i * 85}Q0 ${-160 + i * 85 + (r() - 0.5) * 20} 310 ${-175 + i * 85}" stroke="${darken(C.wood, 0.1)}" stroke-width="4" fill="none"/>`
    // Salami slices, overlapping in a row.
    for (let i = 0; i < 7; i++) {
      const x = -250 + i * 42
      const y = -120 + Math.sin(i) * 8
      out += `<circle cx="${x}" cy="${n(y)}" r="56" fill="#7a2030" stroke="#5a1020" stroke-width="5"/>`
      let fat = ''
      for (let j = 0; j < 10; j++)
        fat += `<circle cx="${n(x + (r() - 0.5) * 80)}" cy="${n(y + (r() - 0.5) * 80)}" r="${n(3 + r() * 4)}"/>`
      out += `<g fill="#f0d4c4" clip-path="circle(50px at ${x}px ${n(y)}px)">${fat}</g>`
    }
    // Prosciutto ribbons: pink folds with a white fat edge.
    for (let i = 0; i < 3; i++) {
      const y = 20 + i * 55
      out += `<path d="M-270 ${y}C-220 ${y - 40} -170 ${y + 40} -120 ${y}C-80 ${y - 30} -40 ${y + 30} 0 ${y}L0 ${y + 40}C-40 ${y + 70} -80 ${y + 10} -120 ${y + 40}C-170 ${y + 80} -220 ${y} -270 ${y + 40}Z" fill="#d77a82"/>`
      out += `<path d="M-270 ${y + 40}C-220 ${y} -170 ${y + 80} -120 ${y + 40}C-80 ${y + 10} -40 ${y + 70} 0 ${y + 40}" stroke="#f5e6dc" stroke-width="9" fill="none"/>`
    }
    // Olives in a little bowl, mustard, bread, cornichons.
    out += `<circle cx="170" cy="-110" r="80" fill="${BRAND.cream}"/><circle cx="170" cy="-110" r="64" fill="${darken(BRAND.cream, 0.06)}"/>`
    for (let i = 0; i < 7; i++)
      out += `<ellipse cx="${n(170 + (r() - 0.5) * 70)}" cy="${n(-110 + (r() - 0.5) * 70)}" rx="18" ry="13" fill="${i % 2 ? '#6b6a2c' : C.olive}" transform="rotate(${n(r() * 180)} 170 -110)"/>`
    for (let i = 0; i < 3; i++)
      out += `<g transform="translate(${110 + i * 60} ${100 + (i % 2) * 20}) rotate(${-15 + i * 12})"><path d="${blob(0, 0, 55, r, 0.08, 8, 0.75)}" fill="${C.bread}"/><path d="${blob(0, 0, 44, r, 0.1, 8, 0.7)}" fill="#efd7a8"/></g>`
    for (let i = 0; i < 3; i++)
      out += `<ellipse cx="${40 + i * 30}" cy="${-10 + i * 12}" rx="34" ry="12" fill="#5e7a30" transform="rotate(-40 ${40 + i * 30} ${-10 + i * 12})"/>`
    return out
  },

  sushi: (r) => {
    // A slate with salmon and tuna nigiri, maki rolls, wasabi and pickled ginger; chopsticks alongside.
    let out = `<rect x="-330" y="-200" width="660" height="400" rx="24" fill="${BRAND.ink}" opacity=".25" transform="translate(14 18)"/>`
    out += `<rect x="-330" y="-200" width="660" height="400" rx="24" fill="#2f3336"/><rect x="-310" y="-180" width="620" height="360" rx="14" fill="#3a3f42"/>`
    const nigiri = (x: number, y: number, fish: string) =>
      `<g transform="translate(${x} ${y}) rotate(-20)"><path d="${blob(0, 0, 56, r, 0.08, 8, 0.55)}" fill="${C.rice}"/>` +
      `<path d="M-70 -22C-30 -36 30 -36 70 -22L64 24C30 34 -30 34 -64 24Z" fill="${fish}"/>` +
      (fish === C.salmon
        ? `<path d="M-40 -26L-52 26M-10 -30L-20 30M20 -30L12 30M48 -26L40 26" stroke="#f8d0b0" stroke-width="6"/>`
        : '') +
      `</g>`
    out += nigiri(-220, -80, C.salmon) + nigiri(-220, 60, C.tuna) + nigiri(-90, -20, C.salmon)
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 2; j++) {
        const x = 40 + i * 82
        const y = -80 + j * 90
        out += `<circle cx="${x}" cy="${y}" r="40" fill="${C.nori}"/><circle cx="${x}" cy="${y}" r="33" fill="${C.rice}"/>`
        out += `<circle cx="${x - 4}" cy="${y - 2}" r="13" fill="${(i + j) % 2 ? C.salmon : '#7aa84a'}"/><circle cx="${x + 9}" cy="${y + 7}" r="8" fill="#f0d28a"/>`
      }
    }
    out += `<path d="${blob(60, 110, 24, r, 0.25, 7)}" fill="#8db04a"/>`
    for (let i = 0; i < 4; i++)
      out += `<path d="${blob(150 + i * 10, 120 - i * 4, 30, r, 0.2, 7, 0.6)}" fill="#f1b8b0" stroke="#e39a94" stroke-width="3"/>`
    out += `<circle cx="-40" cy="130" r="46" fill="${BRAND.cream}"/><circle cx="-40" cy="130" r="36" fill="#3a1a10"/><circle cx="-48" cy="122" r="8" fill="#fff" opacity=".2"/>`
    out += `<g transform="rotate(-6)"><rect x="-300" y="230" width="560" height="16" rx="8" fill="#c9a06a"/><rect x="-300" y="256" width="560" height="16" rx="8" fill="#b88e5a"/></g>`
    return out
  },
}
