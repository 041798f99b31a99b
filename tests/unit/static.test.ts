/** server/serve/static.ts on real files through a real HTTP server: encodings, ETags and 304, ranges, memory. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keepAnswer, keptAnswer, notModified, pickEncoding, prepareFile, sendFile } from '../../server/serve/static'

const root = mkdtempSync(path.join(tmpdir(), 'static-'))
const page = 'Wine '.repeat(400) // 2,000 bytes: compressible
const video = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251))
const big = Buffer.alloc(1536 * 1024, 7) // past what is kept in memory: streamed
let base = ''
let server: http.Server

beforeAll(async () => {
  writeFileSync(path.join(root, 'page.html'), page)
  // The build's copies say so, to tell them from a copy made on the fly.
  writeFileSync(path.join(root, 'page.html.br'), brotliCompressSync('made by the build (br)'))
  writeFileSync(path.join(root, 'page.html.gz'), gzipSync('made by the build (gzip)'))
  writeFileSync(path.join(root, 'plain.svg'), '<svg>'.padEnd(1500, ' ') + '</svg>')
  writeFileSync(path.join(root, 'story.mp4'), video)
  writeFileSync(path.join(root, 'big.mp4'), big)
  writeFileSync(path.join(root, 'gone.html'), page)
  server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const immutable = url.searchParams.has('immutable')
    if (
      !(await sendFile(req, res, path.join(root, url.pathname.slice(1)), {
        cacheControl: 'no-cache',
        vary: 'Cookie',
        immutable,
      }))
    ) {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  rmSync(root, { recursive: true, force: true })
})

/** A raw request (fetch would decode bodies and add Accept-Encoding itself). */
function get(
  file: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/${file}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('encodings', () => {
  it("sends the build's brotli or gzip copy by Accept-Encoding, and the file as it is without one", async () => {
    const br = await get('page.html', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe('made by the build (br)')
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding')
    const gz = await get('page.html', { 'accept-encoding': 'br;q=0, gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe('made by the build (gzip)')
    const plain = await get('page.html')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
    expect(Number(plain.headers['content-length'])).toBe(page.length)
  })

  it('compresses a text file without a copy (an uploaded SVG) once, and never a video', async () => {
    const svg = await get('plain.svg', { 'accept-encoding': 'br' })
    expect(svg.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(svg.body).toString()).toMatch(/^<svg>/)
    const mp4 = await get('story.mp4', { 'accept-encoding': 'br' })
    expect(mp4.headers['content-encoding']).toBeUndefined()
    expect(mp4.headers.vary).toBe('Cookie')
  })

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('*, br;q=0')).toBe('gzip')
    expect(pickEncoding(undefined)).toBeNull()
  })
})

describe('ETag and 304', () => {
  it('gives each representation its own strong tag, and 304 with no body when the browser has it', async () => {
    const br = await get('page.html', { 'accept-encoding': 'br' })
    const plain = await get('page.html')
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/)
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    const again = await get('page.html', { 'accept-encoding': 'br', 'if-none-match': `W/${br.headers.etag}, "other"` })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(br.headers.etag)
    expect(again.headers['cache-control']).toBe('no-cache')
    expect((await get('page.html', { 'if-none-match': br.headers.etag! })).status).toBe(200)
  })

  it('compares tags weakly, as RFC 9110 asks for If-None-Match', () => {
    expect(notModified('"a"', '"a"')).toBe(true)
    expect(notModified('W/"a"', '"a"')).toBe(true)
    expect(notModified('*', '"a"')).toBe(true)
    expect(notModified('"b", "c"', '"a"')).toBe(false)
    expect(notModified(undefined, '"a"')).toBe(false)
  })
})

describe('byte ranges', () => {
  it('answers a partial request with 206 and the bytes asked for', async () => {
    const part = await get('story.mp4', { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe('bytes 100-199/3000')
    expect(part.headers['accept-ranges']).toBe('bytes')
    expect(part.body.equals(video.subarray(100, 200))).toBe(true)
    const tail = await get('story.mp4', { range: 'bytes=-10' })
    expect(tail.body.equals(video.subarray(2990))).toBe(true)
  })

  it('answers 416 past the end, and the whole file when If-Range names another version', async () => {
    const past = await get('story.mp4', { range: 'bytes=5000-' })
    expect(past.status).toBe(416)
    expect(past.headers['content-range']).toBe('bytes */3000')
    const changed = await get('story.mp4', { range: 'bytes=0-9', 'if-range': '"old"' })
    expect(changed.status).toBe(200)
    expect(changed.body.length).toBe(3000)
  })

  it('streams ranges of a file too big to keep in memory', async () => {
    const part = await get('big.mp4', { range: 'bytes=1048570-1048580' })
    expect(part.status).toBe(206)
    expect(part.body.equals(big.subarray(1048570, 1048581))).toBe(true)
    const head = await get('big.mp4', {}, 'HEAD')
    expect(Number(head.headers['content-length'])).toBe(big.length)
    expect(head.body.length).toBe(0)
  })
})

describe('memory', () => {
  it("keeps a build's files once read (no filesystem call after), and checks media each time", async () => {
    expect((await get('gone.html?immutable')).status).toBe(200)
    expect((await get('gone.html')).status).toBe(200)
    rmSync(path.join(root, 'gone.html'))
    expect((await get('gone.html?immutable')).status).toBe(200)
    expect((await get('gone.html')).status).toBe(404)
  })
  it('keeps an answer per key and encoding, and drops them all when a file changes', async () => {
    const key = {}
    const file = path.join(root, 'kept.html')
    writeFileSync(file, page)
    const br = await prepareFile(file, { cacheControl: 'no-cache' }, 'gzip, br')
    keepAnswer(key, 'gzip, br', br!)
    expect(keptAnswer(key, 'br')).toBe(br)
    expect(keptAnswer(key, 'gzip')).toBeUndefined()
    expect(keptAnswer({}, 'br')).toBeUndefined()
    expect(br).toMatchObject({
      status: 200,
      headers: { 'content-encoding': 'br', vary: 'Accept-Encoding' },
      ranges: false,
    })
    // A media file changed on disk (checked each time): its new entry drops every kept answer.
    writeFileSync(file, `${page}!`)
    await prepareFile(file, { cacheControl: 'no-cache' }, 'br')
    expect(keptAnswer(key, 'br')).toBeUndefined()
  })
})
