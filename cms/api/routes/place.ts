/**
 * Settings and place (spec §7): GET /api/settings/countries, POST /api/settings/set-locale/{locale},
 * GET /api/get-client-ip-address, POST /api/geolocation, POST /api/tracking.
 */
import { setCookie } from 'hono/cookie'
import * as api from '../../../src/contract/api/place'
import { P } from '../../../src/contract/api/place'
import { COOKIE, COOKIE_MAX_AGE } from '../../../src/contract/cookies'
import { localizedCountries } from '../../../src/contract/countryNames'
import { LOCALES } from '../../../src/contract/locales'
import { countryAt, countryOfIp, usStateAt } from '../geo'
import { clientIp, isHttps, shortenedIp } from '../net'
import { LIMITS, overNetworkLimit } from '../rateLimit'
import { Errors, validate } from '../validation'
import { allowedCountries } from '../countries'
import { routeGroup, serve } from '../declare'

export const placeRoutes = routeGroup()
const app = placeRoutes

serve(app, api.countries, async (c) => {
  const codes = [...(await allowedCountries(c))]
  return c.json({ data: localizedCountries(codes, c.get('locale')) })
})

serve(app, api.setLocale, async (c, { params, member }) => {
  // The declared pattern let through only a locale in some letter case, with - or _: this is its canonical name.
  const asked = params.locale.toLowerCase().replace('_', '-')
  const locale = LOCALES.find((l) => l.toLowerCase() === asked)
  if (!locale) return new Errors(c).add('locale', P.locale).respond()
  setCookie(c, COOKIE.locale, locale, { path: '/', sameSite: 'Lax', secure: isHttps(), maxAge: COOKIE_MAX_AGE.locale })
  c.set('locale', locale)
  if (member && member.locale !== locale) {
    await c
      .get('payload')
      .update({ collection: 'members', id: member.id, data: { locale }, overrideAccess: true, depth: 0 })
  }
  return c.json({ data: { locale } })
})

serve(app, api.clientIp, async (c) => {
  const ip = clientIp(c)
  return c.json({ data: { ip, country: await countryOfIp(ip), state: null, zip_code: null } })
})

serve(app, api.geolocation, async (c) => {
  const { data, errors } = await validate(c, api.geolocation)
  if (!data) return errors.respond()
  const country = countryAt(data.latitude, data.longitude)
  // The state where we have the boundaries (the United States, where vendors and local promotions are by state).
  const state = country?.code === 'US' ? usStateAt(data.latitude, data.longitude) : null
  return c.json({
    success: country !== null,
    latitude: data.latitude,
    longitude: data.longitude,
    country,
    state,
    zip_code: null,
  })
})

serve(app, api.tracking, async (c) => {
  const payload = c.get('payload')
  const { data, errors } = await validate(c, api.tracking)
  if (!data) return errors.respond()
  // The address is the one this server saw, shortened: a client-sent `ip` is never stored.
  const ip = shortenedIp(clientIp(c))
  const limited = await overNetworkLimit(c, 'tracking', LIMITS.trackingPerIp)
  if (limited) return limited
  const record = await payload.create({
    collection: 'tracking-records',
    overrideAccess: true,
    depth: 0,
    data: {
      session: data.session,
      returning_visitor: data.returning ?? false,
      member: c.get('member')?.id ?? null,
      ip,
      latitude: data.latitude ?? null,
      longitude: data.longitude ?? null,
      locale: data.locale ?? null,
      state: data.state ?? null,
      zip_code: data.zip_code ?? null,
      country: data.country ?? null,
      locales: data.locales ?? null,
    },
  })
  return c.json({ data: { id: String(record.id) } }, 201)
})
