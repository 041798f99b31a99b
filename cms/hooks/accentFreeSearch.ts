/**
 * The admin lists' search, forgiving as staff expect: "atlantico" finds "Atlântico Alvarinho", "ATLÂN"
 * too. Payload's list search is a `like` on the title (case-insensitive, accent-sensitive in
 * PostgreSQL); this hook turns that condition into the ids whose title matches once both are folded
 * (lower case, accents off). The titles are read in the request's language and drafts as the list
 * reads them; a collection holds hundreds of documents, not millions, so one read per search is cheap.
 */
import type { CollectionBeforeOperationHook, CollectionSlug, TypedLocale, Where } from 'payload'

/** Lower case without accents or other marks: "Atlântico" → "atlantico". */
export const foldForSearch = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

type Condition = Record<string, unknown>

/** The text `where` searches `field` for (a list search is `{ field: { like } }`), or null. */
function searchedText(where: Condition, field: string): string | null {
  const c = where[field] as Condition | undefined
  const text = c && Object.keys(c).length === 1 ? (c.like ?? c.contains) : undefined
  return Object.keys(where).length === 1 && typeof text === 'string' ? text : null
}

/** `where` with each search of `field` replaced by `replace(text)`. */
async function rewrite(where: Where, field: string, replace: (text: string) => Promise<Where>): Promise<Where> {
  const text = searchedText(where as Condition, field)
  if (text !== null) return replace(text)
  const out: Where = { ...where }
  for (const key of ['and', 'or'] as const)
    if (Array.isArray(where[key])) out[key] = await Promise.all(where[key].map((w) => rewrite(w, field, replace)))
  return out
}

export function accentFreeSearch(titleField: string): CollectionBeforeOperationHook {
  return async ({ args, operation, collection, req }) => {
    const a = args as { where?: Where; draft?: boolean; locale?: TypedLocale }
    if (operation !== 'read' || !a.where) return args
    const where = await rewrite(a.where, titleField, async (text) => {
      const all = await req.payload.find({
        collection: collection.slug as CollectionSlug,
        select: { [titleField]: true },
        draft: a.draft,
        locale: a.locale ?? (req.locale as TypedLocale | undefined),
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const wanted = foldForSearch(text)
      const ids = all.docs
        .filter((d) => {
          const title = (d as unknown as Record<string, unknown>)[titleField]
          return typeof title === 'string' && foldForSearch(title).includes(wanted)
        })
        .map((d) => d.id)
      // No match: a condition no document meets (every document has an id).
      return ids.length > 0 ? { id: { in: ids } } : { id: { exists: false } }
    })
    return { ...args, where }
  }
}
