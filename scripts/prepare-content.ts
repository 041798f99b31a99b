/**
 * Brings the database up to date and writes the content snapshot for the site build:
 * migrations, the demo content when the database is empty (or --seed), then .data/snapshot.json.
 * Runs in its own process (DATABASE_URL set by the caller) so that the server starts clean.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { getMigratedPayload, isEmpty } from '../cms/lib/payload'
import { seed, seedEssentials } from '../cms/seed'
import { deployment } from '../cms/lib/deployment'
import { buildSnapshot } from '../cms/snapshot/buildSnapshot'
import { snapshotFile } from '../cms/lib/paths'
import { writeFileAtomic } from '../server/publish/atomicWrite'
import { rebuildIfNew } from '../cms/translations/rebuild'

const forceSeed = process.argv.includes('--seed')
const t0 = Date.now()
const payload = await getMigratedPayload()
// Content made before translation status existed gets its state once (cms/translations/rebuild.ts).
const translated = await rebuildIfNew(payload)
if (translated > 0) console.log(`[content] translation status worked out for ${translated} documents made before it`)
if (forceSeed || (await isEmpty(payload))) {
  // Demo accounts have passwords printed in the README: a production database never gets them unless SEED_DEMO=1.
  if (forceSeed || deployment().seedDemo) {
    console.log(
      '[content] seeding the demo content (its 159 pictures come stored in their sizes, from cms/seed/pictures)',
    )
    await seed(payload, { log: (l) => console.log(l), art: process.env.SEED_ART === 'simple' ? 'simple' : 'full' })
  } else {
    await seedEssentials(payload)
    console.log('[content] production: no demo content or accounts; open /admin to create the first staff account')
  }
}
const snapshot = await buildSnapshot(payload)
await mkdir(path.dirname(snapshotFile), { recursive: true })
await writeFileAtomic(snapshotFile, JSON.stringify(snapshot))
console.log(
  `[content] snapshot: ${snapshot.wines.length} wines, ${snapshot.countries.length} countries (${Date.now() - t0} ms)`,
)
process.exit(0)
