import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { Publisher } from '../../server/publish'
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
