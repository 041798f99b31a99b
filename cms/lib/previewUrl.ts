/**
 * The admin's Preview button (Payload `admin.preview`): the site's page that shows a draft to staff
 * (src/contract/preview.ts), in the language being edited and the first country the document is shown in.
 */
import { previewPath, type PreviewCollection } from '../../src/contract/preview'

export { PREVIEW_PAGES, type PreviewCollection } from '../../src/contract/preview'

type Doc = { id?: unknown; countries?: unknown } | null | undefined

const firstCountry = (doc: Doc): string | null => (Array.isArray(doc?.countries) && typeof doc.countries[0] === 'string' ? doc.countries[0] : null)

export function previewUrl(collection: PreviewCollection) {
  // A document not saved yet has no id, and so no preview.
  return (doc: Doc, { locale }: { locale?: string } = {}): string | null => (doc?.id ? previewPath(collection, String(doc.id), { locale, country: firstCountry(doc) }) : null)
}
