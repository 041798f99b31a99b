/**
 * Page weight of built pages: HTML and CSS (gzip) and the JavaScript each page loads (gzip, following
 * static imports), from a built site folder:
 *   npx tsx scripts/page-weight.ts [siteDir] [page.html...]
 * Default: the gate, home and terms in en, from dist/.
 */
import { pageWeight } from './lib/pageWeight'

const [dir = 'dist', ...pages] = process.argv.slice(2)
const list = pages.length ? pages : ['en/gate/index.html', 'en/index.html', 'en/terms/index.html', 'ja/index.html']
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

console.log(
  'page'.padEnd(24),
  'HTML'.padStart(9),
  'CSS'.padStart(9),
  'HTML+CSS'.padStart(10),
  'JS'.padStart(9),
  ' JS files',
)
for (const page of list) {
  const w = pageWeight(dir, page)
  console.log(
    page.padEnd(24),
    kb(w.html).padStart(9),
    kb(w.css).padStart(9),
    kb(w.html + w.css).padStart(10),
    kb(w.js).padStart(9),
    ` ${w.jsFiles}${w.inlineJs ? ' + inline' : ''}`,
  )
}
