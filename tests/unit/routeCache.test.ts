/** server/serve/routeCache.ts: one decision object per request line and cookies, per build, bounded. */
import { describe, expect, it } from 'vitest'
import { ROUTE_CACHE_MAX, routeCache } from '../../server/serve/routeCache'
import { route } from '../../server/serve/router'
import { parseCookieHeader } from '../../src/contract/cookies'
import { GATE } from '../helpers/cookies'

const manifest = { countries: ['us'], wines: { us: ['duas-margens'] } }

describe('the route cache', () => {
  it("gives back the router's decision, the same object for the same line and cookies", () => {
    const decide = routeCache()
    const first = decide('GET', '/explore', GATE, manifest)
    expect(first).toEqual(route({ method: 'GET', url: '/explore', cookies: parseCookieHeader(GATE) }, manifest))
    expect(decide('GET', '/explore', GATE, manifest)).toBe(first)
  })

  it('keeps apart other cookies, another method, another build', () => {
    const decide = routeCache()
    const page = decide('GET', '/explore', GATE, manifest)
    expect(decide('GET', '/explore', undefined, manifest)).toMatchObject({ kind: 'page', gate: true })
    expect(decide('GET', '/explore', GATE.replace('locale=en', 'locale=de'), manifest)).toMatchObject({
      file: 'de/us/explore/index.html',
    })
    expect(decide('HEAD', '/explore', GATE, manifest)).not.toBe(page)
    expect(decide('GET', '/explore', GATE, { ...manifest })).not.toBe(page)
    expect(decide('GET', '/explore', GATE, manifest)).toBe(page)
  })

  it('decides writes afresh every time', () => {
    const decide = routeCache()
    const a = decide('POST', '/login', GATE, manifest)
    expect(a).toMatchObject({ kind: 'cms' })
    expect(decide('POST', '/login', GATE, manifest)).not.toBe(a)
  })

  it('starts again empty when full, and stays right', () => {
    const decide = routeCache()
    const first = decide('GET', '/explore', GATE, manifest)
    for (let i = 1; i < ROUTE_CACHE_MAX; i++) decide('GET', `/explore?n=${i}`, GATE, manifest)
    expect(decide('GET', '/explore', GATE, manifest)).toBe(first)
    decide('GET', '/explore?n=full', GATE, manifest)
    const again = decide('GET', '/explore', GATE, manifest)
    expect(again).not.toBe(first)
    expect(again).toEqual(first)
  })
})
