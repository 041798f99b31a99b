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
