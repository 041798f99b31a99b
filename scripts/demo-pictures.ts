/**
 * npm run demo-pictures: makes cms/seed/pictures (cms/seed/shippedPictures.ts) anew, after the demo's
 * drawings or the media sizes changed. It seeds a database of its own in a temporary data folder,
 * with the old list set aside, so that every picture is drawn and stored by Payload as a staff upload
 * is; then it copies each demo picture's stored files and fields. About a minute on two cores.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TYPESCRIPT_NODE_ARGS } from '../server/ops/typescript'
import {
  demoPictureKey,
  filesOf,
  SHIPPED_INDEX_FILE,
  SHIPPED_PICTURES_DIR,
  shippedFields,
  uploadsHash,
  type ShippedIndex,
} from '../cms/seed/shippedPictures'

if (process.argv[2] === '--export') {
  // The child below, with the seeded database up (scripts/with-db.ts).
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { mediaDir } = await import('../cms/lib/paths')
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { like: 'norte-' } },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  const index: ShippedIndex = { uploads: uploadsHash(), pictures: {} }
  mkdirSync(SHIPPED_PICTURES_DIR, { recursive: true })
  for (const doc of docs) {
    const key = demoPictureKey(String(doc.filename))
    if (!key) continue
    const picture = shippedFields(doc as unknown as Record<string, unknown>)
    for (const f of filesOf(picture)) copyFileSync(path.join(mediaDir, f), path.join(SHIPPED_PICTURES_DIR, f))
    index.pictures[key] = picture
  }
  writeFileSync(SHIPPED_INDEX_FILE, `${JSON.stringify(index, null, 2)}\n`)
  console.log(`[demo-pictures] ${Object.keys(index.pictures).length} pictures written to cms/seed/pictures`)
  process.exit(0)
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'demo-pictures-'))
const aside = `${SHIPPED_PICTURES_DIR}.old`
const env = { ...process.env, DATA_DIR: dataDir, PG_PORT: process.env.PG_PORT ?? '54417' }
const run = (args: string[]) =>
  spawnSync(process.execPath, [...TYPESCRIPT_NODE_ARGS, ...args], { stdio: 'inherit', env }).status ?? 1
let ok = false
try {
  if (existsSync(SHIPPED_PICTURES_DIR)) renameSync(SHIPPED_PICTURES_DIR, aside)
  ok =
    run(['scripts/seed.ts']) === 0 &&
    run(['scripts/with-db.ts', process.execPath, ...TYPESCRIPT_NODE_ARGS, 'scripts/demo-pictures.ts', '--export']) === 0
} finally {
  // A failed run leaves the old list as it was.
  if (ok) rmSync(aside, { recursive: true, force: true })
  else if (existsSync(aside)) {
    rmSync(SHIPPED_PICTURES_DIR, { recursive: true, force: true })
    renameSync(aside, SHIPPED_PICTURES_DIR)
  }
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
