/**
 * Files as the Node server sends them (issue 13): from memory, with the brotli or gzip copy the build
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
type Entry = { type: string; size: number; mtimeMs: number; etag: string; raw: Buffer | null; compressible: boolean; encoded: Partial<Record<Encoding, Version>> }

/** Kept in memory at most (all files and their copies), and the largest file kept. */
export const MEMORY_LIMIT = 128 * 1024 * 1024
export const FILE_IN_MEMORY_MAX = 1024 * 1024

const known = new Map<string, Entry | null>()
let kept = 0

const weight = (e: Entry | null) => (e ? (e.raw?.length ?? 0) + (e.encoded.br?.body.length ?? 0) + (e.encoded.gzip?.body.length ?? 0) : 0) + 200
function remember(full: string, entry: Entry | null) {
  const old = known.get(full)
  if (old !== undefined) kept -= weight(old)
  known.delete(full)
  known.set(full, entry)
  kept += weight(entry)
  for (const [key, e] of known) {
    if (kept <= MEMORY_LIMIT) break
    known.delete(key)
    kept -= weight(e)
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
  const body = made ?? (encoding === 'br' ? brotliCompressSync(entry.raw!, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(entry.raw!, { level: 9 }))
  const version = { body, etag: `${entry.etag}-${encoding === 'br' ? 'br' : 'gz'}` }
  entry.encoded[encoding] = version
  remember(full, entry)
  return version
}

/** The encoding to send, from Accept-Encoding (q=0 refuses one): brotli first, then gzip, else none. */
export function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null
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

export type SendOptions = { status?: number; cacheControl: string; vary?: string; headers?: Record<string, string>; immutable?: boolean }

/** Sends a file; returns false (sending nothing) when it does not exist. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, full: string, o: SendOptions): Promise<boolean> {
  const entry = await entryOf(full, o.immutable ?? false)
  if (!entry) return false
  const status = o.status ?? 200
  const headers: Record<string, string | number> = { 'content-type': entry.type, 'cache-control': o.cacheControl, 'x-content-type-options': 'nosniff', ...o.headers }
  const vary = [o.vary, entry.compressible ? 'Accept-Encoding' : ''].filter(Boolean).join(', ')
  if (vary) headers.vary = vary
  const head = req.method === 'HEAD'

  const encoding = entry.compressible ? pickEncoding(req.headers['accept-encoding']) : null
  const version = encoding ? await encodedOf(full, entry, encoding) : null
  const etag = `"${version?.etag ?? entry.etag}"`
  headers.etag = etag
  if (status === 200 && notModified(req.headers['if-none-match'], etag)) {
    const { 'content-type': _type, ...rest } = headers
    return answer(res, 304, rest)
  }
  if (version) {
    headers['content-encoding'] = encoding!
    headers['content-length'] = version.body.length
    return answer(res, status, headers, head ? undefined : version.body)
  }

  // One byte range of the file as it is (a video's seek): 206, or 416 past its end.
  headers['accept-ranges'] = 'bytes'
  const rangeHeader = req.headers.range
  const ifRange = req.headers['if-range']
  const ranges = status === 200 && rangeHeader && (!ifRange || ifRange === etag) ? parseRange(entry.size, rangeHeader, { combine: true }) : null
  if (ranges === -1) return answer(res, 416, { ...headers, 'content-range': `bytes */${entry.size}`, 'content-length': 0 })
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : null
  const start = range?.start ?? 0
  const end = range?.end ?? entry.size - 1
  if (range) headers['content-range'] = `bytes ${start}-${end}/${entry.size}`
  headers['content-length'] = entry.size === 0 ? 0 : end - start + 1
  if (head || entry.size === 0) return answer(res, range ? 206 : status, headers)
  if (entry.raw) return answer(res, range ? 206 : status, headers, range ? entry.raw.subarray(start, end + 1) : entry.raw)
  res.writeHead(range ? 206 : status, headers)
  createReadStream(full, { start, end }).pipe(res)
  return true
}

function answer(res: ServerResponse, status: number, headers: Record<string, string | number>, body?: Buffer): true {
  res.writeHead(status, headers)
  res.end(body)
  return true
}
