/**
 * One line per request (issue: operators read what the server did): time, method, path, status, ms,
 * bytes, request id and instance; JSON in production (for a log collector), a readable line locally.
 * pino, the logger Payload itself uses. Nothing personal: no query string (reset and sign-in links
 * carry tokens there), the secret part of verification paths left out, no cookies, no address.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import pino, { type Logger } from 'pino'

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

/**
 * A record as the local console shows it: "[12:00:01.234] INFO: GET /explore 200 3 ms 12.1 KB" (UTC),
 * an error's stack indented below. The fields (id, instance, status…) stay in production's JSON.
 */
function readableLine(json: string): string {
  const r = JSON.parse(json) as { level: number; time: number; msg?: string; err?: { stack?: string } }
  const stack = r.err?.stack ? `\n    ${r.err.stack.split('\n').join('\n    ')}` : ''
  return `[${new Date(r.time).toISOString().slice(11, 23)}] ${LEVELS[r.level] ?? r.level}: ${r.msg ?? ''}${stack}\n`
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
}): Logger {
  const options = { level: o.level ?? 'info', base: { instance: o.instance } }
  const out = o.to ?? pino.destination({ sync: false })
  if (o.production) return pino({ ...options, timestamp: pino.stdTimeFunctions.isoTime }, out)
  const readable = {
    write: (json: string) => void out.write(readableLine(json)),
    flush: (done?: (err?: Error) => void) =>
      'flush' in out && typeof out.flush === 'function' ? out.flush(done) : done?.(),
  }
  return pino(options, readable)
}

/** Writes out what the log still holds (at a graceful stop, before the process exits). */
export function flushLog(log: Logger): Promise<void> {
  return new Promise((resolve) => log.flush(() => resolve()))
}

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`)

/**
 * Gives the request its id (kept in the request's headers, for the CMS, and sent back in the answer)
 * and logs it once it is answered, or when the client went away first (status 499, as nginx does).
 */
export function logRequest(log: Logger, req: IncomingMessage, res: ServerResponse): string {
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
    log.info({ id, method, path, status, ms, bytes }, `${method} ${path} ${status} ${ms} ms ${size(bytes)}`)
  })
  return id
}
