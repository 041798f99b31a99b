/**
 * How src/contract/api/*.ts declare the API's calls: each call once, as an @hono/zod-openapi route
 * config (method, path, parameters, body and one zod schema per answered status). The API serves
 * them (cms/api/declare.ts) and GET /api/openapi.json is generated from them. Only types come from
 * @hono/zod-openapi here, so the site can import these modules without any server code.
 */
import type { RouteConfig } from '@hono/zod-openapi'
import { z } from 'zod'

const ErrorResponse = z.object({ message: z.string() })
/** 422 (Laravel's shape, which the spec's client reads): the first message, and the messages of each field. */
const ValidationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
/** A 422's `errors`: each field's messages. */
export type FieldErrors = z.infer<typeof ValidationErrorResponse>['errors']

const ERROR_TEXT = {
  400: 'Malformed body',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  413: 'Body too large',
  415: 'A body of a type the call does not take (its declared request types only)',
  419: 'Missing or wrong CSRF token (X-XSRF-TOKEN)',
  422: 'Validation failed: { message, errors: { field: [messages] } }',
  429: 'Too many requests (Retry-After)',
  503: 'Unavailable for a moment (Retry-After, in seconds): the app is starting (a first start serves the site before the API is built), or its database is being started again',
} as const
type ErrorStatus = keyof typeof ERROR_TEXT

const json = <S extends z.ZodType>(schema: S) => ({ 'application/json': { schema } })

/** A success answer with a JSON body. */
export const ok = <S extends z.ZodType>(schema: S, description = 'OK') => ({ description, content: json(schema) })
/** A success answer without a body (204) or a redirect (302). */
export const bare = (description: string) => ({ description })

/** The error answers a call gives, each `{ message }` (422: with `errors`). */
export function errors<const S extends ErrorStatus>(...statuses: S[]) {
  const out = {} as Record<
    S,
    { description: string; content: ReturnType<typeof json<typeof ErrorResponse | typeof ValidationErrorResponse>> }
  >
  for (const s of statuses)
    out[s] = { description: ERROR_TEXT[s], content: json(s === 422 ? ValidationErrorResponse : ErrorResponse) }
  return out
}

/** A JSON body; `forms` when the call also takes HTML form posts (urlencoded, or multipart with a file). */
export function body<S extends z.ZodType>(schema: S, forms: false | 'urlencoded' | 'multipart' = false) {
  const form =
    forms === 'multipart'
      ? { 'multipart/form-data': { schema } }
      : forms === 'urlencoded'
        ? { 'application/x-www-form-urlencoded': { schema } }
        : {}
  return { required: true, content: { 'application/json': { schema }, ...form } }
}

/** Path parameters: free strings, the handler decides what an unknown value answers. */
export const params = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((n) => [n, z.string()])) as Record<K, z.ZodString>)

/** Query parameters, all optional strings (a repeated one counts once, as the first, like c.req.query reads it). */
export const query = <const K extends string>(described: Record<K, string>) =>
  z.object(
    Object.fromEntries(Object.entries<string>(described).map(([n, d]) => [n, queryText(d)])) as Record<
      K,
      ReturnType<typeof queryText>
    >,
  )
const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v)
const queryText = (description: string) => z.preprocess(firstValue, z.string().optional()).describe(description)
/** An optional query parameter that takes one of `values` only (an empty one too is refused, with `error`). */
export const queryChoice = <const V extends readonly [string, ...string[]]>(
  values: V,
  description: string,
  error: string,
) => z.preprocess(firstValue, z.enum(values, { error }).optional()).describe(description)

/** A file answered as it is (a picture). */
export const Binary = z.string().meta({ format: 'binary' })

/** Who may call: anyone, a signed-in member (session cookie) or staff (the admin's cookie). */
type Auth = { security: Record<string, string[]>[]; 'x-auth': 'none' | 'member' | 'staff' }
export const AUTH = {
  none: { security: [], 'x-auth': 'none' },
  member: { security: [{ session: [] }], 'x-auth': 'member' },
  staff: { security: [{ staff: [] }], 'x-auth': 'staff' },
} as const satisfies Record<Auth['x-auth'], Auth>

/** `post /api/wines/{id}/passport` -> postApiWinesIdPassport */
const operationId = (method: string, path: string) =>
  `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`

/**
 * One declared call, with its operationId made from method and path. Every unsafe call may also
 * answer 413 (body too large) and 419 (CSRF), checked before it runs, one with a body 415 (a type it does
 * not take, cms/api/validation.ts), and every call 503 while a first
 * start builds the API (server/serve/preparing.ts). (Bound loosely: TypeScript
 * overflows its stack on @hono/zod-openapi's full RouteConfig as a generic bound.)
 */
const hasBody = (r: object) => Boolean((r as { request?: { body?: unknown } }).request?.body)

export const route = <R extends { method: RouteConfig['method']; path: string; responses: RouteConfig['responses'] }>(
  r: R,
): R & { operationId: string } => ({
  ...r,
  operationId: operationId(r.method, r.path),
  responses:
    r.method === 'get'
      ? { ...r.responses, ...errors(503) }
      : { ...errors(413, 419), ...(hasBody(r) ? errors(415) : {}), ...r.responses, ...errors(503) },
})

export type { RouteConfig }
