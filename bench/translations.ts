/**
 * Translation status and the XLIFF round trip at a winery's scale plus some (cms/translations), on a
 * scratch database made for the run (migrated and seeded as the integration tests' is):
 *   - the status of 1,000 documents × 11 locales: worked out from the texts (units and each locale's
 *     status, in memory), and read as the admin's Translations view reads it (one query over the
 *     state table, BENCH_RUNS times);
 *   - a round trip of 1,620 texts: 60 wine copies (27 texts each) get new English, then German is
 *     exported as XLIFF, translated, checked and imported, as drafts then published; beside each save,
 *     the reference in the same run: Payload's own save of the same wines (one German text each).
 *
 *   npx tsx bench/translations.ts      (BENCH_RUNS=30, BENCH_PG_PORT=54398)
 *
 * The goals (issue 45): the status of all documents in ≤300 ms; export and import of 1,000 units ≤2 s
 * each (the notes give each step per 1,000 texts, and the saves as a multiple of Payload's own). About a minute on 2 cores; the database lives in a temporary folder removed at the end.
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { fmt, markdownTable, p50p99, type Row } from './benchKit'
import { scratchContent } from './scratchContent'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54398)
const DOCS = 1000
const COPIES = 60
const ms = (t0: number) => performance.now() - t0

const { payload, close } = await scratchContent({ name: 'translations', port: PG_PORT })
const rows: Row[] = []
try {
  const { pool } = await import('../cms/api/db')
  const { slotsFor, TARGET_LOCALES } = await import('../cms/translations/hooks')
  const { unitsOf } = await import('../cms/translations/fields')
  const { currentSources, localeStatus } = await import('../cms/translations/status')
  const { allCounts, writeState } = await import('../cms/translations/state')
  const { exportTranslations, checkImport, applyImport } = await import('../cms/translations/exchange')
  const db = pool(payload)
  const staff = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]
  const user = { ...staff, collection: 'users' as const }
  const wine = (await payload.find({ collection: 'wines', limit: 1, locale: 'all', depth: 0 }))
    .docs[0] as unknown as Record<string, unknown>
  const slots = slotsFor(payload.collections.wines.config)

  // 1. The status of 1,000 documents × 11 locales, from their texts.
  const docs = Array.from({ length: DOCS }, () => wine)
  const timesCompute: number[] = []
  for (let r = 0; r < Math.min(RUNS, 10); r++) {
    const t = performance.now()
    for (const d of docs) {
      const units = unitsOf(slots, d)
      for (const l of TARGET_LOCALES) localeStatus(units, 'en', l, currentSources(units, 'en', l))
    }
    timesCompute.push(ms(t))
  }
  rows.push({ what: `status of ${DOCS} documents × 11 locales, from their texts`, ...p50p99(timesCompute) })

  // …and as the Translations view reads it: the state of 1,000 documents, some with work.
  const units = unitsOf(slots, wine)
  for (let i = 0; i < DOCS; i++)
    await writeState(
      db,
      `wines:bench-${i}`,
      TARGET_LOCALES.map((l) => ({
        locale: l,
        sources: currentSources(units, 'en', l),
        missing: i % 3 === 0 ? ['description'] : [],
        outdated: i % 5 === 0 ? ['name', 'caf.colour.text'] : [],
      })),
    )
  const timesRead: number[] = []
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now()
    await allCounts(db)
    timesRead.push(ms(t))
  }
  rows.push({ what: `status of ${DOCS} documents × 11 locales, read (one query)`, ...p50p99(timesRead) })
  await db.query(`delete from translation_state where doc like 'wines:bench-%'`)

  // 2. A round trip of ~1,000 texts: copies of a wine, their English all changed.
  // A copy's array rows get ids of their own.
  const withoutRowIds = (v: unknown, inRow = false): unknown =>
    Array.isArray(v)
      ? v.map((x) => withoutRowIds(x, true))
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !(inRow && k === 'id'))
              .map(([k, x]) => [k, withoutRowIds(x)]),
          )
        : v
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    _order: _o,
    missing_in: _m,
    out_of_date_in: _d,
    ...data
  } = withoutRowIds(wine) as Record<string, unknown>
  const ids: string[] = []
  for (let i = 0; i < COPIES; i++) {
    const copy = await payload.create({
      collection: 'wines',
      locale: 'all' as never,
      data: { ...data, slug: `bench-${i}`, _status: 'published' } as never,
      user,
      context: { skipRebuild: true },
    })
    ids.push(copy.id)
  }
  const tEn = performance.now()
  const { setUnitText } = await import('../cms/translations/fields')
  for (const id of ids) {
    // Every English text gains a word: each of its translations goes out of date.
    const all = (await payload.findByID({ collection: 'wines', id, locale: 'all', depth: 0 })) as unknown as Record<
      string,
      unknown
    >
    const en = (await payload.findByID({ collection: 'wines', id, locale: 'en', depth: 0 })) as unknown as Record<
      string,
      unknown
    >
    for (const u of unitsOf(slots, all)) if (u.texts.en) setUnitText(slots, en, u.id, `${u.texts.en} (new)`)
    const { id: _i, createdAt: _cr, updatedAt: _up, ...changed } = en
    await payload.update({
      collection: 'wines',
      id,
      locale: 'en',
      data: changed as never,
      user,
      context: { skipRebuild: true },
    })
  }
  console.log(`${COPIES} copies with new English: ${(ms(tEn) / 1000).toFixed(1)} s`)

  const refs = ids.map((id) => `wines:${id}`)
  const per1000 = (t: number, units: number) => `${fmt((t / units) * 1000)} ms per 1,000 texts`
  /** What `work` gives, and the milliseconds it took. */
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const t = performance.now()
    const value = await work()
    return [value, ms(t)]
  }
  const [out, tExported] = await timed(() => exportTranslations(payload, { locale: 'de', refs }))
  rows.push({
    what: `export German as XLIFF: ${out.units} texts of ${out.documents} documents`,
    ms: tExported,
    note: per1000(tExported, out.units),
  })
  const translated = out.xml
    .replace(/<segment state="initial">/g, '<segment state="translated">')
    .replace(/<target xml:space="preserve">([\s\S]*?)<\/target>/g, '<target xml:space="preserve">$1 (neu)</target>')

  // The reference, in the same run: Payload's own save of each wine (one German text), four at a time
  // as the import saves; no import can save a document faster than Payload does.
  const payloadSaves = async (status: 'draft' | 'published', name: string) => {
    const queue = [...ids]
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift())
        await payload.update({
          collection: 'wines',
          id,
          locale: 'de',
          draft: status === 'draft',
          data: { name, _status: status } as never,
          user,
          overrideAccess: false,
        })
    }
    return (await timed(() => Promise.all([worker(), worker(), worker(), worker()])))[1]
  }
  const refDraft = await payloadSaves('draft', 'Referenz')
  rows.push({ what: `reference: Payload's own draft save of the ${COPIES} wines, one German text each`, ms: refDraft })

  const [check, tChecked] = await timed(() => checkImport(payload, translated, 'de'))
  rows.push({
    what: `import check: ${check.changes.length} changes, ${check.errors.length} problems`,
    ms: tChecked,
    note: per1000(tChecked, check.changes.length),
  })
  const [, tDrafted] = await timed(() => applyImport(payload, check, { publish: false, user: user as never }))
  rows.push({
    what: `import saved as drafts, ${COPIES} documents`,
    ms: tDrafted,
    note: `${per1000(tDrafted, check.changes.length)}; with the check ${per1000(tChecked + tDrafted, check.changes.length)}; ${fmt(tDrafted / refDraft)}× the reference`,
  })

  const refPublish = await payloadSaves('published', 'Referenz')
  rows.push({ what: `reference: Payload's own publish of the ${COPIES} wines, one German text each`, ms: refPublish })
  const again = await checkImport(payload, translated.replace(/ \(neu\)</g, ' (neu, veröffentlicht)<'), 'de')
  const [, tApplied] = await timed(() => applyImport(payload, again, { publish: true, user: user as never }))
  rows.push({
    what: `import saved and published, ${COPIES} documents`,
    ms: tApplied,
    note: `${per1000(tApplied, again.changes.length)}; ${fmt(tApplied / refPublish)}× the reference`,
  })
} finally {
  await close()
}

console.log(`\n${markdownTable(rows)}\n`)
console.log(`(p50/p99 over ${RUNS} runs where given; ${fmt(os.loadavg()[0])} load average at the end)`)
