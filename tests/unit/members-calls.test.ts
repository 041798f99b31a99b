/** The member calls on the typed client (src/lib/api.ts `call`, src/lib/members/calls.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, toPassportEntry } from '../../src/lib/members/calls'

afterEach(() => vi.unstubAllGlobals())

/** fetch as the server answers `body`, remembering what was asked. */
function answering(body: unknown, status = 200) {
  const asked: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return asked
}

describe('the member calls', () => {
  it('show a passport entry with its wine beside the ratings, unrated as 0', () => {
    const e = toPassportEntry({
      id: 'p1',
      wine: { id: 'w1', slug: 'alvor', name: 'Alvor', harvest: '2021', grape_variety: 'トウリガ', image: null },
      wine_rating: 4,
      colour_rating: null,
      aroma_rating: null,
      flavour_rating: 2,
      comment: null,
    })
    expect(e).toEqual({
      id: 'p1',
      wineId: 'w1',
      slug: 'alvor',
      name: 'Alvor',
      harvest: '2021',
      grape_variety: 'トウリガ',
      image: null,
      wine_rating: 4,
      colour_rating: 0,
      aroma_rating: 0,
      flavour_rating: 2,
      comment: '',
    })
  })

  it("post to the declared path with its parameters filled in, and answer the declaration's data", async () => {
    const palate = { user_palate: { fruit: 4 }, wine_palates: { Alvor: { fruit: 5 } } }
    const asked = answering({ data: { data: palate } })
    expect(await api.palatesTemp({ wine_id: 'w1', colour: 3, aroma: 4, flavour: 5 })).toEqual(palate)
    const post = asked.at(-1)!
    expect(post.url).toBe('/api/palates-temp')
    expect(post.init.method).toBe('POST')
    expect(JSON.parse(String(post.init.body))).toEqual({ wine_id: 'w1', colour: 3, aroma: 4, flavour: 5 })

    const saved = answering({ data: {} })
    await api.savePassport('a b/c', { wine_rating: 5 }, 'key-12345678')
    // The path's parameter encoded; the idempotency key as its header.
    expect(saved.at(-1)!.url).toBe('/api/wines/a%20b%2Fc/passport')
    expect(saved.at(-1)!.init.headers).toMatchObject({ 'idempotency-key': 'key-12345678' })
  })

  it('throw the server’s message and field errors on a refusal', async () => {
    answering({ message: 'The password is wrong.', errors: { password: ['The password is wrong.'] } }, 422)
    const refused = await api.login({ email: 'a@b.c', password: 'x' }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 422, message: 'The password is wrong.' })
    expect((refused as { first(f: string): string }).first('password')).toBe('The password is wrong.')
  })
})
