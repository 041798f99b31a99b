import { describe, expect, it } from 'vitest'
import { pressToggle, resendSecondsLeft, toggleLocked } from '../../src/lib/members/timing'

describe('forgot-password resend countdown (60 s)', () => {
  it.each([
    [0, 60],
    [999, 60],
    [1000, 59],
    [30_500, 30],
    [59_000, 1],
    [59_999, 1],
    [60_000, 0],
    [3_600_000, 0],
    [-5000, 60],
  ])('%i ms after sending: %i s left', (elapsed, left) => {
    expect(resendSecondsLeft(1_000_000, 1_000_000 + elapsed)).toBe(left)
  })
})

describe('palate toggle locked 1.5 s after each press', () => {
  it('is free before any press', () => {
    expect(toggleLocked(null, 0)).toBe(false)
  })
  it('locks for 1500 ms exactly', () => {
    expect(toggleLocked(1000, 1000)).toBe(true)
    expect(toggleLocked(1000, 2499)).toBe(true)
    expect(toggleLocked(1000, 2500)).toBe(false)
  })
  it('ignores presses while locked and accepts the next one after', () => {
    let s = { shown: true, lastPressAt: null as number | null }
    const a = pressToggle(s, 0)
    expect(a).toEqual({ shown: false, lastPressAt: 0, accepted: true })
    s = a
    const b = pressToggle(s, 1499)
    expect(b.accepted).toBe(false)
    expect(b.shown).toBe(false)
    expect(b.lastPressAt).toBe(0)
    const c = pressToggle(s, 1500)
    expect(c).toEqual({ shown: true, lastPressAt: 1500, accepted: true })
  })
})
