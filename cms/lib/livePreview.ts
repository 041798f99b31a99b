/**
 * The admin's live preview (Payload `admin.livePreview`): beside the form, the site's preview page of
 * the document (src/contract/preview.ts) in the language being edited, at a phone's, a tablet's and a
 * desktop's size. The page reloads the draft after each autosave (src/lib/livePreview.ts).
 */
import type { Config } from 'payload'
import { PREVIEW_PAGES, previewUrl, type PreviewCollection } from './previewUrl'

const previewable = (slug: string): slug is PreviewCollection => slug in PREVIEW_PAGES

export const livePreview: NonNullable<NonNullable<Config['admin']>['livePreview']> = {
  collections: Object.keys(PREVIEW_PAGES),
  breakpoints: [
    { name: 'phone', label: 'Phone', width: 390, height: 844 },
    { name: 'tablet', label: 'Tablet', width: 820, height: 1180 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
  url: ({ data, collectionConfig, locale }) =>
    collectionConfig && previewable(collectionConfig.slug)
      ? previewUrl(collectionConfig.slug)(data as { id?: unknown }, { locale: locale.code })
      : null,
}
