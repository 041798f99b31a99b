/**
 * The quick publisher's child process (server/publish/siteBuild.ts): a content change rendered with the page
 * code the last build saved (src/integrations/quickPublisher.ts), without Astro's build or Vite, so it
 * stays small (about 200 MB against the astro builder's 900 MB and more) and stays loaded.
 *
 * Each message `{ env, mark }` makes one publish with that environment (SITE_RENDERER_DIR,
 * SITE_PREVIOUS_DIR, SITE_OUT_DIR, SNAPSHOT_FILE); `prepare` only loads the renderer and the pages'
 * code. Its log goes to stdout, ended by the line `mark ok quick`, or `mark failed` when the publish
 * needs `astro build` (the parent then runs it): the protocol of server/publish/astroBuildWorker.mjs. It
 * leaves when the parent disconnects.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { loadQuickPublisher, type QuickPublisher } from '../../src/integrations/quickPublisher'

process.on('disconnect', () => process.exit(0))

type Message = { env: Record<string, string>; mark: string; prepare?: boolean }

/** The renderer loaded here, by its folder: one site code per process (the parent starts a new one for new code). */
let loaded: { dir: string; publisher: Promise<QuickPublisher> } | null = null

async function run({ env, mark, prepare }: Message) {
  // A new id per publish: the pages read the snapshot again (src/lib/snapshotSource.ts).
  Object.assign(process.env, env, { SITE_BUILD_ID: mark.split(' ').pop() })
  const t0 = Date.now()
  try {
    if (!env.SITE_RENDERER_DIR || !env.SITE_PREVIOUS_DIR) throw new Error('no renderer or live folder given')
    const dir = path.resolve(env.SITE_RENDERER_DIR)
    if (loaded?.dir !== dir) loaded = { dir, publisher: loadQuickPublisher(dir) }
    const publisher = await loaded.publisher
    if (prepare) {
      await publisher.warm(path.resolve(env.SITE_PREVIOUS_DIR))
      process.stdout.write(`[quick-publish] ready in ${Date.now() - t0} ms\n\n${mark} ok quick\n`)
      return
    }
    if (!env.SITE_OUT_DIR) throw new Error('no output folder given')
    const done = await publisher.publish(path.resolve(env.SITE_PREVIOUS_DIR), path.resolve(env.SITE_OUT_DIR))
    if (!done) throw new Error('a page needs a full build')
    process.stdout.write(
      `${done.log.join('\n')}\n[quick-publish] ${done.rendered.length} page(s) rendered, ${done.linked} files linked from the live build, in ${Date.now() - t0} ms\n`,
    )
    process.stdout.write(`\n${mark} ok quick\n`)
  } catch (err) {
    // Whatever went wrong, `astro build` makes this build from a clean folder (and the parent replaces this process).
    process.stdout.write(
      `[quick-publish] not quick (${err instanceof Error ? err.message : String(err)}): astro build\n`,
    )
    // Never a folder this publish was not given to write (a preparation has none).
    if (!prepare && env.SITE_OUT_DIR) rmSync(path.resolve(env.SITE_OUT_DIR), { recursive: true, force: true })
    process.stdout.write(`\n${mark} failed\n`)
  }
}

let queue = Promise.resolve()
process.on('message', (msg: Message) => {
  queue = queue.then(() => run(msg))
})
