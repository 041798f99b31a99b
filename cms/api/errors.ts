/**
 * The API's error answers (docs/api.md): JSON always, 422 for validation with a field map of
 * messages in the visitor's language, never a 500 for anything a client can send.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { APIError, ValidationError } from 'payload'
import type { ApiEnv } from './env'
import { message } from './i18n'
import { isDatabaseUnavailable } from './db'
import type { FieldErrors } from '../../src/contract/api/route'
import { log } from '../lib/log'

export type { FieldErrors }

/** 422 { message, errors } (Laravel style, as the spec's client reads it). The message is the first error. */
export function validationFailed(c: Context<ApiEnv>, errors: FieldErrors) {
  const first = Object.values(errors).flat()[0] ?? message(c.get('locale'), 'api.invalid')
  return c.json({ message: first, errors }, 422)
}

export const unauthenticated = (c: Context<ApiEnv>) =>
  c.json({ message: message(c.get('locale'), 'api.unauthenticated') }, 401)
export const forbidden = (c: Context<ApiEnv>) => c.json({ message: message(c.get('locale'), 'api.forbidden') }, 403)
export const notFound = (c: Context<ApiEnv>) => c.json({ message: message(c.get('locale'), 'api.notFound') }, 404)

/**
 * Last resort: log the cause (the record carries the request's id, cms/lib/log.ts), answer JSON without
 * details. Malformed requests are handled before this.
 */
export function onError(err: Error, c: Context<ApiEnv>) {
  if (err instanceof HTTPException) {
    const status = err.status
    return c.json({ message: err.message || message(c.get('locale') ?? 'en', 'api.invalid') }, status)
  }
  // Payload's errors are recognised by class (the production bundle minifies their names).
  // Its own field validation (a value our zod rules let through but a field refuses): a 422, not a 500.
  if (err instanceof ValidationError) {
    const fields = ((err as { data?: { errors?: { path?: string }[] } }).data?.errors ?? []).map(
      (e) => String(e.path ?? 'body').split('.')[0],
    )
    const text = message(c.get('locale') ?? 'en', 'api.validation.invalid-field')
    return validationFailed(c, Object.fromEntries((fields.length ? fields : ['body']).map((f) => [f, [text]])))
  }
  // Any other Payload error that blames the request (forbidden, not found, locked...) keeps its status.
  if (err instanceof APIError && err.status >= 400 && err.status < 500) {
    const key =
      err.status === 401
        ? 'api.unauthenticated'
        : err.status === 403
          ? 'api.forbidden'
          : err.status === 404
            ? 'api.notFound'
            : 'api.invalid'
    return c.json({ message: message(c.get('locale') ?? 'en', key) }, err.status as 400)
  }
  if (err instanceof SyntaxError) return c.json({ message: message(c.get('locale') ?? 'en', 'api.invalid') }, 400)
  // The database is being started again (or cannot be reached) for a moment: 503, try again shortly.
  if (isDatabaseUnavailable(err)) {
    log('api').warn(`the database is unavailable: ${(err as Error).message}`)
    return c.json({ message: message(c.get('locale') ?? 'en', 'api.serverError') }, 503, { 'retry-after': '5' })
  }
  log('api').error({ err }, `${c.req.method} ${routePath(c)} failed`)
  return c.json({ message: message(c.get('locale') ?? 'en', 'api.serverError') }, 500)
}
