/**
 * The spec API in-process (no server): app.request() against real PostgreSQL. Keeps cookies like a
 * browser so tests can sign in, carry the session and send the CSRF token.
 */
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { createApi } from '../../cms/api/app'
import { getMigratedPayload } from '../../cms/lib/payload'
import { cookieHeader, keepCookies } from './cookies'
import { CSRF_PATH, xsrfHeader } from './csrf'
import { signUp, uniqueEmail } from './accounts'

export { uniqueEmail }

let payloadPromise: Promise<Payload> | null = null
export const testPayload = () => (payloadPromise ??= getMigratedPayload())
export const api = createApi(testPayload)

/** A client with its own cookie jar (one per simulated visitor). */
export class Client {
  cookies = new Map<string, string>()

  constructor(private headers: Record<string, string> = {}) {}

  async request(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Response> {
    // sec-fetch-site as a browser sends it: Payload trusts its admin cookie only from its own origin.
    const headers: Record<string, string> = {
      accept: 'application/json',
      'sec-fetch-site': 'same-origin',
      ...this.headers,
      ...extra,
    }
    if (this.cookies.size) headers.cookie = cookieHeader(this.cookies)
    let payload: BodyInit | undefined
    if (body instanceof FormData || body instanceof URLSearchParams) payload = body
    else if (body !== undefined) {
      payload = JSON.stringify(body)
      headers['content-type'] ??= 'application/json'
    }
    const res = await api.request(path, { method, headers, body: payload })
    keepCookies(this.cookies, res.headers.getSetCookie())
    return res
  }

  get = (path: string, extra?: Record<string, string>) => this.request('GET', path, undefined, extra)
  post = (path: string, body?: unknown, extra?: Record<string, string>) => this.request('POST', path, body, extra)
}

let visitors = 0
const run = Math.floor(Math.random() * 0xffff).toString(16)
/** A new visitor with a network no other test uses: rate limits count per address (IPv6: per /64), in the database. */
export const visitor = (headers: Record<string, string> = {}) =>
  new Client({ 'x-forwarded-for': `2001:db8:${run}:${(++visitors).toString(16)}::1`, ...headers })

/** Fetches the CSRF cookie, as the spec's client does before any write. */
export async function withCsrf(client: Client) {
  await client.get(CSRF_PATH)
  return client
}

/** The X-XSRF-TOKEN header from the client's cookie. */
export const xsrf = (client: Client) => xsrfHeader(client.cookies.get('XSRF-TOKEN'))

/** A request carrying the CSRF token from the client's cookie, as the site's client sends every write. */
export const send = (
  client: Client,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => client.request(method, path, body, { ...xsrf(client), ...headers })

export const post = (client: Client, path: string, body?: unknown, headers?: Record<string, string>) =>
  send(client, 'POST', path, body, headers)

/** The API's answer body: its data, or its message and field errors (src/contract/api/route.ts). */
export const answer = async (res: Response) =>
  (await res.json()) as { data: unknown; message?: string; errors?: Record<string, string[]> }

/** The test database's connection pool, for checking what was (not) saved. */
export const db = async () => ((await testPayload()).db as unknown as { pool: Pool }).pool

/** A new member signed up through POST /register (which signs them in), from a new visitor sending `headers`. */
export async function signedIn(
  email = uniqueEmail('member'),
  password = 'a-good-password',
  headers: Record<string, string> = {},
) {
  const c = await withCsrf(visitor(headers))
  const res = await send(c, 'POST', '/register', signUp({ email, password, password_confirmation: password }))
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`)
  return c
}
