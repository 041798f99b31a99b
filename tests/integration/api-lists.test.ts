/**
 * The content lists a visitor's place decides, against the seeded demo content: by country (path,
 * ?country= or the country cookie), by state and zip code, and the vendors near them.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiClub, ApiDiscover, ApiEnjoy, ApiPromotion, ApiShop, ApiVendor } from '../../src/contract/api/content'
import { answer, Client, post, withCsrf, xsrf } from '../helpers/apiClient'

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })

describe('lists by country', () => {
  it('discovers, enjoys (with the English name) and shops', async () => {
    const d = list(ApiDiscover).parse(await (await new Client().get('/api/discovers/US')).json())
    expect(d.data.length).toBeGreaterThan(0)
    const e = list(ApiEnjoy).parse(await (await new Client({ cookie: 'locale=pt' }).get('/api/enjoys/PT')).json())
    expect(e.data.length).toBeGreaterThan(0)
    expect(e.data.some((x) => x.name !== x.name_en)).toBe(true)
    const s = list(ApiShop).parse(await (await new Client().get('/api/shops/GB')).json())
    expect(s.data.length).toBeGreaterThan(0)
    expect((await answer(await new Client().get('/api/shops/NZ'))).data).toEqual([])
  })

  it('clubs by the country cookie or ?country=', async () => {
    const byQuery = list(ApiClub).parse(await (await new Client().get('/api/clubs?country=US')).json())
    const c = new Client()
    c.cookies.set('country', 'US')
    const byCookie = list(ApiClub).parse(await (await c.get('/api/clubs')).json())
    expect(byCookie.data).toEqual(byQuery.data)
    expect((await answer(await new Client().get('/api/clubs'))).data).toEqual([])
  })
})

describe('promotions', () => {
  it("by country and state: everyone's plus that state's", async () => {
    const ca = list(ApiPromotion).parse(await (await new Client().get('/api/promotions/US/CA')).json()).data
    const ny = list(ApiPromotion).parse(await (await new Client().get('/api/promotions/US/NY')).json()).data
    const none = list(ApiPromotion).parse(await (await new Client().get('/api/promotions/US/null')).json()).data
    expect(ca.length).toBe(ny.length + 1)
    expect(none.length).toBe(ny.length)
    expect(ca.some((p) => p.newest)).toBe(true)
    expect((await answer(await new Client().get('/api/promotions/NZ/x'))).data).toEqual([])
  })

  it('?user=true gives the local promotions of the country, state and zip_code cookies', async () => {
    const c = new Client()
    c.cookies.set('country', 'US')
    c.cookies.set('state', 'NY')
    c.cookies.set('zip_code', '10001')
    const here = list(ApiPromotion).parse(await (await c.get('/api/promotions?user=true')).json()).data
    expect(here.length).toBe(1)
    c.cookies.set('zip_code', '10002')
    expect((await answer(await c.get('/api/promotions?user=true'))).data).toEqual([])
    c.cookies.set('state', 'CA')
    expect(((await answer(await c.get('/api/promotions?user=true'))).data as unknown[]).length).toBe(1)
  })
})

describe('POST /api/sellers', () => {
  it('finds the vendors of a country, state and zip code', async () => {
    const c = await withCsrf(new Client())
    const sf = list(ApiVendor).parse(
      await (await post(c, '/api/sellers', { country: 'US', state: 'CA', zip_code: '94105' })).json(),
    ).data
    // The San Francisco vendor and the California-wide one.
    expect(sf.length).toBe(2)
    expect(sf.every((v) => v.shop_name_en)).toBe(true)
    const ca = list(ApiVendor).parse(await (await post(c, '/api/sellers', { country: 'us', state: 'ca' })).json()).data
    expect(ca.length).toBe(1)
    const gb = list(ApiVendor).parse(
      await (await post(c, '/api/sellers', { country: 'GB', state: null, zip_code: null })).json(),
    ).data
    expect(gb.length).toBe(3)
  })

  it('answers 422 with localized messages for a bad country, 400 for a body that is not JSON', async () => {
    const c = await withCsrf(new Client())
    c.cookies.set('locale', 'fr')
    const res = await post(c, '/api/sellers', { country: 'United States' })
    expect(res.status).toBe(422)
    const body = await answer(res)
    expect(body.errors?.country).toEqual(['Veuillez sélectionner un pays pour continuer.'])
    expect(body.message).toBe('Veuillez sélectionner un pays pour continuer.')
    expect((await post(c, '/api/sellers', {})).status).toBe(422)
    expect((await post(c, '/api/sellers', [1, 2])).status).toBe(422)
    const raw = await c.request('POST', '/api/sellers', undefined, { ...xsrf(c), 'content-type': 'application/json' })
    expect([400, 422]).toContain(raw.status)
  })
})
