import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { publishRequest } from '../../server/publish/cluster'
import { Publisher, TAKEOVER_REASON, type PublisherOptions } from '../../server/publish/publish'
import type { PublishHistory } from '../../server/publish/publishLog'
import type { SiteStore } from '../../server/publish/site'
import { until } from '../helpers/until'

/** A build machine's deploy hook that answers each call with `status(n)` (n: the call's number), and a publisher using it. */
async function withHook(status: (n: number) => number, o: Partial<PublisherOptions> = {}) {
  const hook = { calls: 0, close: () => server.close() }
  const server = createServer((_req, res) => {
    res.statusCode = status(++hook.calls)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const publisher = new Publisher({
    root: '.',
    site: {} as SiteStore,
    snapshotUrl: 'http://127.0.0.1:9/unused',
    snapshotFile: '/dev/null',
    deployHookUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/build`,
    debounceMs: 0,
    ...o,
  })
  return { hook, publisher }
}

it('a deploy hook that failed is called again, and the save reaches the build machine', async () => {
  const lines: string[] = []
  const { hook, publisher } = await withHook((n) => (n === 1 ? 502 : 204), { log: (l) => lines.push(l) })
  publisher.schedule('a wine saved')
  await until('the hook took it', () => lines.some((l) => l.includes('deploy hook answered 204')), 5_000)
  expect(hook.calls).toBe(2)
  expect(lines[0]).toMatch(/^\[publish\] the deploy hook answered 502; try 2 of 8 in/)
  hook.close()
})

it('records each publish for staff: who and what, then why it failed, and the build is not retried', async () => {
  let calls = 0
  const snapshot = createServer((_req, res) => {
    calls++
    res.statusCode = 404
    res.end()
  })
  await new Promise<void>((resolve) => snapshot.listen(0, '127.0.0.1', resolve))
  const records: unknown[] = []
  const history: PublishHistory = {
    start: async (p) => (records.push(['start', p.docs, p.people]), 7),
    finish: async (id, status, o) => void records.push(['finish', id, status, o?.error]),
  }
  const publisher = new Publisher({
    root: '.',
    site: {} as SiteStore,
    snapshotUrl: `http://127.0.0.1:${(snapshot.address() as AddressInfo).port}/cms-api/snapshot`,
    snapshotFile: '/dev/null',
    debounceMs: 0,
    history,
  })
  publisher.schedule('promotions:a1', 'staff@example.com')
  publisher.schedule('wines:b2 deleted', 'other@example.com')
  await until('the publish was recorded as failed', () => records.length === 2, 5_000)
  expect(records).toEqual([
    ['start', ['promotions:a1', 'wines:b2'], ['staff@example.com', 'other@example.com']],
    ['finish', 7, 'failed', 'the snapshot endpoint answered 404'],
  ])
  expect(calls).toBe(1)
  snapshot.close()
})

it('reads a publish request from another instance: who saved what, or an older instance’s plain reason', () => {
  expect(publishRequest(JSON.stringify({ reason: 'wines:a1', by: 'staff@example.com' }))).toEqual({
    reason: 'wines:a1',
    by: 'staff@example.com',
  })
  expect(publishRequest('wines:a1')).toEqual({ reason: 'wines:a1' })
  expect(publishRequest('')).toEqual({ reason: 'a save on another instance' })
  expect(publishRequest('{"reason": 5}')).toEqual({ reason: '{"reason": 5}' })
})

it('a stop cuts short a publish that cannot finish in time: it settles at once, its record left open', async () => {
  // A snapshot endpoint that keeps failing: the publish would try again for about two minutes.
  const snapshot = createServer((_req, res) => {
    res.statusCode = 503
    res.end()
  })
  await new Promise<void>((resolve) => snapshot.listen(0, '127.0.0.1', resolve))
  const records: unknown[] = []
  const lines: string[] = []
  const history: PublishHistory = {
    start: async () => (records.push('start'), 9),
    finish: async (id, status) => void records.push(['finish', id, status]),
  }
  const publisher = new Publisher({
    root: '.',
    site: {} as SiteStore,
    snapshotUrl: `http://127.0.0.1:${(snapshot.address() as AddressInfo).port}/cms-api/snapshot`,
    snapshotFile: '/dev/null',
    debounceMs: 0,
    history,
    log: (l) => lines.push(l),
  })
  publisher.schedule('wines:a1', 'staff@example.com')
  await until('the publish is retrying', () => lines.some((l) => l.includes('answered 503')), 5_000)
  const t0 = Date.now()
  await publisher.stop(300)
  expect(Date.now() - t0).toBeLessThan(1_500)
  // Not "failed": the next publisher finishes it.
  expect(records).toEqual(['start'])
  expect(lines.at(-1)).toMatch(/^\[publish\] the server stopped before this publish was live: the next publisher/)
  snapshot.close()
})

it("a new publisher's first check finishes the publishes the one before it left open", async () => {
  const finished: unknown[] = []
  const history: PublishHistory = {
    start: async () => 1,
    finish: async (id, status) => void finished.push([id, status]),
    unfinished: async () => [3, 4],
  }
  const { hook, publisher } = await withHook(() => 204, { history })
  publisher.schedule(TAKEOVER_REASON)
  await until('both were finished', () => finished.length === 2, 5_000)
  expect(finished).toEqual([
    [3, 'sent'],
    [4, 'sent'],
  ])
  hook.close()
})

it("a new publisher's first check calls no deploy hook when nothing was left unfinished (a restart builds nothing)", async () => {
  const lines: string[] = []
  const { hook, publisher } = await withHook(() => 204, {
    history: { start: async () => 1, finish: async () => {}, unfinished: async () => [] },
    log: (l) => lines.push(l),
  })
  publisher.schedule(TAKEOVER_REASON)
  await until('the check ended', () => lines.length > 0, 5_000)
  expect(lines).toEqual([`[publish] nothing left unfinished: the deploy hook is not called (${TAKEOVER_REASON})`])
  expect(hook.calls).toBe(0)
  // A save still calls it.
  publisher.schedule('a wine saved')
  await until('the hook took the save', () => hook.calls === 1, 5_000)
  hook.close()
})

it('a publish that fails while the server stops is left to the next publisher, not recorded as failed', async () => {
  // The snapshot answers a failure only once the stop has begun (as a builder hit by the stop signal).
  let answer: (() => void) | null = null
  const snapshot = createServer((_req, res) => {
    answer = () => {
      res.statusCode = 404
      res.end()
    }
  })
  await new Promise<void>((resolve) => snapshot.listen(0, '127.0.0.1', resolve))
  const records: unknown[] = []
  const lines: string[] = []
  const publisher = new Publisher({
    root: '.',
    site: {} as SiteStore,
    snapshotUrl: `http://127.0.0.1:${(snapshot.address() as AddressInfo).port}/cms-api/snapshot`,
    snapshotFile: '/dev/null',
    debounceMs: 0,
    history: { start: async () => (records.push('start'), 5), finish: async () => void records.push('finish') },
    log: (l) => lines.push(l),
  })
  publisher.schedule('wines:a1')
  await until('the snapshot was asked for', () => answer !== null, 5_000)
  const stopped = publisher.stop(5_000)
  answer!()
  await stopped
  expect(records).toEqual(['start'])
  expect(lines.at(-1)).toBe(
    '[publish] the server stopped before this publish was live: the next publisher (or the next start) finishes it (wines:a1; the snapshot endpoint answered 404)',
  )
  snapshot.close()
})
