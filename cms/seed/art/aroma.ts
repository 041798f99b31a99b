/**
 * The "aroma" slide: the wine's aroma notes laid out like a still life, each on a soft disc so the
 * set reads on any background, with a few small pieces scattered around (a petal, a peppercorn).
 *
 * Each note is drawn in local units within a radius of about 100 around (0, 0).
 */
import type { Art } from '../data/types'
import { citrusWheel, leaf, sprig } from './motifs/plants'
import { BRAND, type Ctx, darken, isDark, luminance, mix, f3, n } from './util'

type AromaArt = Extract<Art, { kind: 'aroma' }>
type Note = AromaArt['notes'][number]
type R = () => number

const LEAF = '#5e7a44'

const NOTES: Record<Note, (r: R) => string> = {
  cherry: () => {
    let out = `<path d="M-34 20Q-20 -50 20 -86M40 10Q30 -50 20 -86" stroke="#5a4a2a" stroke-width="6" fill="none" stroke-linecap="round"/>`
    out += leaf(20, -86, 60, -20, LEAF, darken(LEAF, 0.3))
    for (const [x, y] of [
      [-36, 40],
      [40, 30],
    ]) {
      out += `<circle cx="${x}" cy="${y}" r="42" fill="#9e1b2e"/><path d="M${x + 42} ${y}A42 42 0 0 1 ${x - 20} ${y + 37}A50 50 0 0 0 ${x + 42} ${y}Z" fill="#6e0f20"/>`
      out += `<ellipse cx="${x - 16}" cy="${y - 16}" rx="10" ry="6" transform="rotate(-40 ${x - 16} ${y - 16})" fill="#fff" opacity=".55"/>`
    }
    return out
  },
  plum: () =>
    `<path d="M0 -70C50 -74 82 -30 78 20C74 70 36 90 0 88C-40 90 -76 66 -78 16C-80 -34 -48 -68 0 -70Z" fill="#4b2a5e"/>` +
    `<path d="M0 -66C-10 -20 -8 40 4 86" stroke="#2e1740" stroke-width="5" fill="none"/>` +
    `<path d="M40 -50C74 -24 80 30 54 66C70 30 64 -20 40 -50Z" fill="#2e1740" opacity=".6"/>` +
    `<ellipse cx="-36" cy="-20" rx="16" ry="28" fill="#9b86b6" opacity=".45"/>` +
    `<path d="M0 -68Q4 -84 12 -92" stroke="#5a4a2a" stroke-width="6" stroke-linecap="round"/>` +
    leaf(12, -90, 58, -35, LEAF, darken(LEAF, 0.3)),
  citrus: () =>
    citrusWheel(-14, 10, 78, '#e6b93a') +
    `<g transform="translate(56 -50) rotate(30)"><path d="M-40 0A40 40 0 0 1 40 0Z" fill="#e08a2a"/><path d="M-33 0A33 33 0 0 1 33 0Z" fill="#f6d49a"/><path d="M0 0L-20 -26M0 0L0 -32M0 0L20 -26" stroke="#e08a2a" stroke-width="3"/></g>`,
  flower: () => {
    // A little spray of white blossom (elderflower, orange blossom).
    let out = `<path d="M-10 90Q0 30 -20 -10M0 40Q30 10 40 -30" stroke="${LEAF}" stroke-width="5" fill="none"/>`
    out += leaf(-10, 70, 50, 200, LEAF) + leaf(0, 50, 44, -20, LEAF)
    for (const [x, y, s] of [
      [-24, -22, 1],
      [42, -40, 0.8],
      [-60, 30, 0.7],
    ]) {
      let petals = ''
      for (let i = 0; i < 5; i++) {
        const a = i * 72
        petals += `<ellipse cx="0" cy="${-26 * s}" rx="${15 * s}" ry="${24 * s}" transform="rotate(${a})"/>`
      }
      out += `<g transform="translate(${x} ${y})"><g fill="#f6efe4" stroke="#e2d4c0" stroke-width="2">${petals}</g><circle r="${10 * s}" fill="#e3b23c"/></g>`
    }
    return out
  },
  pepper: (r) => {
    let out = ''
    for (let i = 0; i < 16; i++) {
      const a = r() * 6.28
      const d = Math.sqrt(r()) * 70
      const x = Math.cos(a) * d
      const y = Math.sin(a) * d
      const pink = i % 5 === 0
      out +=
        `<circle cx="${n(x)}" cy="${n(y)}" r="15" fill="${pink ? '#c2566a' : '#2e2420'}"/><circle cx="${n(x - 4)}" cy="${n(y - 4)}" r="4" fill="#fff" opacity=".3"/>` +
        `<path d="M${n(x - 8)} ${n(y + 3)}q8 -5 16 0" stroke="${pink ? '#8e2a40' : '#4a3a32'}" stroke-width="2" fill="none"/>`
    }
    return out
  },
  vanilla: () =>
    `<path d="M-90 70Q-10 0 80 -80" stroke="#3b2418" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<path d="M-80 86Q0 20 92 -60" stroke="#4b2e1e" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M-90 70Q-10 0 80 -80" stroke="#6a4a30" stroke-width="3" fill="none" opacity=".6"/>` +
    `<path d="M-24 40L-8 58M-14 30L2 48" stroke="#c9a66a" stroke-width="5"/>` +
    // The vanilla orchid.
    `<g transform="translate(30 20)">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-26" rx="13" ry="26" transform="rotate(${a})" fill="#f3e6b0"/>`).join('')}<circle r="12" fill="#e2c46a"/></g>`,
  apple: () =>
    `<path d="M0 -50C30 -80 86 -60 84 4C82 60 44 90 18 82C8 78 -8 78 -18 82C-44 90 -82 60 -84 4C-86 -60 -30 -80 0 -50Z" fill="#8fb04a"/>` +
    `<path d="M40 -60C76 -40 88 20 60 64C70 20 66 -30 40 -60Z" fill="#6a8a34"/>` +
    `<ellipse cx="-44" cy="-20" rx="12" ry="24" transform="rotate(20 -44 -20)" fill="#fff" opacity=".35"/>` +
    `<path d="M0 -50Q2 -74 12 -90" stroke="#5a4a2a" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    leaf(10, -82, 56, -25, LEAF, darken(LEAF, 0.3)),
  berry: () => {
    // A blackberry, a raspberry and blueberries.
    let out = ''
    const drupes = (cx: number, cy: number, rr: number, c: string, hi: string) => {
      let s = ''
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 4; j++) {
          const x = cx + (i - 1.5) * rr * 0.52 + (j % 2) * rr * 0.2
          const y = cy + (j - 1.5) * rr * 0.5
          if ((x - cx) ** 2 + ((y - cy) * 0.9) ** 2 > rr * rr * 0.85) continue
          s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr * 0.3)}" fill="${c}"/><circle cx="${n(x - rr * 0.08)}" cy="${n(y - rr * 0.08)}" r="${n(rr * 0.08)}" fill="${hi}"/>`
        }
      return `<ellipse cx="${cx}" cy="${cy}" rx="${n(rr * 0.9)}" ry="${n(rr)}" fill="${darken(c, 0.3)}"/>` + s
    }
    out += drupes(-30, 0, 58, '#2a1a2e', '#8a7aa0')
    out += drupes(52, -36, 44, '#c23048', '#f0a0b0')
    for (const [x, y] of [
      [50, 52],
      [10, 76],
      [82, 30],
    ])
      out += `<circle cx="${x}" cy="${y}" r="24" fill="#3a4a7a"/><circle cx="${x}" cy="${y}" r="7" fill="#1e2a4a"/><circle cx="${x - 9}" cy="${y - 9}" r="5" fill="#c0c8e0" opacity=".5"/>`
    return out
  },
  herb: () =>
    sprig(-80, 40, 170, -25, '#5a7a4a', 10) +
    sprig(-60, 70, 150, -50, '#6f8a52', 8, true) +
    leaf(20, 50, 90, 15, '#6a8a4a', darken('#6a8a4a', 0.3)),
  honey: () => {
    // Honeycomb with a drip.
    let out = ''
    const hex = (x: number, y: number, s: number) => {
      const pts = [0, 60, 120, 180, 240, 300]
        .map((a) => `${n(x + Math.cos((a * Math.PI) / 180) * s)},${n(y + Math.sin((a * Math.PI) / 180) * s)}`)
        .join(' ')
      return `<polygon points="${pts}"/>`
    }
    let cells = ''
    let inner = ''
    const cellsAt: [number, number][] = [
      [0, 0],
      [0, -54],
      [0, 54],
      [47, -27],
      [47, 27],
      [-47, -27],
      [-47, 27],
    ]
    for (const [x, y] of cellsAt) {
      cells += hex(x, y, 30)
      inner += hex(x, y, 22)
    }
    out += `<g fill="#b8782a">${cells}</g><g fill="#e8a93a">${inner}</g>`
    out += `<g fill="#f6d27a" opacity=".7">${cellsAt.map(([x, y]) => `<circle cx="${x - 6}" cy="${y - 6}" r="6"/>`).join('')}</g>`
    out += `<path d="M30 80Q34 100 30 112A8 8 0 1 0 46 112Q42 100 46 80Z" fill="#e8a93a"/>`
    return out
  },
}

export function paintAroma(art: AromaArt, { w, h, rand, portrait }: Ctx): string {
  const bg = art.background
  const notes = (art.notes.length ? art.notes : (['cherry'] as Note[])).slice(0, 10)
  const dark = isDark(bg)
  // The cluster lives in the middle band so text can sit above or below it.
  const S = portrait ? w * 0.38 : Math.min(w, h) * 0.36
  const cx = w / 2
  const cy = h / 2
  const slots = layout(notes.length)
  const disc = dark
    ? mix(bg, BRAND.cream, 0.1)
    : luminance(bg) > 0.6
      ? mix(bg, BRAND.ink, 0.06)
      : mix(bg, BRAND.cream, 0.16)
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`
  // A fine compass ring behind the set ties it to the brand.
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(S * 1.18)}" fill="none" stroke="${dark ? BRAND.gold : mix(BRAND.gold, bg, 0.2)}" stroke-width="${n(S * 0.006)}" opacity=".7"/>`
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(S * 1.12)}" fill="none" stroke="${dark ? BRAND.gold : mix(BRAND.gold, bg, 0.2)}" stroke-width="${n(S * 0.002)}" opacity=".5"/>`
  // Crumbs: tiny copies of the notes scattered around the ring.
  for (let i = 0; i < 7; i++) {
    const a = ((i + rand() * 0.6) / 7) * Math.PI * 2
    const d = S * (1.28 + rand() * 0.12)
    const note = notes[i % notes.length]
    const k = (S * 0.11) / 100
    out += `<g transform="translate(${n(cx + Math.cos(a) * d)} ${n(cy + Math.sin(a) * d)}) rotate(${n(rand() * 360)}) scale(${f3(k)})" opacity=".8">${NOTES[note](rand)}</g>`
  }
  slots.forEach(([x, y, s], i) => {
    const px = cx + x * S
    const py = cy + y * S
    const k = (s * S * 0.42) / 100
    out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(k * 118)}" fill="${disc}"/>`
    out += `<g transform="translate(${n(px)} ${n(py)}) rotate(${n((rand() - 0.5) * 24)}) scale(${f3(k)})">${NOTES[notes[i]](rand)}</g>`
  })
  return out
}

/** Positions (in units of the cluster size) and scales for 1..10 notes. */
function layout(count: number): [number, number, number][] {
  const fixed: Record<number, [number, number, number][]> = {
    1: [[0, 0, 1.45]],
    2: [
      [-0.48, -0.16, 1.15],
      [0.48, 0.18, 1.05],
    ],
    3: [
      [-0.5, -0.3, 1],
      [0.52, -0.22, 0.92],
      [0, 0.45, 1.05],
    ],
    4: [
      [-0.5, -0.45, 0.9],
      [0.5, -0.42, 0.85],
      [-0.45, 0.45, 0.85],
      [0.5, 0.48, 0.95],
    ],
  }
  if (fixed[count]) return fixed[count]
  // Five or more: a ring, with one in the middle when there are six or more.
  const ring = count >= 6 ? count - 1 : count
  const out: [number, number, number][] = []
  for (let i = 0; i < ring; i++) {
    const a = -Math.PI / 2 + (i / ring) * Math.PI * 2
    out.push([Math.cos(a) * 0.74, Math.sin(a) * 0.74, ring > 7 ? 0.52 : 0.62])
  }
  if (count >= 6) out.push([0, 0, 0.7])
  return out
}
