/**
 * Brings the database up to date and writes the content snapshot for the site build:
 * migrations, the demo content when the database is empty (or --seed), then .data/snapshot.json.
 * Runs in its own process (DATABASE_URL set by the caller) so that the server starts clean.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getMigratedPayload, isEmpty } from '../cms/lib/payload'
import { seed } from '../cms/seed'
import { buildSnapshot } from '../cms/snapshot/buildSnapshot'
import { snapshotFile } from '../cms/lib/paths'

const forceSeed = process.argv.includes('--seed')
const t0 = Date.now()
const payload = await getMigratedPayload()
if (forceSeed || (await isEmpty(payload))) {
  console.log('[content] seeding the demo content (first run draws the pictures: about a minute)')
  await seed(payload, { log: (l) => console.log(l), art: process.env.SEED_ART === 'simple' ? 'simple' : 'full' })
}
const snapshot = await buildSnapshot(payload)
await mkdir(path.dirname(snapshotFile), { recursive: true })
await writeFile(snapshotFile, JSON.stringify(snapshot))
console.log(`[content] snapshot: ${snapshot.wines.length} wines, ${snapshot.countries.length} countries (${Date.now() - t0} ms)`)
process.exit(0)
