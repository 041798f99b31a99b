/**
 * The site's one browser client of the API: same-origin requests with the session cookie; before
 * the first write the CSRF cookie (GET /sanctum/csrf-cookie), whose value goes back as X-XSRF-TOKEN
 * (fetched again after a 419, when the token went stale). Failed calls throw ApiError (0 for a
 * network failure; 401 and 422 with the server's field map, in the visitor's language). The shapes
 * are the contract's (src/contract/api).
 */
import { apiPath, CALLS, type CallName } from '../contract/api/paths'
import type { Answer, Input } from '../contract/api/typed'
import { readCookie } from './cookies'
import { XSRF_COOKIE } from '../contract/cookies'
import { XSRF_HEADER } from '../contract/headers'
import { API_TIMEOUT_MS } from '../contract/constants'
import type { FieldErrors } from '../contract/api/route'

export type { FieldErrors }

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
  /** The first message for a field, if the server gave one. */
  first(field: string): string | undefined {
    return this.errors[field]?.[0]
  }
  get unauthenticated() {
    return this.status === 401 || this.status === 419
  }
}

let csrfReady: Promise<void> | null = null
/** GET /sanctum/csrf-cookie once per page, or again when forced or the cookie is gone. */
function csrf(force = false): Promise<void> {
  if (force || !csrfReady || !readCookie(XSRF_COOKIE)) {
    csrfReady = fetch(apiPath('csrfCookie'), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }).then(
      () => undefined,
      () => undefined,
    )
  }
  return csrfReady
}

/** What every call sends: JSON wanted, and the header that marks it as the site's own script (not a form). */
export const API_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } as const

export type Method = 'GET' | 'POST'
export type Body = object | FormData | undefined
export type RequestOptions = { timeoutMs?: number; headers?: Record<string, string> }

function timeout(ms: number | undefined): AbortSignal | undefined {
  return ms && typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? AbortSignal.timeout(ms) : undefined
}

async function send(method: Method, path: string, body: Body, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...API_HEADERS, ...options.headers }
  let payload: BodyInit | undefined
  if (method !== 'GET') {
    await csrf()
    const token = readCookie(XSRF_COOKIE)
    if (token) headers[XSRF_HEADER] = token
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json'
      payload = JSON.stringify(body)
    }
  }
  return fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal: timeout(options.timeoutMs) })
}

function fieldErrors(errors: unknown): FieldErrors {
  const out: FieldErrors = {}
  if (!errors || typeof errors !== 'object') return out
  for (const [k, v] of Object.entries(errors))
    out[k] = (Array.isArray(v) ? v : [v]).filter((m): m is string => typeof m === 'string')
  return out
}

/** One call; the parsed JSON body (null when empty), or ApiError. */
export async function request<T = unknown>(
  method: Method,
  path: string,
  body?: Body,
  options: RequestOptions = {},
): Promise<T> {
  let res: Response
  try {
    res = await send(method, path, body, options)
    if (res.status === 419 && method !== 'GET') {
      await csrf(true)
      res = await send(method, path, body, options)
    }
  } catch {
    throw new ApiError(0, '')
  }
  const text = await res.text().catch(() => '')
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  if (!res.ok) {
    const o = (json ?? {}) as { message?: unknown; errors?: unknown }
    throw new ApiError(res.status, typeof o.message === 'string' ? o.message : '', fieldErrors(o.errors))
  }
  return json as T
}

/** Input that asks for nothing may be left out. */
type CallArgs<N extends CallName> =
  Record<never, never> extends Input<N>
    ? [input?: Input<N>, options?: RequestOptions]
    : [input: Input<N>, options?: RequestOptions]

/**
 * A call's path when the call's name is only known as a CallName (a table's entry): `apiPath` checks
 * each call's own parameters, so a caller holding a union of names gives them loosely here; `call`
 * has checked them against the declaration already.
 */
export const pathOf = apiPath as (
  name: CallName,
  params?: Record<string, string>,
  query?: Record<string, string | undefined>,
) => string

/**
 * A declared call by its name (src/contract/api/paths.ts), typed by its declaration: the parameters,
 * query and body it takes, and what it answers on success (src/contract/api/typed.ts); as request().
 */
export function call<N extends CallName>(name: N, ...[input, options]: CallArgs<N>): Promise<Answer<N>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string>
    query?: Record<string, string | undefined>
    body?: Body
  }
  const url = pathOf(name, params, query)
  return request<Answer<N>>(CALLS[name].method === 'get' ? 'GET' : 'POST', url, body, options)
}

/** `{ data: X }` gives X; anything else is itself. */
export function unwrap(body: unknown): unknown {
  return body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body
}

/** A list (`data` array, or `data.data`); [] on any failure. */
export async function getList<T>(path: string, body?: Body): Promise<T[]> {
  try {
    const data = unwrap(await request(body === undefined ? 'GET' : 'POST', path, body, { timeoutMs: API_TIMEOUT_MS }))
    if (Array.isArray(data)) return data as T[]
    const inner = unwrap(data)
    return Array.isArray(inner) ? (inner as T[]) : []
  } catch {
    return []
  }
}
