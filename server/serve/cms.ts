/**
 * The CMS behind the one port: Next (the admin, Payload's REST and the spec API), prepared while the
 * site is already served, and what stands in front of it: methods Next has no handler for, bodies
 * over their limit (refused before Next reads a byte), writes to admin pages, the admin's CSP nonce.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { offeredApi } from '../../cms/api/handoff'
import { message, requestLocale } from '../../cms/api/i18n'
import { staffLanguage, uploadTooLarge } from '../../cms/i18n/staffMessages'
import { allowedMethods } from '../../src/contract/api/methods'
import {
  API_BODY_MAX_BYTES,
  CMS_BODY_MAX_BYTES,
  PROFILE_BODY_MAX_BYTES,
  STAFF_JSON_MAX_BYTES,
  STAFF_UPLOAD_MAX_BYTES,
} from '../../src/contract/constants'
import { cmsKind, securityHeaders } from './headers'
import { preparingAnswer } from './preparing'
import { plain } from './static'
import { isStaffToken } from './staffToken'

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/** Oversized bodies up to this size are read to their end and dropped: the client hears the 413, not a reset. */
const DRAIN_MAX_BYTES = 4 * 1024 * 1024

type CmsOptions = {
  root: string
  port: number
  host?: string
  /** Next in development mode (hot reload of the admin and API). */
  dev?: boolean
  /** A first start's `next build`, still running (server/serve/node.ts ServerOptions). */
  cmsBuild?: Promise<unknown>
  https: boolean
  /** Signed-in staff opened an admin page (server/serve/node.ts ServerOptions). */
  onStaffAtWork?: () => void
}

async function startNext(o: CmsOptions): Promise<NextHandler> {
  const require = createRequire(path.join(o.root, 'package.json'))
  const next = require('next') as (opts: object) => { prepare(): Promise<void>; getRequestHandler(): NextHandler }
  const app = next({
    dev: Boolean(o.dev),
    dir: path.join(o.root, 'cms'),
    hostname: o.host ?? 'localhost',
    port: o.port,
    quiet: !o.dev,
  })
  await app.prepare()
  return app.getRequestHandler()
}

/** The methods Next's route handlers take (its own OPTIONS included); the CMS answers no other. */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The visitor's language, as the API reads it (the locale cookie, else Accept-Language). */
const visitorLocale = (req: IncomingMessage) =>
  requestLocale(
    new Headers({
      cookie: String(req.headers.cookie ?? ''),
      'accept-language': String(req.headers['accept-language'] ?? ''),
    }),
  )

/**
 * The largest body a CMS request may send, decided before Next reads a byte: Payload's REST and admin
 * small for everyone, larger only for a valid staff session (documents, uploads); the spec API small
 * but for a form with a picture (the profile; cms/api/app.ts repeats these limits for in-process use).
 */
function bodyLimit(pathname: string, contentType: string, staff: boolean): number {
  if (pathname.startsWith('/cms-api/') || cmsKind(pathname) === 'admin' || pathname.startsWith('/_next/')) {
    if (!staff) return CMS_BODY_MAX_BYTES
    return contentType.includes('multipart/form-data') ? STAFF_UPLOAD_MAX_BYTES : STAFF_JSON_MAX_BYTES
  }
  return contentType.includes('multipart/form-data') ? PROFILE_BODY_MAX_BYTES : API_BODY_MAX_BYTES
}

const hasBody = (req: IncomingMessage) =>
  req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined

/**
 * Starts preparing Next; `serveCms` answers a CMS request (the gate, then Next), `cmsReady` resolves
 * once Next is prepared.
 */
export function startCms(o: CmsOptions) {
  const { https } = o
  const secret = process.env.PAYLOAD_SECRET ?? ''
  const apiHeaders = securityHeaders('api', { https })
  // Next prepares (about 2 s) while the server already answers the site; CMS requests wait for it.
  // During a first start's next build they are answered at once instead (a minute is too long to wait).
  let cmsBuilt = !o.cmsBuild
  const nextPrepared = (o.cmsBuild ?? Promise.resolve()).then(() => ((cmsBuilt = true), startNext(o)))
  let nextHandler: NextHandler | null = null
  const cmsReady = nextPrepared.then((h) => void (nextHandler = h))
  cmsReady.catch(() => {}) // the caller awaits it; a request meanwhile gets the failure as a 500
  const handleNext: NextHandler = async (req, res) => {
    if (!cmsBuilt) {
      const a = preparingAnswer(req, { https })
      res.writeHead(a.status, { ...a.headers, ...(hasBody(req) && { connection: 'close' }) })
      return void res.end(req.method === 'HEAD' ? undefined : a.body)
    }
    return (nextHandler ?? (await nextPrepared))(req, res)
  }

  // overrideGlobalObjects: false: Next and Payload in this process keep the global Request and Response.
  const answerApi = getRequestListener((request) => offeredApi()!(request), { overrideGlobalObjects: false })

  function serveCms(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    cookies: Record<string, string>,
  ): Promise<void> | void {
    // Next answers a method it has no handler for (TRACE, CONNECT, WebDAV's) with a 500: a 405 here, with what the path takes.
    if (!NEXT_METHODS.has(req.method ?? '')) {
      const allow =
        allowedMethods(pathname) ?? (cmsKind(pathname) === 'admin' ? 'GET, HEAD' : [...NEXT_METHODS].join(', '))
      const locale = visitorLocale(req)
      res.writeHead(405, {
        ...apiHeaders,
        allow,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      })
      return void res.end(JSON.stringify({ message: message(locale, 'api.methodNotAllowed') }))
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && hasBody(req)) {
      const length = Number(req.headers['content-length'])
      // A body without a length (chunked) could be of any size: ask for one.
      if (!Number.isFinite(length)) return plain(res, 411, 'Length required', apiHeaders)
      const staff = isStaffToken(cookies['payload-token'], secret)
      const contentType = String(req.headers['content-type'] ?? '')
      const limit = bodyLimit(pathname, contentType, staff)
      if (length > limit) {
        const acceptLanguage = String(req.headers['accept-language'] ?? '')
        const upload = staff && contentType.includes('multipart/form-data')
        // A body up to DRAIN_MAX_BYTES (and a staff upload of any size) is read and dropped, so that a
        // client still sending gets the answer rather than a reset connection (issue 47: a 130 KB body
        // met a reset). A larger one is never read: the answer, then the connection closes.
        const drain = upload || length <= DRAIN_MAX_BYTES
        res.writeHead(413, {
          ...apiHeaders,
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          ...(!drain && { connection: 'close' }),
        })
        // Staff uploading a file too large hear it in their admin language, with the limit.
        const text = upload
          ? uploadTooLarge(staffLanguage(cookies['payload-lng'], acceptLanguage))
          : message(visitorLocale(req), 'api.tooLarge')
        res.end(JSON.stringify({ message: text, errors: [{ message: text }] }))
        if (drain) req.resume()
        return
      }
    }
    // The admin's pages take writes only as Next server actions (which carry Next-Action); any other
    // write to a page would make Next parse a body it never expects.
    const kind = cmsKind(pathname)
    if (kind === 'admin' && req.method !== 'GET' && req.method !== 'HEAD' && !req.headers['next-action']) {
      res.writeHead(405, { ...apiHeaders, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      return void res.end('Method not allowed')
    }
    if (kind === 'admin' && o.onStaffAtWork && isStaffToken(cookies['payload-token'], secret)) o.onStaffAtWork()
    const nonce = kind === 'admin' ? randomBytes(16).toString('base64') : undefined
    const headers = securityHeaders(kind, { https, nonce })
    // Next reads the nonce from the request's CSP header and puts it on every script it renders.
    if (nonce) req.headers['content-security-policy'] = headers['content-security-policy']
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
    // A declared call of the spec API, once Next has loaded its handler: straight to it (cms/api/handoff.ts).
    if (offeredApi() && allowedMethods(pathname)) return answerApi(req, res)
    return handleNext(req, res)
  }

  return { cmsReady, handleNext, serveCms }
}
