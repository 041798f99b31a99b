/**
 * Runs a command with the project's database up and DATABASE_URL set, e.g.
 *   tsx scripts/with-db.ts payload migrate:create add-foo
 * Beside a running server (npm start) it uses that server's embedded database, leaving it running.
 */
import { spawn } from 'node:child_process'
import { prepareRuntime } from '../server/ops/runtime'
import { StartupError } from '../server/db/postgres'

const [cmd, ...args] = process.argv.slice(2)
if (!cmd) {
  console.error('usage: tsx scripts/with-db.ts <command> [args...]')
  process.exit(2)
}
try {
  const rt = await prepareRuntime({ joinRunning: true })
  const child = spawn(cmd, args, { stdio: 'inherit', env: process.env, shell: false })
  const code: number = await new Promise((r) => child.on('exit', (c) => r(c ?? 1)))
  await rt.db.stop()
  process.exit(code)
} catch (err) {
  if (err instanceof StartupError) {
    console.error(`✖ ${err.message}`)
    process.exit(1)
  }
  throw err
}
