import type { z } from 'zod'
import * as api from '../../../src/contract/api/place'
import { routeGroup, serve } from '../declare'

export const settingsRoutes = routeGroup()

/** GET /api/settings: social (list), podcast (list) and terms as key/val pairs per locale. */
serve(settingsRoutes, api.settings, async (c) => {
  const settings = await c.get('payload').findGlobal({ slug: 'settings', locale: 'all', depth: 0 })
  // With locale 'all' a localized field is a map of locale to text.
  const terms = Object.entries((settings.terms ?? {}) as Record<string, string>).map(([key, val]) => ({ key, val }))
  const pairs = (list: { key: string; val: string }[] | null | undefined) =>
    (list ?? []).map((s) => ({ key: s.key, val: s.val }))
  const body: z.input<typeof api.SettingsResponse> = {
    data: {
      social: pairs(settings.social),
      podcast: pairs(settings.podcast),
      terms,
      website: settings.website ?? null,
      contact_email: settings.contact_email ?? null,
    },
  }
  return c.json(body)
})
