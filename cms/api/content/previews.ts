/**
 * Previews of the latest drafts, for staff only: anyone else gets the 404 of an unknown id. Read
 * live (never cached), every locale.
 */
import type { Context } from 'hono'
import type { DataFromCollectionSlug } from 'payload'
import type { ApiEnv } from '../env'
import { notFound } from '../errors'
import { shape, shapeFood, shapeWine, type Shaped } from './shapers'
import { withMemberData } from './wines'
import { isUuid } from './values'
import { isLocale, type Locale } from '../../../src/contract/locales'

type C = Context<ApiEnv>

async function latestDraft<S extends Shaped | 'wines'>(
  c: C,
  collection: S,
  id: string,
): Promise<DataFromCollectionSlug<S> | null> {
  if (!c.get('staff') || !isUuid(id)) return null
  const doc = await c
    .get('payload')
    .findByID({ collection, id, draft: true, locale: 'all', depth: 1, overrideAccess: true, disableErrors: true })
  return (doc as DataFromCollectionSlug<S> | null) ?? null
}

/** The language asked (`?locale=`, the preview page's), else the request's. */
const draftLocale = (c: C): Locale => {
  const asked = c.req.query('locale')
  return isLocale(asked) ? asked : c.get('locale')
}

/** The first of `collections` holding a draft of that id, shaped. */
export const previewOf =
  <S extends Shaped>(collections: S[]) =>
  async (c: C) => {
    for (const collection of collections) {
      const doc = await latestDraft(c, collection, c.req.param('id') ?? '')
      const item = doc && shape(collection, doc, draftLocale(c))
      if (item) return c.json({ data: item })
    }
    return notFound(c)
  }

export async function winePreview(c: C) {
  const doc = await latestDraft(c, 'wines', c.req.param('id') ?? '')
  const wine = doc && shapeWine(doc, draftLocale(c))
  if (!wine) return notFound(c)
  const [withMember] = await withMemberData(c, [wine])
  return c.json({ data: withMember })
}

/** A food pairing is a row of a wine: the drafts of every wine are searched for it. */
export async function foodPreview(c: C) {
  const id = c.req.param('id') ?? ''
  if (!c.get('staff') || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return notFound(c)
  const drafts = await c.get('payload').find({
    collection: 'wines',
    draft: true,
    locale: 'all',
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const w of drafts.docs) {
    const food = (w.foods ?? []).find((f) => String(f.id) === id)
    const shaped = food && shapeFood(food, draftLocale(c))
    if (shaped)
      return c.json({
        data: { ...shaped, wine: { id: String(w.id), slug: String(w.slug ?? ''), name: String(w.name ?? '') } },
      })
  }
  return notFound(c)
}
