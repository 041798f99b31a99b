/** Generators shared by the fuzz tests (fast-check, no test runner imported here). */
import fc from 'fast-check'

/** encodeURIComponent, or 'x' for a string it cannot encode (a lone surrogate). */
export const safeEncode = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return 'x'
  }
}

/** A URL path segment, encoded: any text, binary junk, a UUID, or one of the `odd` values tests know to be tricky. */
export const pathSegment = (o: { maxLength: number; binaryMaxLength: number; odd: string[] }) =>
  fc
    .oneof(
      fc.string({ maxLength: o.maxLength }),
      fc.string({ unit: 'binary', maxLength: o.binaryMaxLength }),
      fc.uuid(),
      fc.constantFrom(...o.odd),
    )
    .map(safeEncode)
