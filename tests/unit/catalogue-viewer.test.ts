import { describe, expect, it } from 'vitest'
import { HOLD_TO_PAUSE_MS, STORY_SLIDE_MS } from '../../src/contract/constants'
import type { Slide } from '../../src/lib/catalogue/slides'
import {
  draftId,
  hasMore,
  isSwipeUp,
  keyAction,
  NO_RATINGS,
  pressAction,
  pressKind,
  rateQuestion,
  shownRating,
  SlideClock,
  slideDuration,
  slideLabel,
  step,
  tapZone,
  viewerSource,
  type ViewerStrings,
} from '../../src/lib/catalogue/viewer'

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

describe("where the viewer's slides come from", () => {
  it('a draft wine (?wine=) previews and closes to its preview hub', () => {
    expect(draftId('?wine=a%20b')).toBe('a b')
    expect(draftId('?wine=')).toBeNull()
    expect(viewerSource('/stories', '?wine=a b', '', 'stories')).toEqual({
      hub: '/exploreWine?wine=a+b',
      draft: 'a b',
      food: null,
    })
    // A staff preview keeps its language and country.
    expect(viewerSource('/caf', '?wine=w1&locale=pt&country=PT', '', 'caf').hub).toBe(
      '/exploreWine?wine=w1&locale=pt&country=PT',
    )
    expect(viewerSource('/pair', '?wine=w&food=f', '', 'pair').food).toBeNull()
  })
  it('a draft food only on /pair; the hub by the route', () => {
    expect(viewerSource('/explore/malbec/pair', '?food=f1', 'malbec', 'pair')).toEqual({
      hub: '/explore/malbec',
      draft: null,
      food: 'f1',
    })
    expect(viewerSource('/explore/malbec/stories', '?food=f1', 'malbec', 'stories')).toEqual({
      hub: '/explore/malbec',
      draft: null,
      food: null,
    })
    expect(viewerSource('/stories', '', 'malbec', 'stories').hub).toBe('/exploreWine')
  })
})

describe("the viewer's keys and presses", () => {
  const none = { onControl: false, sheet: false, more: false }
  it('arrows and space move; space on a control does not', () => {
    expect(keyAction('ArrowRight', none)).toBe('forward')
    expect(keyAction(' ', none)).toBe('forward')
    expect(keyAction(' ', { ...none, onControl: true })).toBeNull()
    expect(keyAction('ArrowLeft', none)).toBe('back')
    expect(keyAction('a', none)).toBeNull()
  })
  it("arrow up opens 'see more' when there is a text, arrow down and Escape close it, Escape closes the viewer", () => {
    expect(keyAction('ArrowUp', none)).toBeNull()
    expect(keyAction('ArrowUp', { ...none, more: true })).toBe('openSheet')
    expect(keyAction('ArrowDown', none)).toBeNull()
    expect(keyAction('ArrowDown', { ...none, sheet: true })).toBe('closeSheet')
    expect(keyAction('Escape', { ...none, sheet: true })).toBe('closeSheet')
    expect(keyAction('Escape', none)).toBe('close')
  })
  it('a swipe up opens the text, a hold does nothing, a tap moves by its zone', () => {
    const tap = { dx: 0, dy: 0, hold: false, more: true, x: 300, left: 0, width: 390 }
    expect(pressAction(tap)).toBe('forward')
    expect(pressAction({ ...tap, x: 20 })).toBe('back')
    expect(pressAction({ ...tap, hold: true })).toBeNull()
    expect(pressAction({ ...tap, dy: -80 })).toBe('openSheet')
    expect(pressAction({ ...tap, dy: -80, more: false })).toBeNull()
  })
})

describe("the viewer's slides and ratings", () => {
  const strings = new Proxy({} as ViewerStrings, { get: (_, key) => `<${String(key)}>` })
  const content: Slide = {
    type: 'content',
    id: 'c',
    title: '',
    text: 'x'.repeat(100),
    media: null,
    position: 'bottom',
    color: '#fff',
    background: null,
    scrim: false,
  }
  it('names each slide for screen readers', () => {
    expect(slideLabel(content, strings, 'Malbec')).toBe('x'.repeat(80))
    expect(slideLabel({ ...content, title: 'Vineyard' }, strings, 'Malbec')).toBe('Vineyard')
    expect(slideLabel({ type: 'rate', id: 'r', aspect: 'wine' }, strings, 'Malbec')).toBe('<rateWine>')
    expect(slideLabel({ type: 'rate', id: 'r', aspect: 'aroma' }, strings, 'Malbec')).toBe('<rate.aroma>')
    expect(slideLabel({ type: 'thanks', id: 't' }, strings, 'Malbec')).toBe('<thanksTitle> Malbec')
    expect(rateQuestion('colour', strings)).toBe('<rate.colour>')
  })
  it("has 'see more' only for a content slide with a text", () => {
    expect(hasMore(content)).toBe(true)
    expect(hasMore({ ...content, text: '' })).toBe(false)
    expect(hasMore({ type: 'join', id: 'j' })).toBe(false)
    expect(hasMore(undefined)).toBe(false)
  })
  it("shows a visitor's caf stars from this device, a member's from the passport", () => {
    const stored = { ...NO_RATINGS, aroma_rating: 2, wine_rating: 4 }
    expect(shownRating('aroma', stored, false, { aroma: 5 })).toBe(5)
    expect(shownRating('aroma', stored, false, { aroma: 0 })).toBe(2)
    expect(shownRating('aroma', stored, true, { aroma: 5 })).toBe(2)
    expect(shownRating('wine', stored, false, { aroma: 5 })).toBe(4)
  })
})
