// @ts-check
/**
 * The warm site builder's child process (server/siteBuild.ts): Astro, Vite and our integrations stay
 * loaded between builds, which saves starting Node and loading them (about a second) on every publish.
 *
 * Each message `{ id, root, env, force, mark }` runs one `astro build` with that environment (the
 * config and the integrations read it, and Astro loads the config afresh for every build). After the
 * build the child writes the line `mark` on stdout, so the parent knows it has the whole log, then
 * answers `{ id, ok, error }`. It leaves when the parent disconnects (idle, or the server stopped).
 */
import { build } from 'astro'

process.on('disconnect', () => process.exit(0))

/** @type {Promise<void>} */
let queue = Promise.resolve()
process.on('message', (/** @type {{ id: number, root: string, env: Record<string, string>, force: boolean, mark: string }} */ msg) => {
  queue = queue.then(() => run(msg))
})

/** @param {{ id: number, root: string, env: Record<string, string>, force: boolean, mark: string }} msg */
async function run({ id, root, env, force, mark }) {
  Object.assign(process.env, env)
  /** @type {string | null} */
  let error = null
  try {
    await build({ root, force })
  } catch (err) {
    error = err instanceof Error ? (err.stack ?? err.message) : String(err)
    process.stderr.write(`${error}\n`)
  }
  process.stdout.write(`\n${mark}\n`, () => process.send?.({ id, ok: error === null, error }))
}
