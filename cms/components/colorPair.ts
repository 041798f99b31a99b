import { contrastRatio, MIN_CONTRAST } from '../../src/contract/contrast'
import { fill } from '../../src/contract/format'
import type { AdminTextKey } from '../i18n/adminTextIn'

/**
 * What the admin tells staff about a text colour and the colour behind it (DESIGN.md: the admin
 * warns below 4.5:1). Pure, so the component stays a thin view.
 */
export type ContrastVerdict = { ratio: number; readable: boolean; text: string }

/** The verdicts in English, the keys of their translations (cms/components/ColorField.tsx shows them in the staff member's language). */
export const CONTRAST_TEXT = {
  readable: 'Contrast {{ratio}} with the {{background, lowercase}}: easy to read.',
  unreadable:
    'Contrast {{ratio}} with the {{background, lowercase}}: below 4.5:1, hard to read. Choose a lighter or darker colour; until then the site puts a shade behind the text.',
} as const satisfies Record<string, AdminTextKey>

/** The path of a sibling field: `stories.2.text_color` + `text_background_color` → `stories.2.text_background_color`. */
export function siblingPath(path: string, name: string): string {
  const parts = path.split('.')
  parts[parts.length - 1] = name
  return parts.join('.')
}

/** `4.48` → `4.4:1`: rounded down, so a pair shown as 4.5:1 really reaches it. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`
}

export function contrastVerdict(
  textColor: unknown,
  backgroundColor: unknown,
  backgroundLabel: string,
  texts: Record<keyof typeof CONTRAST_TEXT, string> = CONTRAST_TEXT,
): ContrastVerdict | null {
  if (typeof textColor !== 'string' || typeof backgroundColor !== 'string') return null
  const ratio = contrastRatio(textColor, backgroundColor)
  if (ratio === null) return null
  const readable = ratio >= MIN_CONTRAST
  const text = fill(readable ? texts.readable : texts.unreadable, {
    ratio: formatRatio(ratio),
    background: backgroundLabel,
  })
  return { ratio, readable, text }
}

/** `#abc` → `#aabbcc`, as `<input type="color">` needs; anything else → null. */
export function toLongHex(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())
  if (!m) return null
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  return `#${h.toLowerCase()}`
}
