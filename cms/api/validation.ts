/**
 * Request bodies and their validation: JSON, urlencoded or multipart bodies read into a plain object
 * (anything malformed reads as {} and then fails validation field by field), zod schemas from
 * src/contract/api whose messages are message keys, answered as 422 { message, errors } with the
 * first message of each field in the visitor's language (Laravel's shape, which the spec's client reads).
 */
import type { Context } from 'hono'
import type { z } from 'zod'
import type { ApiEnv } from './env'
import { validationFailed, type FieldErrors } from './errors'
import { message } from './i18n'

export type Body = Record<string, unknown>

/** The request body as a plain object. Files stay File values; repeated form fields keep the last. */
export async function readBody(c: Context<ApiEnv>): Promise<Body> {
  const type = c.req.header('content-type') ?? ''
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await c.req.formData()
      const out: Body = {}
      for (const [k, v] of form.entries()) out[k.replace(/\[\]$/, '')] = v
      return out
    }
    const text = await c.req.text()
    if (!text.trim()) return {}
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : {}
  } catch {
    return {}
  }
}

/** A message key (api.*) in the visitor's language; anything else becomes the generic field message. */
export function translate(c: Context<ApiEnv>, key: string, vars: Record<string, string | number> = {}): string {
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

/** Parses with a contract schema. On failure the Errors hold the first issue of each field. */
export function check<S extends z.ZodType>(c: Context<ApiEnv>, schema: S, body: Body): { data: z.output<S> | null; errors: Errors } {
  const errors = new Errors(c)
  // PostgreSQL text cannot hold a NUL character: such a field is invalid, never a failed query.
  for (const [field, value] of Object.entries(body)) if (typeof value === 'string' && value.includes('\0')) errors.add(field, 'api.validation.invalid-field')
  if (!errors.empty) return { data: null, errors }
  const result = schema.safeParse(body)
  if (result.success) return { data: result.data, errors }
  for (const issue of result.error.issues) errors.add(String(issue.path[0] ?? 'body'), issue.message)
  return { data: null, errors }
}
