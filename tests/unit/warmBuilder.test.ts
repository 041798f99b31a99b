/** server/publish/siteBuild.ts WarmBuilder with a stand-in worker: one child kept between builds (or one per build), replaced after a failure or for new code. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { WarmBuilder } from '../../server/publish/siteBuild'

// The real worker's protocol: a message per build, the log on stdout ended by "<mark> ok|failed".
const root = mkdtempSync(path.join(tmpdir(), 'warm-builder-'))
mkdirSync(path.join(root, 'server'))
writeFileSync(
  path.join(root, 'server', 'worker.mjs'),
  `process.on('disconnect', () => process.exit(0))
process.on('message', ({ env, mark }) => {
  process.stdout.write(\`built by \${process.pid}\\n\`)
  // HANG: a build that never ends by itself.
  if (!env.HANG) process.stdout.write(\`\${mark} \${env.FAIL ? 'failed' : 'ok'}\\n\`)
})
`,
)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const builder = (staysLoaded = true, idleMs?: number) =>
  new WarmBuilder(root, { script: 'server/worker.mjs', execArgv: [], staysLoaded, idleMs })
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pid = (output: string) => /built by (\d+)/.exec(output)?.[1]

describe('the warm builder', () => {
  it('keeps one child for its builds and preparations while the site code stays the same, and starts a new one for new code', async () => {
    const b = builder()
    expect((await b.prepare({}, 'a')).code).toBe(0)
    const pids = []
    for (const code of ['a', 'a', 'a', 'b']) {
      const { code: exit, output } = await b.build({}, false, code)
      expect(exit).toBe(0)
      pids.push(pid(output))
    }
    expect(new Set(pids.slice(0, 3)).size).toBe(1)
    expect(pids[3]).not.toBe(pids[0])
  })

  it('starts a child per build when it is not to stay loaded (the astro builder)', async () => {
    const b = builder(false)
    const [first, second] = [await b.build({}, false), await b.build({}, false)]
    expect(pid(second.output)).not.toBe(pid(first.output))
  })

  it('replaces the child after a failed build', async () => {
    const b = builder()
    const first = await b.build({}, false)
    const failed = await b.build({ FAIL: '1' }, false)
    expect(failed.code).toBe(1)
    expect(pid(failed.output)).toBe(pid(first.output))
    const after = [await b.build({}, false), await b.build({}, false)]
    expect(pid(after[0].output)).not.toBe(pid(first.output))
    expect(pid(after[1].output)).toBe(pid(after[0].output))
  })

  it('stops a build when its signal aborts: the child goes, and the next build gets a new one', async () => {
    const b = builder()
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

  it('lets its child go after an idle period, unless kept: the next build starts a new one', async () => {
    const b = builder(true, 300)
    const first = pid((await b.build({}, false)).output)
    await wait(150)
    expect(b.keep()).toBe(true)
    await wait(200)
    const kept = pid((await b.build({}, false)).output)
    expect(kept).toBe(first)
    await wait(500)
    expect(b.keep()).toBe(false)
    const next = pid((await b.build({}, false)).output)
    expect(next).not.toBe(first)
  })

  it('joins a preparation already asked for instead of queueing another', async () => {
    const b = builder()
    const [one, two] = [b.prepare({}, 'a'), b.prepare({}, 'a')]
    expect(two).toBe(one)
    expect(b.keep()).toBe(true)
    expect((await one).code).toBe(0)
    expect(b.prepare({}, 'a')).not.toBe(one)
  })
})
