/**
 * After the build: the SHA-256 of every inline script in the built pages, written into
 * site-manifest.json (`scriptHashes`) so that each runtime sends a Content-Security-Policy that allows
 * exactly those scripts and no other inline one (server/serve/headers.ts). The site has a handful of
 * distinct inline scripts (Astro's island loader), the same on every page, so one list serves all.
 */
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { AstroIntegration } from 'astro'
import { afterBuild, filesUnder, writeFresh } from './afterBuild'

/** Inline <script> bodies that the browser runs (not data blocks such as JSON-LD). */
export function inlineScripts(html: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]
    if (/(?:^|\s)src\s*=/i.test(attrs)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    out.push(m[2])
  }
  return out
}

export const scriptHash = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`

/**
 * Writes the hashes of the inline scripts of the build in `root` into its site-manifest.json; answers
 * how many. `known`: each page's hashes by its file's inode, kept between builds by a process that
 * builds again (a quick publish links unchanged pages from the live build: same inode, same bytes).
 */
export function writeScriptHashes(root: string, known?: Map<number, string[]>): number {
  const hashes = pageScriptHashes(root, known)
  const manifestFile = path.join(root, 'site-manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>
  manifest.scriptHashes = [...hashes].sort()
  writeFresh(manifestFile, JSON.stringify(manifest))
  return hashes.size
}

/** The hashes of the inline scripts of the pages in `root`; `known` as in writeScriptHashes, kept up to date. */
export function pageScriptHashes(root: string, known?: Map<number, string[]>): Set<string> {
  const hashes = new Set<string>()
  const seen = new Map<number, string[]>()
  // Read synchronously, as the build has just written them (in the page cache): through libuv's pool,
  // four at a time, the 1,700 pages took 0.25-0.3 s of every publish.
  for (const file of filesUnder(root, (name) => name.endsWith('.html'))) {
    const ino = known ? statSync(file).ino : 0
    const page = known?.get(ino) ?? inlineScripts(readFileSync(file, 'utf8')).map(scriptHash)
    if (known) seen.set(ino, page)
    for (const h of page) hashes.add(h)
  }
  if (known) {
    known.clear()
    for (const [ino, page] of seen) known.set(ino, page)
  }
  return hashes
}

export const scriptHashesLine = (count: number) => `${count} inline script hashes for the Content-Security-Policy`

export function inlineScriptHashes(): AstroIntegration {
  return afterBuild('wine-compass:inline-script-hashes', async (root, logger) =>
    logger.info(scriptHashesLine(writeScriptHashes(root))),
  )
}
