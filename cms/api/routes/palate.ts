/**
 * The palate: GET /api/palates for the member, POST /api/palates-temp for anonymous visitors who
 * rated colour, aroma and flavour of one wine. The formula is src/contract/palate.ts
 * (docs/palate.md). Both answer { data: { data: { user_palate, wine_palates } } }.
 */
import * as api from '../../../src/contract/api/members'
import type { Palate } from '../../../src/contract/api/members'
import { userPalate, winePalate, type RatedWine } from '../../../src/contract/palate'
import type { Wine } from '../../payload-types'
import { isUuid } from '../content/values'
import { routeGroup, serve } from '../declare'
import { notFound } from '../errors'
import { ownPassportRows, publishedWinesById, wineIdOf } from '../passports'
import { validate } from '../validation'
import type { Context } from 'hono'
import type { ApiEnv, SignedInMember } from '../env'

export const palateRoutes = routeGroup()

type Profile = RatedWine['profile']
const profileOf = (wine: Wine): Profile => (wine.taste_profile ?? {}) as Profile

/** Wine names label the charts; two wines of one name (different harvests) get the harvest added. */
function palateOf(rated: { wine: Wine; ratings: Omit<RatedWine, 'profile'> }[]): Palate {
  const names = new Map<string, number>()
  for (const r of rated) names.set(String(r.wine.name), (names.get(String(r.wine.name)) ?? 0) + 1)
  const wine_palates: Palate['wine_palates'] = {}
  for (const { wine } of rated) {
    const name = String(wine.name)
    const label = (names.get(name) ?? 0) > 1 && wine.harvest ? `${name} ${wine.harvest}` : name
    wine_palates[label] = winePalate(profileOf(wine))
  }
  return { user_palate: userPalate(rated.map((r) => ({ ...r.ratings, profile: profileOf(r.wine) }))), wine_palates }
}

/** The signed-in member's palate from their passport (GET /api/palates, and their data export). */
export async function memberPalate(c: Context<ApiEnv>, member: SignedInMember): Promise<Palate> {
  const [rows, wines] = await Promise.all([ownPassportRows(c, member), publishedWinesById(c.get('payload'))])
  const rated = rows.flatMap((p) => {
    const wine = wines.get(wineIdOf(p))
    return wine ? [{ wine, ratings: p }] : []
  })
  return palateOf(rated)
}

serve(palateRoutes, api.palate, async (c, { member }) => {
  return c.json({ data: { data: await memberPalate(c, member) } })
})

serve(palateRoutes, api.tempPalate, async (c) => {
  const { data, errors } = await validate(c, api.tempPalate)
  if (!data) return errors.respond()
  const id = String(data.wine_id).toLowerCase()
  const wine = isUuid(id) ? (await publishedWinesById(c.get('payload'))).get(id) : undefined
  if (!wine) return notFound(c)
  return c.json({
    data: {
      data: palateOf([
        { wine, ratings: { colour_rating: data.colour, aroma_rating: data.aroma, flavour_rating: data.flavour } },
      ]),
    },
  })
})
