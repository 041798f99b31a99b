/** The one log stream (cms/lib/log.ts): its format, its level, its sources, and what it takes in from others. */
import { PassThrough } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import {
  childLine,
  configureLog,
  log,
  logFormat,
  logLine,
  logSettingsProblems,
  routeConsole,
  withRequestId,
  type LogFormat,
} from '../../cms/lib/log'
import { postgresLevel } from '../../server/db/postgres'

const original = { ...console }
afterEach(() => Object.assign(console, original))

/** The process's log writing to a stream this test reads. */
function capture(format: LogFormat, level = 'info') {
  const out = new PassThrough()
  let text = ''
  out.on('data', (d) => (text += String(d)))
  configureLog({ format, level, instance: 'test:1', to: out })
  const lines = () => text.split('\n').filter(Boolean)
  return { text: () => text, lines, records: () => lines().map((l) => JSON.parse(l) as Record<string, unknown>) }
}

describe('the log stream', () => {
  it('is JSON unless standard output is a terminal, or LOG_FORMAT says', () => {
    expect(logFormat({}, false)).toBe('json')
    expect(logFormat({}, true)).toBe('pretty')
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json')
    expect(logFormat({ LOG_FORMAT: 'Pretty' }, false)).toBe('pretty')
  })

  it('refuses a format or a level it does not know, naming the ones it does', () => {
    expect(logSettingsProblems({ LOG_FORMAT: 'json', LOG_LEVEL: 'warn' })).toEqual([])
    expect(logSettingsProblems({ LOG_FORMAT: 'xml', LOG_LEVEL: 'loud' })).toEqual([
      'LOG_FORMAT=xml is not a format: use json or pretty.',
      'LOG_LEVEL=loud is not a level: use trace, debug, info, warn, error, fatal, silent.',
    ])
  })

  it('writes a JSON record per line with its time, level, instance and source', async () => {
    const c = capture('json')
    log('publish').info('live in 1.2 s')
    logLine('[cluster] this instance publishes')
    logLine('a line without a source', 'warn', 'start')
    await expect.poll(() => c.lines().length).toBe(3)
    expect(c.records()).toMatchObject([
      { level: 'info', instance: 'test:1', source: 'publish', msg: 'live in 1.2 s' },
      { level: 'info', source: 'cluster', msg: 'this instance publishes' },
      { level: 'warn', source: 'start', msg: 'a line without a source' },
    ])
    expect(c.records()[0].time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it('keeps below LOG_LEVEL out, for every source', async () => {
    const c = capture('json', 'warn')
    log('payload').info('not this')
    log('db').warn('this')
    logLine('[publish] nor this')
    logLine('[publish] failed: boom', 'error')
    await expect.poll(() => c.lines().length).toBe(2)
    expect(c.records().map((r) => r.msg)).toEqual(['this', 'failed: boom'])
  })

  it("gives the records logged while a request is answered the request's id", async () => {
    const c = capture('json')
    await withRequestId('req-abcdefgh', async () => {
      await new Promise((r) => setTimeout(r, 1))
      log('payload').info('inside')
    })
    log('payload').info('outside')
    await expect.poll(() => c.lines().length).toBe(2)
    expect(c.records()).toMatchObject([{ msg: 'inside', id: 'req-abcdefgh' }, { msg: 'outside' }])
    expect(c.records()[1].id).toBeUndefined()
  })

  it("logs a client's mistake as information, a server's error as an error with its stack", async () => {
    const c = capture('json')
    const refused = Object.assign(new Error('The email or password provided is incorrect.'), { status: 401 })
    log('payload').error({ err: refused })
    log('payload').error({ err: new Error('connection refused') })
    await expect.poll(() => c.lines().length).toBe(2)
    const [mistake, problem] = c.records()
    expect(mistake).toMatchObject({ level: 'info', status: 401, msg: 'The email or password provided is incorrect.' })
    expect(mistake.err).toBeUndefined()
    expect(problem).toMatchObject({ level: 'error', err: { message: 'connection refused' } })
  })

  it("gives Payload's jobs queue records the jobs source", async () => {
    const c = capture('json')
    log('payload').info({ msg: 'Running 2 jobs.', new: 2, retrying: 0 })
    log('payload').error({ err: new Error('boom'), msg: 'Error running job Task: schedulePublish id: 7 attempt 1' })
    log('payload').info('Connected to the database')
    await expect.poll(() => c.lines().length).toBe(3)
    expect(c.records()).toMatchObject([
      { level: 'info', source: 'jobs', msg: 'Running 2 jobs.', new: 2 },
      { level: 'error', source: 'jobs', err: { message: 'boom' } },
      { level: 'info', source: 'payload' },
    ])
  })

  it('writes a readable line for a terminal', async () => {
    const c = capture('pretty')
    log('db').warn({ id: 'req-12345678' }, 'the database is unavailable')
    await expect
      .poll(c.text)
      .toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN \[db\] the database is unavailable \(request req-12345678\)\n$/)
  })

  it("takes in a dependency's console output as records", async () => {
    const c = capture('json')
    routeConsole()
    console.log('▲ Next.js %s', '16')
    console.error('[api] boom')
    await expect.poll(() => c.lines().length).toBe(2)
    expect(c.records()).toMatchObject([
      { level: 'info', source: 'console', msg: '▲ Next.js 16' },
      { level: 'error', source: 'api', msg: 'boom' },
    ])
  })

  it("passes a child process's own records on, and makes records of its other lines", async () => {
    const c = capture('json')
    childLine('{"level":"info","time":"2026-11-29T12:00:00.000Z","source":"payload","msg":"migrated"}', 'content')
    childLine('Creating an optimized production build ...', 'build')
    childLine('   ', 'build')
    await expect.poll(() => c.lines().length).toBe(2)
    expect(c.records()).toMatchObject([
      { source: 'payload', msg: 'migrated' },
      { level: 'info', source: 'build', msg: 'Creating an optimized production build ...' },
    ])
  })

  it("reads PostgreSQL's severities as levels", () => {
    expect(postgresLevel('2026-11-29 12:00:00 UTC [42] LOG:  database system is ready')).toBe('info')
    expect(postgresLevel('2026-11-29 12:00:00 UTC [42] ERROR:  duplicate key value')).toBe('warn')
    expect(postgresLevel('2026-11-29 12:00:00 UTC [42] FATAL:  the database system is shutting down')).toBe('error')
    expect(postgresLevel('waiting for server to start')).toBe('info')
  })
})
