/**
 * The admin's Preview button (Payload `admin.preview`): the site's page that shows a draft to staff,
 * by the spec's preview query parameters (§2: wine, discover, enjoy, promotion, vendor). The page loads
 * the latest draft through GET /api/{kind}/preview/{id}, which answers staff sessions only.
 */
export const PREVIEW_PAGES = {
  wines: { path: '/exploreWine', param: 'wine' },
  discovers: { path: '/discover', param: 'discover' },
  enjoys: { path: '/enjoy', param: 'enjoy' },
  promotions: { path: '/newsPromotions', param: 'promotion' },
  vendors: { path: '/vendors', param: 'vendor' },
} as const

export type PreviewCollection = keyof typeof PREVIEW_PAGES

export function previewUrl(collection: PreviewCollection) {
  const { path, param } = PREVIEW_PAGES[collection]
  // A document not saved yet has no id, and so no preview.
  return (doc: { id?: unknown } | null | undefined): string | null => (doc?.id ? `${path}?${param}=${encodeURIComponent(String(doc.id))}` : null)
}
