/**
 * The catalogue's cards (discover, enjoy, shop, vendors, promotions, club) as plain data, rendered by
 * Card.astro at build time and by cardElement() in the browser for previews and API results, with
 * the same markup and classes (styles in Card.astro, global, prefixed cc-).
 */
import { bestTextOn, contrastRatio, MIN_CONTRAST, readableText } from '../../contract/contrast'

/** `position`: the crop's object-position from the focal point ('' for the middle). */
type CardImage = {
  src: string
  srcset: string
  width: number | null
  height: number | null
  alt: string
  position?: string
}
export type CardData = {
  id: string
  title: string
  text: string
  /** The language of the title / text when it is a fallback (pickLang), for their `lang` attribute. */
  titleLang?: string
  textLang?: string
  image: CardImage | null
  href: string | null
  external: boolean
  align?: 'left' | 'center' | 'right'
  /** Text over the picture (discover) or below it (everything else). */
  overlay?: boolean
  /** A row: a square picture beside the text (vendors). */
  compact?: boolean
  color?: string | null
  background?: string | null
  badge?: string | null
  track?: { category: string; label: string } | null
}

/** Colours that read: the content's own where they do, a scrim or ink/white where they do not. */
export function cardColours(d: Pick<CardData, 'overlay' | 'color' | 'background'>): {
  color?: string
  background?: string
  scrim?: string
} {
  if (d.overlay) {
    const s = readableText(d.color, null)
    return { color: s.color, scrim: s.background ?? undefined }
  }
  if (!d.background)
    return d.color && (contrastRatio(d.color, '#fffaf3') ?? 0) >= MIN_CONTRAST ? { color: d.color } : {}
  const color =
    d.color && (contrastRatio(d.color, d.background) ?? 0) >= MIN_CONTRAST ? d.color : bestTextOn(d.background)
  return { color, background: d.background }
}

export function cardStyle(d: CardData): string {
  const c = cardColours(d)
  return [
    c.color && `--cc-fg:${c.color}`,
    c.background && `--cc-bg:${c.background}`,
    c.scrim && `--cc-scrim:${c.scrim}`,
  ]
    .filter(Boolean)
    .join(';')
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag)
  e.className = className
  if (text) e.textContent = text
  return e
}

/** The browser twin of Card.astro. */
/** The picture sizes of a full-width card (the app's column is 480 px at most, its cards 448 px). */
export const CARD_SIZES = '(min-width: 480px) 448px, 100vw'

export function cardElement(d: CardData, newTabLabel: string, sizes = CARD_SIZES): HTMLLIElement {
  const li = el('li', `cc-card${d.overlay ? ' cc-overlay' : ''}${d.compact ? ' cc-compact' : ''}`)
  li.dataset.id = d.id
  li.setAttribute('style', cardStyle(d))
  const box = d.href ? el('a', 'cc-link') : el('div', 'cc-link')
  if (d.href && box instanceof HTMLAnchorElement) {
    box.href = d.href
    if (d.external) {
      box.target = '_blank'
      box.rel = 'noopener noreferrer'
    }
    if (d.track) {
      box.dataset.track = d.track.category
      box.dataset.label = d.track.label
    }
  }
  if (d.image) {
    const media = el('span', 'cc-media')
    const img = el('img', '')
    img.src = d.image.src
    if (d.image.srcset) {
      img.srcset = d.image.srcset
      img.sizes = sizes
    }
    if (d.image.width) img.width = d.image.width
    if (d.image.height) img.height = d.image.height
    img.alt = d.image.alt
    if (d.image.position) img.style.objectPosition = d.image.position
    img.decoding = 'async'
    media.append(img)
    box.append(media)
  }
  const body = el('span', `cc-body cc-${d.align ?? 'left'}`)
  if (d.badge) body.append(el('span', 'cc-badge', d.badge))
  const title = body.appendChild(el('h2', 'cc-title', d.title))
  if (d.titleLang) title.lang = d.titleLang
  if (d.text) {
    const text = body.appendChild(el('span', 'cc-text', d.text))
    if (d.textLang) text.lang = d.textLang
  }
  if (d.href && d.external) body.append(el('span', 'visually-hidden', ` (${newTabLabel})`))
  box.append(body)
  li.append(box)
  return li
}
