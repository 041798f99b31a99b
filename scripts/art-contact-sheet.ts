/**
 * Renders examples of every art kind and frame to /tmp/art-sheet, plus one contact sheet per kind
 * (sheet-<kind>.png) to review the set at a glance.
 *
 *   npx tsx scripts/art-contact-sheet.ts            # everything
 *   npx tsx scripts/art-contact-sheet.ts food glass # only some kinds
 */
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'
import type { Art } from '../cms/seed/data/types'
import { artSvg, FRAME_SIZE, type Frame, renderArt } from '../cms/seed/art'
import { BRAND } from '../src/contract/brand'

const OUT = '/tmp/art-sheet'

const EXAMPLES: Record<Art['kind'], { name: string; art: Art; frames: Frame[] }[]> = {
  bottle: [
    {
      name: 'bordeaux',
      art: {
        kind: 'bottle',
        style: 'bordeaux',
        wine: 'Norte Reserva',
        vintage: '2019',
        liquid: '#4a0f1f',
        label: BRAND.cream,
        accent: BRAND.burgundy,
      },
      frames: ['bottle', 'card', 'portrait'],
    },
    {
      name: 'burgundy-white',
      art: {
        kind: 'bottle',
        style: 'burgundy',
        wine: 'Chardonnay of the Northern Slopes',
        vintage: '2022',
        liquid: '#e8d38a',
        label: BRAND.ink,
        accent: BRAND.gold,
      },
      frames: ['bottle', 'square'],
    },
    {
      name: 'burgundy-red',
      art: {
        kind: 'bottle',
        style: 'burgundy',
        wine: 'Pinot Noir',
        vintage: '2021',
        liquid: '#5a1424',
        label: '#e9dcc6',
        accent: BRAND.sage,
      },
      frames: ['bottle'],
    },
    {
      name: 'sparkling',
      art: {
        kind: 'bottle',
        style: 'sparkling',
        wine: 'Brut Nature & Co',
        vintage: 'NV',
        liquid: '#efe0a0',
        label: BRAND.cream,
        accent: BRAND.gold,
      },
      frames: ['bottle', 'card'],
    },
    {
      name: 'rose',
      art: {
        kind: 'bottle',
        style: 'rose',
        wine: 'Rosé de Norte',
        vintage: '2023',
        liquid: '#f2a2a0',
        label: BRAND.cream,
        accent: '#c0506a',
      },
      frames: ['bottle', 'square'],
    },
    {
      name: 'sweet',
      art: {
        kind: 'bottle',
        style: 'sweet',
        wine: 'Late Harvest Riesling Auslese',
        vintage: '2020',
        liquid: '#d9a13a',
        label: BRAND.burgundy,
        accent: BRAND.gold,
      },
      frames: ['bottle'],
    },
  ],
  landscape: [
    {
      name: 'vineyard',
      art: { kind: 'landscape', scene: 'vineyard', palette: ['#f3dcb8', BRAND.sage, BRAND.burgundy] },
      frames: ['portrait', 'card'],
    },
    {
      name: 'river',
      art: { kind: 'landscape', scene: 'river', palette: ['#dfe8e4', BRAND.sage, '#3b4a3a'] },
      frames: ['portrait', 'card'],
    },
    {
      name: 'cellar',
      art: { kind: 'landscape', scene: 'cellar', palette: [BRAND.gold, '#5a2a22', BRAND.ink] },
      frames: ['portrait', 'card'],
    },
    {
      name: 'harvest',
      art: { kind: 'landscape', scene: 'harvest', palette: ['#f4d9a6', BRAND.gold, BRAND.burgundy] },
      frames: ['portrait', 'square'],
    },
    {
      name: 'coast',
      art: { kind: 'landscape', scene: 'coast', palette: ['#f1e4d0', '#6f98a8', '#2f4858'] },
      frames: ['portrait', 'card'],
    },
    {
      name: 'hills',
      art: { kind: 'landscape', scene: 'hills', palette: ['#f7e7cf', '#a7b08a', '#4d5a3e'] },
      frames: ['portrait', 'square'],
    },
    {
      name: 'night',
      art: { kind: 'landscape', scene: 'night', palette: ['#2a2340', BRAND.burgundy, BRAND.gold] },
      frames: ['portrait', 'card'],
    },
  ],
  food: (
    [
      'steak',
      'cheese',
      'fish',
      'pasta',
      'oysters',
      'lamb',
      'mushroom',
      'dessert',
      'salad',
      'chicken',
      'charcuterie',
      'sushi',
    ] as const
  ).map((dish, i) => ({
    name: dish,
    art: {
      kind: 'food',
      dish,
      palette: [
        [BRAND.burgundy, BRAND.cream, BRAND.gold],
        [BRAND.sage, BRAND.cream, BRAND.ink],
        ['#2f4858', '#e9dcc6', BRAND.gold],
      ][i % 3] as [`#${string}`, `#${string}`, `#${string}`],
    },
    frames: i % 4 === 0 ? ['card', 'portrait', 'square'] : ['card'],
  })),
  glass: [
    { name: 'red', art: { kind: 'glass', liquid: '#5a0f24', background: BRAND.cream }, frames: ['portrait', 'square'] },
    { name: 'white', art: { kind: 'glass', liquid: '#e6cf7a', background: BRAND.sage }, frames: ['portrait', 'card'] },
    { name: 'rose', art: { kind: 'glass', liquid: '#f08a8a', background: BRAND.ink }, frames: ['portrait'] },
  ],
  aroma: [
    {
      name: 'red-fruit',
      art: { kind: 'aroma', notes: ['cherry', 'plum', 'pepper', 'vanilla'], background: BRAND.cream },
      frames: ['portrait', 'card'],
    },
    {
      name: 'white',
      art: { kind: 'aroma', notes: ['citrus', 'apple', 'flower'], background: BRAND.sage },
      frames: ['portrait', 'square'],
    },
    {
      name: 'sweet',
      art: { kind: 'aroma', notes: ['honey', 'berry', 'herb'], background: BRAND.burgundy },
      frames: ['portrait'],
    },
    {
      name: 'many',
      art: {
        kind: 'aroma',
        notes: ['cherry', 'plum', 'citrus', 'flower', 'pepper', 'vanilla', 'apple', 'berry', 'herb', 'honey'],
        background: '#e9dcc6',
      },
      frames: ['portrait', 'card'],
    },
    { name: 'one', art: { kind: 'aroma', notes: ['berry'], background: BRAND.ink }, frames: ['square'] },
  ],
  flavour: [
    {
      name: 'red',
      art: { kind: 'flavour', palette: [BRAND.burgundy, BRAND.cream, BRAND.gold] },
      frames: ['portrait', 'card'],
    },
    {
      name: 'white',
      art: { kind: 'flavour', palette: ['#e9dcc6', BRAND.sage, BRAND.gold] },
      frames: ['portrait', 'square'],
    },
    { name: 'dark', art: { kind: 'flavour', palette: [BRAND.ink, BRAND.burgundy, '#f2a2a0'] }, frames: ['portrait'] },
  ],
  scene: (
    ['tasting', 'tour', 'picnic', 'dinner', 'shop', 'delivery', 'club', 'podcast', 'gift', 'map', 'store'] as const
  ).map((subject, i) => ({
    name: subject,
    art: {
      kind: 'scene',
      subject,
      palette: [
        [BRAND.cream, BRAND.burgundy, BRAND.gold],
        ['#e9dcc6', BRAND.sage, BRAND.ink],
        ['#f3dcb8', '#2f4858', BRAND.burgundy],
      ][i % 3] as [`#${string}`, `#${string}`, `#${string}`],
    },
    frames: i % 4 === 0 ? ['card', 'portrait', 'square'] : ['card'],
  })),
}

async function main() {
  const only = process.argv.slice(2)
  await mkdir(OUT, { recursive: true })
  for (const [kind, list] of Object.entries(EXAMPLES)) {
    if (only.length && !only.includes(kind)) continue
    const tiles: { input: Buffer; left: number; top: number }[] = []
    let x = 0
    let rowH = 0
    let y = 0
    const sheetW = 1800
    const times: number[] = []
    for (const ex of list) {
      for (const frame of ex.frames) {
        const t0 = performance.now()
        const png = await renderArt(ex.art, frame)
        times.push(performance.now() - t0)
        const file = `${OUT}/${kind}-${ex.name}-${frame}.png`
        await writeFile(file, png)
        // Thumbnails at a common height so the sheet reads like a proof.
        const th = frame === 'portrait' || frame === 'bottle' ? 420 : 260
        const { width, height } = FRAME_SIZE[frame]
        const tw = Math.round((width / height) * th)
        if (x + tw > sheetW) {
          x = 0
          y += rowH + 12
          rowH = 0
        }
        const thumb = await sharp(png).resize(tw, th).flatten({ background: '#9a9a9a' }).png().toBuffer()
        tiles.push({ input: thumb, left: x, top: y })
        x += tw + 12
        rowH = Math.max(rowH, th)
        console.log(
          `${file}  ${png.length >> 10} KB  svg ${artSvg(ex.art, frame).length >> 10} KB  ${times[times.length - 1].toFixed(0)} ms`,
        )
      }
    }
    const sheet = sharp({ create: { width: sheetW, height: y + rowH, channels: 3, background: '#444' } }).composite(
      tiles,
    )
    await writeFile(`${OUT}/sheet-${kind}.png`, await sheet.png().toBuffer())
    console.log(`${kind}: max ${Math.max(...times).toFixed(0)} ms`)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
