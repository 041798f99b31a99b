/** The palate (spec §7, docs/palate.md): GET /api/palates for a member, POST /api/palates-temp for anyone. */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiWine } from '../../src/contract/api/wine'
import { PalateResponse } from '../../src/contract/api/members'
import { TASTE_AXES } from '../../src/contract/constants'
import { Client, post, signedIn, withCsrf } from '../helpers/apiClient'

let wines: z.infer<typeof ApiWine>[]

beforeAll(async () => {
  wines = z.object({ data: z.array(ApiWine) }).parse(await (await new Client().get('/api/wines/US')).json()).data
})

describe('GET /api/palates', () => {
  it("gives the member's palate and the profiles of the rated wines, 0..6 on every axis", async () => {
    const client = await signedIn()
    const empty = PalateResponse.parse(await (await client.get('/api/palates')).json())
    expect(empty.data.data).toEqual({ user_palate: {}, wine_palates: {} })

    await post(client, `/api/wines/${wines[0].id}/passport`, {
      wine_rating: 5,
      colour_rating: 5,
      aroma_rating: 5,
      flavour_rating: 5,
    })
    const one = PalateResponse.parse(await (await client.get('/api/palates')).json()).data.data
    expect(Object.keys(one.wine_palates)).toEqual([wines[0].name])
    // One wine loved on every count: the palate is that wine's profile.
    expect(one.user_palate).toEqual(one.wine_palates[wines[0].name])

    await post(client, `/api/wines/${wines[1].id}/passport`, { wine_rating: 1 })
    const two = PalateResponse.parse(await (await client.get('/api/palates')).json()).data.data
    expect(Object.keys(two.wine_palates).sort()).toEqual([wines[0].name, wines[1].name].sort())
    expect(Object.keys(two.user_palate).sort()).toEqual([...TASTE_AXES].sort())
    for (const v of Object.values(two.user_palate)) expect(v).toBeGreaterThanOrEqual(0)
  })
})

describe('POST /api/palates-temp', () => {
  it('gives anonymous visitors a palate for one wine from colour, aroma and flavour', async () => {
    const c = await withCsrf(new Client())
    const res = await post(c, '/api/palates-temp', { wine_id: wines[0].id, colour: 5, aroma: 5, flavour: 5 })
    expect(res.status).toBe(200)
    const body = PalateResponse.parse(await res.json()).data.data
    expect(body.user_palate).toEqual(body.wine_palates[wines[0].name])
    const lukewarm = PalateResponse.parse(
      await (await post(c, '/api/palates-temp', { wine_id: wines[0].id, colour: 3, aroma: 3, flavour: 3 })).json(),
    ).data.data
    expect(lukewarm.user_palate).not.toEqual(lukewarm.wine_palates[wines[0].name])
  })

  it('answers 422 for bad ratings and 404 for an unknown wine', async () => {
    const c = await withCsrf(new Client())
    for (const body of [
      { wine_id: wines[0].id, colour: 0, aroma: 3, flavour: 3 },
      { wine_id: wines[0].id, colour: 3 },
      {},
      { colour: 3, aroma: 3, flavour: 3 },
    ]) {
      expect((await post(c, '/api/palates-temp', body)).status, JSON.stringify(body)).toBe(422)
    }
    expect(
      (await post(c, '/api/palates-temp', { wine_id: randomUUID(), colour: 3, aroma: 3, flavour: 3 })).status,
    ).toBe(404)
    expect((await post(c, '/api/palates-temp', { wine_id: 'x', colour: 3, aroma: 3, flavour: 3 })).status).toBe(404)
  })
})
