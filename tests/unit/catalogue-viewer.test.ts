import { describe, expect, it } from 'vitest'
import { HOLD_TO_PAUSE_MS, STORY_SLIDE_MS } from '../../src/contract/constants'
import { isSwipeUp, pressKind, SlideClock, slideDuration, step, tapZone } from '../../src/lib/catalogue/viewer'

describe('the story viewer rules', () => {
  it('goes back on the left third and forward elsewhere', () => {
    expect(tapZone(0, 0, 390)).toBe('back')
    expect(tapZone(129, 0, 390)).toBe('back')
    expect(tapZone(130, 0, 390)).toBe('forward')
    expect(tapZone(389, 0, 390)).toBe('forward')
    expect(tapZone(500 + 100, 500, 390)).toBe('back')
    expect(tapZone(10, 0, 0)).toBe('forward')
  })
  it('calls a press of 150 ms or longer a hold', () => {
    expect(pressKind(1000, 1000 + HOLD_TO_PAUSE_MS - 1)).toBe('tap')
    expect(pressKind(1000, 1000 + HOLD_TO_PAUSE_MS)).toBe('hold')
  })
  it('lasts 12 s a slide, a video its own length', () => {
    expect(slideDuration()).toBe(STORY_SLIDE_MS)
    expect(slideDuration(null)).toBe(12_000)
    expect(slideDuration(7.5)).toBe(7_500)
    expect(slideDuration(Number.NaN)).toBe(12_000)
    expect(slideDuration(Infinity)).toBe(12_000)
  })
  it('does not loop by default', () => {
    expect(step(0, 3, 'back')).toBeNull()
    expect(step(2, 3, 'forward')).toBeNull()
    expect(step(1, 3, 'forward')).toBe(2)
    expect(step(2, 3, 'forward', true)).toBe(0)
    expect(step(0, 3, 'back', true)).toBe(2)
  })
  it('recognises a swipe up, not a sideways drag', () => {
    expect(isSwipeUp(0, -80)).toBe(true)
    expect(isSwipeUp(0, -30)).toBe(false)
    expect(isSwipeUp(100, -80)).toBe(false)
    expect(isSwipeUp(0, 80)).toBe(false)
  })
  it('keeps time across pauses', () => {
    let now = 0
    const c = new SlideClock(() => now, 12_000)
    c.start()
    now = 5_000
    c.pause()
    now = 60_000
    expect(c.elapsed()).toBe(5_000)
    c.resume()
    now = 62_000
    expect(c.remaining()).toBe(5_000)
    expect(c.progress()).toBeCloseTo(7 / 12)
    now = 100_000
    expect(c.remaining()).toBe(0)
    expect(c.progress()).toBe(1)
  })
})
