import { afterEach, describe, expect, it, vi } from 'vitest'
import { track, trackBeforeLeaving } from '../../src/lib/catalogue/analytics'
import { TAG_MANAGER_ORIGINS, tagManagerId } from '../../src/contract/tagManager'
import { siteCsp } from '../../server/serve/headers'

const registration = { event: 'registration', category: 'member', label: 'email' }
const withTagManager = () => ({ dataLayer: [{ 'gtm.start': 1, event: 'gtm.js' }] as unknown[] })

describe('analytics events', () => {
  afterEach(() => vi.useRealTimers())

  it('creates the dataLayer when missing and pushes the event', () => {
    const w: { dataLayer?: unknown[] } = {}
    track({ event: 'enjoy_click', category: 'enjoy', label: 'Harvest week' }, w)
    expect(w.dataLayer).toEqual([{ event: 'enjoy_click', category: 'enjoy', label: 'Harvest week' }])
  })

  it('leaves at once when the page loads no tag manager', async () => {
    const w: { dataLayer?: unknown[] } = {}
    await trackBeforeLeaving(registration, w)
    expect(w.dataLayer).toEqual([registration])
  })

  it('waits for the tag manager to take the event', async () => {
    vi.useFakeTimers()
    const w = withTagManager()
    let left = false
    const leaving = trackBeforeLeaving(registration, w, 2000).then(() => (left = true))
    const pushed = w.dataLayer[1] as typeof registration & { eventCallback: () => void; eventTimeout: number }
    expect(pushed).toMatchObject({ ...registration, eventTimeout: 2000 })
    await vi.advanceTimersByTimeAsync(500)
    expect(left).toBe(false)
    pushed.eventCallback()
    await leaving
    expect(left).toBe(true)
  })

  it('leaves after the wait when the tag manager never calls back (a blocker stopped it)', async () => {
    vi.useFakeTimers()
    let left = false
    const leaving = trackBeforeLeaving(registration, withTagManager(), 2000).then(() => (left = true))
    await vi.advanceTimersByTimeAsync(1999)
    expect(left).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await leaving
    expect(left).toBe(true)
  })
})

describe('the tag manager container', () => {
  it("is staff's choice, else the operator's", () => {
    expect(tagManagerId('GTM-AB12CD3', 'GTM-OPERATOR')).toBe('GTM-AB12CD3')
    expect(tagManagerId(null, 'GTM-OPERATOR')).toBe('GTM-OPERATOR')
    expect(tagManagerId(' gtm-ab12cd3 ', undefined)).toBe('GTM-AB12CD3')
    expect(tagManagerId('', '')).toBeNull()
  })

  it('is none when the id has another shape (it goes into a script address)', () => {
    expect(tagManagerId("GTM-1'+alert(1)", undefined)).toBeNull()
    expect(tagManagerId('UA-12345-1', undefined)).toBeNull()
  })

  it("opens the pages' policy to Google's origins only when asked", () => {
    expect(siteCsp({ https: true })).not.toContain('googletagmanager')
    const csp = siteCsp({ https: true, scriptOrigins: TAG_MANAGER_ORIGINS })
    expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
  })
})
