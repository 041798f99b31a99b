import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRAND, PALATE_WINE_SERIES } from '../../src/contract/brand'
import { PALATE_WINE_COLOURS } from '../../src/contract/constants'

const css = readFileSync(new URL('../../src/styles/theme.css', import.meta.url), 'utf8')
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

describe('brand', () => {
  it.each(Object.entries(BRAND).filter(([name]) => name !== 'white'))(
    'theme.css declares --%s as in src/contract/brand.ts',
    (name, value) => {
      const m = new RegExp(`--${kebab(name)}:\\s*(#[0-9a-fA-F]{3,6})\\s*;`).exec(css)
      expect(m?.[1].toLowerCase()).toBe(value)
    },
  )

  it('gives the palate radar one colour per wine series', () => {
    expect(PALATE_WINE_SERIES).toHaveLength(PALATE_WINE_COLOURS)
    expect(new Set(PALATE_WINE_SERIES).size).toBe(PALATE_WINE_COLOURS)
  })
})
