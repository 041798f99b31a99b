/**
 * The installable app (build time only): the web manifest of each locale and its icons, drawn from
 * the brand's compass mark with sharp. Android and desktop Chrome take the 192 and 512 icons (and the
 * maskable ones, whose mark keeps inside the 80% safe circle); the others fill the sizes launchers and
 * Windows tiles ask for; iOS takes the apple-touch-icons (opaque: it paints transparency black) and a
 * launch screen per device size.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { BRAND } from '../contract/brand'
import { cacheKey } from './buildCache'
import type { Locale } from '../contract/locales'
import { LOCALE_HTML_LANG } from '../contract/locales'
import { t } from './i18n'
import { SCREENSHOTS } from './screenshots'

export type Icon = { name: string; size: number; purpose: 'any' | 'maskable' | 'apple' }

const sizes = (purpose: Icon['purpose'], list: number[]): Icon[] =>
  list.map((size) => ({ name: `${purpose}-${size}`, size, purpose }))

export const ICONS: Icon[] = [
  ...sizes('any', [48, 72, 96, 144, 192, 256, 384, 512]),
  ...sizes('maskable', [192, 512]),
  ...sizes('apple', [120, 152, 167, 180]),
]

export const iconUrl = (icon: Icon) => `/icons/${icon.name}.png`

/** How much of the square the mark fills: maskable icons keep it inside the safe circle. */
const MARK_SCALE: Record<Icon['purpose'], number> = { any: 0.78, maskable: 0.64, apple: 0.7 }

const MARK_FILE = path.join(process.cwd(), 'public/brand/compass-mark.svg')

/** The icons' and launch screens' cacheKey (src/lib/buildCache.ts): drawn from the mark's file, which the build's module graph does not see. */
export const markKey = () => cacheKey(readFileSync(MARK_FILE, 'utf8'))

/** The brand's compass mark at `size` pixels: the SVG is 72 px at 72 dpi, so this density draws it sharp at any size. */
async function mark(size: number): Promise<Buffer> {
  const svg = readFileSync(MARK_FILE)
  return sharp(svg, { density: Math.max(72, size) })
    .resize(size, size)
    .png()
    .toBuffer()
}

export async function renderIcon(icon: Icon): Promise<Buffer> {
  const markSize = Math.round(icon.size * MARK_SCALE[icon.purpose])
  // "any": a cream tile with rounded corners on transparency; maskable and apple: the full square (the platform shapes it).
  const radius = icon.purpose === 'any' ? Math.round(icon.size * 0.22) : 0
  const tile = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}"><rect width="100%" height="100%" rx="${radius}" fill="${BRAND.cream}"/></svg>`,
  )
  const offset = Math.round((icon.size - markSize) / 2)
  return sharp(tile)
    .composite([{ input: await mark(markSize), left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An iOS launch screen: the device's CSS size and pixel ratio (portrait; the app is portrait only). */
export type Splash = { name: string; width: number; height: number; ratio: number }

const splash = (width: number, height: number, ratio: number): Splash => ({
  name: `${width * ratio}x${height * ratio}`,
  width,
  height,
  ratio,
})

/** The iPhones and iPads on current iOS, by screen: iOS shows a launch screen only when one matches exactly. */
export const SPLASHES: Splash[] = [
  splash(440, 956, 3),
  splash(402, 874, 3),
  splash(430, 932, 3),
  splash(393, 852, 3),
  splash(428, 926, 3),
  splash(390, 844, 3),
  splash(375, 812, 3),
  splash(414, 896, 3),
  splash(414, 896, 2),
  splash(414, 736, 3),
  splash(375, 667, 2),
  splash(1032, 1376, 2),
  splash(1024, 1366, 2),
  splash(834, 1210, 2),
  splash(834, 1194, 2),
  splash(820, 1180, 2),
  splash(810, 1080, 2),
  splash(744, 1133, 2),
]

export const splashUrl = (s: Splash) => `/splash/${s.name}.png`
export const splashMedia = (s: Splash) =>
  `(device-width: ${s.width}px) and (device-height: ${s.height}px) and (-webkit-device-pixel-ratio: ${s.ratio}) and (orientation: portrait)`

/** The launch screen: the manifest's background colour with the mark in the middle, as Android draws its own. */
export async function renderSplash(s: Splash): Promise<Buffer> {
  const width = s.width * s.ratio
  const height = s.height * s.ratio
  const markSize = Math.round(Math.min(width, height) * 0.3)
  return sharp({ create: { width, height, channels: 3, background: BRAND.cream } })
    .composite([
      {
        input: await mark(markSize),
        left: Math.round((width - markSize) / 2),
        top: Math.round((height - markSize) / 2),
      },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}

/** The web manifest of one locale (served at /manifest/{locale}.webmanifest, linked from every page of that locale). */
export function webManifest(locale: Locale) {
  const name = t(locale, 'meta.appName')
  return {
    id: '/',
    name,
    short_name: name,
    description: t(locale, 'meta.description'),
    lang: LOCALE_HTML_LANG[locale],
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BRAND.cream,
    theme_color: BRAND.burgundy,
    categories: ['food', 'lifestyle'],
    icons: ICONS.filter((i) => i.purpose !== 'apple').map((i) => ({
      src: iconUrl(i),
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
    screenshots: SCREENSHOTS.map((s) => ({
      src: `/screenshots/${s.file}`,
      sizes: `${s.width}x${s.height}`,
      type: 'image/webp',
      form_factor: s.form,
      label: t(locale, `meta.screenshots.${s.label}`),
    })),
  }
}
