// @ts-check
/**
 * The warm site builder's child process (server/siteBuild.ts): Astro, Vite and our integrations stay
 * loaded between builds, which saves starting Node and loading them (about a second) on every publish.
 *
 * Each message `{ root, env, force, mark, codeHash }` makes one build with that environment (the
 * config and the integrations read it, and Astro loads the config afresh for every build). When the
 * site's code is the one of the last build here and that build is the live one, the build is a quick
 * publish (src/integrations/quickPublish.ts): only the pages whose content changed are rendered, with
 * the page code already loaded. Otherwise, and whenever `force` is set, it is `astro build`. Its log,
 * and the error of a failed build, go to stdout, ended by the line `mark ok`, `mark ok quick` or
 * `mark failed`: one pipe, so the parent has the whole log when it reads the mark. It leaves when the
 * parent disconnects (idle, or the server stopped).
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'astro'

const QUICK = Symbol.for('wine-compass.quick-publish')
// The quick publish keeps each build's server bundle loaded through Node's import (src/integrations/quickPublish.ts).
Object.assign(globalThis, { [Symbol.for('wine-compass.native-import')]: (/** @type {string} */ url) => import(url) })
process.on('disconnect', () => process.exit(0))

/** The code hash (server/buildState.ts SITE_INPUTS) of the last `astro build` that succeeded here. */
let builtCode = ''

/** @type {Promise<void>} */
let queue = Promise.resolve()
process.on('message', (/** @type {Message} */ msg) => {
  queue = queue.then(() => run(msg))
})

/** @typedef {{ root: string, env: Record<string, string>, force: boolean, mark: string, codeHash: string }} Message */

/** @param {Message} msg */
async function quick({ env, force, codeHash }) {
  /** @type {import('../src/integrations/quickPublish').QuickPublisher | undefined} */
  const quick = /** @type {any} */ (globalThis)[QUICK]
  if (force || !quick || !codeHash || codeHash !== builtCode || !env.SITE_PREVIOUS_DIR) return false
  if (quick.dir !== path.resolve(env.SITE_PREVIOUS_DIR)) return false
  const t0 = Date.now()
  try {
    const done = await quick.publish(path.resolve(env.SITE_OUT_DIR))
    if (!done) throw new Error('a page needs a full build')
    process.stdout.write(
      `${done.log.join('\n')}\n[quick-publish] ${done.rendered.length} page(s) rendered, ${done.linked} files linked from the live build, in ${Date.now() - t0} ms\n`,
    )
    return true
  } catch (err) {
    // Whatever went wrong, `astro build` makes this build from a clean folder.
    process.stdout.write(
      `[quick-publish] not quick (${err instanceof Error ? err.message : String(err)}): astro build\n`,
    )
    rmSync(env.SITE_OUT_DIR, { recursive: true, force: true })
    return false
  }
}

/** @param {Message} msg */
async function run(msg) {
  const { root, env, force, mark, codeHash } = msg
  // A new id per build: the pages read the snapshot again (src/lib/snapshotSource.ts).
  Object.assign(process.env, env, { SITE_BUILD_ID: mark.split(' ').pop() })
  if (await quick(msg)) {
    process.stdout.write(`\n${mark} ok quick\n`)
    return
  }
  let ok = true
  try {
    await build({ root, force })
    builtCode = codeHash
  } catch (err) {
    ok = false
    builtCode = ''
    process.stdout.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
  }
  process.stdout.write(`\n${mark} ${ok ? 'ok' : 'failed'}\n`)
}
