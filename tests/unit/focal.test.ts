import { describe, expect, it } from 'vitest'
import { media } from '../../cms/snapshot/buildSnapshot'
import { mediaPosition } from '../../src/lib/catalogue/media'
import { slideMedia } from '../../src/lib/catalogue/slides'

const doc = (focal: { focalX?: number | null; focalY?: number | null }) => ({
  id: 'm1',
  filename: 'vendor.webp',
  mimeType: 'image/webp',
  width: 1200,
  height: 900,
  alt: { en: 'A shop' },
  sizes: {},
  ...focal,
})

describe('the focal point staff set on a picture', () => {
  it('travels with the picture in the snapshot, null for the middle', () => {
    expect(media(doc({ focalX: 12.345, focalY: 80 }))?.focal).toEqual({ x: 12.3, y: 80 })
    expect(media(doc({ focalX: 50, focalY: 50 }))?.focal).toBeNull()
    expect(media(doc({}))?.focal).toBeNull()
    expect(media(doc({ focalX: 140, focalY: -3 }))?.focal).toEqual({ x: 100, y: 0 })
  })

  it('places every crop: cards and story slides', () => {
    const m = media(doc({ focalX: 10, focalY: 90 }))
    expect(mediaPosition(m)).toBe('10% 90%')
    expect(mediaPosition(media(doc({})))).toBe('')
    expect(slideMedia(m, 'A shop')?.position).toBe('10% 90%')
  })
})

describe("a picture's widths in the snapshot", () => {
  const size = (width: number, height: number) => ({ filename: `p-${width}x${height}.webp`, width, height })
  const widths = (sizes: object) => media({ ...doc({}), width: 1072, height: 1906, sizes })?.sizes.map((s) => s.width)

  it('are the stored sizes, narrowest first', () => {
    expect(widths({ large: size(1080, 1920), thumb: size(320, 569) })).toEqual([320, 1080])
  })

  it('end with the original when Payload left out a size wider than it', () => {
    const left = { filename: null, width: null, height: null }
    expect(widths({ thumb: size(320, 569), card: size(640, 1138), medium: size(828, 1472), large: left })).toEqual([
      320, 640, 828, 1072,
    ])
    expect(media({ ...doc({}), width: 1072, height: 1906, sizes: { large: left } })?.sizes.at(-1)?.url).toBe(
      '/media/vendor.webp',
    )
  })
})
