import { describe, expect, it } from 'vitest'
import { ensureSessionId, newSessionId, SESSION_ID_PATTERN, visitedBefore } from '../../src/lib/startup/session'

describe('session id (spec §3)', () => {
  it("is 'sess-' plus 9 random characters", () => {
    expect(newSessionId()).toMatch(SESSION_ID_PATTERN)
    expect(newSessionId(() => 0)).toBe('sess-aaaaaaaaa')
    expect(newSessionId(() => 0.9999)).toBe('sess-999999999')
  })
  it('is created once per browser session', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    }
    const first = ensureSessionId(storage)
    const second = ensureSessionId(storage)
    expect(first.created).toBe(true)
    expect(second).toEqual({ id: first.id, created: false })
    expect(store.get('session_id')).toBe(first.id)
  })
  it('replaces a malformed stored id', () => {
    const store = new Map([['session_id', 'junk']])
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    }
    expect(ensureSessionId(storage).created).toBe(true)
  })
})

describe('visitedBefore', () => {
  it('is false on the first visit and true on every later one, with nothing but a flag stored', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    }
    expect(visitedBefore(storage)).toBe(false)
    expect(visitedBefore(storage)).toBe(true)
    expect([...store]).toEqual([['visited', '1']])
  })
})
