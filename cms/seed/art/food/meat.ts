/** Dishes of meat: a steak, lamb cutlets, a roast chicken and a charcuterie board. */
import { citrusWheel, leaf, sprig } from '../motifs/plants'
import { blob } from '../motifs/shapes'
import { plate } from '../motifs/tableware'
import { BRAND, darken, lighten, n } from '../util'
import { C, type Dish, type DishPainter } from './ingredients'

export const MEAT_DISHES = {
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
} satisfies Partial<Record<Dish, DishPainter>>
