/** API items (previews, POST /api/sellers) to cards, in the visitor's language; analytics labels in English. */
import type { Locale } from '../../contract/locales'
import type { CardData } from './cards'
import { mediaSrcset, mediaUrl } from './media'
import { pick } from '../../contract/localize'
import type { PreviewKind } from './calls'

type Item = Record<string, unknown>

function image(media: unknown, alt: string): CardData['image'] {
  const src = mediaUrl(media)
  if (!src) return null
  const m = media as { width?: number; height?: number }
  return { src, srcset: mediaSrcset(media), width: m?.width ?? null, height: m?.height ?? null, alt }
}

const align = (v: unknown): CardData['align'] => (v === 'center' || v === 'right' ? v : 'left')
const str = (v: unknown) => (typeof v === 'string' && v ? v : null)

export function itemCard(kind: PreviewKind, item: Item, locale: Locale, badge: string | null = null): CardData {
  const id = String(item.id ?? '')
  switch (kind) {
    case 'discovers':
      return {
        id,
        title: pick(item.name, locale),
        text: pick(item.description, locale),
        image: image(item.image, ''),
        href: str(item.link),
        external: true,
        align: align(item.align_content),
        overlay: true,
        color: str(item.text_color),
      }
    case 'enjoys':
      return {
        id,
        title: pick(item.name, locale),
        text: pick(item.description, locale),
        image: image(item.image, ''),
        href: str(item.link),
        external: true,
        align: align(item.align_content),
        color: str(item.text_color),
        background: str(item.background_color),
        track: { category: 'enjoy', label: pick(item.name, 'en') },
      }
    case 'sellers':
      return {
        id,
        title: pick(item.shop_name, locale),
        text: pick(item.description, locale),
        image: image(item.image, ''),
        href: str(item.link),
        external: true,
        track: { category: 'vendor', label: pick(item.shop_name, 'en') },
      }
    default:
      return { id, title: pick(item.title, locale), text: pick(item.description, locale), image: image(item.image, ''), href: str(item.link), external: true, badge }
  }
}
