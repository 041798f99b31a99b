/**
 * Soft film grain, added to the rendered pixels rather than drawn as an SVG filter: an feTurbulence
 * filter at 1080x1920 costs far more time than a pass over the raw buffer, and this way the grain is
 * seeded (same art key, same bytes) and never touches transparent pixels (the bottle frame).
 *
 * The grain is sparse (about a third of the pixels get a light or dark speck): it reads the same as
 * full noise at phone size but keeps the PNG around a third of the size and quick to encode.
 */
export function addGrain(
  data: Buffer | Uint8Array,
  width: number,
  height: number,
  channels: 3 | 4,
  seed: number,
  amount = 7,
): void {
  // xorshift32, inlined: this loop runs once per pixel.
  let s = seed >>> 0 || 0x9e3779b9
  const total = width * height
  for (let i = 0; i < total; i++) {
    const o = i * channels
    if (channels === 4 && data[o + 3] === 0) continue
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    const r = s & 1023
    if (r >= 154 && r < 870) continue // ~70 % of pixels stay clean
    const d = r < 154 ? -amount : amount
    for (let c = 0; c < 3; c++) {
      const v = data[o + c]
      // Softer in deep shadows, where specks would look like dust.
      const x = v + (v < 40 ? d >> 1 : d)
      data[o + c] = x < 0 ? 0 : x > 255 ? 255 : x
    }
  }
}
