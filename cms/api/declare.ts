/**
 * Serving the calls declared in src/contract/api: one OpenAPIHono sub-app per route group, mounted
 * with app.route() in app.ts; GET /api/openapi.json is generated from what they register.
 *
 * Path and query parameters are checked by @hono/zod-openapi, failures answered by the one 422
 * mapper below, and handed to the handler typed; a call declared for members answers 401 before its
 * handler runs, which gets the member. Bodies are read by validate() (validation.ts), which takes
 * them as clients send them (JSON or forms), after the handler's own checks (a rate limit first).
 */
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { ApiEnv, SignedInMember } from './env'
import { unauthenticated } from './errors'
import { fieldErrors } from './validation'

/** A route group. Its validation failures become 422 { message, errors }. */
export const routeGroup = () =>
  new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => (result.success ? undefined : fieldErrors(c, result.error.issues).respond()),
  })

/** What serve() reads of a declaration (bound loosely: TypeScript overflows on the full RouteConfig). */
type Declared = {
  'x-auth'?: 'none' | 'member' | 'staff'
  request?: { params?: z.ZodType; query?: z.ZodType; body?: unknown; headers?: unknown }
}
type Valid<S> = S extends z.ZodType ? z.output<S> : Record<string, never>

/** A handler's input: the declared parameters as validated, and the member (always there when the call is for members). */
type Served<R extends Declared> = {
  params: Valid<NonNullable<R['request']>['params']>
  query: Valid<NonNullable<R['request']>['query']>
  member: R['x-auth'] extends 'member' ? SignedInMember : SignedInMember | null
}

export type Handler<R extends Declared = Declared> = (
  c: Context<ApiEnv>,
  input: Served<R>,
) => Response | Promise<Response>

/**
 * Serves a declared call. The declaration goes to the document as it is; the validators are
 * registered without its body (validate() reads that). The answers' schemas are checked against
 * real responses by tests/integration/openapi-responses.test.ts.
 */
export function serve<R extends Declared>(
  app: OpenAPIHono<ApiEnv>,
  route: R,
  handler: Handler<R>,
  middleware: MiddlewareHandler<ApiEnv>[] = [],
) {
  const declared = route as unknown as RouteConfig
  app.openAPIRegistry.registerPath(declared)
  const { body: _documented, ...request } = declared.request ?? {}
  const served: RouteConfig = { ...declared, request, hide: true, middleware }
  app.openapi(served, (c) => {
    const member = c.get('member')
    if (route['x-auth'] === 'member' && !member) return unauthenticated(c)
    const valid = c.req.valid.bind(c.req) as (target: 'param' | 'query') => unknown
    const input = {
      params: route.request?.params ? valid('param') : {},
      query: route.request?.query ? valid('query') : {},
      member,
    }
    return handler(c as unknown as Context<ApiEnv>, input as Served<R>)
  })
}
