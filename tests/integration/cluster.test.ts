/**
 * server/publish/cluster.ts on the run's real PostgreSQL, with two in-process members standing in for two
 * instances: one publishes, a save on the other reaches it, a live build reaches both, the lock passes
 * on when the publisher leaves, and a member whose connections are cut joins again.
 */
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { joinCluster, type Cluster } from '../../server/publish/cluster'
import { directAddressHint, keepsSessions, sessionProblem } from '../../server/db/pooler'
import type { Publisher } from '../../server/publish/publish'
import type { SiteStore } from '../../server/publish/site'
import { until } from '../helpers/until'

type Member = { cluster: Cluster; scheduled: string[]; reloads: number; log: string[]; builds: Set<string> }
const members: Member[] = []

/** `builds`: the site folder it sees (one Set shared by members that share DATA_DIR). */
async function member(builds = new Set<string>()): Promise<Member> {
  const m = { scheduled: [] as string[], reloads: 0, log: [] as string[], builds } as Member
  const publisher = { schedule: (reason: string) => m.scheduled.push(reason) } as unknown as Publisher
  const site = { reload: () => void m.reloads++, hasBuild: (id: string) => m.builds.has(id) } as unknown as SiteStore
  m.cluster = await joinCluster({
    databaseUrl: process.env.DATABASE_URL!,
    site,
    publisher,
    log: (l) => m.log.push(l),
    sharedWaitMs: 50,
  })
  members.push(m)
  return m
}

afterEach(async () => {
  await Promise.all(members.splice(0).map((m) => m.cluster.close()))
})

describe('several instances, one publisher (server/publish/cluster.ts)', () => {
  it('elects one publisher; saves anywhere reach it; a live build reaches everyone; the lock passes on', async () => {
    const a = await member()
    await until('a publishes', () => a.cluster.isPublisher())
    const b = await member()
    // b waits for the lock: it never publishes while a holds it.
    await new Promise((r) => setTimeout(r, 200))
    expect(b.cluster.isPublisher()).toBe(false)
    expect(a.scheduled).toEqual(['publisher taken over'])

    b.cluster.schedule('wines:1')
    await until('the save reaches a', () => a.scheduled.includes('wines:1'))
    expect(b.scheduled).toEqual([])

    const reloads = [a.reloads, b.reloads]
    await a.cluster.announceLive('build-2')
    await until('both reload', () => a.reloads > reloads[0] && b.reloads > reloads[1])

    await a.cluster.close()
    await until('b takes over', () => b.cluster.isPublisher())
    expect(b.scheduled).toEqual(['publisher taken over'])
    b.cluster.schedule('wines:2')
    expect(b.scheduled).toContain('wines:2')
  })

  it("an instance whose DATA_DIR is not the publisher's says so when a build goes live, and is not ready", async () => {
    const shared = new Set<string>()
    const a = await member(shared)
    await until('a publishes', () => a.cluster.isPublisher())
    const b = await member(shared)
    const c = await member(new Set(['build-1']))
    shared.add('build-2')
    await a.cluster.announceLive('build-2')
    await until('c notices', () => c.cluster.siteProblem() !== null)
    expect(c.cluster.siteProblem()).toBe(
      'This instance does not share its site folder with the publisher (build build-2 is not in its DATA_DIR): put DATA_DIR on the volume every instance shares.',
    )
    expect(c.log.join('\n')).toMatch(
      /build build-2 went live on the publisher but is not in this instance's site folder/,
    )
    // The ones that share it are fine.
    await new Promise((r) => setTimeout(r, 150))
    expect([a.cluster.siteProblem(), b.cluster.siteProblem()]).toEqual([null, null])
  })

  it('joins again when PostgreSQL cuts its connections, and can still publish', async () => {
    const a = await member()
    await until('a publishes', () => a.cluster.isPublisher())
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      // Every session of this database but ours: a's two connections among them.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike $1',
        ['%advisory%'],
      )
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike $1',
        ['%listen%'],
      )
    } finally {
      await admin.end()
    }
    await until('a notices', () => a.log.some((l) => l.includes('joining again')))
    await until(
      'a publishes again',
      () => a.cluster.isPublisher() && a.scheduled.filter((r) => r === 'publisher taken over').length === 2,
    )
  })
})

describe('a connection that keeps its session, for the lock and LISTEN (server/db/pooler.ts)', () => {
  it('hears a notification on a direct connection; not where it cannot arrive, as behind a transaction pooler', async () => {
    const url = process.env.DATABASE_URL!
    expect(await keepsSessions(url)).toBe(true)
    expect(await sessionProblem({ DATABASE_URL: url })).toBeNull()
    expect(
      await sessionProblem({ DATABASE_URL: 'postgres://pooler.example:6543/x', DATABASE_DIRECT_URL: url }),
    ).toBeNull()
    // Notifications stay within their database: sent on another, as a transaction pooler sends it on
    // another session, the LISTEN never hears it.
    const other = url.replace(/\/[^/?]+(\?|$)/, '/postgres$1')
    expect(await keepsSessions(url, other, 300)).toBe(false)
  })

  it("names the provider's direct address", () => {
    expect(directAddressHint('postgres://u:p@ep-cool-42-pooler.eu-central-1.aws.neon.tech/db')).toBe(
      'Neon: the same host without "-pooler" (ep-cool-42.eu-central-1.aws.neon.tech)',
    )
    expect(directAddressHint('postgres://u:p@aws-0-eu.pooler.supabase.com:6543/postgres')).toMatch(/^Supabase: /)
    expect(directAddressHint('postgres://u:p@db.internal:6432/wc')).toMatch(/^PgBouncer: /)
  })
})
