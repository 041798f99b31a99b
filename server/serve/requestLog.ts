/**
 * One line per request (issue: operators read what the server did): time, method, path, status, ms,
 * bytes, request id and instance, in the process's one log stream (cms/lib/log.ts). Nothing
 * personal: no query string (reset and sign-in links carry tokens there), the secret part of
 * verification paths left out, no cookies, no address.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { logState } from '../../cms/lib/log'
import type { Metrics } from '../ops/metrics'

const REQUEST_ID_HEADER = 'x-request-id'

/** A request id a proxy in front set is kept (so one id follows the request), if it looks like one; else a new one. */
export function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{8,128}$/.test(given) ? given : randomUUID()
}

/** Paths whose last part is a secret (an email verification link): logged without it. */
const SECRET_TAILS = ['/api/email/verify/', '/cms-api/users/verify/', '/cms-api/members/verify/']

/** The path as logged: no query, no secret tail, at most 200 characters. */
export function loggedPath(url: string): string {
  const pathname = url.split('?')[0]
  const secret = SECRET_TAILS.find((p) => pathname.startsWith(p))
  return (secret ? `${secret}…` : pathname).slice(0, 200)
}

/** What a request's line says. */
type RequestRecord = { id: string; method: string; path: string; status: number; ms: number; bytes: number }

/** The http source's logger (its problems), and a cheap line per request (below). */
export type ServerLog = Logger & { request(r: RequestRecord): void }

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`)
const summary = (r: RequestRecord) => `${r.method} ${r.path} ${r.status} ${r.ms} ms ${size(r.bytes)}`

/**
 * The request's line as pino would write it (the same fields, in the same order), built here: the
 * line is written thousands of times a second at saturation, and pino's generic serializer, and the
 * readable form's parse of it, were most of what the log cost (issue 42). Only the path and the
 * method come from the client; both go through JSON.stringify.
 */
function requestJson(r: RequestRecord, bindings: string): string {
  const method = JSON.stringify(r.method)
  const path = JSON.stringify(r.path)
  const msg = JSON.stringify(summary(r))
  return `{"level":"info","time":"${new Date().toISOString()}",${bindings}"id":"${r.id}","method":${method},"path":${path},"status":${r.status},"ms":${r.ms},"bytes":${r.bytes},"msg":${msg}}\n`
}

/**
 * The request log: a line per request in the process's log stream (cms/lib/log.ts: its format, its
 * level, its asynchronous writer), source `http`. Never a blocking write per request: a synchronous
 * write and pino-pretty cost the server half its requests per second at saturation (issue 42).
 */
export function requestLogger(): ServerLog {
  const s = logState()
  const http = s.root.child({ source: 'http' })
  const instance = (s.root.bindings() as { instance?: string }).instance
  const bindings = `${instance === undefined ? '' : `"instance":${JSON.stringify(instance)},`}"source":"http",`
  const line =
    s.format === 'json'
      ? (r: RequestRecord) => requestJson(r, bindings)
      : (r: RequestRecord) => `[${new Date().toISOString().slice(11, 23)}] INFO [http] ${summary(r)}\n`
  return Object.assign(http, {
    request: (r: RequestRecord) => void (http.isLevelEnabled('info') && s.out.write(line(r))),
  })
}

/**
 * Gives the request its id (kept in the request's headers, for the CMS, and sent back in the answer)
 * and logs it once it is answered, or when the client went away first (status 499, as nginx does);
 * counts it in the metrics too (one listener for both).
 */
export function logRequest(log: ServerLog, req: IncomingMessage, res: ServerResponse, metrics?: Metrics): string {
  const id = requestId(req.headers[REQUEST_ID_HEADER])
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader(REQUEST_ID_HEADER, id)
  const started = performance.now()
  const sentBefore = req.socket.bytesWritten
  // As asked: the server may rewrite req.url on the way (npm run dev).
  const method = req.method ?? 'GET'
  const path = loggedPath(req.url ?? '/')
  res.once('close', () => {
    const status = res.writableFinished ? res.statusCode : 499
    const ms = Math.round((performance.now() - started) * 10) / 10
    const bytes = Math.max(0, req.socket.bytesWritten - sentBefore)
    log.request({ id, method, path, status, ms, bytes })
    metrics?.request(path, status, ms)
  })
  return id
}
