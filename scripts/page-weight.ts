/**
 * Page weight of built pages: HTML and CSS (gzip) and the JavaScript each page loads (gzip, following
 * static imports), from a built site folder:
 *   npx tsx scripts/page-weight.ts [siteDir] [page.html...]
 * Default: the gate, home and terms in en, from dist/.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const [dir = 'dist', ...pages] = process.argv.slice(2)
const list = pages.length ? pages : ['en/gate/index.html', 'en/index.html', 'en/terms/index.html', 'ja/index.html']
const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

function jsClosure(entry: string, seen: Set<string>) {
  if (seen.has(entry)) return
  const file = path.join(dir, entry)
  if (!existsSync(file)) return
  seen.add(entry)
  const text = readFileSync(file, 'utf8')
  for (const m of text.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g)) {
    const target = m[1].startsWith('/') ? m[1] : path.posix.join(path.posix.dirname(entry), m[1])
    // Dynamic imports of other islands' code are loaded only when used: count static ones.
    if (!m[0].includes('(')) jsClosure(target.replace(/^\//, ''), seen)
  }
}

console.log(
  'page'.padEnd(24),
  'HTML'.padStart(9),
  'CSS'.padStart(9),
  'HTML+CSS'.padStart(10),
  'JS'.padStart(9),
  ' JS files',
)
for (const page of list) {
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
  for (const e of entries) jsClosure(e, seen)
  const js = [...seen].reduce((n, f) => n + gz(readFileSync(path.join(dir, f))), 0) + (inline.trim() ? gz(inline) : 0)
  console.log(
    page.padEnd(24),
    kb(gz(html)).padStart(9),
    kb(gz(css)).padStart(9),
    kb(gz(html) + gz(css)).padStart(10),
    kb(js).padStart(9),
    ` ${seen.size}${inline.trim() ? ' + inline' : ''}`,
  )
}
