/** What operators rely on: request ids and log lines, the health answers, the checks before start. */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { PassThrough } from 'node:stream'
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loggedPath, logRequest, requestId, requestLogger } from '../../server/serve/requestLog'
import { configureLog, type LogFormat } from '../../cms/lib/log'
import { healthChecks } from '../../server/ops/health'
import { acceptDatabaseUri, checkPortFree, nodeProblem } from '../../server/ops/preflight'
import { SiteStore } from '../../server/publish/site'
import { StartupError } from '../../server/db/postgres'
import { devPagePath, isDevServerPath } from '../../server/serve/devSite'
import { backupFileName } from '../../server/ops/backup'
import { walFilesNeeded } from '../../server/ops/backupCopy'
import { preparingAnswer } from '../../server/serve/preparing'
import type { z } from 'zod'
import { DECLARED_CALLS } from '../../src/contract/api/calls'

const listening = (server: http.Server | net.Server) =>
  new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)))

/** The process's log set up to write to `to`, and the request log in it. */
function createLogger(o: { format: LogFormat; instance: string; level?: string; to: NodeJS.WritableStream }) {
  configureLog(o)
  return requestLogger()
}

describe('request ids and the request log', () => {
  it("keeps a proxy's request id that looks like one, else makes one", () => {
    expect(requestId('edge-7f3a9c21')).toBe('edge-7f3a9c21')
    expect(requestId('short')).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestId('x'.repeat(129))).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestId('evil\nline-injected')).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestId(undefined)).not.toBe(requestId(undefined))
  })

  it('logs paths without the query or the secret of a verification link', () => {
    expect(loggedPath('/reset-password?token=abc&email=a@b.c')).toBe('/reset-password')
    expect(loggedPath('/api/email/verify/12/9f86d081884c7d659a2feaa0c55ad015')).toBe('/api/email/verify/…')
    expect(loggedPath('/explore/norte-grande-reserva')).toBe('/explore/norte-grande-reserva')
  })

  it('writes one JSON line per answered request, with the id it sent back', async () => {
    const out = new PassThrough()
    const lines: string[] = []
    out.on('data', (d) => lines.push(...String(d).split('\n').filter(Boolean)))
    const log = createLogger({ format: 'json', instance: 'test:1', to: out })
    const server = http.createServer((req, res) => {
      logRequest(log, req, res)
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'content-type': 'text/plain' }).end('hello')
    })
    const port = await listening(server)
    const a = await fetch(`http://127.0.0.1:${port}/page?token=secret`)
    const b = await fetch(`http://127.0.0.1:${port}/missing`, { headers: { 'x-request-id': 'from-the-edge-01' } })
    server.close()
    await expect.poll(() => lines.length).toBe(2)
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(first).toMatchObject({
      level: 'info',
      instance: 'test:1',
      source: 'http',
      method: 'GET',
      path: '/page',
      status: 200,
      id: a.headers.get('x-request-id'),
    })
    expect(first.bytes).toBeGreaterThan(5)
    expect(typeof first.ms).toBe('number')
    expect(typeof first.time).toBe('string')
    expect(second).toMatchObject({ path: '/missing', status: 404, id: 'from-the-edge-01' })
    expect(b.headers.get('x-request-id')).toBe('from-the-edge-01')
    expect(lines.join('\n')).not.toContain('secret')
  })

  it('writes the request line pino would write, built by hand for speed', async () => {
    const out = new PassThrough()
    const lines: string[] = []
    out.on('data', (d) => lines.push(...String(d).split('\n').filter(Boolean)))
    const log = createLogger({ format: 'json', instance: 'test:"1"', to: out })
    const record = { id: 'abcdefgh', method: 'GET', path: '/a"b\\c\u2028', status: 404, ms: 1.5, bytes: 2048 }
    log.request(record)
    log.info(record, 'GET /a"b\\c\u2028 404 1.5 ms 2.0 KB')
    await expect.poll(() => lines.length).toBe(2)
    const [ours, pinos] = lines.map((l) => {
      const { time, ...rest } = JSON.parse(l) as Record<string, unknown>
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      return JSON.stringify(rest)
    })
    expect(ours).toBe(pinos)
    // Below the level set, no line.
    const quiet = createLogger({ format: 'json', instance: 'q', level: 'warn', to: out })
    quiet.request(record)
    quiet.warn('the end')
    await expect.poll(() => lines.length).toBe(3)
    expect(lines[2]).toContain('the end')
  })

  it('writes a readable line locally', async () => {
    const out = new PassThrough()
    let text = ''
    out.on('data', (d) => (text += String(d)))
    const log = createLogger({ format: 'pretty', instance: 'test:1', to: out })
    log.request({ id: 'x', method: 'GET', path: '/explore', status: 200, ms: 3, bytes: 12_400 })
    await expect.poll(() => text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO \[http\] GET \/explore 200 3 ms 12\.1 KB\n$/)
    // A problem: its level, and the error's stack indented below.
    log.error({ err: new Error('boom'), id: 'x' }, 'request failed')
    await expect.poll(() => text).toMatch(/\] ERROR \[http\] request failed \(request x\)\n {4}Error: boom\n {8}at /)
  })
})

describe('health', () => {
  function liveSite() {
    const dir = mkdtempSync(path.join(tmpdir(), 'health-'))
    const build = path.join(dir, 'builds', '2026-11-27T10-00-00-000Z-abc')
    mkdirSync(build, { recursive: true })
    writeFileSync(path.join(build, 'site-manifest.json'), '{"countries":[]}')
    symlinkSync(path.relative(dir, build), path.join(dir, 'current'))
    return new SiteStore(dir)
  }

  it('is not ready, and says why, when the database does not answer; and from the moment it drains', async () => {
    const closed = net.createServer()
    const port = await listening(closed)
    closed.close()
    const h = healthChecks({
      databaseUrl: `postgres://x:y@127.0.0.1:${port}/none`,
      site: liveSite(),
      instance: 'test:1',
    })
    expect(h.health()).toMatchObject({ status: 'ok', instance: 'test:1' })
    const r = await h.ready()
    expect(r).toMatchObject({
      status: 'not ready',
      reason: 'The database does not answer.',
      database: 'unreachable',
      admin: 'ready',
      shutting_down: false,
    })
    expect(r.site).toMatchObject({ build: '2026-11-27T10-00-00-000Z-abc' })
    h.drain()
    expect(await h.ready()).toMatchObject({ reason: 'The instance is shutting down.', shutting_down: true })
    await h.close()
  })

  it('reports publishes that keep failing, and stays ready: the site serves the last build that went through', async () => {
    let failed = 2
    const h = healthChecks({
      databaseUrl: 'postgres://x:y@127.0.0.1:9/none',
      site: liveSite(),
      instance: 'test:1',
      databaseState: () => 'up',
      publishFailures: () => failed,
    })
    const quiet = await h.ready()
    expect(quiet.publishes_failed_in_a_row).toBe(2)
    expect(quiet.warning).toBeUndefined()
    failed = 3
    expect((await h.ready()).warning).toBe(
      "The last 3 publishes failed: the site shows the build before them (see the log's publish records).",
    )
    await h.close()
  })

  it("is not ready, and says why, when its site folder is not the publisher's", async () => {
    const problem =
      'This instance does not share its site folder with the publisher (build b-2 is not in its DATA_DIR).'
    const h = healthChecks({
      databaseUrl: 'postgres://x:y@127.0.0.1:9/none',
      site: liveSite(),
      instance: 'test:1',
      siteProblem: () => problem,
    })
    expect(await h.ready()).toMatchObject({ status: 'not ready', reason: problem })
    await h.close()
  })

  it('is not ready at once while the embedded database is being started again', async () => {
    const h = healthChecks({
      databaseUrl: 'postgres://x:y@127.0.0.1:9/none',
      site: liveSite(),
      instance: 'test:1',
      databaseState: () => 'restarting',
    })
    expect(await h.ready()).toMatchObject({
      status: 'not ready',
      reason: 'The database stopped and is being started again.',
    })
    await h.close()
  })
})

describe('before anything starts', () => {
  it('names the Node.js the project needs', () => {
    expect(nodeProblem('>=22.12', '24.1.0')).toBeNull()
    expect(nodeProblem('>=22.12', '22.12.0')).toBeNull()
    expect(nodeProblem('>=22.12', '22.11.0')).toBe(
      "Wine Compass needs Node.js 22.12 or newer; this is 22.11.0. npm start runs the project's own (node_modules/.bin/node, .nvmrc); outside npm (systemd, PM2) start it the same way: node_modules/.bin/node --import tsx/esm scripts/start.ts.",
    )
    expect(nodeProblem('>=22.12', '20.18.1')).toMatch(/^Wine Compass needs Node\.js 22\.12/)
  })

  it("takes DATABASE_URI, Payload's name, as DATABASE_URL, and refuses the two naming different databases", () => {
    const env: Record<string, string | undefined> = { DATABASE_URI: 'postgres://u:p@db:5432/wine' }
    acceptDatabaseUri(env)
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/wine')
    const same: Record<string, string | undefined> = { DATABASE_URI: 'postgres://a/b', DATABASE_URL: 'postgres://a/b' }
    acceptDatabaseUri(same)
    expect(same.DATABASE_URL).toBe('postgres://a/b')
    expect(() => acceptDatabaseUri({ DATABASE_URI: 'postgres://a/b', DATABASE_URL: 'postgres://c/d' })).toThrow(
      'DATABASE_URL and DATABASE_URI name different databases: keep one of them (DATABASE_URL is the one the docs use).',
    )
    const none: Record<string, string | undefined> = {}
    acceptDatabaseUri(none)
    expect(none.DATABASE_URL).toBeUndefined()
  })

  it('states the Node.js that runs, where tools look for it', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string }
      devEngines: { runtime: { name: string; version: string } }
      dependencies: Record<string, string>
    }
    const runs = pkg.dependencies.node
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(runs)
    expect(pkg.devEngines.runtime).toMatchObject({ name: 'node', version: pkg.engines.node })
    expect(nodeProblem(pkg.engines.node, runs)).toBeNull()
  })

  it('reports a port another program holds, in one sentence', async () => {
    const holder = net.createServer()
    const port = await listening(holder)
    const refused = await checkPortFree(port, '127.0.0.1').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(StartupError)
    expect((refused as Error).message).toBe(
      `Port ${port} is already in use by another program: stop it, or start on another port (PORT=${port + 1} npm start).`,
    )
    holder.close()
    await expect(checkPortFree(port, '127.0.0.1')).resolves.toBeUndefined()
  })
})

describe('npm run dev', () => {
  it("asks Astro's dev server for the page the router chose", () => {
    expect(devPagePath('en/us/explore/index.html')).toBe('/en/us/explore/')
    expect(devPagePath('en/index.html')).toBe('/en/')
    expect(devPagePath('ja/404.html')).toBe('/ja/404')
  })

  it("passes Vite's own paths through, and nothing of the site's", () => {
    for (const p of [
      '/@vite/client',
      '/src/lib/startup/run.ts',
      '/node_modules/.vite/deps/react.js',
      '/@fs/work/x.js',
      '/__astro_dev_toolbar__',
    ])
      expect(isDevServerPath(p), p).toBe(true)
    for (const p of ['/explore', '/api/user', '/admin', '/media/a.webp', '/sourcing'])
      expect(isDevServerPath(p), p).toBe(false)
  })
})

describe('backups', () => {
  it('names archives by their moment, sortable and safe in any shell', () => {
    expect(backupFileName(new Date('2026-11-28T03:04:05.678Z'))).toBe('wine-compass-2026-11-28T030405Z.tar.gz')
  })

  it('takes the WAL from the segment the backup started in to the one it ended in', () => {
    const names = [
      '000000010000000000000004',
      '000000010000000000000005',
      '0000000100000001000000FF',
      '000000010000000200000000',
      '000000010000000200000001',
      'archive_status',
      '00000002.history',
    ]
    expect(walFilesNeeded(names, '0000000100000001000000FF', '000000010000000200000000')).toEqual([
      '0000000100000001000000FF',
      '000000010000000200000000',
      '00000002.history',
    ])
    expect(() => walFilesNeeded(names, '000000010000000000000004', '000000010000000000000006')).toThrow(
      /000000010000000000000006 went missing/,
    )
  })
})

describe('the edge deploy', () => {
  it('asks for no compatibility date newer than the pinned workerd runs (wrangler would fall back, with a warning)', () => {
    const wrangler = readFileSync('wrangler.jsonc', 'utf8')
    const wanted = /"compatibility_date":\s*"(\d{4}-\d{2}-\d{2})"/.exec(wrangler)?.[1]
    const workerd = (JSON.parse(readFileSync('node_modules/workerd/package.json', 'utf8')) as { version: string })
      .version
    const [, y, m, d] = /^1\.(\d{4})(\d{2})(\d{2})\./.exec(workerd) ?? []
    expect(wanted).toBeDefined()
    expect(wanted! <= `${y}-${m}-${d}`).toBe(true)
  })
})

describe('a first start, while the admin and API are built', () => {
  it('answers the admin with a page in the staff language that reloads itself, running nothing', () => {
    const a = preparingAnswer(
      { method: 'GET', url: '/admin/collections/wines?x=1', headers: { 'accept-language': 'ja,en;q=0.8' } },
      { https: false },
    )
    expect(a.status).toBe(503)
    expect(a.headers['retry-after']).toBe('5')
    expect(a.headers['cache-control']).toBe('no-store')
    expect(a.headers['content-type']).toContain('text/html')
    expect(a.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/)
    expect(a.body).toContain('<html lang="ja">')
    expect(a.body).toContain('<meta http-equiv="refresh" content="5">')
    expect(a.body).toContain('管理画面を準備しています')
    expect(a.body).not.toContain('<script')
  })

  it("answers the API with a 503 in the visitor's language", () => {
    const a = preparingAnswer(
      { method: 'POST', url: '/api/tracking', headers: { cookie: 'locale=es' } },
      { https: true },
    )
    expect(a.status).toBe(503)
    expect(a.headers['content-type']).toContain('application/json')
    expect(JSON.parse(a.body)).toEqual({
      message: 'La aplicación se está iniciando. Vuelve a intentarlo en un minuto.',
    })
    expect(a.headers['strict-transport-security']).toBeDefined()
  })

  it('is an answer every declared call lists, in the shape it declares', () => {
    const a = preparingAnswer({ method: 'GET', url: '/api/user', headers: {} }, { https: false })
    for (const r of DECLARED_CALLS as unknown as { path: string; responses: Record<number, unknown> }[]) {
      const declared = r.responses[503] as { content: { 'application/json': { schema: z.ZodType } } } | undefined
      expect(declared, r.path).toBeDefined()
      expect(declared!.content['application/json'].schema.safeParse(JSON.parse(a.body)).success, r.path).toBe(true)
    }
  })
})
