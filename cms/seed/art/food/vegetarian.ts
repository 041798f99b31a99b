/** Dishes without meat or fish: a cheese board, pasta, mushroom risotto, a chocolate tart and a salad. */
import { leaf, sprig } from '../motifs/plants'
import { blob } from '../motifs/shapes'
import { plate } from '../motifs/tableware'
import { BRAND, darken, lighten, n } from '../util'
import { C, type Dish, type DishPainter } from './ingredients'

export const VEGETARIAN_DISHES = {
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
} satisfies Partial<Record<Dish, DishPainter>>
