import type { z } from 'zod'

/** How every src/contract/api/*.ts module describes its routes, for GET /api/openapi.json. */
export type RouteSpec = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** OpenAPI style: /api/wines/{country} */
  path: string
  summary: string
  request?: z.ZodType
  response: z.ZodType
  auth: 'none' | 'member' | 'staff'
  /** Extra statuses the call answers besides 200 (201, 401, 404, 422, 429, ...). */
  errors?: number[]
  /** Query parameters (name -> description). */
  query?: Record<string, string>
}
