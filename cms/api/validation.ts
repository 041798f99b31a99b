/**
 * Request validation, one path for every call: the body schema comes from the call's declaration
 * (src/contract/api), its messages are message keys answered in the visitor's language, and every
 * failure (body, path or query) becomes 422 { message, errors: { field: [message] } } through
 * `fieldErrors` + `validationFailed` (Laravel's shape, which the spec's client reads).
 *
 * Bodies are read here rather than by @hono/zod-openapi's validators, to keep the answers clients
 * rely on: a call that takes HTML forms reads anything malformed as an empty form (then fails field by
 * field), a JSON-only call answers 400; checks that need the database join the same 422.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import type { ApiEnv } from './env'
import { validationFailed, type FieldErrors } from './errors'
import { message } from './i18n'

export type Body = Record<string, unknown>

/** A message key (api.*) in the visitor's language; anything else becomes the generic field message. */
function translate(c: Context<ApiEnv>, key: string, vars: Record<string, string | number> = {}): string {
  return message(c.get('locale'), key.startsWith('api.') ? key : 'api.validation.invalid-field', vars)
}

/** Collects the first message per field. */
export class Errors {
  readonly map: FieldErrors = {}
  constructor(private c: Context<ApiEnv>) {}
  add(field: string, key: string, vars?: Record<string, string | number>) {
    if (!this.map[field]) this.map[field] = [translate(this.c, key, vars)]
    return this
  }
  drop(field: string) {
    delete this.map[field]
  }
  has(field: string) {
    return field in this.map
  }
  get empty() {
    return Object.keys(this.map).length === 0
  }
  respond() {
    return validationFailed(this.c, this.map)
  }
}

/** zod issues as Errors: the first issue of each field (the top-level one is `body`). */
export function fieldErrors(c: Context<ApiEnv>, issues: readonly z.core.$ZodIssue[], errors = new Errors(c)): Errors {
  for (const issue of issues) errors.add(typeof issue.path[0] === 'string' ? issue.path[0] : 'body', issue.message)
  return errors
}

const isObject = (v: unknown): v is Body => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/**
 * The body: forms as plain objects (files stay File values, a repeated field keeps the last), else JSON
 * text ('' is {}). A body of a type the call does not declare (text/plain, a form where only JSON is
 * taken) is 415, saying so (issue 47); no type at all is read as JSON.
 */
async function readBody(c: Context<ApiEnv>, accepted: string[]): Promise<unknown> {
  const forms = accepted.length > 1
  const type = c.req.header('content-type') ?? ''
  const essence = type.split(';')[0].trim().toLowerCase()
  if (essence && !accepted.includes(essence))
    throw new HTTPException(415, { message: message(c.get('locale') ?? 'en', 'api.unsupportedType') })
  try {
    if (forms && (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded'))) {
      const out: Body = {}
      for (const [k, v] of (await c.req.formData()).entries()) out[k.replace(/\[\]$/, '')] = v
      return out
    }
    const text = await c.req.text()
    if (!text.trim()) return {}
    const parsed: unknown = JSON.parse(text)
    return forms && !isObject(parsed) ? {} : parsed
  } catch {
    if (forms) return {}
    throw new HTTPException(400)
  }
}

/** What validate() needs of a declaration: its body schema, and whether it also takes form posts. */
type WithBody<S extends z.ZodType> = { request: { body: { content: { 'application/json': { schema: S } } } } }

/**
 * Reads and checks the body of a declared call. `data` is null when invalid; `errors` may take more
 * (checks against the database) before `errors.respond()`. `body` is the body as read.
 */
export async function validate<S extends z.ZodType>(
  c: Context<ApiEnv>,
  route: WithBody<S>,
): Promise<{ data: z.output<S> | null; errors: Errors; body: Body }> {
  const content = route.request.body.content
  const raw = await readBody(c, Object.keys(content))
  const body = isObject(raw) ? raw : {}
  const errors = new Errors(c)
  // PostgreSQL text cannot hold a NUL character: such a field is invalid, never a failed query.
  for (const [field, value] of Object.entries(body))
    if (typeof value === 'string' && value.includes('\0')) errors.add(field, 'api.validation.invalid-field')
  if (!errors.empty) return { data: null, errors, body }
  const result = content['application/json'].schema.safeParse(raw)
  if (result.success) return { data: result.data, errors, body }
  return { data: null, errors: fieldErrors(c, result.error.issues, errors), body }
}
