/**
 * The Cloudflare Worker entry: the same router as the Node server, at the edge. The built site is
 * the worker's static assets (wrangler.jsonc); the API, admin and media go to the CMS origin. Every
 * answer carries the same security headers as server/serve/node.ts sends (server/serve/headers.ts).
 */
import { SECRET_MIN_LENGTH } from '../../src/contract/constants'
import { parseCookieHeader } from '../../src/contract/cookies'
import { LOCALE_HTML_LANG } from '../../src/contract/locales'
import { isHttpsOrLocal } from '../../src/contract/secureUrl'
import {
  adminCsp,
  cmsKind,
  EDGE_SECRET_HEADER,
  fileCacheControl,
  PREVIEW_HEADERS,
  securityHeaders,
  type HeaderOptions,
} from './headers'
import { route, type Decision, type SiteManifest } from './router'

type Env = {
  ASSETS: { fetch(input: Request | URL | string, init?: RequestInit): Promise<Response> }
  /** Where the CMS (Payload + the spec's API) runs, e.g. https://cms.example.com (required; plain http only on this machine). */
  CMS_ORIGIN?: string
  /** Shared with the CMS (at least 32 characters): proves that the client address the worker sends is the one Cloudflare saw. */
  EDGE_SECRET?: string
}

type Headerset = Record<string, string>

let manifest: SiteManifest | null = null

/** The build's manifest, read once; a failed read is not kept, so that the next request tries again. */
async function siteManifest(env: Env, origin: string): Promise<SiteManifest> {
  if (manifest) return manifest
  const res = await env.ASSETS.fetch(new URL('/site-manifest.json', origin))
  if (!res.ok) return { countries: [] }
  return (manifest = (await res.json()) as SiteManifest)
}

/**
 * CMS_ORIGIN as a bare origin: an absolute https URL (http only for a CMS on this machine, for
 * `wrangler dev`) without path, query or credentials, else null (never a guess, never a default).
 */
export function parseCmsOrigin(raw: string | undefined): URL | null {
  let u: URL
  try {
    u = new URL(raw ?? '')
  } catch {
    return null
  }
  const bare = u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password
  return isHttpsOrLocal(u) && bare ? new URL(u.origin) : null
}

/** `path` (already percent-encoded) and `search` set on a copy of `origin`: setters never change host, protocol, port or credentials. */
function onOrigin(origin: URL, path: string, search = ''): URL {
  const target = new URL(origin)
  target.pathname = path
  target.search = search
  return target
}

/** A copy of `res` with headers it can change (fetched headers are immutable): `set` overwrites, `fill` only adds missing ones. */
function withHeaders(res: Response, set: Headerset, fill: Headerset = {}, status = res.status): Response {
  const headers = new Headers(res.headers)
  for (const [k, v] of Object.entries(fill)) if (!headers.has(k)) headers.set(k, v)
  for (const [k, v] of Object.entries(set)) headers.set(k, v)
  return new Response(res.body, { status, statusText: status === res.status ? res.statusText : undefined, headers })
}

const plain = (status: number, text: string, headers: Headerset) =>
  new Response(text, {
    status,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/** A page of the build (or its not-found page), revalidated on each visit. */
async function page(
  env: Env,
  origin: URL,
  d: Extract<Decision, { kind: 'page' | 'label' }>,
  security: Headerset,
  own: Headerset,
): Promise<Response> {
  const headers = {
    ...security,
    ...own,
    'cache-control': 'no-cache',
    'content-type': 'text/html; charset=utf-8',
    ...(d.kind === 'page' && d.preview && PREVIEW_HEADERS),
  }
  const file = await asset(env, origin, d.file)
  if (file) return withHeaders(file, headers, {}, d.status)
  const notFound = await asset(env, origin, d.notFound)
  return notFound ? withHeaders(notFound, headers, {}, 404) : plain(404, 'Not found', security)
}

/** A file of the build, or null when it is not there. */
async function asset(env: Env, origin: URL, file: string): Promise<Response | null> {
  const res = await env.ASSETS.fetch(onOrigin(origin, `/${file}`))
  return res.ok ? res : null
}

function randomNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

/**
 * Forwards a request to the CMS. The target is the CMS origin with the request's path and query set on
 * it, never the path resolved against it: `//evil.example/x` resolved as a relative URL is another
 * host, and the visitor's cookies would go there.
 */
async function toCms(
  request: Request,
  url: URL,
  cms: URL,
  edgeSecret: string,
  pathname: string,
  media: boolean,
): Promise<Response> {
  const target = onOrigin(cms, url.pathname, url.search)
  if (target.origin !== cms.origin) return plain(400, 'Bad request', securityHeaders('api', { https: true }))

  const headers = new Headers(request.headers)
  headers.delete('host')
  // The API rate-limits by X-Forwarded-For: one address, the one Cloudflare saw, never one the client sent.
  // The CMS believes it because EDGE_SECRET comes with it (server/serve/clientAddress.ts, edgeClientAddress).
  for (const h of ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip']) headers.delete(h)
  const ip = request.headers.get('cf-connecting-ip')
  if (ip) headers.set('x-forwarded-for', ip)
  headers.set(EDGE_SECRET_HEADER, edgeSecret)
  // As in server/serve/node.ts: Next reads the admin's nonce from the request's CSP and puts it on its scripts.
  const kind = cmsKind(pathname)
  const nonce = !media && kind === 'admin' ? randomNonce() : undefined
  headers.delete('content-security-policy')
  if (nonce) headers.set('content-security-policy', adminCsp(nonce))

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null
  // redirect 'manual': the CMS's redirects reach the browser as they are, never followed here with the cookies.
  const init = {
    method: request.method,
    headers,
    redirect: 'manual',
    body: hasBody ? request.body : null,
    duplex: 'half',
  }
  const res = await fetch(new Request(target, init as RequestInit))
  // An uploaded file never runs a script, whatever the CMS sent; the CMS's own headers win otherwise.
  if (media) return withHeaders(res, securityHeaders('media', { https: true }))
  return withHeaders(res, {}, securityHeaders(kind, { https: true, nonce }))
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    // Cloudflare is HTTPS only: Strict-Transport-Security always.
    let options: HeaderOptions = { https: true }
    try {
      const url = new URL(request.url)
      const site = await siteManifest(env, url.origin)
      options = { https: true, scriptHashes: site.scriptHashes, scriptOrigins: site.scriptOrigins }
      const d = route(
        {
          method: request.method,
          url: url.pathname + url.search,
          cookies: parseCookieHeader(request.headers.get('cookie')),
          acceptLanguage: request.headers.get('accept-language') ?? undefined,
        },
        site,
      )

      if (d.kind === 'cms' || d.kind === 'media') {
        const cms = parseCmsOrigin(env.CMS_ORIGIN)
        if (!cms) return plain(500, 'CMS_ORIGIN is not set to an https origin.', securityHeaders('api', options))
        const edgeSecret = env.EDGE_SECRET ?? ''
        if (edgeSecret.length < SECRET_MIN_LENGTH)
          return plain(
            500,
            `EDGE_SECRET is not set (at least ${SECRET_MIN_LENGTH} characters, the same as the CMS).`,
            securityHeaders('api', options),
          )
        return await toCms(request, url, cms, edgeSecret, d.kind === 'cms' ? d.path : url.pathname, d.kind === 'media')
      }
      // Only the CMS takes anything but reads.
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method not allowed', {
          status: 405,
          headers: {
            ...securityHeaders('asset', options),
            allow: 'GET, HEAD',
            'content-type': 'text/plain; charset=utf-8',
          },
        })
      }
      const origin = new URL(url.origin)
      switch (d.kind) {
        case 'redirect':
          // The router's Location is a same-origin path (sameOriginLocation); it is sent as it is.
          return new Response(null, {
            status: d.status,
            headers: { ...securityHeaders('asset', options), location: d.location, 'cache-control': 'no-store' },
          })
        case 'asset': {
          const res = await asset(env, origin, d.file)
          return res
            ? withHeaders(res, {
                ...securityHeaders('asset', options),
                'cache-control': fileCacheControl('asset', d.file),
              })
            : plain(404, 'Not found', securityHeaders('asset', options))
        }
        case 'page':
          // Pages differ by cookie (gate, language, country): browsers revalidate, shared caches keep apart.
          return await page(env, origin, d, securityHeaders('page', options), { vary: 'Cookie' })
        case 'label':
          // The same for every visitor: no cookie in Vary, only the language when it was negotiated.
          return await page(env, origin, d, securityHeaders('label', options), {
            'content-language': LOCALE_HTML_LANG[d.locale],
            ...(d.negotiated ? { vary: 'Accept-Language' } : {}),
          })
      }
    } catch (err) {
      console.error('[worker]', err)
      return plain(500, 'Something went wrong.', securityHeaders('asset', options))
    }
  },
}
