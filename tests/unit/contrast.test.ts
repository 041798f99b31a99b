import { describe, expect, it } from 'vitest'
import { contrastRatio, readableText } from '../../src/contract/contrast'

describe('readable text on content colours', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21)
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1)
    expect(contrastRatio('nope', '#fff')).toBeNull()
  })
  it('keeps the content colours when they read, and adds a scrim when not', () => {
    expect(readableText('#f7f1e8', '#6d1a36')).toEqual({ color: '#f7f1e8', background: '#6d1a36', scrim: false })
    const low = readableText('#ffffff', '#f0f0f0')
    expect(low.scrim).toBe(true)
    expect(low.color).toBe('#ffffff')
    expect(readableText('#1f1418', null).background).toMatch(/255, 250, 243/)
    expect(readableText(null, null)).toMatchObject({ color: '#ffffff', scrim: true })
  })
})
