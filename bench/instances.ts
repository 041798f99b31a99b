/**
 * One CMS instance against two on one PostgreSQL, in the same run: GET /api/wines/US (anonymous) with
 * autocannon, straight to one instance, through the balancer to that one alone, and through the
 * balancer to both (tests/helpers/cluster.ts starts them in production mode, as the cluster test does).
 *
 *   npx tsx bench/instances.ts            (BENCH_SECONDS, BENCH_CONNECTIONS)
 *
 * The balancer is a small Node proxy in this process; on a 2-core machine the instances, PostgreSQL
 * and the load generator share the same cores, so this shows the overhead and the scaling that
 * remains, not what two machines would give.
 */
import path from 'node:path'
import autocannon from 'autocannon'
import { startCluster } from '../tests/helpers/cluster'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

async function measure(name: string, url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 })
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS })
  const bad = r.non2xx + r.errors + r.timeouts
  console.log(
    `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} |${bad ? ` ${bad} failed` : ''}`,
  )
  return r.requests.average
}

async function main() {
  const cluster = await startCluster({
    dataDir: path.resolve('.data/bench-cluster'),
    pgPort: 54399,
    ports: { balancer: 3390, a: 3391, b: 3392 },
    env: { SMTP_URL: 'smtp://127.0.0.1:2' },
  })
  try {
    console.log(
      `GET /api/wines/US, ${CONNECTIONS} connections, ${SECONDS} s each\n\n| | req/s | p50 ms | p99 ms |\n|---|---|---|---|`,
    )
    await measure('one instance, direct', `${cluster.a.base}/api/wines/US`)
    cluster.serve(cluster.a)
    const one = await measure('one instance, through the balancer', `${cluster.publicUrl}/api/wines/US`)
    cluster.serve(cluster.a, cluster.b)
    const two = await measure('two instances, through the balancer', `${cluster.publicUrl}/api/wines/US`)
    console.log(`\ntwo / one through the balancer: ${(two / one).toFixed(2)}x`)
  } finally {
    await cluster.close()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
