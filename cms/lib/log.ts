/**
 * The product's one log stream (issue 43): every part of a running server (requests, Payload, the
 * API, publishing, the database, the cluster, the jobs, the builds it starts) writes records with a
 * time, a level, a source and a message, as JSON lines for a log collector or as readable lines for a
 * terminal. LOG_FORMAT chooses (JSON by default when standard output is not a terminal); LOG_LEVEL
 * governs every source. pino, the logger Payload itself uses.
 *
 * One logger per process, kept on globalThis: the server's code and the CMS's (bundled by Next into
 * its own copy of this module) write to the same stream, in order.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'
import pino, { type DestinationStream, type Logger } from 'pino'

const LOG_FORMATS = ['json', 'pretty'] as const
export type LogFormat = (typeof LOG_FORMATS)[number]
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const
export type LogLevel = Exclude<(typeof LOG_LEVELS)[number], 'silent'>

type Env = Record<string, string | undefined>

/** A part of the server that logs lines of text ("[publish] live in 1.2 s"), at info unless it says. */
export type LineLog = (line: string, level?: LogLevel) => void

/** LOG_FORMAT, else JSON unless standard output is a terminal. */
export function logFormat(env: Env = process.env, terminal = process.stdout.isTTY === true): LogFormat {
  const wanted = env.LOG_FORMAT?.trim().toLowerCase()
  if (wanted === 'json' || wanted === 'pretty') return wanted
  return terminal ? 'pretty' : 'json'
}

/** What is wrong with LOG_FORMAT and LOG_LEVEL, one sentence each: the start refuses them rather than guess. */
export function logSettingsProblems(env: Env = process.env): string[] {
  const problems: string[] = []
  const f = env.LOG_FORMAT?.trim().toLowerCase()
  if (f && !(LOG_FORMATS as readonly string[]).includes(f))
    problems.push(`LOG_FORMAT=${env.LOG_FORMAT} is not a format: use json or pretty.`)
  const l = env.LOG_LEVEL?.trim().toLowerCase()
  if (l && !(LOG_LEVELS as readonly string[]).includes(l))
    problems.push(`LOG_LEVEL=${env.LOG_LEVEL} is not a level: use ${LOG_LEVELS.join(', ')}.`)
  return problems
}

type Record_ = { level: string; time: string; source?: string; msg?: string; id?: string; err?: { stack?: string } }

/**
 * A record as a terminal shows it: "[12:00:01.234] INFO [db] message" (UTC), the request id when a
 * record has one, an error's stack indented below. Every field stays in the JSON form.
 */
function readableLine(json: string): string {
  const r = JSON.parse(json) as Record_
  const source = r.source ? ` [${r.source}]` : ''
  const id = r.id ? ` (request ${r.id})` : ''
  const stack = r.err?.stack ? `\n    ${r.err.stack.split('\n').join('\n    ')}` : ''
  return `[${r.time.slice(11, 23)}] ${r.level.toUpperCase()}${source} ${r.msg ?? ''}${id}${stack}\n`
}

type LogState = {
  root: Logger
  format: LogFormat
  /** Where lines go: the request log writes its own lines there (already in the stream's format), in order. */
  out: DestinationStream
  sources: Map<string, Logger>
}

const KEY = Symbol.for('wine-compass.log')
const REQUEST = Symbol.for('wine-compass.log.request')
const global_ = globalThis as { [KEY]?: LogState; [REQUEST]?: AsyncLocalStorage<string> }
/** The request being answered, for every record logged while it is (Payload's and the API's too): one store per process. */
const requests = (global_[REQUEST] ??= new AsyncLocalStorage<string>())

/** Runs `answer` with records logged meanwhile carrying the request's id. */
export function withRequestId<T>(id: string | undefined, answer: () => T): T {
  return id ? requests.run(id, answer) : answer()
}

/** Payload's records of its jobs queue (scheduled publishing, cms/lib/jobs.ts): the jobs source, not payload. */
const JOB_RECORD = /^(Running \d+ jobs\.|Error running (job|task) )/

/**
 * Payload's records, sorted: a client's mistake (a wrong password, a refused file) Payload logs as an
 * error with its stack; its per-name levels (loggingLevels) cannot tell them apart in the production
 * bundle, whose class names are minified. A 4xx error is the client's doing: an info record with its
 * message. Its jobs queue's records go to the jobs source.
 */
function sortRecords(this: Logger, args: Parameters<Logger['info']>, method: Logger['info'], level: number) {
  const first = args[0] as { err?: { status?: number; message?: string }; msg?: unknown } | string | undefined
  const status = typeof first === 'object' ? first?.err?.status : undefined
  if (level >= 50 && typeof status === 'number' && status >= 400 && status < 500) {
    const { err, ...rest } = first as { err: { message?: string } }
    return this.info({ ...rest, status }, err.message ?? 'refused')
  }
  const msg = typeof first === 'string' ? first : typeof first?.msg === 'string' ? first.msg : args[1]
  if (typeof msg === 'string' && JOB_RECORD.test(msg) && this.bindings().source === 'payload') {
    const jobs = log('jobs')
    return (jobs[jobs.levels.labels[level] as LogLevel] as Logger['info'])(...args)
  }
  return method.apply(this, args)
}

/**
 * Sets the process's log up: the server does it first thing (scripts/start.ts); any other process
 * (a script, a test) gets one from the environment on first use. `to`: where lines go (standard
 * output by default, written asynchronously: flushLog before exiting).
 */
export function configureLog(
  o: { instance?: string; level?: string; format?: LogFormat; to?: DestinationStream } = {},
): LogState {
  const out: DestinationStream = o.to ?? pino.destination({ sync: false })
  const fmt = o.format ?? logFormat()
  const stream: DestinationStream = fmt === 'json' ? out : { write: (json: string) => out.write(readableLine(json)) }
  const root = pino(
    {
      level: (o.level ?? process.env.LOG_LEVEL ?? 'info').trim().toLowerCase() || 'info',
      base: o.instance ? { instance: o.instance } : {},
      timestamp: pino.stdTimeFunctions.isoTime,
      // "info", not 30: what a person and a collector's query read.
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const id = requests.getStore()
        return id ? { id } : {}
      },
      hooks: { logMethod: sortRecords },
    },
    stream,
  )
  return (global_[KEY] = { root, format: fmt, out, sources: new Map() })
}

const state = (): LogState => global_[KEY] ?? configureLog()

/** The logger of one part of the product: its records carry `source`. */
export function log(source: string): Logger {
  const s = state()
  let child = s.sources.get(source)
  if (!child) s.sources.set(source, (child = s.root.child({ source })))
  return child
}

/** The process's log as it is set up (its format, its raw writer): for the request log. */
export const logState = state

/** Writes out what the log still holds (before the process exits). */
export function flushLog(): Promise<void> {
  const out = global_[KEY]?.out as { flush?: (cb: (err?: Error) => void) => void } | undefined
  return new Promise((resolve) => (typeof out?.flush === 'function' ? out.flush(() => resolve()) : resolve()))
}

/** "[publish] live in 1.2 s" → source publish, "live in 1.2 s": the lines parts of the server still write as text. */
function sourceOf(line: string, fallback: string): { source: string; text: string } {
  const m = /^\[([a-z][a-z-]{1,15})\] ?/.exec(line)
  return m ? { source: m[1], text: line.slice(m[0].length) } : { source: fallback, text: line }
}

/** Logs a line of text at `level`, its "[source]" prefix, when it has one, as the record's source. */
export function logLine(line: string, level: LogLevel = 'info', fallback = 'server'): void {
  const { source, text } = sourceOf(line, fallback)
  log(source)[level](text)
}

/**
 * What a dependency writes with console.* (Next's notices, a library's warning) joins the stream as
 * records too: nothing leaves the server as an unformatted line.
 */
export function routeConsole(): void {
  const to =
    (level: LogLevel) =>
    (...args: unknown[]) =>
      logLine(format(...args), level, 'console')
  Object.assign(console, {
    log: to('info'),
    info: to('info'),
    warn: to('warn'),
    error: to('error'),
    debug: to('debug'),
  })
}

/**
 * Lines a child process prints (a build, the content step): a JSON record of ours passes as it is,
 * anything else becomes a record of its "[source]" prefix, else of `source`.
 */
export function childLine(line: string, source: string, level: LogLevel = 'info'): void {
  if (!line.trim()) return
  if (line.startsWith('{"level":')) {
    const s = state()
    if (s.format === 'json') return void s.out.write(`${line}\n`)
    try {
      return void s.out.write(readableLine(line))
    } catch {
      /* not one of ours after all: logged as text below */
    }
  }
  logLine(line, level, source)
}
