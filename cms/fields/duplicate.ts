/**
 * Duplicate, as staff expect it: the copy's name says it is one ("Bruma (copy)", in the staff
 * member's language) and a wine's copy gets a free address that keeps the slug rule
 * ("bruma-baga-copy", then "-copy-2"), so it can be published as it is. Payload's own default
 * ("bruma-baga - Copy") broke the rule, and the copy could not be saved.
 */
import type { CollectionSlug, FieldHook } from 'payload'
import { fill } from '../../src/contract/format'
import { adminText, inLanguage } from '../i18n/adminText'

const copyOf = adminText('{{name}} (copy)')

/** beforeDuplicate of a document's name: "{{name}} (copy)". */
export const copyName: FieldHook = ({ value, req }) =>
  typeof value === 'string' && value.trim() ? fill(inLanguage(copyOf, req.i18n?.language), { name: value }) : value

/** The first of `slug`-copy, `slug`-copy-2, … that `taken` lacks (a copy of a copy starts from its original). */
export function copySlug(slug: string, taken: Set<string>): string {
  const base = `${slug.replace(/-copy(-\d+)?$/, '')}-copy`
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

/** beforeDuplicate of a unique slug: a free one by copySlug. */
export const copyUniqueSlug: FieldHook = async ({ value, req, collection }) => {
  if (typeof value !== 'string' || !value || !collection) return value
  const base = value.replace(/-copy(-\d+)?$/, '')
  const found = await req.payload.find({
    collection: collection.slug as CollectionSlug,
    where: { slug: { like: `${base}-copy` } },
    select: { slug: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return copySlug(value, new Set(found.docs.map((d) => (d as { slug?: string }).slug ?? '')))
}
