import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchRetrying, RETRY_CAP_MS, retryDelay, withRetries } from '../../src/contract/retry'
import { retryLoop } from '../../src/lib/retryLoop'

describe('retryDelay', () => {
  it('doubles from about a second and stops near a minute', () => {
    const middle = () => 0.5
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ])
  })

  it('spreads each wait by a quarter either way', () => {
    expect(retryDelay(0, () => 0)).toBe(750)
    expect(retryDelay(0, () => 1)).toBe(1250)
    expect(retryDelay(30, () => 1)).toBe(RETRY_CAP_MS * 1.25)
  })
})

describe('withRetries', () => {
  const noWait = { sleep: async () => {} }

  it('tries again until the work succeeds, with the waits of retryDelay', async () => {
    const waits: number[] = []
    let calls = 0
    const result = await withRetries(
      async () => {
        if (++calls < 3) throw new Error('busy')
        return 'done'
      },
      { attempts: 5, onRetry: (_e, ms) => waits.push(ms), ...noWait },
    )
    expect(result).toBe('done')
    expect(calls).toBe(3)
    expect(waits).toHaveLength(2)
    expect(waits[0]).toBeGreaterThanOrEqual(750)
    expect(waits[1]).toBeGreaterThanOrEqual(1500)
  })

  it('gives up after the attempts with the last error, and at once on an error not worth retrying', async () => {
    let calls = 0
    await expect(
      withRetries(async (n) => Promise.reject(new Error(`try ${n} failed`)), { attempts: 3, ...noWait }),
    ).rejects.toThrow('try 2 failed')
    await expect(
      withRetries(
        async () => {
          calls++
          throw new Error('404')
        },
        { attempts: 3, retryable: (e) => (e as Error).message !== '404', ...noWait },
      ),
    ).rejects.toThrow('404')
    expect(calls).toBe(1)
  })
})

describe('retryLoop', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  /** A loop whose tries fail `failures` times, then succeed; the times (ms) of each try. */
  function loop(failures: number, online = () => true) {
    const times: number[] = []
    const l = retryLoop({
      work: async () => {
        times.push(Date.now())
        return times.length > failures
      },
      online,
      delay: (n) => 1000 * 2 ** n,
    })
    return { l, times }
  }

  it('keeps trying after a failed try, with the backoff, until the work is done', async () => {
    const start = Date.now()
    const { l, times } = loop(3)
    l.now()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(times.map((t) => t - start)).toEqual([0, 1000, 3000, 7000])
    expect(l.attempt).toBe(0)
  })

  it('does not try while offline, and starts again at once (the backoff afresh) when told', async () => {
    let online = false
    const start = Date.now()
    const { l, times } = loop(1, () => online)
    l.now()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(times).toEqual([])
    online = true
    l.now()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(times.map((t) => t - start)).toEqual([10_000, 11_000])
  })

  it('stops waiting when the browser goes offline after a failure', async () => {
    let online = true
    const { l, times } = loop(5, () => online)
    l.now()
    await vi.advanceTimersByTimeAsync(0)
    online = false
    await vi.advanceTimersByTimeAsync(60_000)
    expect(times).toHaveLength(1)
  })

  it('never runs two tries at once: a call during a try gives one more try after it', async () => {
    let resolve!: (done: boolean) => void
    let running = 0
    let most = 0
    let calls = 0
    const l = retryLoop({
      work: () => {
        calls++
        most = Math.max(most, ++running)
        return new Promise<boolean>((r) => (resolve = (d) => (running--, r(d))))
      },
      online: () => true,
    })
    l.now()
    l.now()
    l.now()
    resolve(true)
    await vi.advanceTimersByTimeAsync(0)
    resolve(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect([calls, most]).toEqual([2, 1])
  })

  it('counts a thrown error as a failed try, and stop() ends it', async () => {
    let calls = 0
    const l = retryLoop({
      work: async () => {
        calls++
        throw new Error('offline')
      },
      online: () => true,
      delay: () => 1000,
    })
    l.now()
    await vi.advanceTimersByTimeAsync(2_500)
    expect(calls).toBe(3)
    l.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toBe(3)
  })
})

describe('fetchRetrying', () => {
  /** A local server answering the given statuses in turn (the last one from then on); the requests it took. */
  async function answering(...statuses: number[]) {
    const seen: string[] = []
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`)
      res.statusCode = statuses[Math.min(seen.length - 1, statuses.length - 1)]
      res.end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
    return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) }
  }
  const noWait = { sleep: async () => {} }

  it('asks again while the server is busy or failing, and says so', async () => {
    const hook = await answering(503, 429, 204)
    const lines: string[] = []
    const res = await fetchRetrying(hook.url, {
      method: 'POST',
      what: 'the deploy hook',
      log: (l) => lines.push(l),
      ...noWait,
    })
    expect(res.status).toBe(204)
    expect(hook.seen).toEqual(['POST /hook', 'POST /hook', 'POST /hook'])
    expect(lines[0]).toMatch(/^the deploy hook answered 503; try 2 of 5 in \d\.\d s$/)
    await hook.close()
  })

  it('stops at once on an answer that will not change, and after the attempts on one that may', async () => {
    const missing = await answering(404)
    await expect(fetchRetrying(missing.url, { what: 'the snapshot', ...noWait })).rejects.toMatchObject({ status: 404 })
    expect(missing.seen).toHaveLength(1)
    await missing.close()
    const failing = await answering(500)
    await expect(fetchRetrying(failing.url, { what: 'the snapshot', attempts: 3, ...noWait })).rejects.toThrow(
      'the snapshot answered 500',
    )
    expect(failing.seen).toHaveLength(3)
    await failing.close()
  })

  it('tries again when nothing answers', async () => {
    const gone = await answering(200)
    await gone.close()
    let tries = 0
    await expect(
      fetchRetrying(gone.url, { what: 'the CMS', attempts: 2, log: () => tries++, ...noWait }),
    ).rejects.toThrow(/fetch failed/)
    expect(tries).toBe(1)
  })
})
