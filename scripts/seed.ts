/** npm run seed: the demo content, idempotent (a second run adds nothing). */
import { spawnSync } from 'node:child_process'
import { prepareRuntime } from '../server/ops/runtime'
import { StartupError } from '../server/db/postgres'
import { TYPESCRIPT_NODE_ARGS } from '../server/ops/typescript'

try {
  const rt = await prepareRuntime()
  const r = spawnSync(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/prepare-content.ts', '--seed'], {
    stdio: 'inherit',
    env: process.env,
  })
  await rt.db.stop()
  process.exit(r.status ?? 1)
} catch (err) {
  if (err instanceof StartupError) {
    console.error(`✖ ${err.message}`)
    process.exit(1)
  }
  throw err
}
