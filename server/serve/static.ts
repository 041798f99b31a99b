/**
 * Files as the Node server sends them (docs/decisions.md, Close to the limit): from memory, with the brotli or gzip copy the build
 * made (src/integrations/precompress.ts), a strong ETag per representation and 304, byte ranges
 * (Safari plays a video only with them) and HEAD.
 *
 * A build folder never changes once made, so its files are read once and never looked at again: no
 * filesystem call on the hot path. The media folder does change (uploads), so its files are checked
 * by size and time on each request. Memory is bounded (least recently used first out); files over
 * 1 MB stream from disk.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import parseRange from 'range-parser'
import { COMPRESSIBLE, MIN_COMPRESS_BYTES, TYPES } from './fileTypes'

/** Resolves `file` inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, file: string): string | null {
  const full = path.resolve(root, file)
  return full === root || full.startsWith(root + path.sep) ? full : null
}

export type Encoding = 'br' | 'gzip'
type Version = { body: Buffer; etag: string }
/** A file as known: its bytes when small enough to keep, and each encoding once asked for. */
type Entry = {
  type: string
  size: number
  mtimeMs: number
  etag: string
  raw: Buffer | null
  compressible: boolean
  encoded: Partial<Record<Encoding, Version>>
}

/** Kept in memory at most (all files and their copies), and the largest file kept. */
const MEMORY_LIMIT = 128 * 1024 * 1024
const FILE_IN_MEMORY_MAX = 1024 * 1024

const known = new Map<string, Entry | null>()
let kept = 0
/**
 * Answers kept for the caller's key (the router's decision for a request line and its cookies, one
 * object per build) and the encoding asked for. They hold the same bytes as the files in memory: all
 * are dropped when any file leaves memory or changes, so the memory limit holds for them too.
 */
let keptAnswers = new WeakMap<object, Map<Encoding | null, Answer>>()

const weight = (e: Entry | null) =>
  (e ? (e.raw?.length ?? 0) + (e.encoded.br?.body.length ?? 0) + (e.encoded.gzip?.body.length ?? 0) : 0) + 200
function remember(full: string, entry: Entry | null) {
  const old = known.get(full)
  if (old !== undefined) kept -= weight(old)
  if (old !== undefined && old !== entry) keptAnswers = new WeakMap()
  known.delete(full)
  known.set(full, entry)
  kept += weight(entry)
  for (const [key, e] of known) {
    if (kept <= MEMORY_LIMIT) break
    known.delete(key)
    kept -= weight(e)
    keptAnswers = new WeakMap()
  }
}

const hashTag = (data: Buffer) => createHash('sha1').update(data).digest('base64url').slice(0, 22)

async function load(full: string, mtimeMs: number, size: number): Promise<Entry> {
  const ext = path.extname(full).toLowerCase()
  const raw = size <= FILE_IN_MEMORY_MAX ? await readFile(full) : null
  return {
    type: TYPES[ext] ?? 'application/octet-stream',
    size: raw?.length ?? size,
    mtimeMs,
    // Small files: a hash of the bytes. Big ones: size and time, as nginx does.
    etag: raw ? hashTag(raw) : `${Math.floor(mtimeMs).toString(36)}-${size.toString(36)}`,
    raw,
    compressible: COMPRESSIBLE.has(ext) && raw !== null && raw.length >= MIN_COMPRESS_BYTES,
    encoded: {},
  }
}

/** The file's entry; null when there is none. Immutable roots are read once; others are checked by size and time. */
async function entryOf(full: string, immutable: boolean): Promise<Entry | null> {
  const cached = known.get(full)
  if (immutable && cached !== undefined) {
    known.delete(full)
    known.set(full, cached)
    return cached
  }
  const info = await stat(full).catch(() => null)
  if (!info?.isFile()) {
    remember(full, null)
    return null
  }
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached
  const entry = await load(full, info.mtimeMs, info.size)
  remember(full, entry)
  return entry
}

/** The encoded copy: the build's own file when there is one, else made now (media SVGs) and kept. */
async function encodedOf(full: string, entry: Entry, encoding: Encoding): Promise<Version> {
  const have = entry.encoded[encoding]
  if (have) return have
  const made = await readFile(`${full}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null)
  const body =
    made ??
    (encoding === 'br'
      ? brotliCompressSync(entry.raw!, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(entry.raw!, { level: 9 }))
  const version = { body, etag: `${entry.etag}-${encoding === 'br' ? 'br' : 'gz'}` }
  entry.encoded[encoding] = version
  remember(full, entry)
  return version
}

/** The encoding to send, from Accept-Encoding (q=0 refuses one): brotli first, then gzip, else none. */
export function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null
  let picked = picks.get(accept)
  if (picked === undefined) {
    picked = readAcceptEncoding(accept)
    // Browsers send a handful of distinct values; anything else is read again rather than kept.
    if (picks.size < 64) picks.set(accept, picked)
  }
  return picked
}
const picks = new Map<string, Encoding | null>()

function readAcceptEncoding(accept: string): Encoding | null {
  const q = new Map<string, number>()
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    q.set(name, qp ? Number(qp.slice(2)) || 0 : 1)
  }
  const ok = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null
}

/** If-None-Match against a strong tag, compared weakly as RFC 9110 asks for this header. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

export type SendOptions = {
  status?: number
  cacheControl: string
  vary?: string
  headers?: Record<string, string>
  immutable?: boolean
}

/**
 * A file's answer, worked out once for one representation: what every request for it gets, but for
 * the parts that depend on the request (304, HEAD, a byte range). The server keeps the answers of
 * a build's files (they never change) and sends them without any work of its own (docs/decisions.md, Close to the limit).
 */
export type Answer = {
  status: number
  headers: Record<string, string | number>
  /** The headers of a 304 for it: no body, so no type, length or encoding. */
  notModifiedHeaders: Record<string, string | number>
  /** The bytes sent; null for a file too big to keep, streamed from `full`. */
  body: Buffer | null
  full: string
  size: number
  etag: string
  /** The file as it is (not a compressed copy): byte ranges of it are served. */
  ranges: boolean
}

/** The answer for `full` in the encoding the request accepts; null when there is no such file. */
export async function prepareFile(
  full: string,
  o: SendOptions,
  acceptEncoding: string | undefined,
): Promise<Answer | null> {
  const entry = await entryOf(full, o.immutable ?? false)
  if (!entry) return null
  const headers: Record<string, string | number> = {
    'content-type': entry.type,
    'cache-control': o.cacheControl,
    'x-content-type-options': 'nosniff',
    ...o.headers,
  }
  const vary = [o.vary, entry.compressible ? 'Accept-Encoding' : ''].filter(Boolean).join(', ')
  if (vary) headers.vary = vary
  const encoding = entry.compressible ? pickEncoding(acceptEncoding) : null
  const version = encoding ? await encodedOf(full, entry, encoding) : null
  const etag = `"${version?.etag ?? entry.etag}"`
  headers.etag = etag
  const { 'content-type': _type, ...notModifiedHeaders } = headers
  if (version) {
    headers['content-encoding'] = encoding!
  } else {
    headers['accept-ranges'] = 'bytes'
  }
  const body = version?.body ?? entry.raw
  headers['content-length'] = body?.length ?? entry.size
  return {
    status: o.status ?? 200,
    headers,
    notModifiedHeaders,
    body,
    full,
    size: body?.length ?? entry.size,
    etag,
    ranges: !version,
  }
}

/** Sends a prepared answer to this request: 304 when the browser has it, one byte range, HEAD. */
export function sendAnswer(req: IncomingMessage, res: ServerResponse, a: Answer): void {
  if (a.status === 200 && notModified(req.headers['if-none-match'], a.etag))
    return answer(res, 304, a.notModifiedHeaders)
  const head = req.method === 'HEAD'
  const rangeHeader = a.ranges && a.status === 200 ? req.headers.range : undefined
  if (!rangeHeader) {
    if (head || a.size === 0) return answer(res, a.status, a.headers)
    if (a.body) return answer(res, a.status, a.headers, a.body)
    res.writeHead(a.status, a.headers)
    return void createReadStream(a.full).pipe(res)
  }
  // One byte range of the file as it is (a video's seek): 206, or 416 past its end; the whole file
  // when If-Range names another version.
  const ifRange = req.headers['if-range']
  const ranges = !ifRange || ifRange === a.etag ? parseRange(a.size, rangeHeader, { combine: true }) : null
  if (ranges === -1)
    return answer(res, 416, { ...a.headers, 'content-range': `bytes */${a.size}`, 'content-length': 0 })
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : null
  if (!range) return sendAnswer(req, res, { ...a, ranges: false })
  const { start, end } = range
  const headers = {
    ...a.headers,
    'content-range': `bytes ${start}-${end}/${a.size}`,
    'content-length': end - start + 1,
  }
  if (head) return answer(res, 206, headers)
  if (a.body) return answer(res, 206, headers, a.body.subarray(start, end + 1))
  res.writeHead(206, headers)
  createReadStream(a.full, { start, end }).pipe(res)
}

export function keptAnswer(key: object, acceptEncoding: string | undefined): Answer | undefined {
  return keptAnswers.get(key)?.get(pickEncoding(acceptEncoding))
}

export function keepAnswer(key: object, acceptEncoding: string | undefined, a: Answer): void {
  let byEncoding = keptAnswers.get(key)
  if (!byEncoding) keptAnswers.set(key, (byEncoding = new Map()))
  byEncoding.set(pickEncoding(acceptEncoding), a)
}

/** Sends a file; returns false (sending nothing) when it does not exist. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  full: string,
  o: SendOptions,
): Promise<boolean> {
  const a = await prepareFile(full, o, req.headers['accept-encoding'])
  if (!a) return false
  sendAnswer(req, res, a)
  return true
}

function answer(res: ServerResponse, status: number, headers: Record<string, string | number>, body?: Buffer): void {
  res.writeHead(status, headers)
  res.end(body)
}

/** A short plain-text answer (404, 411, 503 and the like), never cached. */
export function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  res.end(text)
}
