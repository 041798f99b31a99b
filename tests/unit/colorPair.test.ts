import { describe, expect, it } from 'vitest'
import { contrastVerdict, formatRatio, siblingPath, toLongHex } from '../../cms/components/colorPair'

describe('admin colour pairs (DESIGN.md: warn below 4.5:1)', () => {
  it('finds the sibling field in a group or an array row', () => {
    expect(siblingPath('colour.text_color', 'text_bg_color')).toBe('colour.text_bg_color')
    expect(siblingPath('stories.2.text_color', 'text_background_color')).toBe('stories.2.text_background_color')
    expect(siblingPath('text_color', 'background_color')).toBe('background_color')
  })

  it('rounds the ratio down, so 4.5:1 shown is 4.5:1 reached', () => {
    expect(formatRatio(4.49)).toBe('4.4:1')
    expect(formatRatio(21)).toBe('21.0:1')
  })

  it('passes a readable pair and warns on an unreadable one', () => {
    const ok = contrastVerdict('#1f1418', '#f7f1e8', 'Background colour')!
    expect(ok.readable).toBe(true)
    expect(ok.text).toMatch(/^Contrast 1\d\.\d:1 with the background colour: easy to read\.$/)
    const bad = contrastVerdict('#b8893b', '#f7f1e8', 'Text background colour')!
    expect(bad.readable).toBe(false)
    expect(bad.text).toContain('below 4.5:1')
    // #767676 on white is the classic edge: 4.54:1 passes, #777777 (4.48:1) does not.
    expect(contrastVerdict('#767676', '#ffffff', 'x')!.readable).toBe(true)
    expect(contrastVerdict('#777', '#fff', 'x')!.readable).toBe(false)
  })

  it('says nothing while either colour is missing or not a colour yet', () => {
    expect(contrastVerdict('#fff', undefined, 'x')).toBeNull()
    expect(contrastVerdict('#ff', '#000', 'x')).toBeNull()
    expect(contrastVerdict(null, '#000', 'x')).toBeNull()
  })

  it('gives the colour picker the long form of a hex colour', () => {
    expect(toLongHex('#AbC')).toBe('#aabbcc')
    expect(toLongHex('#6d1a36')).toBe('#6d1a36')
    expect(toLongHex('red')).toBeNull()
    expect(toLongHex(undefined)).toBeNull()
  })
})
