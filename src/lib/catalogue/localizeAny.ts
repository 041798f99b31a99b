/**
 * API items (previews) may carry a localized field as a map of locale to text, as the snapshot does,
 * or already resolved to the request's language as a plain string: accept both.
 */
import type { Locale } from '../../contract/locales'

export function pickAny(value: unknown, locale: Locale): string {
  if (value == null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'object') {
    const map = value as Record<string, string | null | undefined>
    return map[locale] || map.en || Object.values(map).find((v) => typeof v === 'string' && v) || ''
  }
  return String(value)
}

/** The best image URL of a media object or a plain URL. */
export function mediaUrl(media: unknown, minWidth = 640): string {
  if (!media) return ''
  if (typeof media === 'string') return media
  const m = media as { url?: string; sizes?: { url: string; width: number }[] }
  return m.sizes?.find((s) => s.width >= minWidth)?.url ?? m.url ?? ''
}

export function mediaSrcset(media: unknown): string {
  const m = media as { sizes?: { url: string; width: number }[] } | null
  return m?.sizes?.map((s) => `${s.url} ${s.width}w`).join(', ') ?? ''
}
