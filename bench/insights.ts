/**
 * The Insights view (cms/insights) at a year's scale, on a scratch database made for the run: 1,000,000
 * tracking records over the last 12 months, 20,000 members and 100,000 passport ratings, written with
 * set-based SQL (as cms/seed/demoInsights.ts writes the demo). Measures, in one run:
 *   - the rollup (cms/insights/rollup.ts): a full one over every raw row (days 400, so that the raw
 *     rows stay for the naive query), again, today's alone (what the endpoint does before each answer);
 *   - the dashboard's figures (cms/insights/queries.ts) for 12 months, every country and one, and one
 *     request of GET /cms-api/insights (today's rollup, then the figures), alternately with the naive
 *     query over the raw rows that the aggregates replace, BENCH_RUNS times each after 3 warm-ups;
 *   - the default retention (30 days: the rows it deletes), and the run every 15 minutes after it;
 *   - the write path of POST /api/tracking (the spec API in-process, as tests/helpers/apiClient.ts
 *     builds it) against the commit before the feature (BENCH_BEFORE, in a scratch git worktree), on
 *     the same database, BENCH_WRITES requests each, old and new alternately in 20 rounds (ABAB...).
 *     Last, after the retention: the rate limiter's sweep (cms/api/rateLimit.ts) deletes tracking
 *     records older than 90 days now and then, and would otherwise land in these rounds.
 *
 *   npx tsx bench/insights.ts          (BENCH_RUNS=30, BENCH_WRITES=2000, BENCH_PG_PORT=54397, BENCH_BEFORE=374acb1)
 *
 * The goals (the Insights issue): the dashboard under 300 ms for 12 months with 1M records and 100k
 * ratings; the tracking write not slower than before by more than 10%. About 3 minutes on 2 cores. The
 * embedded PostgreSQL lives in a temporary folder, removed at the end (also on failure or Ctrl-C) with
 * the worktree. The year it writes is bench/insightsYear.ts; the write path's child, bench/trackingWrites.ts.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { count, fmt, markdownTable, p50p99, run, type Row } from './benchKit'
import { generate, MEMBERS, naiveFigures, RATINGS, RECORDS } from './insightsYear'
import { alternateWrites, startWriter, type Child, type WriteBatch } from './trackingWrites'
import { TYPESCRIPT_NODE_ARGS } from '../server/ops/typescript'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const WARM_UPS = 3
const WRITES = Number(process.env.BENCH_WRITES ?? 2000)
const ROUNDS = 20
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54397)
const BEFORE = process.env.BENCH_BEFORE ?? '374acb1'
const root = path.resolve(import.meta.dirname, '..')

const ms = (t0: number) => performance.now() - t0
const seconds = (t0: number) => `${(ms(t0) / 1000).toFixed(1)} s`

async function main() {
  const { startEmbeddedPostgres } = await import('../server/db/postgres')
  const { loadSecrets } = await import('../server/ops/secrets')
  const { rollUp, rollUpToday } = await import('../cms/insights/rollup')
  const { insights } = await import('../cms/insights/queries')
  const { periodRange, today } = await import('../cms/components/insights/period')
  const { LOCALES } = await import('../src/contract/locales')

  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  const changed = git('status', '--porcelain', '--untracked-files=no') !== ''
  const commit = `${git('rev-parse', '--short', 'HEAD')}${changed ? ' + uncommitted changes' : ''}`
  const loadBefore = os.loadavg()
  const rows: Row[] = []
  const log = (line: string) => console.log(line)

  const work = mkdtempSync(path.join(os.tmpdir(), 'wine-compass-insights-'))
  chmodSync(work, 0o755) // the postgres user (when we are root) keeps its data in here
  const beforeTree = path.join(work, 'before')
  let worktree = false
  let database: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null
  let pool: pg.Pool | null = null
  const writers: Child[] = []
  let cleaning: Promise<void> | null = null
  // Stopped with Ctrl-C (or SIGTERM): the database, the worktree and the folder go too. The listeners stay
  // while that runs: tsx ends the process at a signal nobody listens to, half-way through otherwise.
  const interrupted = () => void cleanUp().finally(() => process.exit(130))
  process.on('SIGINT', interrupted)
  process.on('SIGTERM', interrupted)
  try {
    const t0 = performance.now()
    const secrets = loadSecrets(work)
    database = await startEmbeddedPostgres({
      dataFolder: path.join(work, 'pg'),
      port: PG_PORT,
      password: secrets.pgPassword,
      database: 'insights_bench',
      quiet: true,
    })
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: secrets.payloadSecret,
      DATA_DIR: work,
      WINE_COMPASS_MODE: 'local',
      LOG_LEVEL: 'warn',
    }
    for (const name of ['NODE_ENV', 'PUBLIC_URL', 'TRACKING_RETENTION_DAYS', 'S3_BUCKET']) delete env[name]
    // Migrated and seeded as the integration tests' database is (pictures simplified).
    await run(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/prepare-content.ts'], {
      cwd: root,
      env: { ...env, WINE_COMPASS_ROOT: root, SEED_ART: 'simple' },
    })
    log(`scratch PostgreSQL on port ${PG_PORT} in ${work}, migrated and seeded: ${seconds(t0)}`)

    pool = new pg.Pool({ connectionString: database.url, max: 10 })
    pool.on('error', () => {}) // an idle client's connection ended by the database's stop at the end
    const db = await pool.connect()
    let made: Awaited<ReturnType<typeof generate>>
    let generation: number
    try {
      // The demo's own visits, members and ratings out of the way: the year below is all there is.
      await db.query(
        `truncate insights_visits, insights_asked_languages, insights_scans, insights_palates, insights_best_match,
                  insights_state`,
      )
      await db.query('delete from tracking_records')
      await db.query(`delete from passports where member_id in (select id from members where email like '%@demo.%')`)
      await db.query(`delete from members where email like '%@demo.%'`)
      const tg = performance.now()
      made = await generate(db, LOCALES)
      generation = ms(tg)
    } finally {
      db.release()
    }
    const sizes = await pool.query<{ records: string; members: string; ratings: string; wines: string; mb: string }>(
      `select (select count(*) from tracking_records) as records, (select count(*) from members) as members,
              (select count(*) from passports) as ratings,
              (select count(*) from wines where _status = 'published') as wines,
              pg_total_relation_size('tracking_records') / 1048576 as mb`,
    )
    const s = sizes.rows[0]
    log(
      `generated ${count(s.records)} tracking records (${s.mb} MB with indexes), ${count(s.members)} members and ` +
        `${count(s.ratings)} passport entries on ${s.wines} wines (${count(made.ratings)} new; the rest the demo member's), ` +
        `${count(made.scanRows)} daily scan counts: ${(generation / 1000).toFixed(1)} s`,
    )
    rows.push({ what: 'generation (set-based SQL)', ms: generation })

    // The rollup. Every raw row is kept (400 days) so that the naive query below still has them.
    const timed = async <T>(what: string, work: () => Promise<T>, note?: (r: T) => string) => {
      const t = performance.now()
      const r = await work()
      const took = ms(t)
      rows.push({ what, ms: took, note: note?.(r) })
      log(`${what}: ${fmt(took)} ms${note ? ` (${note(r)})` : ''}`)
      return r
    }
    await timed('rollUp, days 400, first (all 12 months)', () => rollUp(pool!, { days: 400 }))
    await timed('rollUp, days 400, again (a full recompute)', () => rollUp(pool!, { days: 400 }))
    await timed('rollUpToday', () => rollUpToday(pool!))
    const aggregates = await pool.query<{ visits: string; asked: string }>(
      `select (select count(*) from insights_visits) as visits,
              (select count(*) from insights_asked_languages) as asked`,
    )
    log(
      `aggregates: ${count(aggregates.rows[0].visits)} insights_visits rows, ` +
        `${count(aggregates.rows[0].asked)} insights_asked_languages rows`,
    )

    // The dashboard, alternately with the naive query over the raw rows it replaces.
    const { from, to } = periodRange('12m', today())
    const offered = [...LOCALES]
    const naive = () => naiveFigures(pool!, from, to, offered)
    const cases: [string, () => Promise<unknown>][] = [
      [
        `insights(), 12 months (${from} to ${to}), every country`,
        () => insights(pool!, { from, to, country: null }, offered),
      ],
      ['insights(), 12 months, country US', () => insights(pool!, { from, to, country: 'US' }, offered)],
      [
        'one GET /cms-api/insights: rollUpToday + insights()',
        async () => {
          await rollUpToday(pool!)
          return insights(pool!, { from, to, country: null }, offered)
        },
      ],
      ['naive: visits and asked languages from the raw rows', naive],
    ]
    const samples = cases.map(() => [] as number[])
    const answer = await insights(pool, { from, to, country: null }, offered)
    log(
      `the answer: ${count(answer.visits.totals.sessions ?? 0)} sessions, ${answer.wines.length} wines, ` +
        `${answer.ratingsPerMonth.length} month rows, ${count(answer.palates.members ?? 0)} palates, ` +
        `${Math.round(JSON.stringify(answer).length / 1024)} KB of JSON`,
    )
    const td = performance.now()
    for (let i = 0; i < WARM_UPS + RUNS; i++)
      for (const [c, [, work]] of cases.entries()) {
        const t = performance.now()
        await work()
        if (i >= WARM_UPS) samples[c].push(ms(t))
      }
    const dashboard = cases.map(([what], c) => ({ what, ...p50p99(samples[c]) }))
    for (const d of dashboard) log(`${d.what}: p50 ${fmt(d.p50)} ms, p99 ${fmt(d.p99)} ms (${RUNS} runs)`)
    log(`(dashboard runs: ${seconds(td)})`)
    const [all, , request, raw] = dashboard
    rows.push(...dashboard.map((d) => ({ ...d, note: `${RUNS} runs after ${WARM_UPS} warm-ups` })))
    const ratio = `${(raw.p50 / all.p50).toFixed(1)}x (p50), ${(raw.p99 / all.p99).toFixed(1)}x (p99)`
    log(`naive / insights(): ${ratio}`)

    // Retention as the schedule runs it (the default 30 days), at the end of the rollup's measurements.
    await timed(
      'rollUp, default retention (30 days)',
      () => rollUp(pool!),
      (r) => `${count(r.deleted)} raw rows deleted`,
    )
    await timed('rollUp, default retention, again (what every 15 minutes costs)', () => rollUp(pool!))

    // The write path, before and after the feature, alternately (ABAB...), on this database.
    log(`\nPOST /api/tracking: the commit before (${BEFORE}) in a git worktree against this tree, ${WRITES} each`)
    git('worktree', 'add', '--detach', beforeTree, BEFORE)
    worktree = true
    symlinkSync(path.join(root, 'node_modules'), path.join(beforeTree, 'node_modules'))
    for (const file of ['bench/trackingWrites.ts', 'bench/insightsYear.ts'])
      copyFileSync(path.join(root, file), path.join(beforeTree, file))
    // The schedule's rollup (every 15 minutes, the first 20 s after start) would land in the new tree's
    // rounds only: holding its lock makes it skip, as it does while another instance runs it.
    const lock = await pool.connect()
    let writes: Map<Child, WriteBatch>
    try {
      await lock.query(`select pg_advisory_lock(hashtext('wine-compass:insights-rollup'))`)
      writers.push(await startWriter(`before (${BEFORE})`, beforeTree, 1, env))
      writers.push(await startWriter('now', root, 2, env))
      writes = await alternateWrites(writers, WRITES, ROUNDS)
    } finally {
      lock.release(true) // closed, so the lock goes with it
    }
    const [before, after] = writers
    const w = [before, after].map((child) => {
      const b = writes.get(child)!
      const statuses = Object.entries(b.statuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ')
      return {
        what: `POST /api/tracking, ${child.name}`,
        ...p50p99(b.ms),
        note: statuses,
        ok: b.statuses[201] === b.ms.length,
      }
    })
    for (const x of w) log(`${x.what}: p50 ${fmt(x.p50)} ms, p99 ${fmt(x.p99)} ms (${x.note})`)
    const writeRatio = `${(w[1].p50 / w[0].p50).toFixed(2)}x (p50), ${(w[1].p99 / w[0].p99).toFixed(2)}x (p99)`
    log(`now / before: ${writeRatio}`)
    rows.push(...w)
    if (!w.every((x) => x.ok)) throw new Error('a tracking request was not answered 201')

    // The summary.
    const loadAfter = os.loadavg()
    const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ')
    console.log(
      `\n## Insights bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}\n\n` +
        `${os.cpus().length} cores, load average ${load(loadBefore)} at the start, ${load(loadAfter)} at the end; ` +
        `${count(RECORDS)} tracking records, ${count(MEMBERS)} members, ${count(RATINGS)} ratings\n\n` +
        markdownTable(rows) +
        `\n\nnaive / insights(): ${ratio}. One endpoint request: p50 ${fmt(request.p50)} ms, p99 ${fmt(request.p99)} ms ` +
        `(goal: under 300 ms). Tracking write, now / before: ${writeRatio} (goal: at most 1.10x).`,
    )
  } finally {
    await cleanUp()
  }

  /**
   * Every step tried, whatever failed before it: the children, the pool, the worktree, the database, the
   * folder. Once: a signal's call and the `finally` of the run it interrupts wait for the same work.
   */
  function cleanUp() {
    cleaning ??= cleanUpOnce()
    return cleaning
  }
  async function cleanUpOnce() {
    const attempt = async (what: string, step: () => unknown) => {
      try {
        await step()
      } catch (err) {
        console.error(`cleaning up, ${what}: ${(err as Error).message}`)
      }
    }
    for (const child of writers.splice(0))
      await attempt(child.name, async () => {
        const exited = new Promise((r) => (child.proc.exitCode !== null ? r(null) : child.proc.once('exit', r)))
        if (child.proc.connected) child.proc.send({ exit: true })
        else child.proc.kill()
        await exited
      })
    // A client still checked out (a failure half-way) would keep end() waiting: the database's stop ends it.
    const open = pool
    pool = null
    if (open) await attempt('the pool', () => Promise.race([open.end(), new Promise((r) => setTimeout(r, 3000))]))
    if (worktree) {
      worktree = false
      await attempt('the worktree', () => {
        git('worktree', 'remove', '--force', beforeTree)
        git('worktree', 'prune')
      })
    }
    const db = database
    database = null
    if (db) await attempt('the database', () => db.stop())
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
