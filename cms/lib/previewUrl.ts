/**
 * The admin's Preview button (Payload `admin.preview`): the site's page that shows a draft to staff
 * (src/contract/preview.ts), in the language being edited and the first country the document is shown in.
 */
import { previewPath, type PreviewCollection } from '../../src/contract/preview'

export { PREVIEW_PAGES, type PreviewCollection } from '../../src/contract/preview'

type Doc = { id?: unknown; countries?: unknown } | null | undefined

const countriesOf = (doc: Doc): string[] =>
  Array.isArray(doc?.countries) ? doc.countries.filter((c): c is string => typeof c === 'string') : []

/** The preview opens in the document's first country; the page lets staff switch to its others. */
export function previewUrl(collection: PreviewCollection) {
  // A document not saved yet has no id, and so no preview.
  return (doc: Doc, { locale }: { locale?: string } = {}): string | null => {
    if (!doc?.id) return null
    const countries = countriesOf(doc)
    return previewPath(collection, String(doc.id), { locale, country: countries[0] ?? null, countries })
  }
}
