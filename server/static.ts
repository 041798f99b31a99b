import { createReadStream, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.webmanifest'])

/** Resolves `file` inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, file: string): string | null {
  const full = path.resolve(root, file)
  return full === root || full.startsWith(root + path.sep) ? full : null
}

type Cached = { mtimeMs: number; raw: Buffer; br?: Buffer; gz?: Buffer }
const cache = new Map<string, Cached>()
const CACHE_LIMIT = 2000

async function compressed(full: string, mtimeMs: number, encoding: 'br' | 'gzip' | null): Promise<{ body: Buffer; encoding: string | null }> {
  let entry = cache.get(full)
  if (!entry || entry.mtimeMs !== mtimeMs) {
    entry = { mtimeMs, raw: await readFile(full) }
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
    cache.set(full, entry)
  }
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    return { body: entry.br, encoding: 'br' }
  }
  if (encoding === 'gzip') {
    entry.gz ??= gzipSync(entry.raw, { level: 9 })
    return { body: entry.gz, encoding: 'gzip' }
  }
  return { body: entry.raw, encoding: null }
}

function pickEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accept = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return null
}

export type SendOptions = { status?: number; cacheControl: string; vary?: string; headers?: Record<string, string> }

/** Sends a file; returns false (sending nothing) when it does not exist. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, full: string, o: SendOptions): Promise<boolean> {
  let stat
  try {
    stat = statSync(full)
  } catch {
    return false
  }
  if (!stat.isFile()) return false
  const ext = path.extname(full).toLowerCase()
  const headers: Record<string, string | number> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': o.cacheControl,
    'x-content-type-options': 'nosniff',
    ...o.headers,
  }
  if (o.vary) headers.vary = o.vary
  const status = o.status ?? 200
  if (COMPRESSIBLE.has(ext)) {
    const { body, encoding } = await compressed(full, stat.mtimeMs, pickEncoding(req))
    if (encoding) headers['content-encoding'] = encoding
    headers.vary = [o.vary, 'Accept-Encoding'].filter(Boolean).join(', ')
    headers['content-length'] = body.length
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
  headers['content-length'] = stat.size
  res.writeHead(status, headers)
  if (req.method === 'HEAD') res.end()
  else createReadStream(full).pipe(res)
  return true
}
