/**
 * The security headers of every response, one table for every runtime (server/serve/node.ts and
 * server/serve/worker.ts): what kind of response it is decides its Content-Security-Policy; the rest is
 * shared. Pure: no environment, no I/O.
 */
export type ResponseKind =
  /** A page of the static site (the gate, the 404 and every route). */
  | 'page'
  /** A file of the site build (scripts, styles, fonts, icons). */
  | 'asset'
  /** An uploaded file (/media/*): may be an SVG staff uploaded, so it never runs a script. */
  | 'media'
  /** A wine's EU e-label (/e/{slug}): HTML and its inline style, nothing else; no script can run. */
  | 'label'
  /** The Payload admin (HTML rendered by Next, its scripts carry the request's nonce). */
  | 'admin'
  /** The APIs (/api, /cms-api, the spec's account paths): JSON, never a document to render. */
  | 'api'

export type HeaderOptions = {
  /** HTTPS by configuration: adds Strict-Transport-Security. */
  https: boolean
  /** Hashes ('sha256-...') of the site's inline scripts, from the build's site-manifest.json. */
  scriptHashes?: string[]
  /** More script origins the build asked for (a tag manager when PUBLIC_GTM_ID is set). */
  scriptOrigins?: string[]
  /** The admin's per-request nonce (base64). */
  nonce?: string
}

/** The header that carries the shared EDGE_SECRET from the Cloudflare worker to the CMS (server/serve/clientAddress.ts). */
export const EDGE_SECRET_HEADER = 'x-edge-secret'

/** How long browsers and CDNs keep a file: the build's hashed files for good, its other files an hour, uploads a day. */
export function fileCacheControl(kind: 'asset' | 'media', file: string): string {
  if (kind === 'media') return 'public, max-age=86400'
  // The service worker: every load asks whether a new build brought a new one.
  if (file === 'sw.js') return 'no-cache'
  return file.startsWith('_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'
}

/** A staff preview of a draft (router's `preview`): no cache keeps it, no search engine indexes it. */
export const PREVIEW_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const

/** Two years, the preload list's minimum. */
export const HSTS = 'max-age=63072000; includeSubDomains'

const join = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([k, v]) => (v.length ? `${k} ${v.join(' ')}` : k))
    .join('; ')

/** The site: scripts only from this origin or the build's own inline ones (by hash), no plugins, no framing elsewhere. */
export function siteCsp(o: HeaderOptions): string {
  const hashes = (o.scriptHashes ?? []).map((h) => `'${h}'`)
  const extra = o.scriptOrigins ?? []
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, ...extra],
    // Inline styles: island style attributes and Astro's small inlined sheets; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extra],
    // A start-up popup may embed a page staff chose (a video): https only, sandboxed in the page.
    'frame-src': ['https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

/** The admin: Next's scripts carry the request's nonce; 'strict-dynamic' lets them load their chunks. */
export function adminCsp(nonce: string): string {
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/** Uploaded files and API answers are never documents: nothing runs, nothing loads, nothing frames them. */
export const MEDIA_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'"
/** The e-label must run nothing and load nothing but its own icon (Commission notice C/2023/1190: no tracking). */
export const LABEL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox"

export function securityHeaders(kind: ResponseKind, o: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  }
  if (o.https) headers['strict-transport-security'] = HSTS
  switch (kind) {
    case 'page':
      headers['content-security-policy'] = siteCsp(o)
      headers['x-frame-options'] = 'SAMEORIGIN'
      headers['permissions-policy'] = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()'
      break
    case 'label':
    case 'admin':
      // Pages, but not the site's: each has its own policy, and neither may be framed or ask for a permission.
      headers['content-security-policy'] = kind === 'label' ? LABEL_CSP : adminCsp(o.nonce ?? '')
      headers['x-frame-options'] = 'DENY'
      headers['permissions-policy'] = 'geolocation=(), camera=(), microphone=(), payment=(), usb=()'
      break
    case 'media':
      headers['content-security-policy'] = MEDIA_CSP
      headers['cross-origin-resource-policy'] = 'same-origin'
      break
    case 'api':
      headers['content-security-policy'] = API_CSP
      headers['x-frame-options'] = 'DENY'
      break
    case 'asset':
      break
  }
  return headers
}

/** Which kind a CMS path is: the admin's HTML (and Next's assets for it) or an API. */
export function cmsKind(pathname: string): 'admin' | 'api' {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'api'
}
