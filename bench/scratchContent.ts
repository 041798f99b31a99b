/**
 * A scratch database for a bench: embedded PostgreSQL in a temporary folder, migrated and seeded as the
 * integration tests' is (scripts/prepare-content.ts), and Payload on it. `close` ends Payload and the
 * database and removes the folder.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Payload } from 'payload'
import { run } from './benchKit'
import { TYPESCRIPT_NODE_ARGS } from '../server/ops/typescript'

const root = path.resolve(import.meta.dirname, '..')

export type ScratchContent = { payload: Payload; close: () => Promise<void> }

export async function scratchContent(o: { name: string; port: number }): Promise<ScratchContent> {
  const work = mkdtempSync(path.join(os.tmpdir(), `wine-compass-${o.name}-`))
  chmodSync(work, 0o755) // the postgres user (when we are root) keeps its data in here
  const { startEmbeddedPostgres } = await import('../server/db/postgres')
  const { loadSecrets } = await import('../server/ops/secrets')
  const secrets = loadSecrets(work)
  const database = await startEmbeddedPostgres({
    dataFolder: path.join(work, 'pg'),
    port: o.port,
    password: secrets.pgPassword,
    database: `${o.name}_bench`,
    quiet: true,
  })
  let payload: Payload | null = null
  const close = async () => {
    if (payload) {
      const { closeHookPool } = await import('../cms/api/db')
      await closeHookPool(payload)
      await payload.db.destroy?.()
    }
    await database.stop().catch(() => undefined)
    rmSync(work, { recursive: true, force: true })
  }
  try {
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: secrets.payloadSecret,
      DATA_DIR: work,
      WINE_COMPASS_ROOT: root,
      WINE_COMPASS_MODE: 'local',
      LOG_LEVEL: 'warn',
      SEED_ART: 'simple',
    })
    const t0 = performance.now()
    await run(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/prepare-content.ts'], {
      cwd: root,
      env: process.env,
    })
    const seconds = ((performance.now() - t0) / 1000).toFixed(1)
    console.log(`scratch PostgreSQL on port ${o.port}, migrated and seeded: ${seconds} s`)
    const { getMigratedPayload } = await import('../cms/lib/payload')
    payload = await getMigratedPayload()
    return { payload, close }
  } catch (err) {
    await close()
    throw err
  }
}
