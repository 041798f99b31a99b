/**
 * HTTP against the production server of the run (playwright.config.ts webServer), byte for byte:
 * `raw` sends the path exactly as given (no URL normalisation), `Client` keeps cookies and the CSRF
 * token like the site's own client. Each Client has its own address (X-Forwarded-For, trusted one hop).
 */
import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import pg from 'pg'
import { BASE_URL } from '../../playwright.config'
import { cookieHeader, keepCookies } from './cookies'
import { CSRF_PATH, xsrfHeader } from './csrf'
import { e2eDataDir } from './mail'

const target = new URL(BASE_URL)

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }

/** A documentation-range address nobody else uses in the run: rate limits start from zero. */
export const freshIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`

/** `base`: another server than the run's (the edge worker of tests/helpers/edge.ts). */
export function raw(
  method: string,
  path: string,
  o: { headers?: Record<string, string | number>; body?: Buffer | string; base?: string } = {},
): Promise<RawAnswer> {
  const to = o.base ? new URL(o.base) : target
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const req = http.request(
      { host: to.hostname, port: to.port, method, path, headers: { 'x-forwarded-for': freshIp(), ...o.headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - t0,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(o.body)
  })
}

export class Client {
  readonly cookies = new Map<string, string>()
  /** The raw Set-Cookie lines of the last answer (attributes included). */
  setCookies: string[] = []

  /**
   * `origin`: what a browser would send as Origin (the public origin when `base` is one instance behind
   * a proxy); `ip`: the address it comes from (its own by default).
   */
  constructor(
    readonly base = BASE_URL,
    readonly origin = base,
    readonly ip = freshIp(),
  ) {}

  cookieHeader(extra = ''): string {
    return cookieHeader(this.cookies, extra)
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    // A form (multipart or urlencoded) goes as it is, with the type fetch gives it; anything else as JSON.
    const isForm = body instanceof FormData || body instanceof URLSearchParams
    const res = await fetch(this.base + path, {
      method,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': this.ip,
        // As a browser sends them: Payload only trusts its admin cookie from its own origin.
        origin: this.origin,
        'sec-fetch-site': 'same-origin',
        cookie: this.cookieHeader(),
        accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' && this.cookies.has('XSRF-TOKEN') ? xsrfHeader(this.cookies.get('XSRF-TOKEN')) : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
    this.setCookies = res.headers.getSetCookie()
    keepCookies(this.cookies, this.setCookies)
    return res
  }

  get = (path: string) => this.request('GET', path)
  post = (path: string, body?: unknown) => this.request('POST', path, body)

  /** GET /sanctum/csrf-cookie, as the site does before its first write. */
  async csrf(): Promise<this> {
    await this.get(CSRF_PATH)
    return this
  }

  async signIn(email: string, password: string): Promise<this> {
    await this.csrf()
    const res = await this.post('/login', { email, password })
    if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`)
    return this
  }
}

/** A new member, signed in (POST /register as the sign-up does). */
export const newMember = (password = 'cellar-door-2026') => newMemberAt(BASE_URL, BASE_URL, password)

/** The same on another server (`base`), with the Origin its browsers send. */
export async function newMemberAt(
  base: string,
  origin: string,
  password = 'cellar-door-2026',
): Promise<{ client: Client; email: string; password: string }> {
  const client = await new Client(base, origin).csrf()
  const email = `sec-${Date.now()}-${randomInt(1e6)}@example.com`
  const res = await client.post('/register', {
    name: 'Sam',
    surname: 'Okafor',
    email,
    password,
    password_confirmation: password,
    birth_year: 1990,
    country: 'US',
    legal: true,
    terms: true,
  })
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`)
  return { client, email, password }
}

/** The run's own database (the e2e server's embedded PostgreSQL), for counting what was stored. */
export async function database() {
  const dataDir = e2eDataDir()
  const { pgPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { pgPassword: string }
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(process.env.E2E_PG_PORT ?? 54349),
    user: 'postgres',
    password: pgPassword,
    database: 'wine_compass',
  })
  await client.connect()
  return client
}
