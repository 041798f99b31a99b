import type { z } from 'zod'

/** How accounts.ts and place.ts describe their routes for the OpenAPI document. */
export type RouteDoc = {
  method: 'GET' | 'POST'
  path: string
  summary: string
  request?: z.ZodType
  response: z.ZodType
  auth: 'none' | 'member' | 'staff'
}
