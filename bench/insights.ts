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
 * the worktree. `--write-path` is the child mode this file runs in in both trees (so it imports, at
 * the top, only what the commit before had).
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const WARM_UPS = 3
const WRITES = Number(process.env.BENCH_WRITES ?? 2000)
const ROUNDS = 20
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54397)
const BEFORE = process.env.BENCH_BEFORE ?? '374acb1'
const RECORDS = 1_000_000
const MEMBERS = 20_000
const RATINGS = 100_000
const DAYS = 365
const root = path.resolve(import.meta.dirname, '..')

/** Where visitors come from, how often, the language they use the app in, and their browser's languages. */
const MARKETS: [country: string, weight: number, locale: string, asks: string][] = [
  ['US', 24, 'en', 'en-US,en;q=0.9'],
  ['PT', 12, 'pt', 'pt-PT,pt;q=0.9,en;q=0.8'],
  ['GB', 9, 'en', 'en-GB,en;q=0.9'],
  ['DE', 8, 'de', 'de-DE,de;q=0.9,en;q=0.8'],
  ['BR', 6, 'pt', 'pt-BR,pt;q=0.9'],
  ['FR', 5, 'fr', 'fr-FR,fr;q=0.9,en;q=0.8'],
  ['JP', 5, 'ja', 'ja,en-US;q=0.9'],
  ['ES', 4, 'es', 'es-ES,es;q=0.9'],
  ['NL', 3, 'nl', 'nl-NL,nl;q=0.9,en;q=0.8'],
  ['CA', 3, 'en', 'en-CA,fr-CA;q=0.9'],
  ['AU', 2, 'en', 'en-AU,en;q=0.9'],
  ['DK', 2, 'da', 'da-DK,da;q=0.9,en;q=0.8'],
  ['KR', 2, 'ko', 'ko-KR,ko;q=0.9'],
  ['CN', 2, 'zh', 'zh-CN,zh;q=0.9'],
  ['TW', 1, 'zh-Hant', 'zh-TW,zh;q=0.9'],
  ['MX', 1.5, 'es', 'es-MX,es;q=0.9'],
  ['CH', 1.5, 'de', 'de-CH,fr-CH;q=0.9,it;q=0.8'],
  ['BE', 1, 'fr', 'fr-BE,nl-BE;q=0.9'],
  // Languages the site does not offer: the view lists them.
  ['IT', 3, 'en', 'it-IT,it;q=0.9,en;q=0.8'],
  ['SE', 1.5, 'en', 'sv-SE,sv;q=0.9,en;q=0.8'],
  ['PL', 1, 'en', 'pl-PL,pl;q=0.9,en;q=0.8'],
  ['TR', 0.5, 'en', 'tr-TR,tr;q=0.9'],
  ['GR', 0.5, 'en', 'el-GR,el;q=0.9,en;q=0.8'],
  // No country: the visitor refused the location and the address was not found.
  ['', 2, 'en', 'en-US,en;q=0.9'],
]

const ms = (t0: number) => performance.now() - t0
const seconds = (t0: number) => `${(ms(t0) / 1000).toFixed(1)} s`
/** The nearest-rank percentile of `samples` (ms). */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}
const p50p99 = (s: number[]) => ({ p50: percentile(s, 50), p99: percentile(s, 99) })
const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1))
const count = (n: number | string) => Number(n).toLocaleString('en-US')

// ---------------------------------------------------------------------------------------------------
// The write path, in a child process of either tree (only modules the commit before had).

type WriteBatch = { ms: number[]; statuses: Record<number, number> }

async function writePathChild() {
  const { Client, withCsrf, xsrf, testPayload } = await import('../tests/helpers/apiClient')
  await testPayload()
  const tree = Number(process.env.BENCH_TREE ?? 1)
  const client = await withCsrf(new Client())
  let sent = 0
  const write = async () => {
    const i = ++sent
    const [country, , locale, asks] = MARKETS[i % MARKETS.length]
    // Its own address each time: the route allows 120 a minute per address.
    const ip = `10.${tree}.${(i >> 8) & 255}.${i & 255}`
    const body = {
      session: `sess-${(i * 7919 + tree * 104729).toString(36).padStart(9, '0').slice(-9)}`,
      locale,
      country: country || undefined,
      locales: asks,
      latitude: 41.15,
      longitude: -8.61,
      returning: i % 3 === 0,
    }
    const t0 = performance.now()
    const res = await client.request('POST', '/api/tracking', body, { ...xsrf(client), 'x-forwarded-for': ip })
    await res.arrayBuffer()
    return { ms: ms(t0), status: res.status }
  }
  process.on('message', async (m: { n?: number; exit?: boolean }) => {
    if (m.exit) process.exit(0)
    const batch: WriteBatch = { ms: [], statuses: {} }
    for (let k = 0; k < (m.n ?? 0); k++) {
      const r = await write()
      batch.ms.push(r.ms)
      batch.statuses[r.status] = (batch.statuses[r.status] ?? 0) + 1
    }
    process.send!(batch)
  })
  process.send!({ ready: true })
}

type Child = { name: string; proc: ChildProcess; output: string[] }

/** Starts this file's write-path mode in `tree`; resolves once its Payload is up and its client has the CSRF cookie. */
function startWriter(name: string, tree: string, index: number, env: NodeJS.ProcessEnv): Promise<Child> {
  const proc = fork(path.join(tree, 'bench/insights.ts'), ['--write-path'], {
    cwd: tree,
    execArgv: ['--import', 'tsx'],
    env: { ...env, WINE_COMPASS_ROOT: tree, BENCH_TREE: String(index) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const child: Child = { name, proc, output: [] }
  const hear = (chunk: Buffer) => child.output.push(String(chunk))
  proc.stdout!.on('data', hear)
  proc.stderr!.on('data', hear)
  return new Promise((resolve, reject) => {
    proc.once('message', () => resolve(child))
    proc.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${child.output.join('').slice(-3000)}`)))
  })
}

function batch(child: Child, n: number): Promise<WriteBatch> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${child.name} exited (${code}):\n${child.output.join('').slice(-3000)}`))
    child.proc.once('exit', onExit)
    child.proc.once('message', (m) => {
      child.proc.off('exit', onExit)
      resolve(m as WriteBatch)
    })
    child.proc.send({ n })
  })
}

// ---------------------------------------------------------------------------------------------------
// The main run.

/** Runs `cmd` with the output kept, rejecting with its end when it fails. */
function run(cmd: string, args: string[], o: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { ...o, stdio: ['ignore', 'pipe', 'pipe'] })
    const out: string[] = []
    p.stdout.on('data', (c: Buffer) => out.push(String(c)))
    p.stderr.on('data', (c: Buffer) => out.push(String(c)))
    p.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code}):\n${out.join('').slice(-3000)}`)),
    )
  })
}

/** The year of visits, members, ratings and scans, in a few set-based statements on one connection. */
async function generate(db: pg.PoolClient, locales: readonly string[]) {
  await db.query(
    `create temp table bench_markets as
     select country, locale, asks,
            (sum(weight) over (order by ord) - weight) / sum(weight) over () as lo,
            sum(weight) over (order by ord) / sum(weight) over () as hi
       from unnest($1::text[], $2::float8[], $3::text[], $4::text[])
            with ordinality as m(country, weight, locale, asks, ord)`,
    [0, 1, 2, 3].map((c) => MARKETS.map((m) => m[c])),
  )
  // Each UTC day's share of the visits: growing towards today, busier weekends, a December peak, noise;
  // today's in proportion to the hours gone. Cumulative rounding makes the total exactly RECORDS.
  await db.query(
    `create temp table bench_days as
     with d as (
       select day, least(interval '1 day', now() - day) as span,
              (0.6 + 0.4 * (${DAYS - 1} - ago) / ${DAYS - 1}.0)
              * case when extract(isodow from day at time zone 'UTC') in (6, 7) then 1.4 else 1 end
              * (1 + 0.25 * cos(2 * pi() * (extract(doy from day at time zone 'UTC') - 355) / 365.0))
              * (0.8 + 0.4 * random())
              * least(1, extract(epoch from now() - day) / 86400) as w
         from generate_series(0, ${DAYS - 1}) as ago,
              lateral (select (date_trunc('day', now() at time zone 'UTC') - ago * interval '1 day')
                              at time zone 'UTC' as day) x
     ), c as (select day, span, sum(w) over (order by day) / sum(w) over () as upto from d)
     select day, span,
            (round(upto * ${RECORDS}) - round(coalesce(lag(upto) over (order by day), 0) * ${RECORDS}))::int as n
       from c`,
  )
  await db.query(
    `insert into tracking_records (session, country, locale, locales, returning_visitor, ip, created_at, updated_at)
     select 'sess-' || substr(md5(r.i::text || r.l::text), 1, 9), nullif(m.country, ''),
            case when r.l < 0.8 then m.locale when r.l < 0.92 then 'en'
                 else ($1::text[])[1 + floor((r.l - 0.92) / 0.08 * cardinality($1::text[]))::int] end,
            case when r.a < 0.03 then null else m.asks end,
            r.ret < 0.35, '203.0.113.0', r.t, r.t
       from (select i, random() as pick, random() as l, random() as a, random() as ret, day + random() * span as t
               from bench_days, generate_series(1, n) as i) r
       join bench_markets m on r.pick >= m.lo and r.pick < m.hi`,
    [locales],
  )
  // Members across the markets' countries, more of them recently.
  await db.query(
    `insert into members (name, surname, email, country, created_at, updated_at)
     select (array['Ana','João','Maria','Tom','Emma','Lukas','Yuki','Léa','Pedro','Sofia','Oliver','Hana'])[1 + (i % 12)],
            (array['Silva','Costa','Smith','Müller','Sato','Martin','García','Brown','Santos','Ferreira'])[1 + (i % 10)],
            'bench-' || i || '@members.example', coalesce(nullif(m.country, ''), 'US')::enum_members_country, r.t, r.t
       from (select i, random() as pick, now() - ${DAYS} * interval '1 day' * (1 - sqrt(random())) as t
               from generate_series(1, ${MEMBERS}) as i) r
       join bench_markets m on r.pick >= m.lo and r.pick < m.hi`,
  )
  // Ratings: RATINGS distinct (member, wine) pairs; each wine its own reception; some entries only a note.
  const pairs = await db.query(
    `insert into passports (member_id, wine_id, wine_rating, colour_rating, aroma_rating, flavour_rating, comment,
                            created_at, updated_at)
     select member_id, wine_id,
            case when n1 < 0.08 then null else greatest(1, least(5, round(liking + (n2 - 0.5) * 2.2))) end,
            case when n1 < 0.15 then null else greatest(1, least(5, round(liking + 0.2 + (n3 - 0.5) * 2.2))) end,
            case when n1 < 0.15 then null else greatest(1, least(5, round(liking + (n4 - 0.5) * 2.2))) end,
            case when n1 < 0.15 then null else greatest(1, least(5, round(liking - 0.1 + (n5 - 0.5) * 2.2))) end,
            case when n1 < 0.08 then 'Lovely with grilled fish.' end,
            added, case when n6 < 0.3 then added + (now() - added) * n7 else added end
       from (select m.id as member_id, w.id as wine_id, 3.2 + ((w.k * 7) % 5) * 0.35 as liking,
                    m.created_at + (now() - m.created_at) * random() as added, random() as n1, random() as n2,
                    random() as n3, random() as n4, random() as n5, random() as n6, random() as n7
               from members m
              cross join (select id, row_number() over (order by "order", name) as k from wines
                           where _status = 'published') w
              where m.email like 'bench-%'
              order by random() limit ${RATINGS}) x`,
  )
  const scans = await db.query(
    `insert into insights_scans (day, wine_slug, kind, scans)
     select (now() at time zone 'UTC')::date - ago, w.slug, k.kind,
            floor(random() * case k.kind when 'label' then 12 else 6 end * (1 + (w.k % 3) * 0.5))::int
       from generate_series(0, ${DAYS - 1}) as ago
      cross join (select slug, row_number() over (order by "order", name) as k from wines
                   where _status = 'published' and slug is not null) w
      cross join (values ('hub'), ('label')) as k(kind)`,
  )
  await db.query('analyze')
  return { ratings: pairs.rowCount ?? 0, scanRows: scans.rowCount ?? 0 }
}

type Row = { what: string; p50?: number; p99?: number; ms?: number; note?: string }

async function main() {
  const { startEmbeddedPostgres } = await import('../server/postgres')
  const { loadSecrets } = await import('../server/secrets')
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
    await run(process.execPath, ['--import', 'tsx', 'scripts/prepare-content.ts'], {
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
    const period = [from, to]
    const inPeriod =
      "created_at >= $1::timestamp at time zone 'UTC' and created_at < ($2::date + 1)::timestamp at time zone 'UTC'"
    const naive = () =>
      Promise.all([
        pool!.query(
          `select (created_at at time zone 'UTC')::date, country, locale, returning_visitor, count(*)
             from tracking_records where ${inPeriod} group by 1, 2, 3, 4`,
          period,
        ),
        pool!.query(
          `select day, country, language, count(*) from (
             select distinct t.id, (t.created_at at time zone 'UTC')::date as day, coalesce(upper(t.country), '') as country,
                    split_part(lower(trim(split_part(tag, ';', 1))), '-', 1) as language
               from tracking_records t, regexp_split_to_table(coalesce(t.locales, ''), ',') as tag
              where t.${inPeriod}) asked
            where language ~ '^[a-z]{2,3}$' and not (language = any($3::text[]))
            group by 1, 2, 3`,
          [...period, offered.map((l) => l.split('-')[0].toLowerCase())],
        ),
      ])
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
    copyFileSync(path.join(root, 'bench/insights.ts'), path.join(beforeTree, 'bench/insights.ts'))
    // The schedule's rollup (every 15 minutes, the first 20 s after start) would land in the new tree's
    // rounds only: holding its lock makes it skip, as it does while another instance runs it.
    const lock = await pool.connect()
    const writes = new Map<Child, WriteBatch>()
    try {
      await lock.query(`select pg_advisory_lock(hashtext('wine-compass:insights-rollup'))`)
      writers.push(await startWriter(`before (${BEFORE})`, beforeTree, 1, env))
      writers.push(await startWriter('now', root, 2, env))
      for (const child of writers) writes.set(child, { ms: [], statuses: {} })
      const warm = Math.max(25, Math.round(WRITES / 40))
      for (const child of [...writers, ...writers]) await batch(child, warm)
      for (let r = 0; r < ROUNDS; r++)
        for (const child of writers) {
          const b = await batch(child, Math.round(WRITES / ROUNDS))
          const kept = writes.get(child)!
          kept.ms.push(...b.ms)
          for (const [status, n] of Object.entries(b.statuses))
            kept.statuses[Number(status)] = (kept.statuses[Number(status)] ?? 0) + n
        }
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
        '| what | p50 ms | p99 ms | ms | note |\n|---|---:|---:|---:|---|\n' +
        rows
          .map(
            (r) =>
              `| ${r.what} | ${r.p50 === undefined ? '' : fmt(r.p50)} | ${r.p99 === undefined ? '' : fmt(r.p99)} | ` +
              `${r.ms === undefined ? '' : fmt(r.ms)} | ${r.note ?? ''} |`,
          )
          .join('\n') +
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

if (process.argv.includes('--write-path')) await writePathChild()
else await main()
