/**
 * A document's read and save as its history fills up, on a scratch database made for the run
 * (bench/scratchContent.ts). Every published collection keeps a document's last 100 versions
 * (cms/collections/publishing.ts); each version keeps its texts in every locale in tables of their
 * own. The run:
 *   1. times a wine's read (every locale, the draft: what the admin's edit view and a translation
 *      import read) and a wine's draft save (one German text), on the seeded demo;
 *   2. fills the history: COPIES copies of a wine, each with 100 versions (Payload's own
 *      `createVersion`, the versions of a year of editing); times the same again;
 *   3. drops the indexes on the parent that cms/lib/parentIndexes.ts adds (Payload's schema alone,
 *      what the product had before) and times the same again: the reference, in the same run.
 *
 *   npx tsx bench/history.ts      (BENCH_RUNS=30, BENCH_COPIES=40, BENCH_PG_PORT=54396)
 *
 * The goal: a full history costs a read or a save nearly nothing; without the indexes it costs a
 * scan of every version's texts. About 2 minutes on 2 cores.
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { count, fmt, markdownTable, p50p99, type Row } from './benchKit'
import { scratchContent } from './scratchContent'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const COPIES = Number(process.env.BENCH_COPIES ?? 40)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54396)
const VERSIONS = 100
const ms = (t0: number) => performance.now() - t0

const { payload, close } = await scratchContent({ name: 'history', port: PG_PORT })
const rows: Row[] = []
try {
  const { pool } = await import('../cms/api/db')
  const db = pool(payload)
  const staff = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]
  const user = { ...staff, collection: 'users' as const }
  const wine = (await payload.find({ collection: 'wines', limit: 1, depth: 0 })).docs[0]

  const versions = async () => count((await db.query('select count(*) from _wines_v')).rows[0].count)
  /** A wine's read and save, RUNS times each, as one row each. */
  const measure = async (when: string) => {
    await db.query('vacuum analyze') // settled: no autovacuum of the new versions during the timings
    const reads: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      await payload.findByID({ collection: 'wines', id: wine.id, locale: 'all', draft: true, depth: 0 })
      reads.push(ms(t))
    }
    const saves: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      await payload.update({
        collection: 'wines',
        id: wine.id,
        locale: 'de',
        draft: true,
        data: { name: `Probe ${i}` },
        user,
        overrideAccess: false,
        context: { skipRebuild: true },
      })
      saves.push(ms(t))
    }
    const note = `${await versions()} versions of wines`
    rows.push({ what: `a wine's read, every locale, ${when}`, ...p50p99(reads), note })
    rows.push({ what: `a wine's draft save, ${when}`, ...p50p99(saves), note })
    return { read: p50p99(reads).p50, save: p50p99(saves).p50 }
  }

  await measure('the seeded demo')

  const t0 = performance.now()
  for (let c = 0; c < COPIES; c++) {
    const copy = await payload.duplicate({ collection: 'wines', id: wine.id, user, context: { skipRebuild: true } })
    const versionData = await payload.findByID({
      collection: 'wines',
      id: copy.id,
      locale: 'all',
      draft: true,
      depth: 0,
    })
    for (let v = 0; v < VERSIONS; v++) {
      const at = new Date(Date.now() - (VERSIONS - v) * 3_600_000).toISOString()
      await payload.db.createVersion({
        collectionSlug: 'wines',
        parent: copy.id,
        versionData: structuredClone(versionData), // the adapter writes into what it is given
        autosave: false,
        createdAt: at,
        updatedAt: at,
      })
    }
  }
  console.log(`${COPIES} wines with ${VERSIONS} versions each: ${(ms(t0) / 1000).toFixed(1)} s`)
  const full = await measure(`${COPIES} more wines with a full history`)

  const { rows: added } = await db.query<{ name: string }>(
    `select indexname as name from pg_indexes where schemaname = 'public' and indexname like '%\\_parent\\_id\\_idx'
       and (tablename like '%\\_locales' or tablename like '%\\_texts')`,
  )
  for (const { name } of added) await db.query(`drop index "${name}"`)
  const without = await measure(`the same without the ${added.length} indexes on the parent (before)`)
  rows.push({
    what: 'with the indexes, as a share of without',
    note: `read ${fmt(full.read / without.read)}×, save ${fmt(full.save / without.save)}×`,
  })
} finally {
  await close()
}

console.log(`\n${markdownTable(rows)}\n`)
console.log(`(p50/p99 over ${RUNS} runs; ${fmt(os.loadavg()[0])} load average at the end)`)
