/**
 * Serving the calls declared in src/contract/api: one OpenAPIHono sub-app per route group, mounted
 * with app.route() in app.ts; GET /api/openapi.json is generated from what they register.
 *
 * Path and query parameters are checked by @hono/zod-openapi, failures answered by the one 422
 * mapper below; bodies by validate() (validation.ts), which reads them as clients send them.
 */
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import type { ApiEnv } from './env'
import { fieldErrors } from './validation'

/** A route group. Its validation failures become 422 { message, errors }. */
export const routeGroup = () =>
  new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => (result.success ? undefined : fieldErrors(c, result.error.issues).respond()),
  })

export type Handler = (c: Context<ApiEnv>) => Response | Promise<Response>

/**
 * Serves a declared call. The declaration goes to the document as it is; the validators are
 * registered without its body (validate() reads that). The answers' schemas are checked against
 * real responses by tests/integration/openapi-responses.test.ts.
 */
export function serve(
  app: OpenAPIHono<ApiEnv>,
  route: RouteConfig,
  handler: Handler,
  middleware: MiddlewareHandler<ApiEnv>[] = [],
) {
  app.openAPIRegistry.registerPath(route)
  const { body: _documented, ...request } = route.request ?? {}
  const served: RouteConfig = { ...route, request, hide: true, middleware }
  app.openapi(served, handler)
}
