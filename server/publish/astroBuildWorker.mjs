// @ts-check
/**
 * The astro builder's child process (server/publish/siteBuild.ts): `astro build` with Astro, Vite and our
 * integrations, for the builds a quick publish cannot make (a start, new site code, a page that needs
 * Astro's full treatment). It takes 900 MB and more, so the parent lets it go after each build.
 *
 * Each message `{ root, env, force, mark }` makes one build with that environment (the config and the
 * integrations read it). Its log, and the error of a failed build, go to stdout, ended by the line
 * `mark ok` or `mark failed`: one pipe, so the parent has the whole log when it reads the mark. It
 * leaves when the parent disconnects.
 */
import { build } from 'astro'

// The quick publish integration reads the build's internals through Node's own import (src/integrations/quickPublish.ts).
Object.assign(globalThis, { [Symbol.for('wine-compass.native-import')]: (/** @type {string} */ url) => import(url) })
process.on('disconnect', () => process.exit(0))

/** @type {Promise<void>} */
let queue = Promise.resolve()
process.on('message', (/** @type {Message} */ msg) => {
  queue = queue.then(() => run(msg))
})

/** @typedef {{ root: string, env: Record<string, string>, force: boolean, mark: string }} Message */

/** @param {Message} msg */
async function run(msg) {
  const { root, env, force, mark } = msg
  // A new id per build: the pages read the snapshot again (src/lib/snapshotSource.ts).
  Object.assign(process.env, env, { SITE_BUILD_ID: mark.split(' ').pop() })
  let ok = true
  try {
    await build({ root, force })
  } catch (err) {
    ok = false
    process.stdout.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
  }
  process.stdout.write(`\n${mark} ${ok ? 'ok' : 'failed'}\n`)
}
