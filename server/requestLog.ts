/**
 * One line per request (issue: operators read what the server did): time, method, path, status, ms,
 * bytes, request id and instance; JSON in production (for a log collector), a readable line locally.
 * pino, the logger Payload itself uses. Nothing personal: no query string (reset and sign-in links
 * carry tokens there), the secret part of verification paths left out, no cookies, no address.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import pino, { type Logger } from 'pino'
import type { Metrics } from './metrics'

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

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

/** The local console's time: "12:00:01.234" (UTC). */
const clock = (time: number) => new Date(time).toISOString().slice(11, 23)

/**
 * A record as the local console shows it: "[12:00:01.234] INFO: GET /explore 200 3 ms 12.1 KB" (UTC),
 * an error's stack indented below. The fields (id, instance, status…) stay in production's JSON.
 */
function readableLine(json: string): string {
  const r = JSON.parse(json) as { level: number; time: number; msg?: string; err?: { stack?: string } }
  const stack = r.err?.stack ? `\n    ${r.err.stack.split('\n').join('\n    ')}` : ''
  return `[${clock(r.time)}] ${LEVELS[r.level] ?? r.level}: ${r.msg ?? ''}${stack}\n`
}

/** What a request's line says. */
type RequestRecord = { id: string; method: string; path: string; status: number; ms: number; bytes: number }

/** The server's log: pino for its problems, and a cheap line per request (below). */
export type ServerLog = Logger & { request(r: RequestRecord): void }

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`)
const summary = (r: RequestRecord) => `${r.method} ${r.path} ${r.status} ${r.ms} ms ${size(r.bytes)}`

/**
 * The request's line as pino would write it (the same fields, in the same order), built here: the
 * line is written thousands of times a second at saturation, and pino's generic serializer, and the
 * readable form's parse of it, were most of what the log cost (issue 42). Only the path and the
 * method come from the client; both go through JSON.stringify.
 */
function requestJson(r: RequestRecord, instance: string): string {
  const method = JSON.stringify(r.method)
  const path = JSON.stringify(r.path)
  const msg = JSON.stringify(summary(r))
  return `{"level":30,"time":"${new Date().toISOString()}","instance":${instance},"id":"${r.id}","method":${method},"path":${path},"status":${r.status},"ms":${r.ms},"bytes":${r.bytes},"msg":${msg}}\n`
}

/**
 * The request log and the server's problems. JSON lines in production (for a log collector), a
 * readable line locally; `to`: where they go (standard output by default). Written asynchronously
 * through pino's destination (sonic-boom: lines written while a write is under way go out together in
 * the next one), never a blocking write per request: a synchronous write and pino-pretty cost the
 * server half its requests per second at saturation (issue 42). `flush` before exiting loses no line.
 */
export function createLogger(o: {
  production: boolean
  instance: string
  level?: string
  to?: NodeJS.WritableStream
}): ServerLog {
  const options = { level: o.level ?? 'info', base: { instance: o.instance } }
  const out = o.to ?? pino.destination({ sync: false })
  const write = (line: string) => void out.write(line)
  const instance = JSON.stringify(o.instance)
  const readable = {
    write: (json: string) => write(readableLine(json)),
    flush: (done?: (err?: Error) => void) =>
      'flush' in out && typeof out.flush === 'function' ? out.flush(done) : done?.(),
  }
  const log = o.production
    ? pino({ ...options, timestamp: pino.stdTimeFunctions.isoTime }, out)
    : pino(options, readable)
  const line = o.production
    ? (r: RequestRecord) => requestJson(r, instance)
    : (r: RequestRecord) => `[${clock(Date.now())}] INFO: ${summary(r)}\n`
  return Object.assign(log, { request: (r: RequestRecord) => log.isLevelEnabled('info') && write(line(r)) })
}

/** Writes out what the log still holds (at a graceful stop, before the process exits). */
export function flushLog(log: Logger): Promise<void> {
  return new Promise((resolve) => log.flush(() => resolve()))
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
