/**
 * Payload REST lists for anyone but staff stay small: at most 100 documents a page, always paged,
 * joins at most 2 deep (Payload has a maxDepth setting but no maximum page size). The site never
 * uses these lists (it builds from the snapshot), so the bound costs visitors nothing.
 */
import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { requestIsStaff } from '../access/isStaff'

const MAX_PUBLIC_LIMIT = 100
const MAX_PUBLIC_DEPTH = 2

const boundedReads: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (operation !== 'read' || req.payloadAPI === 'local' || requestIsStaff(req)) return args
  const a = args as { limit?: number; pagination?: boolean; depth?: number }
  a.limit = Math.min(Math.max(1, Number(a.limit) || 10), MAX_PUBLIC_LIMIT)
  a.pagination = true
  if (a.depth !== undefined) a.depth = Math.min(Number(a.depth) || 0, MAX_PUBLIC_DEPTH)
  return args
}

/** Adds the bound to a collection, keeping its own hooks. */
export const withBoundedReads = (c: CollectionConfig): CollectionConfig => ({
  ...c,
  hooks: { ...c.hooks, beforeOperation: [boundedReads, ...(c.hooks?.beforeOperation ?? [])] },
})
