import type { Hono } from 'hono'
import type { z } from 'zod'
import type { SettingsResponse } from '../../../src/contract/api/place'
import type { ApiEnv, Doc } from '../env'

/** GET /api/settings: social (list), podcast (list) and terms as key/val pairs per locale (spec §3). */
export function registerSettingsRoutes(app: Hono<ApiEnv>) {
  app.get('/api/settings', async (c) => {
    const settings = (await c.get('payload').findGlobal({ slug: 'settings', locale: 'all', depth: 0 })) as Doc
    const terms = Object.entries((settings.terms ?? {}) as Record<string, string>).map(([key, val]) => ({ key, val }))
    const body: z.input<typeof SettingsResponse> = {
      data: {
        social: (settings.social ?? []).map((s: Doc) => ({ key: s.key, val: s.val })),
        podcast: (settings.podcast ?? []).map((s: Doc) => ({ key: s.key, val: s.val })),
        terms,
        website: settings.website ?? null,
        contact_email: settings.contact_email ?? null,
      },
    }
    return c.json(body)
  })
}
