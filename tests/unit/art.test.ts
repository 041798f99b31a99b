import { describe, it, expect } from 'vitest'
import sharp from 'sharp'
import type { Art } from '../../cms/seed/data/types'
import { artSvg, FRAME_SIZE, type Frame, renderArt } from '../../cms/seed/art'

const bottle: Art = {
  kind: 'bottle',
  style: 'bordeaux',
  wine: 'Norte Reserva',
  vintage: '2019',
  liquid: '#4a0f1f',
  label: '#f7f1e8',
  accent: '#6d1a36',
}

/** One key of every kind, so a broken painter shows up here rather than in a seed run. */
const samples: Art[] = [
  bottle,
  {
    kind: 'bottle',
    style: 'sparkling',
    wine: 'Brut',
    vintage: 'NV',
    liquid: '#efe0a0',
    label: '#1f1418',
    accent: '#b8893b',
  },
  { kind: 'landscape', scene: 'vineyard', palette: ['#f3dcb8', '#7c8b6a', '#6d1a36'] },
  { kind: 'food', dish: 'steak', palette: ['#6d1a36', '#f7f1e8', '#b8893b'] },
  { kind: 'glass', liquid: '#5a0f24', background: '#f7f1e8' },
  { kind: 'aroma', notes: ['cherry', 'pepper'], background: '#1f1418' },
  { kind: 'flavour', palette: ['#6d1a36', '#f7f1e8', '#b8893b'] },
  { kind: 'scene', subject: 'tasting', palette: ['#f7f1e8', '#6d1a36', '#b8893b'] },
]

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('renderArt', () => {
  for (const frame of Object.keys(FRAME_SIZE) as Frame[]) {
    it(`renders a ${frame} PNG of the right size`, async () => {
      const png = await renderArt(bottle, frame)
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
      const meta = await sharp(png).metadata()
      expect(meta.format).toBe('png')
      expect({ width: meta.width, height: meta.height }).toEqual(FRAME_SIZE[frame])
    })
  }

  it('sizes are the ones the site expects', () => {
    expect(FRAME_SIZE).toEqual({
      portrait: { width: 1072, height: 1906 },
      card: { width: 1072, height: 804 },
      bottle: { width: 600, height: 1500 },
      square: { width: 800, height: 800 },
    })
  })

  it('keeps the bottle frame transparent around the bottle, and fills it in the middle', async () => {
    const png = await renderArt(bottle, 'bottle')
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(info.channels).toBe(4)
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]
    expect(alpha(5, 5)).toBe(0)
    expect(alpha(info.width - 5, info.height - 5)).toBe(0)
    expect(alpha(Math.round(info.width / 2), Math.round(info.height * 0.6))).toBe(255)
    // The bottle fills about 90 % of the height: opaque pixels reach near the top and bottom.
    let top = -1
    let bottom = -1
    for (let y = 0; y < info.height; y++) {
      if (alpha(Math.round(info.width / 2), y) > 0) {
        if (top < 0) top = y
        bottom = y
      }
    }
    expect((bottom - top) / info.height).toBeGreaterThan(0.85)
  })

  it('gives other frames an opaque picture', async () => {
    const png = await renderArt(bottle, 'card')
    const stats = await sharp(png).stats()
    expect(stats.isOpaque).toBe(true)
  })

  it('is deterministic: same input, identical bytes', async () => {
    for (const art of [bottle, samples[2], samples[5]]) {
      const a = await renderArt(art, 'square')
      const b = await renderArt(JSON.parse(JSON.stringify(art)), 'square')
      expect(a.equals(b)).toBe(true)
    }
  })

  it('changes when the input changes', async () => {
    const a = await renderArt(bottle, 'bottle')
    const b = await renderArt({ ...bottle, vintage: '2020' }, 'bottle')
    expect(a.equals(b)).toBe(false)
  })

  it('renders every kind', async () => {
    for (const art of samples) {
      const png = await renderArt(art, 'square')
      expect((await sharp(png).metadata()).width).toBe(800)
    }
  }, 30_000)

  it('puts the wine name and vintage on the label, escaped', () => {
    const svg = artSvg({ ...bottle, wine: 'Quinta <Tinto> & "Filhos"', vintage: '2018' }, 'bottle')
    // Long names may be set on two lines, so look for the parts.
    expect(svg).toContain('Quinta &lt;Tinto&gt;')
    expect(svg).toContain('&amp; &quot;Filhos&quot;')
    expect(svg).toContain('>2018<')
    expect(svg).not.toContain('<Tinto>')
  })

  it('shrinks long names to fit the label', () => {
    const size = (wine: string) => {
      const sizes = [...artSvg({ ...bottle, wine }, 'bottle').matchAll(/font-size="([\d.]+)">([^<]+)</g)].filter(
        (m) => m[2] !== '2019',
      )
      return Math.min(...sizes.map((m) => Number(m[1])))
    }
    expect(size('Supercalifragilisticexpialidocious Grande Reserva Especial')).toBeLessThan(size('Tinto'))
  })
})
