/** API items (previews, POST /api/sellers) to cards, in the visitor's language; analytics labels in English. */
import type { Locale } from '../../contract/locales'
import type { CardData } from './cards'
import { mediaPosition, mediaSrcset, mediaUrl } from './media'
import { pick, textOrNull } from '../../contract/localize'
import type { PreviewKind } from './calls'

type Item = Record<string, unknown>

function image(media: unknown, alt: string): CardData['image'] {
  const src = mediaUrl(media)
  if (!src) return null
  const m = media as { width?: number; height?: number }
  return {
    src,
    srcset: mediaSrcset(media),
    width: m?.width ?? null,
    height: m?.height ?? null,
    alt,
    position: mediaPosition(media),
  }
}

const align = (v: unknown): CardData['align'] => (v === 'center' || v === 'right' ? v : 'left')
const str = textOrNull

export function itemCard(kind: PreviewKind, item: Item, locale: Locale, badge: string | null = null): CardData {
  // Every preview card: its heading's text, the description, the picture and an outside link.
  const card = (heading: unknown) => ({
    id: String(item.id ?? ''),
    title: pick(heading, locale),
    text: pick(item.description, locale),
    image: image(item.image, ''),
    href: str(item.link),
    external: true,
  })
  switch (kind) {
    case 'discovers':
      return { ...card(item.name), align: align(item.align_content), overlay: true, color: str(item.text_color) }
    case 'enjoys':
      return {
        ...card(item.name),
        align: align(item.align_content),
        color: str(item.text_color),
        background: str(item.background_color),
        track: { category: 'enjoy', label: pick(item.name, 'en') },
      }
    case 'vendors':
      return { ...card(item.shop_name), track: { category: 'vendor', label: pick(item.shop_name, 'en') } }
    case 'shops': {
      const link = (item.link ?? {}) as { type?: unknown; path?: unknown }
      return {
        ...card(item.name),
        href: str(link.path),
        external: link.type !== 'internal',
        color: str(item.text_color),
        background: str(item.background_color),
      }
    }
    default:
      return { ...card(item.title), badge }
  }
}
