/** The wine answers: the cached list, plus the signed-in member's ratings and passport entry. */
import type { Context } from 'hono'
import type { ApiWine } from '../../../src/contract/api/wine'
import { memo } from '../contentCache'
import type { ApiEnv } from '../env'
import { ownPassportRows, toWinePassport, wineIdOf } from '../passports'
import { rawJson, wineList } from './lists'

/** Adds the member's rating and passport to wines (new objects; cached ones stay untouched). */
export async function withMemberData(c: Context<ApiEnv>, wines: ApiWine[]): Promise<ApiWine[]> {
  const member = c.get('member')
  if (!member || wines.length === 0) return wines
  const entries = new Map(
    (
      await ownPassportRows(
        c,
        member,
        wines.map((w) => w.id),
      )
    ).map((p) => [wineIdOf(p), p]),
  )
  return wines.map((w) => {
    const p = entries.get(w.id)
    if (!p) return w
    const e = toWinePassport(p)
    return { ...w, rating: { wine: e.wine_rating ?? 0, colour: e.colour_rating ?? 0, aroma: e.aroma_rating ?? 0, flavour: e.flavour_rating ?? 0 }, passport: [e] }
  })
}

/** { data: wines of the country }; anonymous answers are kept serialized. */
export async function winesAnswer(c: Context<ApiEnv>, country: string | null) {
  if (!country) return c.json({ data: [] })
  const payload = c.get('payload')
  const locale = c.get('locale')
  if (!c.get('member')) {
    return rawJson(c, await memo(payload, `json:wines:${country}:${locale}`, async () => JSON.stringify({ data: await wineList(payload, country, locale) })))
  }
  return c.json({ data: await withMemberData(c, await wineList(payload, country, locale)) })
}
