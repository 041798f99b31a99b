/**
 * The palate (spec §7): GET /api/palates for the member, POST /api/palates-temp for anonymous
 * visitors who rated colour, aroma and flavour of one wine. The formula is src/contract/palate.ts
 * (docs/palate.md). Both answer { data: { data: { user_palate, wine_palates } } }.
 */
import type { Hono } from 'hono'
import { PalateTempRequest, type Palate } from '../../../src/contract/api/members'
import { userPalate, winePalate, type RatedWine } from '../../../src/contract/palate'
import type { ApiEnv, Doc } from '../env'
import { notFound, unauthenticated, validationFailed } from '../errors'
import { badRequest, isUuid, readJson, zodErrors } from './content'
import { ownPassportRows, publishedWinesById } from './members'

/** Wine names label the charts; two wines of one name (different harvests) get the harvest added. */
function palateOf(rated: { wine: Doc; ratings: Omit<RatedWine, 'profile'> }[]): Palate {
  const names = new Map<string, number>()
  for (const r of rated) names.set(String(r.wine.name), (names.get(String(r.wine.name)) ?? 0) + 1)
  const wine_palates: Palate['wine_palates'] = {}
  for (const { wine } of rated) {
    const name = String(wine.name)
    const label = (names.get(name) ?? 0) > 1 && wine.harvest ? `${name} ${wine.harvest}` : name
    wine_palates[label] = winePalate(wine.taste_profile)
  }
  return {
    user_palate: userPalate(rated.map((r) => ({ ...r.ratings, profile: r.wine.taste_profile ?? {} }))),
    wine_palates,
  }
}

export function registerPalateRoutes(app: Hono<ApiEnv>) {
  app.get('/api/palates', async (c) => {
    if (!c.get('member')) return unauthenticated(c)
    const [rows, wines] = await Promise.all([ownPassportRows(c), publishedWinesById(c.get('payload'))])
    const rated = rows.flatMap((p) => {
      const wine = wines.get(String(typeof p.wine === 'object' && p.wine ? p.wine.id : p.wine))
      return wine ? [{ wine, ratings: p as RatedWine }] : []
    })
    return c.json({ data: { data: palateOf(rated) } })
  })

  app.post('/api/palates-temp', async (c) => {
    const body = await readJson(c)
    if (body === undefined) return badRequest(c)
    const parsed = PalateTempRequest.safeParse(body)
    if (!parsed.success) {
      return validationFailed(
        c,
        zodErrors(c, parsed.error, {
          wine_id: 'api.palate.wine-required',
          colour: 'api.passport.rating-range',
          aroma: 'api.passport.rating-range',
          flavour: 'api.passport.rating-range',
        }),
      )
    }
    const { wine_id, colour, aroma, flavour } = parsed.data
    const id = String(wine_id).toLowerCase()
    const wine = isUuid(id) ? (await publishedWinesById(c.get('payload'))).get(id) : undefined
    if (!wine) return notFound(c)
    return c.json({ data: { data: palateOf([{ wine, ratings: { colour_rating: colour, aroma_rating: aroma, flavour_rating: flavour } }]) } })
  })
}
