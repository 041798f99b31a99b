/**
 * The content calls: wines, foods, discovers, enjoys, shops, clubs, promotions, sellers and popups,
 * by country (and state / zip code), plus the staff-only previews of drafts. Declared in
 * src/contract/api/content.ts; shaping, filtering and caching live in ../content/.
 */
import * as api from '../../../src/contract/api/content'
import { routeGroup, serve } from '../declare'
import { notFound } from '../errors'
import { validate } from '../validation'
import { listAnswer, placeList, wineList } from '../content/lists'
import { foodPreview, previewOf, winePreview } from '../content/previews'
import { withMemberData, winesAnswer } from '../content/wines'
import { cookies, countryCode, placeCode, visitorCountry } from '../content/values'

export const contentRoutes = routeGroup()
const app = contentRoutes

serve(app, api.wines, (c) => winesAnswer(c, visitorCountry(c)))

serve(app, api.wine, async (c, { params }) => {
  const country = visitorCountry(c)
  if (!country) return notFound(c)
  const wine = (await wineList(c.get('payload'), country, c.get('locale'))).find((w) => w.slug === params.slug)
  if (!wine) return notFound(c)
  const [withMember] = await withMemberData(c, [wine])
  return c.json({ data: withMember })
})

serve(app, api.winePreview, winePreview)

serve(app, api.winesOfCountry, (c, { params }) => {
  const country = countryCode(params.country)
  return country ? winesAnswer(c, country) : c.json({ data: [] })
})

serve(app, api.foodPreview, foodPreview)

// Lists by country in the path (each call on its own line: each answers its own collection's items).
const inCountry = (code: string) => {
  const country = countryCode(code)
  return country ? { country } : null
}
serve(app, api.discoverPreview, previewOf(['discovers']))
serve(app, api.discovers, (c, { params }) => listAnswer(c, 'discovers', inCountry(params.country)))
serve(app, api.enjoyPreview, previewOf(['enjoys']))
serve(app, api.enjoys, (c, { params }) => listAnswer(c, 'enjoys', inCountry(params.country)))
serve(app, api.shopPreview, previewOf(['shops']))
serve(app, api.shops, (c, { params }) => listAnswer(c, 'shops', inCountry(params.country)))

serve(app, api.clubPreview, previewOf(['clubs']))
serve(app, api.clubs, (c) => {
  const country = visitorCountry(c)
  return listAnswer(c, 'clubs', country ? { country } : null)
})

// Promotions: the preview path comes before /api/promotions/{country}/{state}.
serve(app, api.promotionPreview, previewOf(['promotions', 'local-promotions']))

serve(app, api.promotions, (c, { query }) => {
  const jar = cookies(c)
  const country = visitorCountry(c)
  if (!country) return c.json({ data: [] })
  if (query.user === 'true' || query.user === '1') {
    return listAnswer(c, 'local-promotions', { country, state: placeCode(jar.state), zip: placeCode(jar.zip_code) })
  }
  return listAnswer(c, 'promotions', { country, state: placeCode(jar.state) })
})

serve(app, api.promotionsOfState, (c, { params }) => {
  const country = countryCode(params.country)
  return listAnswer(c, 'promotions', country ? { country, state: placeCode(params.state) } : null)
})

// Sellers (vendors).
serve(app, api.sellerPreview, previewOf(['vendors']))

serve(app, api.sellers, async (c) => {
  const { data, errors } = await validate(c, api.sellers)
  if (!data) return errors.respond()
  return listAnswer(c, 'vendors', {
    country: countryCode(data.country)!,
    state: placeCode(data.state),
    zip: placeCode(data.zip_code),
  })
})

// Popups.
serve(app, api.popupPreview, previewOf(['popups']))
serve(app, api.otherPopupPreview, previewOf(['other-popups']))
serve(app, api.popup, async (c) => {
  const country = visitorCountry(c)
  if (!country) return c.json({ data: null })
  const [first] = await placeList(c.get('payload'), 'popups', { country }, c.get('locale'))
  return c.json({ data: first ?? null })
})

serve(app, api.otherPopup, async (c) => {
  const { data, errors } = await validate(c, api.otherPopup)
  if (!data) return errors.respond()
  const { country, current, zipCode, state } = data
  const list = await placeList(
    c.get('payload'),
    'other-popups',
    { country: countryCode(country)!, state: placeCode(state), zip: placeCode(zipCode) },
    c.get('locale'),
  )
  const other = list.find((p) => current == null || p.id !== String(current))
  return c.json({ data: other ?? null })
})
