/**
 * npm test [-- SUITE...]: the typecheck (astro check), lint (ESLint, Prettier, knip and madge), then the unit, integration and end-to-end suites in turn;
 * a summary at the end. A failed suite's last lines are repeated under the summary, so the tail of a long CI log (all a
 * reader may get) names what failed. A machine without the browser the end-to-end suite drives is told so
 * first, with the command that installs it, not twenty minutes later.
 */
import { execFileSync, spawn } from 'node:child_process'
import { CHROMIUM_PATH } from './lib/chromium'

const suites: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit', ['run', 'test:unit']],
  ['integration', ['run', 'test:integration']],
  ['e2e', ['run', 'test:e2e']],
]
const TAIL_LINES = 60
// `npm test -- unit lint` runs only the suites named.
const chosen = process.argv.slice(2)

/** Runs one suite, its output passed through as it comes; resolves with its exit status and its last lines. */
function run(args: string[]): Promise<{ ok: boolean; tail: string[] }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['inherit', 'pipe', 'pipe'], env: process.env })
    let tail: string[] = []
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk)
      tail = [...tail, ...chunk.toString().split('\n')].slice(-TAIL_LINES * 2)
    }
    child.stdout.on('data', (c: Buffer) => keep(c, process.stdout))
    child.stderr.on('data', (c: Buffer) => keep(c, process.stderr))
    child.on('close', (code) => resolve({ ok: code === 0, tail: tail.filter((l) => l.trim()).slice(-TAIL_LINES) }))
  })
}

/** The browser's version line, or null when it is missing or does not run. */
function browserVersion(): string | null {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

const runs = (name: string) => chosen.length === 0 || chosen.includes(name)
if (runs('e2e')) {
  const version = browserVersion()
  if (!version) {
    console.error(
      `✖ The end-to-end suite needs Chromium at ${CHROMIUM_PATH} and it is not there (or does not run).\n` +
        `  Install Debian's: apt-get update && apt-get install -y chromium fonts-wqy-microhei\n` +
        `  (or set CHROMIUM_PATH to another Chromium). Without it: npm test -- typecheck lint unit integration`,
    )
    process.exit(1)
  }
  console.log(`browser for the end-to-end suite: ${version}`)
}

const results: { name: string; ok: boolean; seconds: number; tail: string[] }[] = []
for (const [name, args] of suites.filter(([n]) => runs(n))) {
  const t0 = Date.now()
  console.log(`\n=== ${name} ===`)
  const { ok, tail } = await run(args)
  results.push({ name, ok, seconds: (Date.now() - t0) / 1000, tail })
}
for (const r of results.filter((r) => !r.ok))
  console.log(`\n=== ${r.name} failed; its last lines ===\n${r.tail.join('\n')}`)
console.log('\nSuites:')
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds.toFixed(1)} s)`)
const failed = results.filter((r) => !r.ok).length
console.log(`suites: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
