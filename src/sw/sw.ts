/// <reference lib="webworker" />
/**
 * The service worker (built by src/integrations/serviceWorker.ts into /sw.js). What it keeps:
 * - the shell, precached at install: the build's scripts and styles, the Latin fonts, the icons, and
 *   the offline page of the visitor's language;
 * - each page the visitor opens, under its URL and the visitor's variant (the gate, language and
 *   country cookies, read as the router reads them: src/contract/visitor.ts), network first: a page kept for a visitor past
 *   the gate is never served to a browser whose gate cookies are missing;
 * - the pictures of /media, cache first, at most 200 and 30 days old.
 * It never keeps an API answer in its caches. The member's passport and palate as last seen, and the
 * ratings and notes made offline, are the page's, in IndexedDB, forgotten on sign-out
 * (src/lib/members/lastSeen.ts, outbox.ts); the worker only sends those writes by Background Sync
 * (./passportSync.ts).
 * A new build is a new worker; it waits until the page, on the visitor's word, asks it to take over.
 */
import { LABEL_PREFIX } from '../contract/elabel'
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CMS_PATHS, CMS_PREFIXES } from '../contract/routes'
import { chooseLocale, gatePassed } from '../contract/visitor'
import { previewAsked } from '../contract/preview'
import './passportSync'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] }
type Jar = Record<string, string>
type CookieStore = { getAll(): Promise<{ name: string; value: string }[]> }

const PAGES = 'wc-pages'
const PAGES_MAX = 80
const MEDIA = 'wc-media'

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** The cookies a page last sent (browsers whose workers have no cookieStore: Safari, Firefox). */
let posted: Jar | null = null

async function cookies(): Promise<Jar> {
  const store = (self as unknown as { cookieStore?: CookieStore }).cookieStore
  if (store) return Object.fromEntries((await store.getAll()).map((c) => [c.name, c.value]))
  return posted ?? {}
}

/** The cache key of a page for this visitor: its URL and the variant the router would serve. */
async function pageKey(href: string): Promise<string> {
  const jar = await cookies()
  const url = new URL(href)
  url.hash = ''
  url.searchParams.set(
    '__variant',
    gatePassed(jar) ? `${chooseLocale(jar)}-${(jar.country ?? '').toLowerCase()}` : 'gate',
  )
  return url.href
}

const isCms = (path: string) =>
  CMS_PREFIXES.some((p) => path.startsWith(p) || path === p.replace(/\/$/, '')) ||
  (CMS_PATHS as readonly string[]).includes(path)

/** The offline page of this visitor's language, kept for when a page was never opened. */
async function keepOfflinePage(): Promise<void> {
  const key = await pageKey(new URL('/offline', self.location.origin).href)
  const cache = await caches.open(PAGES)
  if (await cache.match(key)) return
  const res = await fetch('/offline', { credentials: 'same-origin' }).catch(() => null)
  if (res?.ok) await cache.put(key, res)
}

registerRoute(
  // E-labels (/e/...) go straight to the network: the same page for everyone, never kept per visitor;
  // so do staff previews of drafts, kept by no cache.
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !isCms(url.pathname) &&
    !url.pathname.startsWith(LABEL_PREFIX) &&
    !previewAsked(url.searchParams),
  async ({ request }) => {
    const cache = await caches.open(PAGES)
    const key = await pageKey(request.url)
    try {
      const res = await fetch(request)
      if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) {
        await cache.put(key, res.clone())
        const keys = await cache.keys()
        // The oldest first: the page kept longest ago goes when the cache is full.
        for (const old of keys.slice(0, Math.max(0, keys.length - PAGES_MAX))) await cache.delete(old)
      }
      return res
    } catch {
      const kept =
        (await cache.match(key)) ?? (await cache.match(await pageKey(new URL('/offline', self.location.origin).href)))
      return kept ?? Response.error()
    }
  },
)

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 86400, purgeOnQuotaError: true })],
  }),
)

registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/(brand|icons|manifest)\//.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'wc-static' }),
)

self.addEventListener('install', (event) => event.waitUntil(keepOfflinePage()))
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; jar?: Jar } | null
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (data?.type === 'cookies' && data.jar) {
    posted = data.jar
    event.waitUntil(keepOfflinePage())
  }
})
