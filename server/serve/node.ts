/**
 * One server, one port: the prebuilt site (chosen by the router from the visitor's cookies), the
 * media files, and the CMS (Payload admin, Payload REST, the spec's API) through Next in-process.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { deployment } from '../../cms/lib/deployment'
import { parseCookieHeader } from '../../src/contract/cookies'
import { LOCALE_HTML_LANG } from '../../src/contract/locales'
import { clientAddress, edgeClientAddress, parseTrustProxy } from './clientAddress'
import { EDGE_SECRET_HEADER, fileCacheControl, PREVIEW_HEADERS, securityHeaders, type HeaderOptions } from './headers'
import { type Decision, type SiteManifest } from './router'
import type { SiteStore } from '../publish/site'
import { keepAnswer, keptAnswer, plain, prepareFile, safeJoin, sendAnswer, sendFile, type Answer } from './static'
import { routeCache } from './routeCache'
import type { HealthChecks } from '../ops/health'
import { logRequest, type ServerLog } from './requestLog'
import { log, withRequestId } from '../../cms/lib/log'
import { metricsAccess, type Metrics } from '../ops/metrics'
import { devPagePath, isDevServerPath, type DevSite } from './devSite'
import { startCms } from './cms'
import { countScan, type ScanCounting } from './scans'

export type ServerOptions = {
  root: string
  port: number
  host?: string
  /** The built site; shared with the publisher, which switches it to each new build. */
  site: SiteStore
  mediaDir: string
  /** Uploads live in S3-compatible storage (S3_BUCKET): /media/* is answered by Payload's file handler, which reads the bucket. */
  mediaFromCms?: boolean
  /** Run Next in development mode (hot reload of the admin and API). */
  dev?: boolean
  /** /healthz and /readyz (server/ops/health.ts). */
  health?: HealthChecks
  /** One line per request, and errors (server/serve/requestLog.ts). */
  log?: ServerLog
  /** GET /metrics for operators with `metricsToken` (server/ops/metrics.ts); requests are counted in the log's listener. */
  metrics?: Metrics
  metricsToken?: string
  /** `npm run dev`: pages and their modules from Astro's dev server (server/serve/devSite.ts), not the build. */
  devSite?: DevSite
  /**
   * A first start's `next build`, still running: the site is served meanwhile, the CMS's paths answer
   * "being prepared" (server/serve/preparing.ts) until it ends; then Next prepares.
   */
  cmsBuild?: Promise<unknown>
  /** QR codes scanned, counted for the Insights view (server/serve/scans.ts). */
  scans?: ScanCounting
  /**
   * Signed-in staff opened an admin page: a save may follow, so the publisher gets its quick
   * publisher loaded (or keeps it so) before it (server/publish/publish.ts `keepReady`).
   */
  onStaffAtWork?: () => void
}

export type RunningServer = {
  server: http.Server
  site: SiteStore
  /** From now on every answer closes its connection, so clients (balancers) reconnect elsewhere. */
  drain(): void
  /** Stops taking connections and lets the requests in flight finish, at most `graceMs`, then closes what is left. */
  shutdown(graceMs: number): Promise<void>
  /**
   * Resolves once Next (the admin, Payload's REST and the spec API) is prepared, rejects if it cannot be.
   * The server listens before: the site's pages are answered at once, CMS requests wait for it.
   */
  cmsReady: Promise<void>
}

const probe = (url: string | undefined) => {
  const path = url?.split('?')[0]
  return path === '/healthz' || path === '/readyz' || path === '/metrics' ? path : null
}

export async function startServer(o: ServerOptions): Promise<RunningServer> {
  const site = o.site
  const { https } = deployment()
  const { cmsReady, handleNext, serveCms } = startCms({ ...o, https })
  const trust = parseTrustProxy(process.env.TRUST_PROXY)
  const edgeSecret = process.env.EDGE_SECRET || undefined
  // The site's header sets depend only on the build (its script hashes): made once per build, not per request.
  const built = new WeakMap<SiteManifest, Record<'page' | 'asset' | 'media' | 'label', Record<string, string>>>()
  const none = { countries: [] } satisfies SiteManifest
  const apiHeaders = securityHeaders('api', { https })
  function headerSets(manifest: SiteManifest = none) {
    let sets = built.get(manifest)
    if (!sets) {
      const o: HeaderOptions = { https, scriptHashes: manifest.scriptHashes, scriptOrigins: manifest.scriptOrigins }
      sets = {
        page: securityHeaders('page', o),
        asset: securityHeaders('asset', o),
        media: securityHeaders('media', o),
        label: securityHeaders('label', o),
      }
      built.set(manifest, sets)
    }
    return sets
  }

  /** `npm run dev`: the page the router chose, rendered by Astro's dev server (no CSP: Vite's client runs inline scripts). */
  function serveDev(req: IncomingMessage, res: ServerResponse, d: Decision, devSite: DevSite) {
    if (d.kind === 'page' || d.kind === 'label') {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
      req.url = devPagePath(d.file) + query
      if (d.status !== 200) res.statusCode = d.status
    }
    devSite.handle(req, res)
  }

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    d: Decision,
    live: ReturnType<SiteStore['current']>,
  ): Promise<void> {
    if (o.devSite && (d.kind === 'page' || d.kind === 'label' || d.kind === 'asset'))
      return serveDev(req, res, d, o.devSite)
    const set = headerSets(live?.manifest)
    switch (d.kind) {
      case 'cms':
        trustedAddress(req)
        return serveCms(req, res, d.path, parseCookieHeader(req.headers.cookie))
      case 'redirect':
        res.writeHead(d.status, { ...set.asset, location: d.location, 'cache-control': 'no-store' })
        return void res.end()
      case 'media': {
        const headers = set.media
        if (o.mediaFromCms) {
          trustedAddress(req)
          // The same answer as a local file: the media headers and caching, the bytes from the bucket.
          req.url = `/cms-api/media/file/${encodeURIComponent(d.file)}`
          for (const [k, v] of Object.entries({ ...headers, 'cache-control': fileCacheControl('media', d.file) }))
            res.setHeader(k, v)
          return handleNext(req, res)
        }
        const full = safeJoin(o.mediaDir, d.file)
        if (full && (await sendFile(req, res, full, { cacheControl: fileCacheControl('media', d.file), headers })))
          return
        return plain(res, 404, 'Not found', headers)
      }
      case 'asset': {
        const full = live && safeJoin(live.dir, d.file)
        const headers = set.asset
        const a =
          full &&
          (await prepareFile(
            full,
            { cacheControl: fileCacheControl('asset', d.file), headers, immutable: true },
            req.headers['accept-encoding'],
          ))
        if (a) return sendKept(req, res, d, a)
        return plain(res, 404, 'Not found', headers)
      }
      case 'page':
        // Pages differ by cookie (gate, language, country): browsers revalidate, shared caches keep apart.
        // A staff preview is kept by no cache and indexed by no search engine.
        return servePage(req, res, d, live, d.preview ? { ...set.page, ...PREVIEW_HEADERS } : set.page, 'Cookie')
      case 'label':
        // The same for every visitor: no cookie in Vary, only the language when it was negotiated.
        return servePage(
          req,
          res,
          d,
          live,
          { ...set.label, 'content-language': LOCALE_HTML_LANG[d.locale] },
          d.negotiated ? 'Accept-Language' : undefined,
        )
    }
  }

  /** A page of the build (or its not-found page), revalidated on each visit. */
  async function servePage(
    req: IncomingMessage,
    res: ServerResponse,
    d: Extract<Decision, { kind: 'page' | 'label' }>,
    live: ReturnType<SiteStore['current']>,
    headers: Record<string, string>,
    vary: string | undefined,
  ): Promise<void> {
    if (!live) return plain(res, 503, 'The site is being built. Try again in a minute.', headers)
    const opts = { cacheControl: 'no-cache', vary, headers, immutable: true }
    const accept = req.headers['accept-encoding']
    const file = safeJoin(live.dir, d.file)
    const nf = safeJoin(live.dir, d.notFound)
    const found = file && (await prepareFile(file, { ...opts, status: d.status }, accept))
    if (found) countScan(o.scans, req, found.status, () => visitorAddress(req))
    const a = found || (nf && (await prepareFile(nf, { ...opts, status: 404 }, accept)))
    if (a) return sendKept(req, res, d, a)
    return plain(res, 404, 'Not found', headers)
  }

  /** A build's file answers every later request of the same line, cookies and encoding as it is (handler below). */
  function sendKept(req: IncomingMessage, res: ServerResponse, d: Decision, a: Answer) {
    keepAnswer(d, req.headers['accept-encoding'], a)
    sendAnswer(req, res, a)
  }

  const decide = routeCache()
  /** The visitor's address: the edge's word when it proves itself, else the last proxy we trust's, else the socket's. */
  const visitorAddress = (req: IncomingMessage) =>
    edgeClientAddress(req.headers['x-forwarded-for'], req.headers[EDGE_SECRET_HEADER], edgeSecret) ??
    clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust)
  /**
   * What reaches Payload and Next: the API rate-limits by X-Forwarded-For, replaced here by the one
   * address we trust (server/serve/clientAddress.ts), so nothing a client sends reaches it.
   */
  function trustedAddress(req: IncomingMessage) {
    req.headers['x-forwarded-for'] = visitorAddress(req)
    delete req.headers[EDGE_SECRET_HEADER]
    delete req.headers['x-real-ip']
    delete req.headers['cf-connecting-ip']
  }

  function failed(res: ServerResponse, err: unknown) {
    ;(o.log ?? log('http')).error({ err, id: res.getHeader('x-request-id') }, 'request failed')
    if (!res.headersSent) plain(res, 500, 'Something went wrong.', securityHeaders('asset', { https }))
    else res.destroy()
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    decision: Decision,
    live: ReturnType<SiteStore['current']>,
  ) {
    try {
      if (decision.kind !== 'cms' && req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, {
          ...securityHeaders('asset', { https }),
          allow: 'GET, HEAD',
          'content-type': 'text/plain; charset=utf-8',
        })
        return void res.end('Method not allowed')
      }
      await serve(req, res, decision, live)
    } catch (err) {
      failed(res, err)
    }
  }

  /** The health probes: small JSON, never cached, not logged (polled every second). */
  async function answerProbe(
    req: http.IncomingMessage,
    res: ServerResponse,
    which: '/healthz' | '/readyz',
    health: HealthChecks,
  ) {
    // A probe reads: any other method is told which ones it takes (issue 47).
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...apiHeaders, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      return void res.end(`${which} answers GET and HEAD only.`)
    }
    const body = which === '/healthz' ? health.health() : await health.ready()
    const status = body.status === 'ok' || body.status === 'ready' ? 200 : 503
    res.writeHead(status, {
      ...apiHeaders,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end(JSON.stringify(body))
  }

  /**
   * GET /metrics with the operators' token: Prometheus's text. A wrong or missing token gets 401; with no
   * token set the path is no page (the router's 404). Not logged: scraped every few seconds.
   */
  async function answerMetrics(req: http.IncomingMessage, res: ServerResponse, metrics: Metrics): Promise<boolean> {
    const access = metricsAccess(req.headers.authorization, o.metricsToken)
    if (access === 'off') return false
    const head = { ...apiHeaders, 'cache-control': 'no-store' }
    if (access === 'denied') {
      res.writeHead(401, {
        ...head,
        'www-authenticate': 'Bearer realm="metrics"',
        'content-type': 'text/plain; charset=utf-8',
      })
      res.end("The metrics need the operators' token: Authorization: Bearer <METRICS_TOKEN>.")
    } else if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...head, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      res.end('Method not allowed')
    } else {
      const { body, contentType } = await metrics.text()
      res.writeHead(200, { ...head, 'content-type': contentType })
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    return true
  }

  let draining = false
  const server = http.createServer((req, res) => {
    try {
      const which = probe(req.url)
      if (which === '/metrics') {
        if (o.metrics)
          return void answerMetrics(req, res, o.metrics).then(
            (answered) => answered || answerSite(req, res),
            (err) => failed(res, err),
          )
      } else if (which && o.health) return void answerProbe(req, res, which, o.health).catch((err) => failed(res, err))
      answerSite(req, res)
    } catch (err) {
      failed(res, err)
    }
  })

  /** Everything but the probes: the site, its assets and media, the CMS. */
  function answerSite(req: http.IncomingMessage, res: ServerResponse) {
    try {
      if (o.log) logRequest(o.log, req, res, o.metrics)
      // Stopping: this answer closes its connection, so the client's next request goes elsewhere.
      if (draining) res.setHeader('connection', 'close')
      if (o.devSite && isDevServerPath((req.url ?? '/').split('?')[0])) return o.devSite.handle(req, res)
      const live = site.current()
      const decision = decide(
        req.method ?? 'GET',
        req.url ?? '/',
        req.headers.cookie,
        live?.manifest ?? none,
        req.headers['accept-language'],
      )
      // The hot path, synchronous: a page or asset of the live build asked for before with the same
      // line and cookies, sent as answered then (no file, header or router work; docs/decisions.md, Close to the limit). Only
      // reads have kept decisions, so only reads find an answer here.
      const kept = keptAnswer(decision, req.headers['accept-encoding'])
      if (kept) {
        countScan(o.scans, req, kept.status, () => visitorAddress(req))
        return sendAnswer(req, res, kept)
      }
      // Records logged while it is answered (Payload's, the API's) carry the request's id.
      void withRequestId(res.getHeader('x-request-id') as string | undefined, () => handle(req, res, decision, live))
    } catch (err) {
      failed(res, err)
    }
  }
  server.keepAliveTimeout = 65_000
  if (o.devSite)
    server.on(
      'upgrade',
      (req, socket, head: Buffer) => void (o.devSite!.upgrade(req, socket, head) || socket.destroy()),
    )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port, o.host, () => resolve())
  })
  async function shutdown(graceMs: number) {
    draining = true
    const closed = new Promise<void>((r) => server.close(() => r()))
    server.closeIdleConnections()
    const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), graceMs).unref())
    if ((await Promise.race([closed, timer])) === 'late') {
      o.log?.warn(`requests still open after ${graceMs} ms: closed`)
      server.closeAllConnections()
      await closed
    }
  }
  return { server, site, drain: () => void (draining = true), shutdown, cmsReady }
}
