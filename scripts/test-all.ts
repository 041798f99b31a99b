/** npm test: the typecheck, lint (eslint and Prettier's check), then the unit, integration and end-to-end suites in turn; a summary line at the end. */
import { spawnSync } from 'node:child_process'

const suites: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit', ['run', 'test:unit']],
  ['integration', ['run', 'test:integration']],
  ['e2e', ['run', 'test:e2e']],
]
const results: { name: string; ok: boolean; seconds: number }[] = []
for (const [name, args] of suites) {
  const t0 = Date.now()
  console.log(`\n=== ${name} ===`)
  const r = spawnSync('npm', args, { stdio: 'inherit', env: process.env })
  results.push({ name, ok: r.status === 0, seconds: (Date.now() - t0) / 1000 })
}
console.log('\nSuites:')
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds.toFixed(1)} s)`)
const failed = results.filter((r) => !r.ok).length
console.log(`suites: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
