/**
 * The site's HTTP API: one Hono app (@hono/zod-openapi), mounted in the Next app (cms/app/(api)) and
 * testable in-process with app.request(). Every call is declared once in src/contract/api/*.ts; each
 * route group in routes/ serves its calls (declare.ts) and is mounted here with app.route().
 *
 * Every request passes, in this order (docs/api.md):
 *   1. context: c.get('payload'), c.get('locale') (locale cookie, else Accept-Language, else en),
 *      Cache-Control: no-store; a declared path's undeclared method is answered 405 with Allow (OPTIONS: 204);
 *   2. CSRF (csrf.ts): POST/PUT/PATCH/DELETE need the XSRF-TOKEN cookie's value in X-XSRF-TOKEN, else 419;
 *   3. session (session.ts): c.get('member') is the signed-in member (or null), c.get('staff') a staff
 *      user signed into the Payload admin (or null).
 *
 * Helpers for route groups:
 *   - serve(app, declaredRoute, (c, { params, query, member }) => ...) from './declare': the declared
 *       parameters validated and typed; a call declared for members answers 401 before the handler.
 *   - isStaff(c) from './session': true when a staff user is signed in (previews show drafts).
 *   - validate(c, declaredRoute), new Errors(c).add(field, key).respond() from './validation':
 *       422 { message, errors: { field: [message] } } with message keys translated (api.* in locales/).
 *   - hit(payload, key, limit) and tooManyRequests(c, retryAfter) from './rateLimit': 429 + Retry-After.
 *   - unauthenticated / forbidden / notFound / validationFailed from './errors'.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import type { Payload } from 'payload'
import type { ApiEnv } from './env'
import { notFound, onError } from './errors'
import { message, requestLocale } from './i18n'
import { API_BODY_MAX_BYTES } from '../../src/contract/constants'
import { allowedMethods } from '../../src/contract/api/methods'
import { csrfMiddleware } from './csrf'
import { sessionMiddleware } from './session'
import { accountRoutes } from './routes/accounts'
import { placeRoutes } from './routes/place'
import { profileRoutes } from './routes/profile'
import { settingsRoutes } from './routes/settings'
import { contentRoutes } from './routes/content'
import { memberRoutes } from './routes/members'
import { palateRoutes } from './routes/palate'
import { yourDataRoutes } from './routes/yourData'
import { socialRoutes } from './routes/social'
import { registerSecuritySchemes, serveOpenApi } from './routes/openapi'

export function createApi(getPayload: () => Promise<Payload>) {
  const app = new OpenAPIHono<ApiEnv>()
  app.onError(onError)
  app.notFound((c) => notFound(c))

  app.use('*', async (c, next) => {
    c.set('locale', requestLocale(c.req.raw.headers))
    c.header('cache-control', 'no-store')
    // A declared path answers the methods it declares: OPTIONS lists them, any other gets 405 (before CSRF or a body is read).
    const allow = allowedMethods(c.req.path)
    if (allow && c.req.method === 'OPTIONS') return c.body(null, 204, { allow })
    if (allow && !allow.split(', ').includes(c.req.method))
      return c.json({ message: message(c.get('locale'), 'api.methodNotAllowed') }, 405, { allow })
    c.set('payload', await getPayload())
    c.set('member', null)
    c.set('staff', null)
    await next()
  })
  // Every body is small (64 KB) but the profile form with its picture, which has its own limit (routes/profile.ts).
  const smallBody = bodyLimit({
    maxSize: API_BODY_MAX_BYTES,
    onError: (c) => c.json({ message: message(c.get('locale'), 'api.tooLarge') }, 413),
  })
  app.use('*', (c, next) =>
    c.req.path === '/api/profile' && (c.req.header('content-type') ?? '').includes('multipart/form-data')
      ? next()
      : smallBody(c, next),
  )
  app.use('*', csrfMiddleware)
  app.use('*', sessionMiddleware)

  for (const group of [
    accountRoutes,
    socialRoutes,
    profileRoutes,
    yourDataRoutes,
    settingsRoutes,
    placeRoutes,
    contentRoutes,
    memberRoutes,
    palateRoutes,
  ])
    app.route('/', group)
  registerSecuritySchemes(app)
  serveOpenApi(app)
  return app
}
