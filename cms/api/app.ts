/**
 * The spec's HTTP API (§7): one Hono app, mounted in the Next app (cms/app/(api)) and testable
 * in-process with app.request(). Each route group lives in routes/ and registers itself here.
 */
import { Hono } from 'hono'
import type { Payload } from 'payload'
import type { ApiEnv } from './env'
import { notFound, onError } from './errors'
import { requestLocale } from './i18n'
import { registerSettingsRoutes } from './routes/settings'

export function createApi(getPayload: () => Promise<Payload>) {
  const app = new Hono<ApiEnv>()
  app.onError(onError)
  app.notFound((c) => notFound(c))

  app.use('*', async (c, next) => {
    c.set('locale', requestLocale(c.req.raw.headers))
    c.set('payload', await getPayload())
    c.set('member', null)
    c.set('staff', null)
    c.header('cache-control', 'no-store')
    await next()
  })

  registerSettingsRoutes(app)
  return app
}

export type Api = ReturnType<typeof createApi>
