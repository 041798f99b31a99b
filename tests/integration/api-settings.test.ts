import { describe, expect, it } from 'vitest'
import { SettingsResponse } from '../../src/contract/api/place'
import { Client } from '../helpers/apiClient'

describe('GET /api/settings', () => {
  it('answers { data } with social, podcast and terms per locale, as its contract says', async () => {
    const res = await new Client().get('/api/settings')
    expect(res.status).toBe(200)
    const body = SettingsResponse.parse(await res.json())
    expect(body.data.social.length).toBeGreaterThan(0)
    expect(body.data.podcast[0].val).toMatch(/^https:\/\//)
    const locales = body.data.terms.map((t) => t.key)
    expect(locales).toEqual(expect.arrayContaining(['en', 'es', 'pt', 'de', 'fr']))
  })

  it("answers unknown API paths with a JSON 404 in the visitor's language", async () => {
    const res = await new Client({ 'accept-language': 'de-DE,de;q=0.9' }).get('/api/nothing')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Nicht gefunden.' })
  })
})
