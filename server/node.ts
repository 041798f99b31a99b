/**
 * One server, one port: the prebuilt site (chosen by the router from the visitor's cookies), the
 * media files, and the CMS (Payload admin, Payload REST, the spec's API) through Next in-process.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { createRequire } from 'node:module'
import { parseCookieHeader } from '../src/contract/cookies'
import { route, type Decision } from './router'
import type { SiteStore } from './site'
import { safeJoin, sendFile } from './static'

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

export type ServerOptions = {
  root: string
  port: number
  host?: string
  /** The built site; shared with the publisher, which switches it to each new build. */
  site: SiteStore
  mediaDir: string
  /** Run Next in development mode (hot reload of the admin and API). */
  dev?: boolean
}

const PAGE_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
  'x-frame-options': 'SAMEORIGIN',
}

async function startNext(o: ServerOptions): Promise<NextHandler> {
  const require = createRequire(path.join(o.root, 'package.json'))
  const next = require('next') as (opts: object) => { prepare(): Promise<void>; getRequestHandler(): NextHandler }
  const app = next({ dev: Boolean(o.dev), dir: path.join(o.root, 'cms'), hostname: o.host ?? 'localhost', port: o.port, quiet: !o.dev })
  await app.prepare()
  return app.getRequestHandler()
}

function plain(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  res.end(text)
}

export async function startServer(o: ServerOptions): Promise<{ server: http.Server; site: SiteStore; close: () => Promise<void> }> {
  const site = o.site
  const handleNext = await startNext(o)

  async function serve(req: IncomingMessage, res: ServerResponse, d: Decision): Promise<void> {
    switch (d.kind) {
      case 'cms':
        return handleNext(req, res)
      case 'redirect':
        res.writeHead(d.status, { location: d.location, 'cache-control': 'no-store' })
        return void res.end()
      case 'media': {
        const full = safeJoin(o.mediaDir, d.file)
        if (full && (await sendFile(req, res, full, { cacheControl: 'public, max-age=86400' }))) return
        return plain(res, 404, 'Not found')
      }
      case 'asset': {
        const live = site.current()
        const full = live && safeJoin(live.dir, d.file)
        const immutable = d.file.startsWith('_astro/')
        if (full && (await sendFile(req, res, full, { cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600' }))) return
        return plain(res, 404, 'Not found')
      }
      case 'page': {
        const live = site.current()
        if (!live) return plain(res, 503, 'The site is being built. Try again in a minute.')
        // Pages differ by cookie (gate, language, country): browsers revalidate, shared caches keep apart.
        const opts = { cacheControl: 'no-cache', vary: 'Cookie', headers: PAGE_HEADERS }
        const file = safeJoin(live.dir, d.file)
        if (file && (await sendFile(req, res, file, { ...opts, status: d.status }))) return
        const nf = safeJoin(live.dir, d.notFound)
        if (nf && (await sendFile(req, res, nf, { ...opts, status: 404 }))) return
        return plain(res, 404, 'Not found')
      }
    }
  }

  const server = http.createServer(async (req, res) => {
    try {
      const live = site.current()
      const decision = route(
        { method: req.method ?? 'GET', url: req.url ?? '/', cookies: parseCookieHeader(req.headers.cookie) },
        live?.manifest ?? { countries: [] },
      )
      // The API rate-limits by the last X-Forwarded-For entry. This server is the edge unless
      // TRUST_PROXY=1 says a proxy in front appends the client's address; otherwise a header the
      // client sent is replaced by the real peer address.
      if (process.env.TRUST_PROXY !== '1' || !req.headers['x-forwarded-for']) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
      if (decision.kind !== 'cms' && req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        return void res.end('Method not allowed')
      }
      await serve(req, res, decision)
    } catch (err) {
      console.error('[server]', err)
      if (!res.headersSent) plain(res, 500, 'Something went wrong.')
      else res.destroy()
    }
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port, o.host, () => resolve())
  })
  return { server, site, close: () => new Promise((r) => server.close(() => r())) }
}
