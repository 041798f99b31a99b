// @ts-check
/**
 * The warm site builder's child process (server/siteBuild.ts): Astro, Vite and our integrations stay
 * loaded between builds, which saves starting Node and loading them (about a second) on every publish.
 *
 * Each message `{ root, env, force, mark }` runs one `astro build` with that environment (the config
 * and the integrations read it, and Astro loads the config afresh for every build). Its log, and the
 * error of a failed build, go to stdout, ended by the line `mark ok` or `mark failed`: one pipe, so
 * the parent has the whole log when it reads the mark. It leaves when the parent disconnects (idle,
 * or the server stopped).
 */
import { build } from 'astro'

process.on('disconnect', () => process.exit(0))

/** @type {Promise<void>} */
let queue = Promise.resolve()
process.on('message', (/** @type {{ root: string, env: Record<string, string>, force: boolean, mark: string }} */ msg) => {
  queue = queue.then(() => run(msg))
})

/** @param {{ root: string, env: Record<string, string>, force: boolean, mark: string }} msg */
async function run({ root, env, force, mark }) {
  Object.assign(process.env, env)
  let ok = true
  try {
    await build({ root, force })
  } catch (err) {
    ok = false
    process.stdout.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
  }
  process.stdout.write(`\n${mark} ${ok ? 'ok' : 'failed'}\n`)
}
