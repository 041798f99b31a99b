/**
 * Small shared helpers for the art renderer: colour maths, a seeded random source, XML escaping and
 * text measuring. Everything here is pure so the same art key always gives the same picture.
 */

/** Brand colours from the design brief; every picture leans on these so the set feels like one hand. */
import { BRAND } from '../../../src/contract/brand'
import { luminance as wcagLuminance } from '../../../src/contract/contrast'
export { BRAND }

/** Drawing context handed to every painter. */
export type Ctx = { w: number; h: number; rand: () => number; portrait: boolean }

// ---------------------------------------------------------------------------------------------------
// Numbers and randomness

/** Rounds to one decimal so the SVG text stays short. */
export const n = (x: number): string => String(Math.round(x * 10) / 10)

/** Three decimals, for scale factors and opacities. */
export const f3 = (x: number): string => String(Math.round(x * 1000) / 1000)

/** FNV-1a, enough to turn an art key into a seed. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: tiny, fast and good enough for scattering shapes. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Uniform number in [a, b). */
export const between = (rand: () => number, a: number, b: number): number => a + (b - a) * rand()

// ---------------------------------------------------------------------------------------------------
// Colour

type RGB = [number, number, number]

function rgb(hex: string): RGB {
  let s = hex.replace('#', '').trim()
  if (s.length === 3)
    s = s
      .split('')
      .map((c) => c + c)
      .join('')
  const v = parseInt(s.slice(0, 6), 16)
  // A malformed colour should not break a seed run: fall back to a warm mid grey.
  if (!/^[0-9a-f]{6}/i.test(s) || Number.isNaN(v)) return [150, 136, 128]
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function hex([r, g, b]: RGB): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** Lighter towards cream (not white) and darker towards ink (not black): keeps shades warm. */
export const lighten = (c: string, t: number): string => mix(c, '#fffaf2', t)
export const darken = (c: string, t: number): string => mix(c, '#140c0f', t)

/** WCAG relative luminance, 0 (black) .. 1 (white); a malformed colour reads as rgb()'s warm mid grey. */
export const luminance = (c: string): number => wcagLuminance(c) ?? (wcagLuminance(hex(rgb(c))) as number)

export const isDark = (c: string): boolean => luminance(c) < 0.18

/** A palette's colours by the role they play in a picture. */
export type Tones = { light: string; mid: string; dark: string }

/**
 * Palettes come from content editors in any order, so painters assign roles by lightness:
 * light (sky, page, plate), mid (hills, table), dark (foreground, shadows).
 */
export function tones(p: readonly string[]): Tones {
  const s = [...p].sort((a, b) => luminance(b) - luminance(a))
  return { light: s[0], mid: s[1] ?? mix(s[0], BRAND.ink, 0.4), dark: s[2] ?? mix(s[0], BRAND.ink, 0.75) }
}

/** Text colour that reads on the given background. */
export const onColour = (bg: string): string => (luminance(bg) > 0.3 ? BRAND.ink : BRAND.cream)

// ---------------------------------------------------------------------------------------------------
// Text

export function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/**
 * Advance widths of DejaVu Serif (the serif every render host has), in 1/100 em, for ASCII 32..126.
 * Used to fit label text without a font engine; Georgia is a little narrower, so the fit is safe.
 */
const WIDTHS = [
  32, 40, 46, 84, 64, 95, 89, 27, 39, 39, 50, 84, 32, 34, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84,
  84, 84, 54, 100, 72, 73, 77, 80, 73, 69, 80, 87, 40, 40, 75, 66, 102, 88, 82, 67, 82, 75, 69, 67, 84, 72, 103, 71, 66,
  69, 39, 34, 39, 84, 50, 50, 60, 64, 56, 64, 59, 37, 64, 64, 32, 31, 61, 32, 95, 64, 60, 64, 64, 48, 51, 40, 64, 56,
  86, 56, 56, 53, 64, 34, 64, 84,
]

/** Estimated width in px of text at a font size, with optional letter spacing in px. */
function textWidth(text: string, size: number, spacing = 0): number {
  let units = 0
  const chars = [...text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]
  for (const ch of chars) {
    const c = ch.codePointAt(0) ?? 0
    // Wide scripts (CJK and the like) are about one em each.
    units += c >= 32 && c < 127 ? WIDTHS[c - 32] : c > 0x2e80 ? 100 : 70
  }
  return (units / 100) * size + spacing * Math.max(0, chars.length - 1)
}

/** Largest font size, at most `max`, at which the text fits `width`. */
export function fitSize(text: string, width: number, max: number, min = 8, spacing = 0): number {
  const w = textWidth(text, max, spacing * 1)
  if (w <= width) return max
  return Math.max(min, Math.floor(((max * width) / w) * 10) / 10)
}

/**
 * Splits a long name into at most two balanced lines (on a space) when that lets the type be larger,
 * the way a designer would set a long wine name on a label.
 */
export function splitName(text: string, width: number, max: number): string[] {
  const words = text.trim().split(/\s+/)
  if (words.length < 2 || textWidth(text, max) <= width) return [text.trim()]
  let best: string[] = [text.trim()]
  let bestSize = fitSize(text, width, max)
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    // Two lines cost height, so only split when each line gets clearly bigger.
    const size = Math.min(...lines.map((l) => fitSize(l, width, max))) * 0.82
    if (size > bestSize) {
      best = lines
      bestSize = size
    }
  }
  return best
}

/** Label serif; the CJK families only matter on hosts that have them (names are usually Latin). */
export const SERIF = `Georgia, 'DejaVu Serif', 'Noto Serif CJK JP', serif`
