/**
 * The weight of one built page as a browser fetches it: its HTML, its stylesheets and the JavaScript
 * it loads (its scripts and islands, following their static imports; dynamic imports load only when
 * used), each gzipped at level 9. Used by scripts/page-weight.ts and the bench guard (bench/guard.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length

export type PageWeight = { html: number; css: number; js: number; jsFiles: number; inlineJs: boolean; total: number }

/** The page's JavaScript files, relative to `dir`: from `entry` along its static imports. */
function jsClosure(dir: string, entry: string, seen: Set<string>) {
  if (seen.has(entry)) return
  const file = path.join(dir, entry)
  if (!existsSync(file)) return
  seen.add(entry)
  const text = readFileSync(file, 'utf8')
  for (const m of text.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g)) {
    const target = m[1].startsWith('/') ? m[1] : path.posix.join(path.posix.dirname(entry), m[1])
    if (!m[0].includes('(')) jsClosure(dir, target.replace(/^\//, ''), seen)
  }
}

/** `page`: the HTML file relative to the built site `dir` (`en/index.html`). */
export function pageWeight(dir: string, page: string): PageWeight {
  const html = readFileSync(path.join(dir, page), 'utf8')
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)]
    .map((m) => readFileSync(path.join(dir, m[1]), 'utf8'))
    .join('\n')
  const entries = new Set<string>()
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) entries.add(m[1].replace(/^\//, ''))
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) entries.add(m[1].replace(/^\//, ''))
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
  for (const m of inline.matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) entries.add(m[1].replace(/^\//, ''))
  const seen = new Set<string>()
  for (const e of entries) jsClosure(dir, e, seen)
  const js = [...seen].reduce((n, f) => n + gz(readFileSync(path.join(dir, f))), 0) + (inline.trim() ? gz(inline) : 0)
  const weight = { html: gz(html), css: css ? gz(css) : 0, js, jsFiles: seen.size, inlineJs: inline.trim() !== '' }
  return { ...weight, total: weight.html + weight.css + weight.js }
}
