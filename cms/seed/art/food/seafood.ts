/** Dishes from the sea: a grilled fish, oysters on ice and a slate of sushi. */
import { citrusWheel, sprig } from '../motifs/plants'
import { blob } from '../motifs/shapes'
import { BRAND, darken, lighten, n } from '../util'
import { C, type Dish, type DishPainter } from './ingredients'

export const SEAFOOD_DISHES = {
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
} satisfies Partial<Record<Dish, DishPainter>>
