/**
 * The router: a pure function from a request (method, URL, cookies) and the built site's manifest to
 * what to serve. Every runtime uses it: server/serve/node.ts locally and on Node hosts, server/serve/worker.ts on
 * Cloudflare. It never touches the file system or the network.
 */
import { COOKIE } from '../../src/contract/cookies'
import { LOCALES, type Locale } from '../../src/contract/locales'
import {
  CMS_PATHS,
  CMS_PATHS_NON_GET,
  CMS_PREFIXES,
  NO_CONTENT_COUNTRY,
  pathTemplate,
  ROUTES,
  type RouteDef,
} from '../../src/contract/routes'
import { SLUG_PATTERN } from '../../src/contract/patterns'
import { chooseLocale, gatePassed, validCountry } from '../../src/contract/visitor'
import { LABEL_PREFIX, labelLocale, labelPathLocale } from '../../src/contract/elabel'
import { previewAsked, STAFF_COOKIE } from '../../src/contract/preview'

/** What the site build reports about itself (dist/_manifest.json). */
export type SiteManifest = {
  /** Lower-case country codes that have their own page variants. */
  countries: string[]
  /** Per country variant, the slugs of the wines sold there (their pages are shared by all countries). */
  wines?: Record<string, string[]>
  /** Hashes of the pages' inline scripts, for the Content-Security-Policy (src/integrations/inlineScriptHashes.ts). */
  scriptHashes?: string[]
  /** Script origins the build needs beyond its own (a tag manager). */
  scriptOrigins?: string[]
}

export type RouteRequest = {
  method: string
  /** Path and query, e.g. "/explore/duas-margens?x=1". */
  url: string
  cookies: Record<string, string | undefined>
  /** Read only for a wine's e-label, whose language comes from it alone. */
  acceptLanguage?: string
}

export type Decision =
  /** `path`: the decoded path, which picks the CMS answer's headers and body limit. */
  | { kind: 'cms'; path: string }
  | { kind: 'asset'; file: string }
  | { kind: 'media'; file: string }
  | { kind: 'redirect'; location: string; status: 302 | 308 }
  | {
      kind: 'page'
      /** Path of the HTML file under the site root. */
      file: string
      /** Served with status 404 when `file` does not exist. */
      notFound: string
      /** 200 for a page, 404 when the route itself is unknown. */
      status: 200 | 404
      locale: Locale
      gate: boolean
      /** A staff preview of a draft: never kept by a cache, never indexed. */
      preview?: true
    }
  /**
   * A wine's EU e-label (/e/{slug}): no gate, and nothing of the request but its path and, when the
   * path names no language, Accept-Language (`negotiated`: the answer varies with it).
   */
  | { kind: 'label'; file: string; notFound: string; status: 200 | 404; locale: Locale; negotiated: boolean }

type Compiled = RouteDef & { regex: RegExp; keys: string[] }

const COMPILED: Compiled[] = ROUTES.map((r) => ({ ...r, ...pathTemplate(r.pattern) }))

function matchRoute(pathname: string): { route: Compiled; params: Record<string, string> } | null {
  for (const route of COMPILED) {
    const m = route.regex.exec(pathname)
    if (m) {
      const params: Record<string, string> = {}
      route.keys.forEach((k, i) => (params[k] = m[i + 1]))
      return { route, params }
    }
  }
  return null
}

export { chooseLocale, gatePassed }

/** The country variant to serve: the visitor's own when it has content, else the empty one. */
function chooseCountryVariant(cookies: RouteRequest['cookies'], manifest: SiteManifest): string {
  const country = validCountry(cookies[COOKIE.country])
  return country && manifest.countries.includes(country) ? country : NO_CONTENT_COUNTRY
}

function isCmsPath(method: string, pathname: string): boolean {
  if (
    CMS_PREFIXES.some(
      (p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`) || pathname === p.replace(/\/$/, ''),
    )
  ) {
    return true
  }
  if ((CMS_PATHS as readonly string[]).includes(pathname)) return true
  const isRead = method === 'GET' || method === 'HEAD'
  return !isRead && (CMS_PATHS_NON_GET as readonly string[]).includes(pathname)
}

/** Longer paths are no route of ours: refused before any work on them. */
export const MAX_PATH_LENGTH = 2048

/** `path` without its trailing slashes, by a loop: a regex like /\/+$/ is quadratic on a long run of slashes. */
export function trimTrailingSlashes(path: string): string {
  let end = path.length
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* / */) end--
  return path.slice(0, end)
}

/**
 * A same-origin Location: built from the URL's own percent-encoded path (never the decoded one, where
 * %2F, %5C or %0D%0A come back to life), with every leading slash or backslash folded into one, so
 * that no redirect can read as `//host` (protocol-relative) in a browser.
 */
export function sameOriginLocation(encodedPath: string, search = ''): string {
  let start = 0
  while (start < encodedPath.length && (encodedPath[start] === '/' || encodedPath[start] === '\\')) start++
  return `/${encodedPath.slice(start)}${search}`
}

/**
 * Files of the build that are served as they are: never pages (.html), compressed copies (.br, .gz)
 * nor anything inside a locale's folder, in any letter case (a case-insensitive file system would serve /EN/.../index.HTML), and
 * never a path with empty segments or segments that start with a dot (a decoded %2F..%2F would walk
 * into a locale's folder; dot files are the build's own).
 */
function isPublicAsset(file: string): boolean {
  const lower = file.toLowerCase()
  // The build's own files: its pages, its manifest, and the compressed copies the server picks itself.
  if (lower.endsWith('.html') || lower.endsWith('.br') || lower.endsWith('.gz') || lower === 'site-manifest.json')
    return false
  const segments = lower.split('/')
  // Dot files and folders are the build's bookkeeping (.build-hash, .page-keys.json), never the site's.
  if (segments.some((x) => x === '' || x.startsWith('.') || x.includes('\\') || x.includes('\0'))) return false
  return !LOCALES.some((l) => l.toLowerCase() === segments[0])
}

/** The request target as a URL. A path is never read as `//host` (protocol-relative); anything unparsable is an unknown path. */
function parseRequestUrl(target: string): URL {
  try {
    return new URL(target.startsWith('/') ? `http://x${target}` : target, 'http://x')
  } catch {
    return new URL('http://x/\u0000')
  }
}

export function route(req: RouteRequest, manifest: SiteManifest): Decision {
  const method = req.method.toUpperCase()
  const url = parseRequestUrl(req.url)
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    pathname = url.pathname
  }

  // Paths longer than any route of ours go straight to the gate or the not-found page.
  const usable = pathname.length <= MAX_PATH_LENGTH
  if (usable && isCmsPath(method, pathname)) return { kind: 'cms', path: pathname }
  if (usable && pathname.startsWith('/media/')) {
    const media = pathname.slice('/media/'.length)
    // Uploads are flat files: no folders, no dot segments.
    if (media && !/[/\\\0]/.test(media) && media !== '.' && media !== '..') return { kind: 'media', file: media }
  }
  // Anything else with a file extension is a static asset of the build (/_astro/*, /brand/*, /favicon.svg);
  // the pages' own files are internal: they are reached only through the routes below.
  const file = pathname.replace(/^\/+/, '')
  if (usable && /\.[a-zA-Z0-9]{1,12}$/.test(pathname) && isPublicAsset(file)) return { kind: 'asset', file }
  if (usable && pathname.length > 1 && pathname.endsWith('/')) {
    return {
      kind: 'redirect',
      location: sameOriginLocation(trimTrailingSlashes(url.pathname), url.search),
      status: 308,
    }
  }

  if (usable && pathname.startsWith(LABEL_PREFIX)) {
    return labelRoute(pathname.slice(LABEL_PREFIX.length), req.acceptLanguage)
  }

  const matched = usable ? matchRoute(pathname) : null
  // Staff previewing a draft (from the admin, often in its live preview frame) pass no gate: the page
  // shows the language being edited and the country asked, else the staff's own cookies.
  const ask = matched && req.cookies[STAFF_COOKIE] ? previewAsked(url.searchParams) : null
  const cookies = ask
    ? {
        ...req.cookies,
        ...(ask.locale && { [COOKIE.locale]: ask.locale }),
        ...(ask.country && { [COOKIE.country]: ask.country }),
      }
    : req.cookies
  const locale = chooseLocale(cookies)
  const notFound = `${locale}/404/index.html`
  const page = (file: string, status: 200 | 404 = 200, gate = false): Decision => ({
    kind: 'page',
    file,
    notFound,
    status,
    locale,
    gate,
    ...(ask && !gate && { preview: true as const }),
  })

  // The age gate stands in front of every page, at the asked URL, so that the visitor lands there after it.
  // A path that is no page of ours gets it with 404: a scraper or monitor asking /metrics or /status
  // is not told 200 (issue 43), and the visitor who passes the gate lands on the not-found page.
  const slugOk = matched?.params.slug === undefined || SLUG_PATTERN.test(matched.params.slug)
  if ((!ask && !gatePassed(cookies)) || matched?.route.pattern === '/ageLocation')
    return page(`${locale}/gate/index.html`, matched && slugOk ? 200 : 404, true)
  if (!matched) return page(notFound, 404)

  const { route: r, params } = matched
  const country = chooseCountryVariant(cookies, manifest)
  const prefix = r.scope === 'country' ? `${locale}/${country}` : locale

  // A wine's pages are built once per locale; a wine not sold in the visitor's country is not found.
  const winePage = (slug: string, view: string) =>
    manifest.wines?.[country]?.includes(slug)
      ? page(`${locale}/wine/${slug}${view ? `/${view}` : ''}/index.html`)
      : page(notFound, 404)

  if (r.currentWine) {
    const slug = cookies[COOKIE.currentWine]
    // ?wine= previews a draft wine for staff: its hub, or one of its viewers.
    if (url.searchParams.has('wine'))
      return page(
        r.currentWine === 'hub'
          ? `${locale}/preview/wine/index.html`
          : `${locale}/preview/wine/${r.currentWine}/index.html`,
      )
    if (!slug || !SLUG_PATTERN.test(slug)) return { kind: 'redirect', location: '/explore', status: 302 }
    return winePage(slug, r.currentWine === 'hub' ? '' : r.currentWine)
  }

  if (!slugOk) return page(notFound, 404)
  if (r.scope === 'wine') return winePage(params.slug ?? '', r.pattern.split('/')[3] ?? '')
  // The token is read by the page's script; every reset link serves the same page.
  const path = r.pattern === '/' ? '' : r.pattern.replace('{slug}', params.slug ?? '').replace('/{token}', '')
  return page(`${prefix}${path}/index.html`.replace(/\/+/g, '/'))
}

/**
 * /e/{slug} and /e/{slug}/{locale}. Cookies are never read: the label is the same page for everyone,
 * gate or not. Any other path under /e/, or one naming an unknown language, gets the not-found label.
 */
function labelRoute(rest: string, acceptLanguage: string | undefined): Decision {
  const [slug, named, ...more] = rest.split('/')
  const pathLocale = named === undefined ? null : labelPathLocale(named)
  const locale = pathLocale ?? labelLocale(acceptLanguage)
  const negotiated = pathLocale === null
  const notFound = `${locale}/e/index.html`
  if (!SLUG_PATTERN.test(slug) || (named !== undefined && !pathLocale) || more.length > 0)
    return { kind: 'label', file: notFound, notFound, status: 404, locale, negotiated }
  return { kind: 'label', file: `${locale}/e/${slug}/index.html`, notFound, status: 200, locale, negotiated }
}
