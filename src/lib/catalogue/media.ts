/** The best image URL of a media object or a plain URL. */
export function mediaUrl(media: unknown, minWidth = 640): string {
  if (!media) return ''
  if (typeof media === 'string') return media
  const m = media as { url?: string; sizes?: { url: string; width: number }[] }
  return m.sizes?.find((s) => s.width >= minWidth)?.url ?? m.url ?? ''
}

/** A crop's `object-position` from the picture's focal point, or '' for the middle (the default). */
export function mediaPosition(media: unknown): string {
  const focal = (media as { focal?: { x: number; y: number } | null } | null)?.focal
  return focal ? `${focal.x}% ${focal.y}%` : ''
}

export function mediaSrcset(media: unknown): string {
  const m = media as { sizes?: { url: string; width: number }[] } | null
  return m?.sizes?.map((s) => `${s.url} ${s.width}w`).join(', ') ?? ''
}
