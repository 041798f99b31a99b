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
import { z } from 'zod'
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { ApiWine } from '../../src/contract/api/wine'
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

/** `client` (a new visitor when not given) signed in to the admin as the demo staff member, with its CSRF cookie. */
export async function staffSignedIn(client = new Client()) {
  const payload = await testPayload()
  const { token } = await payload.login({
    collection: 'users',
    data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  })
  await withCsrf(client)
  client.cookies.set('payload-token', token!)
  return client
}

const createdMembers: string[] = []

/**
 * A new member saved straight in the database (in the US: their wines are the US ones), signed in through
 * the real POST /login from an address of its own. deleteNewMembers deletes them.
 */
export async function newMember() {
  const payload = await testPayload()
  const email = uniqueEmail('member')
  const password = 'a-good-password'
  const m = await payload.create({
    collection: 'members',
    data: { email, password, name: 'Test', surname: 'Member', country: 'US' } as never,
  })
  createdMembers.push(String(m.id))
  const client = await withCsrf(visitor())
  const res = await send(client, 'POST', '/login', { email, password })
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`)
  return { client, id: String(m.id) }
}

/** Deletes the members newMember made, with their passport entries. */
export async function deleteNewMembers() {
  const payload = await testPayload()
  for (const id of createdMembers.splice(0)) {
    await payload.delete({ collection: 'passports', where: { member: { equals: id } } })
    await payload.delete({ collection: 'members', id }).catch(() => {})
  }
}

/** The US wines as GET /api/wines/US answers a visitor. */
export async function usWines() {
  return z.object({ data: z.array(ApiWine) }).parse(await (await new Client().get('/api/wines/US')).json()).data
}

/** A member's passport entries as the database holds them. */
export async function passportOf(memberId: string) {
  const payload = await testPayload()
  return (
    await payload.find({ collection: 'passports', where: { member: { equals: memberId } }, depth: 0, limit: 100 })
  ).docs
}

/**
 * A wine saved as a draft only (never published, no site build), with the first picture of the media
 * library. The caller deletes it.
 */
export async function createDraftWine(payload: Payload, data: { name: string; slug: string; countries?: string[] }) {
  const image = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0].id
  return payload.create({
    collection: 'wines',
    draft: true,
    data: { ...data, image, _status: 'draft', taste_profile: {} } as never,
    context: { skipRebuild: true },
  })
}
