/** cms/seed/pictures: the demo's stored pictures shipped with the code, made for today's media sizes. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  filesOf,
  SHIPPED_INDEX_FILE,
  SHIPPED_PICTURES_DIR,
  uploadsHash,
  type ShippedIndex,
} from '../../cms/seed/shippedPictures'

const index = JSON.parse(readFileSync(SHIPPED_INDEX_FILE, 'utf8')) as ShippedIndex

describe('the shipped demo pictures', () => {
  it('were made with the media sizes of cms/collections/Media.ts (else run `npm run demo-pictures`)', () => {
    expect(index.uploads).toBe(uploadsHash())
  })

  it('hold every file their list names and nothing else', () => {
    const listed = Object.values(index.pictures).flatMap(filesOf)
    const present = readdirSync(SHIPPED_PICTURES_DIR).filter((f) => f !== path.basename(SHIPPED_INDEX_FILE))
    expect(new Set(listed).size).toBe(listed.length)
    expect([...present].sort()).toEqual([...listed].sort())
  })

  it('are each listed under the key their file name carries, with its sizes narrower than the original', () => {
    expect(Object.keys(index.pictures).length).toBeGreaterThan(100)
    for (const [key, p] of Object.entries(index.pictures)) {
      expect(p.filename).toMatch(new RegExp(`^norte-[\\w-]+-${key}\\.webp$`))
      for (const size of Object.values(p.sizes)) if (size.width) expect(size.width).toBeLessThan(p.width)
    }
  })
})
