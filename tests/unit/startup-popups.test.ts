/** The start-up popups: which one shows, the cookies it writes, and how its content is made safe. */
import { describe, expect, it } from 'vitest'
import { pick } from '../../src/contract/localize'
import {
  closePopupWrites,
  decidePopup,
  frameSandbox,
  safeUrl,
  shouldAskPopups,
  type PopupApi,
} from '../../src/lib/startup/popups'

const DAY = 86400

describe('start-up popups (spec §4)', () => {
  type Calls = { other: unknown[]; promotions: unknown[]; popup: number }
  function api(opts: {
    other?: unknown
    otherFails?: boolean
    promotions?: unknown[]
    promotionsFail?: boolean
    popup?: unknown
  }): [PopupApi, Calls] {
    const calls: Calls = { other: [], promotions: [], popup: 0 }
    return [
      {
        async otherPopup(body) {
          calls.other.push(body)
          if (opts.otherFails) throw new Error('500')
          return (opts.other ?? null) as never
        },
        async promotions(country, state) {
          calls.promotions.push([country, state])
          if (opts.promotionsFail) throw new Error('500')
          return opts.promotions ?? []
        },
        async promotionPopup() {
          calls.popup++
          return (opts.popup ?? null) as never
        },
      },
      calls,
    ]
  }
  const jar = { country: 'US', state: 'CA', zip_code: '94105', popupCurrent: '7' }

  it("asks nothing while popupShow is 'false' or no country is known", async () => {
    expect(shouldAskPopups({ country: 'US', popupShow: 'false' })).toBe(false)
    expect(shouldAskPopups({})).toBe(false)
    const [a, calls] = api({ other: { id: '1', title: '', image: null, iframe: null, link: null } })
    expect(await decidePopup({ ...jar, popupShow: 'false' }, a)).toEqual({ kind: 'none', writes: [] })
    expect(calls.other).toHaveLength(0)
  })
  it('an other popup: sent country, current id, zip code and state; stores its id and popupShow false (7 days)', async () => {
    const [a, calls] = api({
      other: { id: '12', title: 'Hi', image: null, iframe: null, link: null },
      promotions: [{}],
    })
    const d = await decidePopup(jar, a)
    expect(calls.other).toEqual([{ country: 'US', current: '7', zipCode: '94105', state: 'CA' }])
    expect(d.kind).toBe('other')
    expect(d.writes).toEqual([
      { name: 'popupCurrent', value: '12', maxAge: 7 * DAY },
      { name: 'popupShow', value: 'false', maxAge: 7 * DAY },
    ])
    expect(calls.promotions).toHaveLength(0)
  })
  it('no other popup, promotions exist: the promotion popup, no cookie yet', async () => {
    const [a, calls] = api({
      promotions: [{ id: 1 }],
      popup: { id: 'p1', title: 'Autumn', description: 'Offer' },
    })
    const d = await decidePopup(jar, a)
    expect(calls.promotions).toEqual([['US', 'CA']])
    expect(d).toEqual({
      kind: 'promotion',
      popup: { id: 'p1', title: 'Autumn', description: 'Offer' },
      writes: [],
    })
  })
  it('no other popup and no promotions: popupShow false', async () => {
    const [a, calls] = api({ promotions: [] })
    expect(await decidePopup(jar, a)).toEqual({
      kind: 'none',
      writes: [{ name: 'popupShow', value: 'false', maxAge: 7 * DAY }],
    })
    expect(calls.popup).toBe(0)
  })
  it('a failed promotions list counts as empty (spec §8)', async () => {
    const [a] = api({ promotionsFail: true })
    expect((await decidePopup(jar, a)).writes).toEqual([{ name: 'popupShow', value: 'false', maxAge: 7 * DAY }])
  })
  it('a failed other-popup call shows nothing and writes nothing', async () => {
    const [a, calls] = api({ otherFails: true, promotions: [{}] })
    expect(await decidePopup(jar, a)).toEqual({ kind: 'none', writes: [] })
    expect(calls.promotions).toHaveLength(0)
  })
  it('promotions but no promotion popup: popupShow false', async () => {
    const [a] = api({ promotions: [{}], popup: null })
    expect((await decidePopup(jar, a)).kind).toBe('none')
  })
  it('closing a popup: popupShow false for 7 days', () => {
    expect(closePopupWrites()).toEqual([{ name: 'popupShow', value: 'false', maxAge: 7 * DAY }])
  })
  it('localizes and keeps links safe', () => {
    expect(pick({ en: 'Hello', ja: 'こんにちは' }, 'ja')).toBe('こんにちは')
    expect(pick({ en: 'Hello', ja: '' }, 'ja')).toBe('Hello')
    expect(pick('Plain', 'ja')).toBe('Plain')
    expect(pick(null, 'en')).toBe('')
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('//evil.example')).toBeNull()
    expect(safeUrl('/promotions')).toBe('/promotions')
    expect(safeUrl('https://norte.example/x')).toBe('https://norte.example/x')
  })
})

describe('popups: frameSandbox', () => {
  const origin = 'https://wines.example.com'
  const cases: [string, string, boolean][] = [
    ['a cross-origin https frame', 'https://www.youtube.com/embed/abc', true],
    ['a subdomain is another origin', 'https://cdn.wines.example.com/x', true],
    ['another port is another origin', 'https://wines.example.com:8443/x', true],
    ['a relative frame', '/media/popup.html', false],
    ['a relative frame without slash', 'media/popup.html', false],
    ['an absolute same-origin frame', 'https://wines.example.com/media/popup.html', false],
    ['a same-origin frame with upper-case host', 'https://WINES.example.com/x', false],
    ['a same-origin frame with the default port', 'https://wines.example.com:443/x', false],
    ['unparsable', 'https://[nope', false],
  ]
  it.each(cases)('%s: allow-same-origin %s', (_name, frame, sameOriginAllowed) => {
    const tokens = frameSandbox(frame, origin).split(/\s+/)
    expect(tokens.includes('allow-same-origin')).toBe(sameOriginAllowed)
    expect(tokens).toContain('allow-scripts')
    expect(tokens.some((t) => t.startsWith('allow-top-navigation'))).toBe(false)
  })
})
