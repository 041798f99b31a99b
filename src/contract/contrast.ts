/**
 * Readable text on content colours (DESIGN.md: the site never renders unreadable text). WCAG 2
 * contrast ratio; below 4.5:1 the text gets a scrim in the opposite tone.
 */
export const MIN_CONTRAST = 4.5

function channels(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return null
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

export function luminance(hex: string): number | null {
  const c = channels(hex)
  if (!c) return null
  const [r, g, b] = c.map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

export type TextStyle = { color: string; background: string | null; scrim: boolean }

const LIGHT = '#ffffff'
const DARK = '#1f1418'

/**
 * The colours to render text with: the content's own when readable. Text with a background of its
 * own keeps both if the pair reaches 4.5:1; otherwise, and for text straight on a picture (whose
 * colours we cannot know), a scrim goes behind the text: dark behind light text, light behind dark.
 */
export function readableText(
  textColor: string | null | undefined,
  backgroundColor: string | null | undefined,
): TextStyle {
  const color = textColor && luminance(textColor) !== null ? textColor : LIGHT
  if (backgroundColor && luminance(backgroundColor) !== null) {
    const ratio = contrastRatio(color, backgroundColor)!
    if (ratio >= MIN_CONTRAST) return { color, background: backgroundColor, scrim: false }
  }
  const light = (luminance(color) ?? 1) > 0.4
  return { color, background: light ? 'rgba(20, 10, 14, 0.72)' : 'rgba(255, 250, 243, 0.86)', scrim: true }
}

/** The one of ink or white that reads best on a background (cards whose content has no text colour). */
export function bestTextOn(background: string): string {
  return (contrastRatio(LIGHT, background) ?? 0) >= (contrastRatio(DARK, background) ?? 0) ? LIGHT : DARK
}
