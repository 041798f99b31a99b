/** server/siteBuild.ts WarmBuilder with a stand-in worker: one child kept between builds, replaced after its last. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { WarmBuilder } from '../../server/siteBuild'

// The real worker's protocol: a message per build, the log on stdout ended by "<mark> ok|failed".
const root = mkdtempSync(path.join(tmpdir(), 'warm-builder-'))
mkdirSync(path.join(root, 'server'))
writeFileSync(
  path.join(root, 'server', 'astroBuildWorker.mjs'),
  `process.on('disconnect', () => process.exit(0))
process.on('message', ({ env, mark }) => {
  process.stdout.write(\`built by \${process.pid}\\n\`)
  // HANG: a build that never ends by itself.
  if (!env.HANG) process.stdout.write(\`\${mark} \${env.FAIL ? 'failed' : 'ok'}\\n\`)
})
`,
)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const builder = (max: number) => new WarmBuilder(root, max)
const pid = (output: string) => /built by (\d+)/.exec(output)?.[1]

describe('the warm builder', () => {
  it('keeps one child for its builds, and starts a new one after the last', async () => {
    const b = builder(3)
    const pids = []
    for (let i = 0; i < 4; i++) {
      const { code, output } = await b.build({}, false)
      expect(code).toBe(0)
      pids.push(pid(output))
    }
    expect(new Set(pids.slice(0, 3)).size).toBe(1)
    expect(pids[3]).not.toBe(pids[0])
  })

  it('replaces the child after a failed build, and counts again from there', async () => {
    const b = builder(3)
    const first = await b.build({}, false)
    const failed = await b.build({ FAIL: '1' }, false)
    expect(failed.code).toBe(1)
    expect(pid(failed.output)).toBe(pid(first.output))
    const after = [await b.build({}, false), await b.build({}, false), await b.build({}, false)]
    expect(pid(after[0].output)).not.toBe(pid(first.output))
    expect(new Set(after.map((r) => pid(r.output))).size).toBe(1)
  })

  it('stops a build when its signal aborts: the child goes, and the next build gets a new one', async () => {
    const b = builder(3)
    const first = await b.build({}, false)
    const abort = new AbortController()
    const hanging = b.build({ HANG: '1' }, false, '', abort.signal)
    setTimeout(() => abort.abort(), 100)
    const stopped = await hanging
    expect(stopped.code).toBe(1)
    expect(stopped.output).toMatch(/Stopped\.$/)
    const next = await b.build({}, false)
    expect(next.code).toBe(0)
    expect(pid(next.output)).not.toBe(pid(first.output))
  })
})
