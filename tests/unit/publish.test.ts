import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { publishRequest } from '../../server/cluster'
import { Publisher } from '../../server/publish'
import type { PublishHistory } from '../../server/publishLog'
import type { SiteStore } from '../../server/site'
import { until } from '../helpers/until'

it('a deploy hook that failed is called again, and the save reaches the build machine', async () => {
  let calls = 0
  const hook = createServer((_req, res) => {
    res.statusCode = ++calls === 1 ? 502 : 204
    res.end()
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  const lines: string[] = []
  const publisher = new Publisher({
    root: '.',
    site: {} as SiteStore,
    snapshotUrl: 'http://127.0.0.1:9/unused',
    snapshotFile: '/dev/null',
    deployHookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build`,
    debounceMs: 0,
    log: (l) => lines.push(l),
  })
  publisher.schedule('a wine saved')
  await until('the hook took it', () => lines.some((l) => l.includes('deploy hook answered 204')), 5_000)
  expect(calls).toBe(2)
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
