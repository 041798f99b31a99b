import { expect, it } from 'vitest'
import { copySlug } from '../../cms/fields/duplicate'
import { SLUG_PATTERN } from '../../src/contract/patterns'

it("a duplicate's slug keeps the rule and is free: -copy, then -copy-2; a copy of a copy starts from the original", () => {
  expect(copySlug('bruma-baga', new Set())).toBe('bruma-baga-copy')
  expect(copySlug('bruma-baga', new Set(['bruma-baga-copy', 'bruma-baga-copy-2']))).toBe('bruma-baga-copy-3')
  expect(copySlug('bruma-baga-copy', new Set(['bruma-baga-copy']))).toBe('bruma-baga-copy-2')
  expect(copySlug('bruma-baga-copy-2', new Set(['bruma-baga-copy', 'bruma-baga-copy-2']))).toBe('bruma-baga-copy-3')
  for (const slug of ['a', 'x-copy-9', '2024']) expect(copySlug(slug, new Set())).toMatch(SLUG_PATTERN)
})
