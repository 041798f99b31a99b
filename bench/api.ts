/**
 * HTTP load test of the spec API against a running production server (bench/README.md).
 *
 *   PORT=3302 PG_PORT=54512 DATA_DIR=.data/run-b NEXT_DIST_DIR=.next-b npx tsx scripts/start.ts   # in another shell
 *   BENCH_URL=http://localhost:3302 npm run bench:api
 *
 * Measures, with autocannon (BENCH_CONNECTIONS connections for BENCH_SECONDS each):
 *   - GET /api/wines/US, anonymous and signed in
 *   - the same list through Payload's generic REST API (/cms-api/wines?where[countries][contains]=US&locale=en&depth=1)
 *   - GET /api/passports (signed in)
 *   - POST /api/wines/{id}/passport (a rating write, signed in, with the CSRF token)
 * and prints requests/s and p50 / p99 latency side by side (markdown), plus JSON with --json.
 */
import autocannon, { type Result } from 'autocannon'
import { signedIn } from './session'

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3302').replace(/\/$/, '')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
type Row = { name: string; result: Result }

async function run(name: string, opts: Parameters<typeof autocannon>[0]): Promise<Row> {
  // Warm up (fills caches, JIT), then measure.
  await autocannon({ ...opts, duration: 2 })
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts })
  const bad = result.non2xx + result.errors + result.timeouts
  console.error(
    `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${bad ? `, ${bad} failed` : ''}`,
  )
  return { name, result }
}

async function main() {
  const probe = await fetch(`${BASE}/api/wines/US`).catch(() => null)
  if (!probe?.ok) throw new Error(`No server at ${BASE} (start it first: see the header of bench/api.ts)`)

  const s = await signedIn(BASE)
  const wines = (await (await s.fetch('/api/wines/US')).json()) as { data: { id: string }[] }
  const wineId = wines.data[0].id
  const member = { cookie: s.header, 'x-xsrf-token': s.xsrf }

  let n = 0
  const rows: Row[] = []
  rows.push(
    await run('GET /api/wines/US (anonymous)', { url: `${BASE}/api/wines/US`, headers: { cookie: 'locale=en' } }),
  )
  rows.push(
    await run('GET /cms-api/wines?where[countries][contains]=US&locale=en&depth=1 (Payload REST)', {
      url: `${BASE}/cms-api/wines?where[countries][contains]=US&locale=en&depth=1`,
    }),
  )
  rows.push(
    await run('GET /api/wines/US (signed in)', { url: `${BASE}/api/wines/US`, headers: { cookie: member.cookie } }),
  )
  rows.push(
    await run('GET /api/passports (signed in)', { url: `${BASE}/api/passports`, headers: { cookie: member.cookie } }),
  )
  rows.push(
    await run(`POST /api/wines/{id}/passport (rating write)`, {
      url: BASE,
      requests: [
        {
          method: 'POST',
          path: `/api/wines/${wineId}/passport`,
          headers: { ...member, 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ wine_rating: 1 + (n++ % 5) }) }),
        },
      ],
    }),
  )

  const ours = rows[0].result.requests.average
  const theirs = rows[1].result.requests.average
  console.log(`\n${new Date().toISOString()}, ${BASE}, ${CONNECTIONS} connections, ${SECONDS} s each\n`)
  console.log('| call | req/s | p50 ms | p99 ms | non-2xx |')
  console.log('|---|---:|---:|---:|---:|')
  for (const { name, result } of rows) {
    console.log(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`,
    )
  }
  console.log(`\nGET /api/wines/US vs Payload REST: ${(ours / theirs).toFixed(1)}x the requests per second.`)
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify(
        rows.map(({ name, result }) => ({
          name,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
        })),
        null,
        2,
      ),
    )
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
